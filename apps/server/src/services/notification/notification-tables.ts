import type { DecimalColumn } from '../../platform/db/column-types';

/** A notification (SPEC §3); the type-specific columns its type does not carry are null. */
export type NotificationTable = {
  id: string;
  event_id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  type: string;
  /** ISO-8601 UTC instant: when the event happened; the inbox is ordered by (start_time, id). */
  start_time: string;
  /** unread, read, deleted. */
  status: string;
  status_changed_at: string | null;
  code: string | null;
  reference_code: string | null;
  advisor_code: string | null;
  balance: DecimalColumn | null;
  currency_code: string | null;
  amount: DecimalColumn | null;
  hold_fund_amount: DecimalColumn | null;
  quantity: DecimalColumn | null;
  freeze_quantity: DecimalColumn | null;
  document_name: string | null;
};

export type NotificationInboxTable = {
  account_code: string;
  source: 'gateway' | 'fos';
  /** When the account last listed its notifications (the first page): the unread count starts after it. */
  last_query_time: string;
};

/** Owner services/notification. */
export type NotificationTables = {
  notification: NotificationTable;
  notification_inbox: NotificationInboxTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends NotificationTables {}
}
