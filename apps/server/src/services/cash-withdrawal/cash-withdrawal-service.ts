import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { ExactDecimal, cashWithdrawalService, type WithdrawalCurrencyTerms } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { cashBalancesOf } from '../cash-movement/public';
import { bankAccountsOf, toRegisteredBankAccount, type AccountKey } from './bank-accounts';
import type { CashWithdrawalDependencies } from './cash-withdrawal-dependencies';
import { stepWithdrawal } from './lifecycle';
import { brandFpsCurrencies, submitWithdrawal } from './submission';
import { withdrawalRefusal } from './withdrawal-refusal';
import { dailyLimitOf, hongKongDayOf, isAfterCutOff, processingDateOf, usedOnDay } from './withdrawal-rules';
import { findWithdrawal, queryWithdrawalRows, withdrawalsView } from './withdrawal-view';

function accountOf(input: { accountCode: string; source: AccountKey['source'] }): AccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** Everything withdrawals need, for a request or the server's job (start.ts). */
export function cashWithdrawalDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'clock' | 'events'>,
): CashWithdrawalDependencies {
  return ledgerServiceDependenciesOf(context);
}

async function answerWithdrawal(deps: CashWithdrawalDependencies, withdrawalId: string, account?: AccountKey) {
  const row = await findWithdrawal(deps.db, withdrawalId, account);
  if (row === undefined) throw withdrawalRefusal('withdrawalNotFound');
  const [withdrawal] = await withdrawalsView(deps.db, [row]);
  if (withdrawal === undefined) throw withdrawalRefusal('withdrawalNotFound');
  return withdrawal;
}

const zero = new ExactDecimal(0);

/** The cash service (SPEC §7) with withdrawals (issue 16 part 3, ADR 033). */
export const cashImplementation = implementService(cashWithdrawalService, {
  retrieveFpsCurrencyList: async (_input, context) => ({
    currencies: brandFpsCurrencies(cashWithdrawalDependenciesOf(context)),
  }),

  withdrawalTerms: async (input, context) => {
    const deps = cashWithdrawalDependenciesOf(context);
    const account = accountOf(input);
    const now = deps.clock.now();
    const processingDate = processingDateOf(deps.brand, now);
    const precisions = await currencyPrecisions(deps.db);
    const balances = await cashBalancesOf(deps.db, account, deps.brand.cashCurrencies, hongKongDayOf(now));
    const currencies: WithdrawalCurrencyTerms[] = [];
    for (const balance of balances) {
      const limit = dailyLimitOf(balance.currency);
      const used = await usedOnDay(deps.db, account, balance.currency, processingDate);
      const left = limit.minus(used).isNegative() ? zero : limit.minus(used);
      currencies.push({
        currency: balance.currency,
        precision: precisions.get(balance.currency) ?? 2,
        available: balance.available.toFixed(),
        onHold: balance.onHold.toFixed(),
        unsettled: balance.unsettled.toFixed(),
        withdrawable: balance.withdrawable.toFixed(),
        dailyLimit: limit.toFixed(),
        usedToday: used.toFixed(),
        limitLeft: left.toFixed(),
        maximum: (balance.withdrawable.lt(left) ? balance.withdrawable : left).toFixed(),
      });
    }
    return {
      bankAccounts: (await bankAccountsOf(deps.db, account)).map(toRegisteredBankAccount),
      currencies,
      fpsCurrencies: brandFpsCurrencies(deps),
      cutOffTime: deps.brand.cutOffTimes.withdraw,
      afterCutOff: isAfterCutOff(deps.brand, now),
      processingDate,
    };
  },

  submitWithdrawal: async (input, context) => {
    const deps = cashWithdrawalDependenciesOf(context);
    const actor = context.actor;
    if (actor === undefined) throw AppError.unauthenticated();
    const account = accountOf(input);
    const submitted = await submitWithdrawal(deps, actor, {
      ...account,
      clientReference: input.clientReference,
      bankAccountId: input.bankAccountId,
      method: input.method,
      currency: input.currency,
      amount: input.amount,
      stepUpToken: input.stepUpToken,
    });
    return {
      result: 'success' as const,
      resultCode: 0 as const,
      withdrawal: await answerWithdrawal(deps, submitted.withdrawalId, account),
      replayed: submitted.replayed,
    };
  },

  queryWithdrawals: async (input, context) => {
    const deps = cashWithdrawalDependenciesOf(context);
    const page = await queryWithdrawalRows(deps.db, accountOf(input), input, input);
    return { withdrawals: await withdrawalsView(deps.db, page.rows), nextCursor: page.nextCursor };
  },

  cancelWithdrawal: async (input, context) => {
    const deps = cashWithdrawalDependenciesOf(context);
    const account = accountOf(input);
    const actor = context.actor;
    if (actor === undefined) throw AppError.unauthenticated();
    const row = await stepWithdrawal(deps, input.withdrawalId, 'cancel', { account, operatedBy: actor.accountCode });
    return { withdrawal: await answerWithdrawal(deps, row.id, account) };
  },

  operateWithdrawal: async (input, context) => {
    const deps = cashWithdrawalDependenciesOf(context);
    const actor = context.actor;
    if (actor === undefined) throw AppError.unauthenticated();
    const row = await stepWithdrawal(deps, input.withdrawalId, input.action, {
      operatedBy: actor.accountCode,
      reason: input.reason,
      actor,
    });
    return { withdrawal: await answerWithdrawal(deps, row.id) };
  },
});
