export type PushSubscriptionTable = {
  id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  endpoint: string;
  /** base64url keys of the browser's subscription (RFC 8291). */
  auth: string;
  p256dh: string;
  /** active or inactive. */
  status: string;
  created_at: string;
  updated_at: string;
  last_sent_at: string | null;
};

/** A setting the server made for itself and keeps: the VAPID key pair made at first use (services/push/vapid-keys). */
export type ServerSettingTable = {
  name: string;
  /** JSON. */
  value: string;
  created_at: string;
};

/** Owner services/push. */
export type PushTables = {
  push_subscription: PushSubscriptionTable;
  server_setting: ServerSettingTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends PushTables {}
}
