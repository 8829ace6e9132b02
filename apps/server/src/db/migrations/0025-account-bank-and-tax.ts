import { sql, type Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Registered bank accounts and the tax self-certification (issue 17 part 3, ADR 039). `cash_bank_account` (0019)
 * passes to services/account-bank (account-bank-tables.ts): it gains the branch code, the status (pending, verified,
 * rejected, removed; the rows already there are the demo's verified accounts), the statement, the review and removal
 * facts; the statements' bytes are a table of their own (lists never read them). services/account-tax owns the
 * declaration (one per account) and its countries of residence.
 */
export const accountBankAndTaxMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per statement.
    const columns: readonly [string, string][] = [
      ['branch_code', 'text'],
      ['statement_id', 'text'],
      ['verified_at', 'text'],
      ['reviewed_by', 'text'],
      ['reason', 'text'],
      ['removed_at', 'text'],
      ['updated_at', 'text'],
    ];
    for (const [name, type] of columns) {
      await db.schema.alterTable('cash_bank_account').addColumn(name, sql.raw(type)).execute();
    }
    await db.schema
      .alterTable('cash_bank_account')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('verified'))
      .execute();
    // The seeded accounts were numbered bank-branch-account: their branch is the second part.
    await sql`update cash_bank_account set verified_at = created_at, updated_at = created_at, branch_code = case
      when account_number like '___-___-%' then substr(account_number, 5, 3) else null end`.execute(db);
    await db.schema
      .createIndex('cash_bank_account_status_idx')
      .on('cash_bank_account')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createTable('account_bank_statement')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('file_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('account_tax_status')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('us_person', 'integer', (column) => column.notNull())
      .addColumn('signature_name', 'text', (column) => column.notNull())
      .addColumn('declaration_date', 'text', (column) => column.notNull())
      .addColumn('declared_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('account_tax_status_pk', ['account_code', 'source'])
      .execute();
    await db.schema
      .createTable('account_tax_residence')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('tin', 'text')
      .addColumn('no_tin_reason', 'text')
      .addColumn('no_tin_explanation', 'text')
      .addPrimaryKeyConstraint('account_tax_residence_pk', ['account_code', 'source', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_tax_residence').execute();
    await db.schema.dropTable('account_tax_status').execute();
    await db.schema.dropTable('account_bank_statement').execute();
    await db.schema.dropIndex('cash_bank_account_status_idx').execute();
    for (const name of [
      'status',
      'updated_at',
      'removed_at',
      'reason',
      'reviewed_by',
      'verified_at',
      'statement_id',
      'branch_code',
    ]) {
      await db.schema.alterTable('cash_bank_account').dropColumn(name).execute();
    }
  },
});
