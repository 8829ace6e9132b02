import type { Transaction } from 'kysely';
import type { DepositRequest } from '@portal/contract';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { marketDayOf } from '../../platform/market/market-calendar';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import type { CashDepositRequestTable } from './cash-deposit-tables';
import { creditDeposit } from './decisions';
import { depositIdPrefix, findDeposit, toDepositRequest, type DepositAccount } from './deposit-requests';

/** An instant deposit another service made (an eDDA direct debit): accepted at once, credited in its transaction. */
export type InstantDeposit = DepositAccount & {
  readonly requestId: string;
  readonly clientReference: string;
  readonly method: 'edda';
  readonly currency: string;
  readonly amount: string;
  readonly ddaReference: string;
  /** The journal's kind (cashEdda.deposit). */
  readonly kind: string;
  readonly at: Date;
};

/** A new deposit request id (CD<day><hex>), for a caller that places an instant deposit. */
export function newDepositId(at: Date, timeZone: string): string {
  return newOrderId(depositIdPrefix, marketDayOf(at, timeZone));
}

/**
 * Records an instant deposit as an accepted request (method edda, expected and credited today) and credits it, in the
 * caller's transaction: the request row, the journal, cashMovement and cashUpdate commit together or not at all.
 */
export async function recordInstantDeposit(
  trx: Transaction<Database>,
  publish: Publish,
  dialect: DatabaseDialect,
  deposit: InstantDeposit,
  timeZone: string,
): Promise<void> {
  const at = deposit.at.toISOString();
  const row: CashDepositRequestTable = {
    id: deposit.requestId,
    account_code: deposit.accountCode.toUpperCase(),
    source: deposit.source,
    client_reference: deposit.clientReference,
    method: deposit.method,
    currency: deposit.currency,
    amount: canonicalDecimal(deposit.amount),
    status: 'accept',
    submitted_at: at,
    after_cut_off: 0,
    expected_credit_date: marketDayOf(deposit.at, timeZone),
    processing_at: at,
    decided_at: at,
    decided_by: 'edda',
    reason: null,
    cancelled_at: null,
    dda_reference: deposit.ddaReference,
    proof_id: null,
    updated_at: at,
  };
  await trx.insertInto('cash_deposit_request').values(row).execute();
  await creditDeposit(trx, publish, { dialect }, row, deposit.at, deposit.kind);
}

/** A deposit request as the contract answers it, for the account that made it. */
export async function depositAnswerOf(
  db: Parameters<typeof findDeposit>[0],
  requestId: string,
  account: DepositAccount,
): Promise<DepositRequest | undefined> {
  const found = await findDeposit(db, requestId, account);
  return found === undefined ? undefined : toDepositRequest(found);
}
