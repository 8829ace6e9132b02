import { ExactDecimal } from '@portal/contract';
import type { CashWithdrawalStatus } from '@portal/contract';
import { auditDecisions, type AuditDecision } from '@portal/contract/domain/audit-trail';
import type { Transaction } from 'kysely';
import { auditedActorOf, recordAuditedAction, type ActingSession } from '../../platform/audit/audit-trail';
import type { WithdrawalBackOffice } from '../../adapters/back-office/back-office';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { Publish } from '../../platform/runtime/events';
import { houseCashAccount, releaseHold, settleHold } from '../../platform/money/ledger';
import type { AccountKey } from './bank-accounts';
import type { CashWithdrawalDependencies } from './cash-withdrawal-dependencies';
import type { CashWithdrawalTable } from './cash-withdrawal-tables';
import { publishCashMovementOut, publishCashUpdate, withdrawalLedgerKinds } from './withdrawal-events';
import { cashRefusal, withdrawalRefusal } from './withdrawal-refusal';
import { bankReturnReason } from './withdrawal-rules';

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
    /** The session taking the step: an admin's is on the client's audit trail (ADR 059), the client's own is not. */
    readonly actor?: ActingSession | undefined;
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
    const account = { accountCode: row.account_code, source: row.source };
    const by = auditedActorOf(options.actor, account);
    if (by !== undefined && isAuditDecision(step)) {
      const terms = { request: 'withdrawal', amount: row.amount, currency: row.currency } as const;
      await recordAuditedAction(trx, by, {
        account,
        action: 'requestDecided',
        subject: row.id,
        before: { ...terms, status: row.status },
        after: { ...terms, decision: step, status: stepTo[step] },
        at,
      });
    }
    if (options.probe !== undefined) await options.probe(trx);
    const after = await trx.selectFrom('cash_withdrawal').selectAll().where('id', '=', row.id).executeTakeFirst();
    if (after === undefined) throw new Error(`Withdrawal ${row.id} vanished`);
    return after;
  });
}

function isAuditDecision(step: string): step is AuditDecision {
  return (auditDecisions as readonly string[]).includes(step);
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

/** What the back-office job needs: the service's dependencies and the desk that decides (ADR 051). */
export type WithdrawalBackOfficeDependencies = CashWithdrawalDependencies & {
  readonly backOffice: WithdrawalBackOffice;
};

/** Each desk's step as the lifecycle's. */
const lifecycleStepOf = { takeUp: 'process', pay: 'accept', return: 'reject' } as const;

/**
 * The back-office job (leased, ADR 033; POST /api/_dev/cashWithdrawals/advance): asks the desk about each open
 * withdrawal and takes the step it says, each its own transaction: taken up (processing), then, when the desk says so
 * in the same run, paid (accept) or returned (reject, the hold released). With no desk (the operator decides, ADR 051)
 * every withdrawal waits, its money held.
 */
export async function runWithdrawalBackOffice(
  deps: WithdrawalBackOfficeDependencies,
): Promise<{ processed: number; accepted: number; rejected: number }> {
  const now = deps.clock.now();
  const result = { processed: 0, accepted: 0, rejected: 0 };
  const open = await deps.db
    .selectFrom('cash_withdrawal')
    .select(['id', 'status', 'currency', 'amount', 'created_at', 'processing_date'])
    .where('status', 'in', ['pending', 'processing'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
  for (const withdrawal of open) {
    let status = withdrawal.status;
    try {
      // A withdrawal taken up is asked again at once: the desk may pay it in the same run.
      for (let asked = 0; asked < 2; asked += 1) {
        const desk = await deps.backOffice.nextStep(
          {
            withdrawalId: withdrawal.id,
            currency: withdrawal.currency,
            amount: withdrawal.amount,
            status,
            requestedAt: new Date(withdrawal.created_at),
            processingDate: withdrawal.processing_date,
          },
          now,
        );
        if (desk.step === 'wait') break;
        const step = lifecycleStepOf[desk.step];
        await stepWithdrawal(deps, withdrawal.id, step, {
          operatedBy: 'backOffice',
          ...(desk.step === 'return' ? { reason: desk.reason } : {}),
        });
        if (step === 'process') {
          result.processed += 1;
          status = 'processing';
          continue;
        }
        if (step === 'accept') result.accepted += 1;
        else result.rejected += 1;
        break;
      }
    } catch (error) {
      // A client cancelled it or an operator took it meanwhile: the next run sees its new status.
      if (!(error instanceof AppError && error.status === 422)) throw error;
    }
  }
  return result;
}
