/*
 * Notifications (SPEC §3 Notification, §4, §7 Notification service, §9), as plain values free of zod: the bell in the
 * header is lazy but small, and the service worker's message name is shared with it.
 */

/**
 * The 15 notification types of SPEC §3, and riskQuestionnaireExpiring (ADR 037: the risk questionnaire's reminder
 * 30 days before its end, which none of SPEC's types fits).
 */
export const notificationTypes = [
  'cashUpdate',
  'cashMovement',
  'holdingMovement',
  'stockOrderUpdate',
  'newIPO',
  'ipoResult',
  'advisorOrderPlaced',
  'planSubscriptionUpdate',
  'planAllocationUpdate',
  'monthlyInvestment',
  'newDocument',
  'newPlan',
  'balancesUpdate',
  'holdingUpdate',
  'matchedStockOrderUpdate',
  'riskQuestionnaireExpiring',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);
}

/** SPEC §4: a notification is unread or read; deleting sets deleted (and the item leaves every list). */
export const notificationStatuses = ['unread', 'read', 'deleted'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];
/** The statuses a list may ask for (a deleted notification is never listed). */
export const listedNotificationStatuses = ['unread', 'read'] as const;
export type ListedNotificationStatus = (typeof listedNotificationStatuses)[number];

/** The type-specific fields of SPEC §3; each type carries the ones `notificationFieldsOf` names. */
export const notificationFields = [
  'code',
  'referenceCode',
  'advisorCode',
  'balance',
  'currencyCode',
  'amount',
  'holdFundAmount',
  'quantity',
  'freezeQuantity',
  'documentName',
] as const;
export type NotificationField = (typeof notificationFields)[number];

/** The fields that are decimals (money or units): strings on the wire, never floats. */
export const decimalNotificationFields = ['balance', 'amount', 'holdFundAmount', 'quantity', 'freezeQuantity'] as const;
export type DecimalNotificationField = (typeof decimalNotificationFields)[number];
export type TextNotificationField = Exclude<NotificationField, DecimalNotificationField>;

/**
 * The fields each type carries (all required for that type; the others are absent). Amounts and quantities are
 * signed where the type is a movement: positive in, negative out.
 */
export const notificationFieldsOf = {
  cashUpdate: ['currencyCode', 'balance'],
  cashMovement: ['currencyCode', 'amount', 'referenceCode'],
  holdingMovement: ['code', 'quantity', 'referenceCode'],
  stockOrderUpdate: ['code', 'referenceCode', 'quantity'],
  newIPO: ['code'],
  ipoResult: ['code', 'referenceCode', 'quantity', 'currencyCode', 'amount'],
  advisorOrderPlaced: ['advisorCode', 'code', 'referenceCode', 'quantity'],
  planSubscriptionUpdate: ['code', 'referenceCode'],
  planAllocationUpdate: ['code', 'currencyCode', 'amount'],
  monthlyInvestment: ['code', 'currencyCode', 'amount'],
  newDocument: ['documentName'],
  newPlan: ['code'],
  balancesUpdate: ['currencyCode', 'balance', 'holdFundAmount'],
  holdingUpdate: ['code', 'quantity', 'freezeQuantity'],
  matchedStockOrderUpdate: ['code', 'referenceCode', 'quantity', 'currencyCode', 'amount'],
  /** code: the last day (yyyy-mm-dd, Hong Kong) the risk profile is valid on. */
  riskQuestionnaireExpiring: ['code'],
} as const satisfies Record<NotificationType, readonly NotificationField[]>;

/** The fields of a notification of type T, as they travel (decimals as strings). */
export type NotificationFieldsOf<T extends NotificationType> = {
  readonly [F in (typeof notificationFieldsOf)[T][number]]: string;
};

/*
 * The SPEC §9 figures are in ./storage-lifetimes: notificationPageSize (20), pushSubscriptionCheckMs (30 s),
 * popupClickIgnoreMs (500 ms) and notificationBellLingerMs (1 s).
 */

/** The most a list call may ask for at once. */
export const maximumNotificationPageSize = 100;
/** An unread count stops here: the badge shows '99+' above 99, and counting stops at 100 rows. */
export const unreadCountLimit = 100;
/** The most account codes one list call may name. */
export const maximumNotificationAccounts = 20;

/** The bell's list reloads this often while it is open (SPEC §9: it reloads while open). */
export const bellPopupReloadMs = 10_000;
/** Tabs read the unread count this often (ADR 012: polling countNotifications, not server-sent events). */
export const unreadCountPollMs = 20_000;

/** SPEC §7: the service worker's message that increments the unread count of open tabs. */
export const updateUnreadCountMessage = 'UPDATE_UNREAD_COUNT';
/** The service worker's file at the site root. */
export const serviceWorkerPath = '/service-worker.js';

/** What a push message carries (JSON, encrypted per RFC 8291): a system notification and where a click goes. */
export type PushMessage = {
  readonly title: string;
  readonly body: string;
  readonly notificationId: string;
  readonly type: NotificationType;
  readonly url: string;
};

/** The badge text of an unread count: nothing at 0, '99+' above 99. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count >= unreadCountLimit ? `${unreadCountLimit - 1}+` : String(count);
}
