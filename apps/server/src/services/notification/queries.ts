import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  isNotificationType,
  notificationSchema,
  unreadCountLimit,
  type ListedNotificationStatus,
  type Notification,
  type NotificationField,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { compiledRowInsert, dialectOf } from '../../platform/db/compiled-query';
import { readKeysetPage } from '../../platform/paging/keyset';
import type { Database } from '../../platform/db/db';
import type { NotificationTable } from './notification-tables';
import type { PublishedEvent } from '../../platform/runtime/events';

/** Where each type-specific field of SPEC §3 is kept. */
const columnOf = {
  code: 'code',
  referenceCode: 'reference_code',
  advisorCode: 'advisor_code',
  balance: 'balance',
  currencyCode: 'currency_code',
  amount: 'amount',
  holdFundAmount: 'hold_fund_amount',
  quantity: 'quantity',
  freezeQuantity: 'freeze_quantity',
  documentName: 'document_name',
} as const satisfies Record<NotificationField, keyof NotificationTable>;

const fieldEntries = Object.entries(columnOf) as [NotificationField, (typeof columnOf)[NotificationField]][]; // Object.entries loses the keys' type; these are exactly the record's own entries.

/** Whose notifications: the account (code stored uppercased) on a login source. */
export type InboxKey = { readonly accountCode: string; readonly source: LoginSource };

function isListedStatus(status: string): status is ListedNotificationStatus {
  return status === 'unread' || status === 'read';
}

/**
 * A stored notification as the wire carries it: the fields its type has, the others absent. A row the contract
 * would refuse (written by hand, a type removed since) is an error, not something to send.
 */
export function notificationOf(row: NotificationTable): Notification {
  if (!isNotificationType(row.type) || !isListedStatus(row.status)) {
    throw new Error(`Notification ${row.id} has type ${row.type} and status ${row.status}, which cannot be listed.`);
  }
  const fields: Partial<Record<NotificationField, string>> = {};
  for (const [field, column] of fieldEntries) {
    const value = row[column];
    if (value !== null) fields[field] = value;
  }
  return {
    _id: row.id,
    type: row.type,
    startTime: row.start_time,
    accountCode: row.account_code,
    source: row.source,
    status: row.status,
    ...fields,
  };
}

/**
 * Stores the notification of a published event, unread, in the event's transaction, and answers it as the wire
 * carries it. Its fields are checked against the contract first: a malformed amount rolls the change back here
 * instead of reaching a list.
 */
export async function insertNotification(db: Kysely<Database>, event: PublishedEvent): Promise<Notification> {
  const fields: Readonly<Partial<Record<NotificationField, string>>> = event.fields;
  const notification = notificationSchema.parse({
    _id: randomUUID(),
    type: event.type,
    startTime: event.occurredAt.toISOString(),
    accountCode: event.accountCode.toUpperCase(),
    source: event.source,
    status: 'unread',
    ...fields,
  });
  const columns: Partial<Record<(typeof columnOf)[NotificationField], string>> = {};
  for (const [field, column] of fieldEntries) {
    const value = notification[field];
    if (value !== undefined) columns[column] = value;
  }
  await insertNotificationRow(db, dialectOf(db), {
    id: notification._id,
    event_id: event.id,
    account_code: notification.accountCode,
    source: notification.source,
    type: notification.type,
    start_time: notification.startTime,
    status: notification.status,
    status_changed_at: null,
    code: null,
    reference_code: null,
    advisor_code: null,
    balance: null,
    currency_code: null,
    amount: null,
    hold_fund_amount: null,
    quantity: null,
    freeze_quantity: null,
    document_name: null,
    ...columns,
  });
  return notification;
}

/** A new notification's columns, each one set (null where its type has no such field). */
type NotificationRowValues = { readonly [Column in keyof NotificationTable]: string | null };

/** Every published event stores one: compiled once (platform/db/compiled-query). */
const insertNotificationRow = compiledRowInsert<NotificationRowValues>('notification', [
  'id',
  'event_id',
  'account_code',
  'source',
  'type',
  'start_time',
  'status',
  'status_changed_at',
  'code',
  'reference_code',
  'advisor_code',
  'balance',
  'currency_code',
  'amount',
  'hold_fund_amount',
  'quantity',
  'freeze_quantity',
  'document_name',
]);

/** Where a load-more continues: below the last item it has (its startTime, and its id among equal times). */
export type NotificationCursor = { readonly startTime: string; readonly id?: string };

export type NotificationListQuery = {
  readonly accountCodes: readonly string[];
  readonly source: LoginSource;
  readonly statuses: readonly ListedNotificationStatus[];
  readonly pageSize: number;
  readonly after?: NotificationCursor;
};

/**
 * A page of the accounts' notifications newest first, by (start_time, id) descending, continuing below a cursor, and
 * whether more follow: keyset paging over the inbox index, so a page costs the same at any depth (no OFFSET). Deleted
 * ones are never listed.
 */
