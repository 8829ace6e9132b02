import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { cashDepositService, depositFormMethods, depositProofTypes, maximumDepositProofBytes } from '@portal/contract';
import { type BrandCurrency } from '@portal/contract/brands';
import { marketDayOf } from '../../platform/market/market-calendar';
import { cashBalancesOf } from '../cash-movement/public';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { CashDepositDependencies } from './cash-deposit-dependencies';
import { depositTimingAt } from './deposit-dates';
import { depositsOf, toDepositRequest } from './deposit-requests';
import { cancelDeposit, decideDeposit } from './decisions';
import { fpsDepositCurrencies, submitDeposit } from './submission';

/** What deposit requests need, from an operation's context. */
export function cashDepositDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): CashDepositDependencies {
  return ledgerServiceDependenciesOf(context);
}

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }) {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The deposit service (issue 16 part 2): see submission.ts and decisions.ts for the rules. */
export const cashDepositImplementation = implementService(cashDepositService, {
  depositInstructions: async (input, context) => {
    const { brand, clock, db } = cashDepositDependenciesOf(context);
    const now = clock.now();
    const precisions = await currencyPrecisions(db);
    const balances = await cashBalancesOf(
      db,
      accountOf(input),
      brand.cashCurrencies,
      marketDayOf(now, brand.marketTimeZone),
    );
    const timing = depositTimingAt(brand, now);
    const { depositInstructions } = brand;
    return {
      currencies: balances.map((balance) => ({
        currency: balance.currency as BrandCurrency, // read for the brand's cash currencies, in their order.
        precision: precisions.get(balance.currency) ?? 2,
        available: balance.available.toFixed(),
      })),
      methods: [...depositFormMethods],
      fpsCurrencies: brand.cashCurrencies.filter((currency) =>
        (fpsDepositCurrencies as readonly string[]).includes(currency),
      ),
      cutOffTime: brand.cutOffTimes.deposit,
      timeZone: brand.marketTimeZone,
      now: now.toISOString(),
      ...timing,
      proofTypes: [...depositProofTypes],
      maximumProofBytes: maximumDepositProofBytes,
      bankAccounts: depositInstructions.bankAccounts.filter((account) =>
        brand.cashCurrencies.includes(account.currency),
      ),
      fpsIdentifier: depositInstructions.fpsIdentifier,
      fpsName: depositInstructions.fpsName,
    };
  },

  submitDepositRequest: async (input, context) => submitDeposit(cashDepositDependenciesOf(context), input),

  myDepositRequests: async (input, { db }) => ({
    requests: (await depositsOf(db, accountOf(input))).map(toDepositRequest),
  }),

  cancelDepositRequest: async (input, context) => ({
    request: await cancelDeposit(cashDepositDependenciesOf(context), accountOf(input), input.requestId),
  }),

  decideDepositRequest: async (input, context) => ({
    request: await decideDeposit(
      cashDepositDependenciesOf(context),
      input.requestId,
      input.decision,
      input.reason,
      context.actor?.accountCode ?? 'operator',
      context.actor,
    ),
  }),
});
