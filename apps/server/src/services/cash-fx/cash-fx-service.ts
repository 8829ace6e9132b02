import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { cashFxService } from '@portal/contract';
import { fxRateTimeAt, rateOf } from '../../platform/money/currency-rates';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { CashFxDependencies } from './cash-fx-dependencies';
import { acceptQuote, conversionsOf } from './conversion';
import { fxBalancesOf, fxQuoteTerms, indicativeRatesOf, requestQuote, type FxAccount } from './quotes';

/** What quoting and converting need, from an operation's context; rates from the one FX source (ADR 034). */
export function cashFxDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): CashFxDependencies {
  return { ...ledgerServiceDependenciesOf(context), rates: { midRate: rateOf } };
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): FxAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The cash FX service (issue 16 part 5): see quotes.ts and conversion.ts for the rules. */
export const cashFxImplementation = implementService(cashFxService, {
  fxBoard: async (input, context) => {
    const deps = cashFxDependenciesOf(context);
    const now = deps.clock.now();
    return {
      balances: await fxBalancesOf(deps.db, deps, accountOf(input), now),
      rates: await indicativeRatesOf(deps, now),
      rateTime: fxRateTimeAt(deps.db, now).toISOString(),
      ...fxQuoteTerms,
    };
  },
  requestFxQuote: async (input, context) => ({
    quote: await requestQuote(cashFxDependenciesOf(context), accountOf(input), input),
  }),
  acceptFxQuote: async (input, context) => acceptQuote(cashFxDependenciesOf(context), accountOf(input), input),
  fxConversions: async (input, { db }) => ({ conversions: await conversionsOf(db, accountOf(input)) }),
});
