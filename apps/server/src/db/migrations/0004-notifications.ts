import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Notifications and web push (issue 5): the domain events the server published, the notifications made from them,
 * each account's last listing (for the unread count), browsers' push subscriptions, server settings (the VAPID keys)
 * and the job scheduler's leases.
 */
export const notificationsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);

    // Every domain event, once: what happened, to which account, with its payload as JSON.
    await db.schema
      .createTable('domain_event')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('occurred_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('domain_event_account_idx')
      .on('domain_event')
      .columns(['account_code', 'source', 'occurred_at'])
      .execute();

    await db.schema
      .createTable('notification')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('event_id', 'text', (column) => column.notNull().unique().references('domain_event.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('start_time', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('status_changed_at', 'text')
      .addColumn('code', 'text')
      .addColumn('reference_code', 'text')
      .addColumn('advisor_code', 'text')
      .addColumn('balance', decimal)
      .addColumn('currency_code', 'text')
      .addColumn('amount', decimal)
      .addColumn('hold_fund_amount', decimal)
      .addColumn('quantity', decimal)
      .addColumn('freeze_quantity', decimal)
      .addColumn('document_name', 'text')
      .execute();
    // The inbox: an account's notifications newest first, paged by (start_time, id) keyset.
    await db.schema
      .createIndex('notification_inbox_idx')
      .on('notification')
      .columns(['account_code', 'source', 'start_time', 'id'])
      .execute();

    // When each account last listed its notifications: the unread count counts what arrived after.
    await db.schema
      .createTable('notification_inbox')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('last_query_time', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('notification_inbox_pk', ['account_code', 'source'])
      .execute();

    await db.schema
      .createTable('push_subscription')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('endpoint', 'text', (column) => column.notNull())
      .addColumn('auth', 'text', (column) => column.notNull())
      .addColumn('p256dh', 'text', (column) => column.notNull())
      /** active or inactive (permission lost, notifications turned off). A gone endpoint (404/410) is deleted. */
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('last_sent_at', 'text')
      .addUniqueConstraint('push_subscription_endpoint_uq', ['account_code', 'source', 'endpoint'])
      .execute();

    // Settings the server makes for itself at first start (the VAPID key pair), as JSON.
    await db.schema
      .createTable('server_setting')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    // A job runs on one process at a time: the process holding its lease (ARCHITECTURE §4).
    await db.schema
      .createTable('job_lease')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('lease_until', 'text', (column) => column.notNull())
      .addColumn('last_run_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_lease').execute();
    await db.schema.dropTable('server_setting').execute();
    await db.schema.dropTable('push_subscription').execute();
    await db.schema.dropTable('notification_inbox').execute();
    await db.schema.dropIndex('notification_inbox_idx').execute();
    await db.schema.dropTable('notification').execute();
    await db.schema.dropIndex('domain_event_account_idx').execute();
    await db.schema.dropTable('domain_event').execute();
  },
});
