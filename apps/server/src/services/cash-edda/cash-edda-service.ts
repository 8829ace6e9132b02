import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { cashEddaService, maximumEddaDebitLimit } from '@portal/contract';
import { type BrandCurrency } from '@portal/contract/brands';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { marketDayOf } from '../../platform/market/market-calendar';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { cashBalancesOf } from '../cash-movement/public';
import { authorisationsOf, deleteEdda, setUpEdda, toEddaAuthorisation } from './authorisations';
import type { CashEddaDependencies } from './cash-edda-dependencies';
import { eddaBankOf } from '../../adapters/edda-bank/edda-bank-simulator';
import { depositByDirectDebit } from './edda-deposit';

/** What eDDA needs, from an operation's context: the bank is the one eddaBankOf chooses (ADR 051). */
export function cashEddaDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): CashEddaDependencies {
  return { ...ledgerServiceDependenciesOf(context), bank: eddaBankOf(context.config) };
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }) {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The eDDA service (issue 16 part 4): see authorisations.ts and edda-deposit.ts for the rules. */
export const cashEddaImplementation = implementService(cashEddaService, {
  eddaOverview: async (input, context) => {
    const deps = cashEddaDependenciesOf(context);
    const account = accountOf(input);
    const precisions = await currencyPrecisions(deps.db);
    const balances = await cashBalancesOf(
      deps.db,
      account,
      deps.brand.cashCurrencies,
      marketDayOf(deps.clock.now(), deps.brand.marketTimeZone),
    );
    return {
      banks: [...deps.bank.banks],
      currencies: balances.map((balance) => ({
        currency: balance.currency as BrandCurrency, // read for the brand's cash currencies, in their order.
        precision: precisions.get(balance.currency) ?? 2,
        available: balance.available.toFixed(),
      })),
      maximumDebitLimit: maximumEddaDebitLimit,
      authorisations: (await authorisationsOf(deps.db, account)).map((row) => toEddaAuthorisation(row, deps.bank)),
    };
  },
  setUpEdda: async (input, context) => setUpEdda(cashEddaDependenciesOf(context), input),
  deleteEdda: async (input, context) => ({
    authorisation: await deleteEdda(cashEddaDependenciesOf(context), accountOf(input), input.ddaReference),
  }),
  eddaDeposit: async (input, context) => depositByDirectDebit(cashEddaDependenciesOf(context), input),
});
