import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * The wallet history (issue 25 part 4, ADR 043) reads an account's withdrawals newest first, a page at a time past a
 * keyset position (created_at, id). crypto_withdrawal_account_idx (account, source, asset, hk_day) finds the rows but
 * not in that order: a page would sort every withdrawal of the account. This index is the list's order, so a page
 * (first or deep) is a range scan of pageSize + 1 entries, as crypto_deposit_account_idx is for the deposits.
 */
export const cryptoWithdrawalHistoryIndexMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('crypto_withdrawal_history_idx')
      .on('crypto_withdrawal')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('crypto_withdrawal_history_idx').execute();
  },
});
