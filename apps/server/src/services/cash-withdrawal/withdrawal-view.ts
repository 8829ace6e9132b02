import type { CashWithdrawal, CashWithdrawalStatus } from '@portal/contract';
import { ExactDecimal } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { keysetPage } from '../../platform/paging/keyset';
import {
  bankAccountsById,
  toRegisteredBankAccount,
  type AccountKey,
  type WithdrawalBankAccount,
} from './bank-accounts';
import type { CashWithdrawalTable } from './cash-withdrawal-tables';

/** The withdrawal as the client sees it (the bank account masked). */
export function toCashWithdrawal(row: CashWithdrawalTable, bankAccount: WithdrawalBankAccount): CashWithdrawal {
  return {
    withdrawalId: row.id,
    clientReference: row.client_reference,
    accountCode: row.account_code,
    method: row.method,
    currency: row.currency,
    amount: new ExactDecimal(row.amount).toFixed(),
    status: row.status,
    bankAccount: toRegisteredBankAccount(bankAccount),
    processingDate: row.processing_date,
    rejectReason: row.reject_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cancellable: row.status === 'pending',
  };
}

export async function withdrawalsView(db: Kysely<Database>, rows: readonly CashWithdrawalTable[]) {
  const accounts = new Map(
    (
      await bankAccountsById(
        db,
        rows.map((row) => row.bank_account_id),
      )
    ).map((a) => [a.id, a]),
  );
  return rows.map((row) => {
    const bankAccount = accounts.get(row.bank_account_id);
    if (bankAccount === undefined) throw new Error(`Withdrawal ${row.id} names no bank account`);
    return toCashWithdrawal(row, bankAccount);
  });
}

export async function findWithdrawal(
  db: Kysely<Database>,
  withdrawalId: string,
  account?: AccountKey,
): Promise<CashWithdrawalTable | undefined> {
  let query = db.selectFrom('cash_withdrawal').selectAll().where('id', '=', withdrawalId);
  if (account !== undefined) {
    query = query.where('account_code', '=', account.accountCode).where('source', '=', account.source);
  }
  return query.executeTakeFirst();
}

/** The account's withdrawals, newest first, keyset paged on (created_at, id). */
export async function queryWithdrawalRows(
  db: Kysely<Database>,
  account: AccountKey,
  filter: { readonly statuses: readonly CashWithdrawalStatus[] },
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ rows: CashWithdrawalTable[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('cash_withdrawal')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source);
  if (filter.statuses.length > 0) query = query.where('status', 'in', [...filter.statuses]);
  const { items, nextCursor } = await keysetPage(query, { key: 'created_at', id: 'id', direction: 'desc' }, page);
  return { rows: items, nextCursor };
}
