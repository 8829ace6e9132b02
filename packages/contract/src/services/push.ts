import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService } from '../rpc';
import { maximumNotificationAccounts } from '../domain/notification';
import { accountCodeSchema, loginSourceSchema } from './account';

/** A base64url string (no padding), as the Push API gives keys and as VAPID public keys travel. */
const base64Url = (name: string, maximum: number) =>
  z
    .string()
    .min(1, `${name} is required`)
    .max(maximum, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`);

/**
 * A browser's push subscription as the Push API gives it (SPEC §3): the push service's endpoint and the browser's
 * keys (p256dh: its P-256 public key, 65 bytes; auth: a 16-byte secret), both base64url.
 */
export const pushTargetSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' })
      .max(2048, 'endpoint is too long'),
    keys: z
      .object({
        auth: base64Url('keys.auth', 64),
        p256dh: base64Url('keys.p256dh', 128),
      })
      .strict(),
  })
  .strict();
export type PushTarget = z.infer<typeof pushTargetSchema>;

export const pushSubscriptionSchema = z.object({
  _id: z.string(),
  accountCode: z.string(),
  source: loginSourceSchema,
  status: z.enum(['active', 'inactive']),
  target: pushTargetSchema,
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const pushService = defineService('push', {
  getVapidPublicKey: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    summary: "The server's VAPID public key (base64url, uncompressed P-256), for PushManager.subscribe.",
    input: z.object({}).strict(),
    output: z.object({ publicKey: z.string() }),
  },
  searchSubscriptions: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    actsFor: 'accountCodes',
    summary: "The named accounts' push subscriptions on the source, newest first.",
    input: z
      .object({
        accountCodes: z.array(accountCodeSchema).min(1).max(maximumNotificationAccounts),
        source: loginSourceSchema,
      })
      .strict(),
    output: z.object({ subscriptions: z.array(pushSubscriptionSchema) }),
  },
  addSubscription: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    actsFor: 'ownAccountCode',
    summary:
      "Stores this browser's push subscription for the caller's own gateway account (SPEC §4: not for fos or advisee " +
      'sessions, 403) and turns notificationEnabled on; the same endpoint is updated, not stored twice.',
    input: z.object({ accountCode: accountCodeSchema, source: loginSourceSchema, target: pushTargetSchema }).strict(),
    output: pushSubscriptionSchema,
  },
  setNotificationEnabled: {
    auth: { kind: 'session' },
    feature: brandFeatures.notifications,
    actsFor: 'ownAccountCode',
    summary:
      "Turns the account's push notifications on or off (SPEC §4: off when the browser's permission is lost); off " +
      'also makes its subscriptions inactive.',
    input: z.object({ accountCode: accountCodeSchema, source: loginSourceSchema, enabled: z.boolean() }).strict(),
    output: z.object({ notificationEnabled: z.boolean() }),
  },
});
