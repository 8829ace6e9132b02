import { randomUUID } from 'node:crypto';
import { ExactDecimal } from '@portal/contract';
import type { CashWithdrawalMethod } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { fpsCurrenciesOf } from '@portal/contract/domain/cash/withdrawal-rules';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { placeOrder } from '../../platform/orders/place-order';
import { cashBalancesOf } from '../cash-movement/public';
import { consumeStepUp, type StepUpActor } from '../step-up/public';
import { ownBankAccount, type AccountKey, type WithdrawalBankAccount } from './bank-accounts';
import type { CashWithdrawalDependencies } from './cash-withdrawal-dependencies';
import { publishCashUpdate, withdrawalLedgerKinds } from './withdrawal-events';
import { cashRefusal, withdrawalRefusal } from './withdrawal-refusal';
import { dailyLimitOf, hongKongDayOf, processingDateOf, usedOnDay } from './withdrawal-rules';

/** A withdrawal as the form sends it (the contract's submitWithdrawal input, parsed). */
export type WithdrawalRequest = AccountKey & {
  readonly clientReference: string;
  readonly bankAccountId: string;
  readonly method: CashWithdrawalMethod;
  readonly currency: string;
  readonly amount: string;
  /** The session's step-up grant for `withdrawal` (ADR 036); used in the transaction that holds the money. */
  readonly stepUpToken?: string | undefined;
};

/**
 * Who submits, in which session: withdrawals are the client's own (an advisor's advisee session may not move money
 * out), and the step-up grant must be this session's.
 */
export type WithdrawalActor = StepUpActor;

type Prepared = {
  readonly orderId: string;
  readonly placedAt: Date;
  readonly amount: Decimal;
  readonly bankAccount: WithdrawalBankAccount;
  readonly processingDate: string;
  readonly reservation: {
    readonly asset: string;
    readonly amount: Decimal;
    readonly kind: string;
    readonly whenShort: () => Error;
  };
};

/** The FPS currencies of the brand: none where FPS (with eDDA) is not offered. */
export function brandFpsCurrencies(deps: Pick<CashWithdrawalDependencies, 'brand'>): string[] {
  const { flags, cashCurrencies } = deps.brand;
  return flags.cashEnabled && flags.cashTopUpEnabled && flags.eddaEnabled ? fpsCurrenciesOf(cashCurrencies) : [];
}

/** The checks that need no grant and no ledger: currency, amount, bank account, method (each its code). */
export async function checkWithdrawalTerms(
  deps: CashWithdrawalDependencies,
  account: AccountKey,
  request: Omit<WithdrawalRequest, 'stepUpToken' | 'clientReference'>,
): Promise<{ amount: Decimal; bankAccount: WithdrawalBankAccount }> {
  if (!(deps.brand.cashCurrencies as readonly string[]).includes(request.currency))
    throw cashRefusal('invalidCurrency');
  const precision = (await currencyPrecisions(deps.db)).get(request.currency) ?? 2;
  if (cashAmountProblem(request.amount, precision) !== undefined) throw cashRefusal('invalidAmount');
  const amount = new ExactDecimal(request.amount);
  const bankAccount = await ownBankAccount(deps.db, account, request.bankAccountId);
  if (bankAccount === undefined) throw withdrawalRefusal('bankAccountNotFound');
  if (bankAccount.currency !== request.currency) throw withdrawalRefusal('bankAccountCurrencyMismatch');
  if (request.method === 'fps') {
    if (!brandFpsCurrencies(deps).includes(request.currency) || bankAccount.fpsProxy === null) {
      throw withdrawalRefusal('fpsNotAvailable');
    }
  }
  return { amount, bankAccount };
}

/**
 * Submits a withdrawal (ADR 033). A used client reference answers its withdrawal at once (replayed: no grant needed,
 * none used, nothing moved). Checks, each refusal its code and nothing written: advisor session (ERR709), currency
 * (ERR003), amount (ERR004), bank account (ERR702, ERR703), FPS (ERR704); then in ONE transaction: the client
 * reference, the account's lock, the daily limit (ERR701) and the withdrawable balance (ERR700) read inside it, the
 * step-up grant used (403 STEP_UP_REQUIRED, ADR 036), the row, the hold (cashWithdrawal.hold) and cashUpdate. A
 * refusal rolls the grant's use back with the rest. One withdrawal per reference.
 */
export async function submitWithdrawal(
  deps: CashWithdrawalDependencies,
  actor: WithdrawalActor,
  request: WithdrawalRequest,
): Promise<{ withdrawalId: string; replayed: boolean }> {
  const account: AccountKey = { accountCode: request.accountCode.toUpperCase(), source: request.source };
  const canonicalAmount = /^\d+(\.\d+)?$/.test(request.amount)
    ? new ExactDecimal(request.amount).toFixed()
    : request.amount;
  const placed = await placeOrder<Prepared, string>(deps, {
    area: 'cashWithdrawal',
    account,
    clientReference: request.clientReference,
    request: {
      bankAccountId: request.bankAccountId,
      method: request.method,
      currency: request.currency,
      amount: canonicalAmount,
    },
    check: async () => {
      if (actor.advisorAccountCode !== null) throw withdrawalRefusal('withdrawalUnavailable');
      const { amount, bankAccount } = await checkWithdrawalTerms(deps, account, request);
      const placedAt = deps.clock.now();
      return {
        orderId: `CW${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
        placedAt,
        amount,
        bankAccount,
        processingDate: processingDateOf(deps.brand, placedAt),
        reservation: {
          asset: request.currency,
          amount,
          kind: withdrawalLedgerKinds.hold,
          whenShort: () => withdrawalRefusal('insufficientBalance'),
        },
      };
    },
    insert: async (trx, prepared) => {
      await lockAccountForUpdate(trx, account, deps.dialect);
      const used = await usedOnDay(trx, account, request.currency, prepared.processingDate);
      if (used.plus(prepared.amount).gt(dailyLimitOf(request.currency))) {
        throw withdrawalRefusal('dailyLimitExceeded');
      }
      const [balance] = await cashBalancesOf(trx, account, [request.currency], hongKongDayOf(prepared.placedAt));
      if (balance === undefined || balance.withdrawable.lt(prepared.amount)) {
        throw withdrawalRefusal('insufficientBalance');
      }
      await consumeStepUp(trx, actor, 'withdrawal', request.stepUpToken, prepared.placedAt);
      const at = prepared.placedAt.toISOString();
      await trx
        .insertInto('cash_withdrawal')
        .values({
          id: prepared.orderId,
          account_code: account.accountCode,
          source: account.source,
          client_reference: request.clientReference,
          bank_account_id: prepared.bankAccount.id,
          method: request.method,
          currency: request.currency,
          amount: prepared.amount.toFixed(),
          status: 'pending',
          processing_date: prepared.processingDate,
          reject_reason: null,
          operated_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    publish: async (trx, publish, prepared) => {
      await publishCashUpdate(
        trx,
        publish,
        { id: prepared.orderId, account_code: account.accountCode, source: account.source, currency: request.currency },
        prepared.placedAt,
      );
    },
    answer: (_db, withdrawalId) => Promise.resolve(withdrawalId),
  });
  return { withdrawalId: placed.answer, replayed: placed.replayed };
}
