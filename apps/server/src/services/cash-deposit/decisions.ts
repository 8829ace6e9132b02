import type { Transaction } from 'kysely';
import { ExactDecimal, type DepositRequest, type DepositStatus } from '@portal/contract';
import { auditedActorOf, recordAuditedAction, type ActingSession } from '../../platform/audit/audit-trail';
import type { DepositBackOffice, DepositCase } from '../../adapters/back-office/back-office';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { Publish } from '../../platform/runtime/events';
import { balanceOf, deposit } from '../../platform/money/ledger';
import type { CashDepositDependencies } from './cash-deposit-dependencies';
import type { CashDepositRequestTable } from './cash-deposit-tables';
import { depositRefusal } from './deposit-refusal';
import { depositLedgerKinds, findDeposit, toDepositRequest, type DepositAccount } from './deposit-requests';

/*
 * A deposit request's life after submission (SPEC §4): the client cancels it while pending; the back office (its
 * desk, ADR 051, through the job below; or an admin's decideDepositRequest) takes it up (processing) and accepts or rejects it. Each
 * step is one transaction; acceptance there also credits the ledger (journal cashDeposit.credit, reference the
 * request id) and publishes cashMovement and cashUpdate, so an acceptance interrupted anywhere leaves nothing of it.
 * The status moves by a conditional update (from pending or processing only), so of two acceptances at once one
 * decides and the other finds it decided (ERR406); the journal is unique per reference besides.
 */

export type DepositDecision = 'accept' | 'reject';

/** Who decided: the simulator job, or the operator's account code. */
export const backOffice = 'backOffice';

/**
 * Credits an accepted request in the caller's transaction: the ledger (HOUSE:CASH → the client's available), then
 * cashMovement (the amount, reference the request id) and cashUpdate (the new available balance).
 */
export async function creditDeposit(
  trx: Transaction<Database>,
  publish: Publish,
  deps: Pick<CashDepositDependencies, 'dialect'>,
  request: Pick<CashDepositRequestTable, 'id' | 'account_code' | 'source' | 'currency' | 'amount'>,
  at: Date,
  kind: string = depositLedgerKinds.credit,
): Promise<void> {
  const account = { accountCode: request.account_code, source: request.source };
  await deposit(trx, deps.dialect, {
    ...account,
    asset: request.currency,
    amount: request.amount,
    reference: request.id,
    at,
    kind,
  });
  const amount = new ExactDecimal(request.amount).toFixed();
  await publish({
    type: 'cashMovement',
    ...account,
    fields: { currencyCode: request.currency, amount, referenceCode: request.id },
  });
  const balance = await balanceOf(trx, { ...account, asset: request.currency });
  await publish({
    type: 'cashUpdate',
    ...account,
    fields: { currencyCode: request.currency, balance: balance.available.toFixed() },
  });
}

