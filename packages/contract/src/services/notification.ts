import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService, decimalString } from '../rpc';
import {
  listedNotificationStatuses,
  maximumNotificationAccounts,
  maximumNotificationPageSize,
  notificationTypes,
  unreadCountLimit,
} from '../domain/notification';
import { notificationPageSize } from '../domain/storage-lifetimes';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';

/** A notification's id (a UUID). */
export const notificationIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Not a notification id');

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency code is three capital letters');
const shortText = z.string().min(1).max(200);

/**
 * A notification as SPEC §3 lists it: _id, type, startTime, accountCode, source, status, and the type-specific fields
 * its type carries (domain/notification `notificationFieldsOf`); the others are absent. Decimals are strings.
 */
export const notificationSchema = z.object({
  _id: notificationIdSchema,
  type: z.enum(notificationTypes),
  startTime: instantSchema,
  accountCode: z.string(),
  source: loginSourceSchema,
  status: z.enum(listedNotificationStatuses),
  code: shortText.optional(),
  referenceCode: shortText.optional(),
  advisorCode: shortText.optional(),
  balance: decimalString.optional(),
  currencyCode: currencyCode.optional(),
  amount: decimalString.optional(),
  holdFundAmount: decimalString.optional(),
  quantity: decimalString.optional(),
  freezeQuantity: decimalString.optional(),
  documentName: shortText.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Whether a load-more (with the last item's startTime and _id) would find older notifications. */
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationService = defineService('notification', {
  queryNotifications: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    actsFor: 'accountCodes',
    summary:
      'Notifications of the named accounts, newest first, 20 a page (SPEC §7). The first page (no lastQueryTime) ' +
      'resets the unread count to zero; a load-more passes the startTime and _id of the last item it has and gets ' +
      'the next older ones (keyset paging: pageIndex only numbers the pages).',
    input: z
      .object({
        accountCodes: z.array(accountCodeSchema).min(1).max(maximumNotificationAccounts),
        statuses: z.array(z.enum(listedNotificationStatuses)).min(1).max(2),
        pageIndex: z.number().int().min(0).max(1_000_000).default(0),
        pageSize: z.number().int().min(1).max(maximumNotificationPageSize).default(notificationPageSize),
        lastQueryTime: instantSchema.optional(),
        /** The _id of the last item: items with the same startTime as it are told apart by their ids. */
        lastNotificationId: notificationIdSchema.optional(),
        source: loginSourceSchema,
      })
      .strict(),
    output: notificationPageSchema,
  },
  countNotifications: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    actsFor: 'accountCode',
    summary: `The number of unread notifications since the account last listed them (SPEC §7), counted up to ${unreadCountLimit}.`,
    input: z
      .object({
        accountCode: accountCodeSchema,
        status: z.literal('unread'),
        sinceLastQuery: z.literal(true),
        source: loginSourceSchema,
      })
      .strict(),
    output: z.number().int().min(0).max(unreadCountLimit),
  },
  setNotificationStatus: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    summary:
      'Marks a notification read, or deleted (SPEC §4: it then leaves every list for good). Answers true; another ' +
      "account's notification answers 404 and stays as it was.",
    input: z
      .object({
        notificationId: notificationIdSchema,
        status: z.enum(['read', 'deleted']),
        source: loginSourceSchema,
      })
      .strict(),
    output: z.boolean(),
  },
});
