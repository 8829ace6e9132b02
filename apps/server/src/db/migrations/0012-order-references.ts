import { sql, type Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Issue 14: the client references of orders, shared by every market area (platform/orders/order-reference-tables.ts,
 * ADR 016). The fund orders placed before it are listed with their reference and no fingerprint: a retry of one
 * still answers it.
 */
export const orderReferencesMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_reference')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('area', 'text', (column) => column.notNull())
      .addColumn('order_id', 'text', (column) => column.notNull())
      .addColumn('request_fingerprint', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('order_reference_pk', ['account_code', 'source', 'client_reference'])
      .execute();
    // A switch's legs share its reference (the switch-in legs' own references are internal): only the first is listed.
    await sql`
      insert into order_reference (account_code, source, client_reference, area, order_id, request_fingerprint, created_at)
      select account_code, source, client_reference, 'fundOrder', id, null, placed_at
      from fund_order where kind <> 'switchIn'
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_reference').execute();
  },
});