/** Accepts (crediting once) or rejects a pending or processing request; ERR404 unknown, ERR406 already ended. */
export async function decideDeposit(
  deps: CashDepositDependencies,
  requestId: string,
  decision: DepositDecision,
  reason: string | null,
  decidedBy: string,
  /** The admin's session deciding: the decision is on the client's audit trail (ADR 059). */
  actor?: ActingSession,
): Promise<DepositRequest> {
  await deps.events.inTransaction(deps.db, async (trx, publish) => {
    const found = await findDeposit(trx, requestId);
    if (found === undefined) throw depositRefusal('requestNotFound');
    const { request } = found;
    const account = { accountCode: request.account_code, source: request.source };
    await lockAccountForUpdate(trx, account, deps.dialect);
    const now = deps.clock.now().toISOString();
    const updated = await trx
      .updateTable('cash_deposit_request')
      .set({
        status: decision,
        decided_at: now,
        decided_by: decidedBy,
        reason,
        processing_at: request.processing_at ?? now,
        updated_at: now,
      })
      .where('id', '=', request.id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw depositRefusal('alreadyDecided');
    const terms = { request: 'deposit', amount: request.amount, currency: request.currency } as const;
    await recordAuditedAction(trx, auditedActorOf(actor, account), {
      account,
      action: 'requestDecided',
      subject: request.id,
      before: { ...terms, status: request.status },
      after: { ...terms, decision, status: decision },
      at: new Date(now),
    });
    if (decision === 'accept') {
      await creditDeposit(trx, publish, deps, request, deps.clock.now());
    } else {
      const balance = await balanceOf(trx, { ...account, asset: request.currency });
      await publish({
        type: 'cashUpdate',
        ...account,
        fields: { currencyCode: request.currency, balance: balance.available.toFixed() },
      });
    }
  });
  const after = await findDeposit(deps.db, requestId);
  if (after === undefined) throw depositRefusal('requestNotFound');
  return toDepositRequest(after);
}

/** The client cancels a pending request (nothing was credited, nothing is); ERR404 unknown, ERR405 not pending. */
export async function cancelDeposit(
  deps: CashDepositDependencies,
  account: DepositAccount,
  requestId: string,
): Promise<DepositRequest> {
  const key = { accountCode: account.accountCode.toUpperCase(), source: account.source };
  const found = await findDeposit(deps.db, requestId, key);
  if (found === undefined) throw depositRefusal('requestNotFound');
  const now = deps.clock.now().toISOString();
  const updated = await deps.db
    .updateTable('cash_deposit_request')
    .set({ status: 'cancel', cancelled_at: now, updated_at: now })
    .where('id', '=', found.request.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw depositRefusal('notCancellable');
  const after = await findDeposit(deps.db, requestId, key);
  if (after === undefined) throw depositRefusal('requestNotFound');
  return toDepositRequest(after);
}

/** What one run of the back office did. */
export type BackOfficeSteps = { readonly processing: number; readonly accepted: number; readonly rejected: number };

/** What the back-office job needs: the service's dependencies and the desk that decides (ADR 051). */
export type DepositBackOfficeDependencies = CashDepositDependencies & { readonly backOffice: DepositBackOffice };

function caseOf(
  request: Pick<CashDepositRequestTable, 'id' | 'currency' | 'amount' | 'submitted_at' | 'expected_credit_date'>,
  status: DepositStatus,
): DepositCase {
  return {
    requestId: request.id,
    currency: request.currency,
    amount: request.amount,
    status,
    submittedAt: new Date(request.submitted_at),
    expectedCreditDate: request.expected_credit_date,
  };
}

/** Accepts or rejects as the desk said; false when an operator or another process decided it meanwhile. */
async function decideAsTold(
  deps: DepositBackOfficeDependencies,
  requestId: string,
  step: { readonly step: 'accept' } | { readonly step: 'reject'; readonly reason: string },
): Promise<boolean> {
  try {
    await decideDeposit(deps, requestId, step.step, step.step === 'reject' ? step.reason : null, backOffice);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'alreadyDecided') return false;
    throw error;
  }
}

/**
 * The back-office job (leased, and POST /api/_dev/cashDeposit/advance): asks the desk about each pending request and
 * takes up (processing) or rejects those it says, then asks about each processing one and accepts or rejects as it
 * says. With no desk (the operator decides, ADR 051) every request waits.
 */
export async function runDepositBackOffice(deps: DepositBackOfficeDependencies): Promise<BackOfficeSteps> {
  const now = deps.clock.now();
  const columns = ['id', 'currency', 'amount', 'submitted_at', 'expected_credit_date'] as const;
  let processing = 0;
  let accepted = 0;
  let rejected = 0;
  const pending = await deps.db
    .selectFrom('cash_deposit_request')
    .select(columns)
    .where('status', '=', 'pending')
    .orderBy('submitted_at')
    .limit(500)
    .execute();
  for (const request of pending) {
    const step = await deps.backOffice.nextStep(caseOf(request, 'pending'), now);
    if (step.step === 'reject') {
      if (await decideAsTold(deps, request.id, step)) rejected += 1;
    } else if (step.step === 'takeUp') {
      const moved = await deps.db
        .updateTable('cash_deposit_request')
        .set({ status: 'processing', processing_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', request.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      processing += Number(moved.numUpdatedRows);
    }
  }
  const due = await deps.db
    .selectFrom('cash_deposit_request')
    .select(columns)
    .where('status', '=', 'processing')
    .orderBy('submitted_at')
    .limit(500)
    .execute();
  for (const request of due) {
    const step = await deps.backOffice.nextStep(caseOf(request, 'processing'), now);
    if (step.step !== 'accept' && step.step !== 'reject') continue;
    if (await decideAsTold(deps, request.id, step)) {
      if (step.step === 'reject') rejected += 1;
      else accepted += 1;
    }
  }
  return { processing, accepted, rejected };
}
