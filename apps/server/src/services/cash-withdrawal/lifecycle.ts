import { ExactDecimal } from '@portal/contract';
import type { CashWithdrawalStatus } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Publish } from '../../platform/events';
import { houseCashAccount, releaseHold, settleHold } from '../../platform/ledger';
import type { AccountKey } from './bank-accounts';
import type { CashWithdrawalDependencies } from './cash-withdrawal-dependencies';
import type { CashWithdrawalTable } from './cash-withdrawal-tables';
import { publishCashMovementOut, publishCashUpdate, withdrawalLedgerKinds } from './withdrawal-events';
import { cashRefusal, withdrawalRefusal } from './withdrawal-refusal';
import { bankReturnReason, bankReturns, paymentAt, processingStartsAt } from './withdrawal-rules';

/*
 * A withdrawal's steps after submission (ADR 033), each ONE transaction with its ledger posting and its events:
 *   pending → processing (the back office takes it up; the money stays held)
 *   processing → accept (the money leaves: the hold is paid to HOUSE:CASH, cashWithdrawal.paid, cashMovement)
 *   pending | processing → reject (the hold is released, cashWithdrawal.release)
 *   pending → cancel (by the client; the hold is released)
 * A step takes the row only from the status it expects (a conditional update), so two steps at once move it once.
 */

export type WithdrawalStep = 'process' | 'accept' | 'reject' | 'cancel';

const stepFrom: Readonly<Record<WithdrawalStep, readonly CashWithdrawalStatus[]>> = {
  process: ['pending'],
  accept: ['processing'],
  reject: ['pending', 'processing'],
  cancel: ['pending'],
};
const stepTo: Readonly<Record<WithdrawalStep, CashWithdrawalStatus>> = {
  process: 'processing',
  accept: 'accept',
  reject: 'reject',
  cancel: 'cancel',
};

/** Hook for tests: runs inside a step's transaction after its posting (a failure there must leave nothing). */
export type StepProbe = (trx: Transaction<Database>) => Promise<void>;

/**
 * Takes one step on a withdrawal: ERR708 when there is none (for `account`, when given), ERR001 when its status does
 * not allow the step. Answers the row after the step.
 */
export async function stepWithdrawal(
  deps: CashWithdrawalDependencies,
  withdrawalId: string,
  step: WithdrawalStep,
  options: {
    readonly account?: AccountKey;
    readonly operatedBy: string;
    readonly reason?: string | undefined;
    readonly probe?: StepProbe;
  },
): Promise<CashWithdrawalTable> {
  const at = deps.clock.now();
  return deps.events.inTransaction(deps.db, async (trx, publish) => {
    let query = trx.selectFrom('cash_withdrawal').selectAll().where('id', '=', withdrawalId);
    if (options.account !== undefined) {
      query = query
        .where('account_code', '=', options.account.accountCode)
        .where('source', '=', options.account.source);
    }
    const row = await query.executeTakeFirst();
    if (row === undefined) throw withdrawalRefusal('withdrawalNotFound');
    if (!stepFrom[step].includes(row.status)) throw cashRefusal('invalidAction');
    const updated = await trx
      .updateTable('cash_withdrawal')
      .set({
        status: stepTo[step],
        updated_at: at.toISOString(),
        operated_by: options.operatedBy,
        ...(step === 'reject' ? { reject_reason: options.reason ?? bankReturnReason } : {}),
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw cashRefusal('invalidAction');
    await postStep(deps, trx, publish, row, step, at);
    if (options.probe !== undefined) await options.probe(trx);
    const after = await trx.selectFrom('cash_withdrawal').selectAll().where('id', '=', row.id).executeTakeFirst();
    if (after === undefined) throw new Error(`Withdrawal ${row.id} vanished`);
    return after;
  });
}

async function postStep(
  deps: CashWithdrawalDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  row: CashWithdrawalTable,
  step: WithdrawalStep,
  at: Date,
): Promise<void> {
  const movement = {
    accountCode: row.account_code,
    source: row.source,
    asset: row.currency,
    amount: new ExactDecimal(row.amount),
    reference: row.id,
    at,
  };
  if (step === 'accept') {
    await settleHold(trx, deps.dialect, {
      ...movement,
      houseAccount: houseCashAccount,
      kind: withdrawalLedgerKinds.paid,
    });
    await publishCashMovementOut(publish, row, movement.amount, at);
    await publishCashUpdate(trx, publish, row, at);
  } else if (step === 'reject' || step === 'cancel') {
    await releaseHold(trx, deps.dialect, { ...movement, kind: withdrawalLedgerKinds.release });
    await publishCashUpdate(trx, publish, row, at);
  }
  // process: the money stays held; the status change shows on the withdrawals list (no balance changed).
}

/**
 * The back-office simulator (a leased job, ADR 033), on the server clock: a pending withdrawal is taken up at the
 * withdraw cut-off of its processing day; a processing one is answered at 15:00 that day: the bank returns it when its
 * amount's whole part ends in 13 (reject, hold released), else pays it (accept). Each step its own transaction.
 */
export async function runWithdrawalSimulator(
  deps: CashWithdrawalDependencies,
): Promise<{ processed: number; accepted: number; rejected: number }> {
  const now = deps.clock.now();
  const result = { processed: 0, accepted: 0, rejected: 0 };
  const open = await deps.db
    .selectFrom('cash_withdrawal')
    .select(['id', 'status', 'processing_date', 'amount'])
    .where('status', 'in', ['pending', 'processing'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
  for (const withdrawal of open) {
    let status = withdrawal.status;
    try {
      if (status === 'pending' && processingStartsAt(deps.brand, withdrawal.processing_date) <= now) {
        await stepWithdrawal(deps, withdrawal.id, 'process', { operatedBy: 'simulator' });
        result.processed += 1;
        status = 'processing';
      }
      if (status === 'processing' && paymentAt(deps.brand, withdrawal.processing_date) <= now) {
        const returned = bankReturns(withdrawal.amount);
        await stepWithdrawal(deps, withdrawal.id, returned ? 'reject' : 'accept', { operatedBy: 'simulator' });
        if (returned) result.rejected += 1;
        else result.accepted += 1;
      }
    } catch (error) {
      // A client cancelled it or an operator took it meanwhile: the next run sees its new status.
      if (!(error instanceof AppError && error.status === 422)) throw error;
    }
  }
  return result;
}
