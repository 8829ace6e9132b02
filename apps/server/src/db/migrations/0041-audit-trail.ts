import { sql, type Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * The audit trail a client can read (issue 28 part 6; platform/audit, ADR 059): one row for each thing an advisor or
 * an admin did on a client's account. Append-only in the database itself: a trigger refuses every UPDATE and DELETE
 * (and, on PostgreSQL, TRUNCATE), whatever code or tool sends it, so no operation can edit or delete an entry.
 */
export const auditTrailMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_entry')
      .addColumn('id', 'text', (column) => column.primaryKey())
      // The order the entries were written in, not a clock (two in one millisecond stay in order): a sequence on
      // PostgreSQL; on SQLite (one writer) the insert takes the largest plus one (platform/audit/audit-trail.ts).
      .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (column) => column.notNull().unique())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('actor_account_code', 'text', (column) => column.notNull())
      .addColumn('actor_role', 'text', (column) => column.notNull())
      .addColumn('session_id', 'text')
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('audit_entry_account_idx')
      .on('audit_entry')
      .columns(['account_code', 'source', 'seq'])
      .execute();
    await db.schema
      .createIndex('audit_entry_actor_idx')
      .on('audit_entry')
      .columns(['actor_account_code', 'seq'])
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function audit_entry_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'audit_entry is append-only: % refused', tg_op using errcode = 'P0001';
        end;
        $$`.execute(db);
      await sql`create trigger audit_entry_no_change before update or delete on audit_entry
        for each row execute function audit_entry_append_only()`.execute(db);
      await sql`create trigger audit_entry_no_truncate before truncate on audit_entry
        for each statement execute function audit_entry_append_only()`.execute(db);
    } else {
      await sql`create trigger audit_entry_no_update before update on audit_entry
        begin select raise(abort, 'audit_entry is append-only: UPDATE refused'); end`.execute(db);
      await sql`create trigger audit_entry_no_delete before delete on audit_entry
        begin select raise(abort, 'audit_entry is append-only: DELETE refused'); end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_entry').execute();
    if (dialect === 'postgres') await sql`drop function if exists audit_entry_append_only()`.execute(db);
  },
});