export async function listNotifications(
  db: Kysely<Database>,
  query: NotificationListQuery,
): Promise<{ notifications: Notification[]; more: boolean }> {
  const codes = [...new Set(query.accountCodes.map((code) => code.toUpperCase()))];
  const statuses = [...new Set(query.statuses)];
  if (codes.length === 0 || statuses.length === 0) return { notifications: [], more: false };
  const { after } = query;
  const select = db
    .selectFrom('notification')
    .selectAll()
    .where('source', '=', query.source)
    .where('account_code', 'in', codes)
    .where('status', 'in', statuses);
  const { items, more } = await readKeysetPage(
    select,
    { key: 'start_time', id: 'id', direction: 'desc' },
    { pageSize: query.pageSize, ...(after === undefined ? {} : { after: { key: after.startTime, id: after.id } }) },
  );
  return { notifications: items.map(notificationOf), more };
}

/**
 * Notes that the accounts listed their notifications now (a first page): the unread count starts again from zero.
 * One upsert per account, the same SQL on SQLite and PostgreSQL.
 */
export async function markInboxesListed(
  db: Kysely<Database>,
  accountCodes: readonly string[],
  source: LoginSource,
  now: Date,
): Promise<void> {
  const codes = [...new Set(accountCodes.map((code) => code.toUpperCase()))];
  if (codes.length === 0) return;
  const lastQueryTime = now.toISOString();
  await db
    .insertInto('notification_inbox')
    .values(codes.map((accountCode) => ({ account_code: accountCode, source, last_query_time: lastQueryTime })))
    .onConflict((conflict) =>
      conflict.columns(['account_code', 'source']).doUpdateSet({ last_query_time: lastQueryTime }),
    )
    .execute();
}

/**
 * The unread notifications that started after the account last listed them (all unread ones if it never did),
 * counted up to `unreadCountLimit`: the count reads at most that many index entries, however many there are.
 */
export async function countUnreadSinceLastQuery(db: Kysely<Database>, key: InboxKey): Promise<number> {
  const accountCode = key.accountCode.toUpperCase();
  const inbox = await db
    .selectFrom('notification_inbox')
    .select('last_query_time')
    .where('account_code', '=', accountCode)
    .where('source', '=', key.source)
    .executeTakeFirst();
  let unread = db
    .selectFrom('notification')
    .select(sql<number>`1`.as('one'))
    .where('account_code', '=', accountCode)
    .where('source', '=', key.source)
    .where('status', '=', 'unread');
  if (inbox !== undefined) unread = unread.where('start_time', '>', inbox.last_query_time);
  const row = await db
    .selectFrom(unread.limit(unreadCountLimit).as('recent'))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Math.min(Number(row.count), unreadCountLimit);
}

/** Whose a notification is and its status, or undefined when there is none with that id. */
export async function findNotificationOwner(
  db: Kysely<Database>,
  notificationId: string,
): Promise<{ readonly accountCode: string; readonly source: LoginSource; readonly status: string } | undefined> {
  const row = await db
    .selectFrom('notification')
    .select(['account_code', 'source', 'status'])
    .where('id', '=', notificationId)
    .executeTakeFirst();
  return row === undefined ? undefined : { accountCode: row.account_code, source: row.source, status: row.status };
}

/**
 * Marks a notification read or deleted, unless it is deleted already (a deleted notification stays deleted):
 * true when it changed (or was already read), false when there is none to change.
 */
export async function saveNotificationStatus(
  db: Kysely<Database>,
  notificationId: string,
  status: 'read' | 'deleted',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('notification')
    .set({ status, status_changed_at: now.toISOString() })
    .where('id', '=', notificationId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The id of the notification an event became, if it became one. */
export async function findNotificationIdOfEvent(db: Kysely<Database>, eventId: string): Promise<string | undefined> {
  const row = await db.selectFrom('notification').select('id').where('event_id', '=', eventId).executeTakeFirst();
  return row?.id;
}

/** Whose notifications exist already among these accounts of a source (the seed leaves them alone). */
export async function findAccountsWithNotifications(
  db: Kysely<Database>,
  accountCodes: readonly string[],
  source: LoginSource,
): Promise<Set<string>> {
  const codes = [...new Set(accountCodes.map((code) => code.toUpperCase()))];
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('notification')
    .select('account_code')
    .distinct()
    .where('source', '=', source)
    .where('account_code', 'in', codes)
    .execute();
  return new Set(rows.map((row) => row.account_code));
}

/** Marks the notification an event became read (the seed's history has been read in part). */
export async function markNotificationOfEventRead(db: Kysely<Database>, eventId: string, at: Date): Promise<void> {
  await db
    .updateTable('notification')
    .set({ status: 'read', status_changed_at: at.toISOString() })
    .where('event_id', '=', eventId)
    .where('status', '=', 'unread')
    .execute();
}
