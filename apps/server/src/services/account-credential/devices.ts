import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maxSavedDevices, trustedDeviceDays, type AccountDevice } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { browserAndSystemOf } from '../../platform/identity/browser-name';
import { readCookies, setCookie } from '../../platform/http/cookies';
import type { Database } from '../../platform/db/db';
import type { OperationContext } from '../../platform/http/rpc';
import { digestOf, randomToken } from '../../platform/identity/tokens';
import { sendAccountNotice } from '../account-notice/public';
import type { AccountDeviceTable } from './account-credential-tables';

/*
 * Devices (ADR 040): a browser is known by a long-lived random device cookie (httpOnly, SameSite=Strict, Secure in
 * production, like the session cookies of ADR 010), one per browser whatever the account; the database keeps its
 * SHA-256 per account. Every sign-in of the client itself records the device; one not seen before for that account
 * is a new device (the newDeviceLogin notice). A device the client saved skips the one-time password at sign-in for
 * 30 days from saving.
 */

export const deviceCookie = 'portal_device';
/** Sent to every API call (the login operations set it, the device operations read it). */
const deviceCookiePath = '/api';
/** 400 days is the most a browser keeps a cookie; a year is what the device is remembered for. */
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
/** What randomToken makes: 32 bytes base64url. Any other value is not a device cookie of this server. */
const deviceTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** How many devices the list shows. */
export const listedDevices = 20;

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

type RequestParts = Pick<OperationContext, 'request'>;

/** A recorded sign-in: whether the device is new for the account, and how a notice names it ("Chrome, Windows, 203.0.113.5"). */
export type DeviceSignIn = { readonly isNew: boolean; readonly deviceId: string; readonly described: string };

/** The digest of this request's device cookie, if it carries a well-formed one. */
export function deviceDigestOf(context: RequestParts): string | undefined {
  const token = readCookies(context.request).get(deviceCookie);
  return token !== undefined && deviceTokenPattern.test(token) ? digestOf(token) : undefined;
}

function userAgentOf(context: RequestParts): string | undefined {
  const value = context.request.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 512) : undefined;
}

/**
 * Records a sign-in of the client on this browser (ADR 040): gives the browser its device cookie if it has none (or
 * a malformed one), and adds the device to the account's list or updates its last sign-in. Answers whether the
 * device is new for this account.
 */
export async function recordDeviceSignIn(
  context: Pick<OperationContext, 'db' | 'request' | 'reply' | 'config'>,
  account: AccountKey,
  at: Date,
): Promise<DeviceSignIn> {
  let token = readCookies(context.request).get(deviceCookie);
  if (token === undefined || !deviceTokenPattern.test(token)) token = randomToken();
  setCookie(context.reply, deviceCookie, token, {
    maxAgeSeconds: deviceCookieMaxAgeSeconds,
    path: deviceCookiePath,
    secure: context.config.nodeEnv === 'production',
  });
  const tokenHash = digestOf(token);
  const { browserName, systemName } = browserAndSystemOf(userAgentOf(context));
  const address = (context.request.ip || 'unknown').slice(0, 64);
  const seenAt = at.toISOString();
  const id = randomUUID();
  const inserted = await context.db
    .insertInto('account_device')
    .values({
      id,
      account_code: account.accountCode,
      source: account.source,
      token_hash: tokenHash,
      name: null,
      browser_name: browserName,
      system_name: systemName,
      last_address: address,
      first_seen_at: seenAt,
      last_seen_at: seenAt,
      saved_at: null,
      trusted_until: null,
    })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'token_hash']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const described = [browserName, systemName, address].filter((part) => part !== null).join(', ');
  if (inserted !== undefined) return { isNew: true, deviceId: inserted.id, described };
  const existing = await context.db
    .updateTable('account_device')
    .set({ browser_name: browserName, system_name: systemName, last_address: address, last_seen_at: seenAt })
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('token_hash', '=', tokenHash)
    .returning('id')
    .executeTakeFirst();
  return { isNew: false, deviceId: existing?.id ?? id, described };
}

/**
 * Tells the client of a sign-in from a new device (issue 17 part 7, the newDeviceLogin notice) on its registered
 * e-mail and phone, after the sign-in: a messaging failure is logged and the sign-in stands.
 */
export async function noticeNewDevice(
  context: Pick<OperationContext, 'db' | 'clock' | 'messaging' | 'log'>,
  account: AccountKey,
  device: DeviceSignIn,
): Promise<void> {
  if (!device.isNew) return;
  try {
    await sendAccountNotice(context, account, { kind: 'newDeviceLogin', params: { device: device.described } });
  } catch (error) {
    context.log.error({ err: error }, 'The new-device notice could not be sent.');
  }
}

/** Whether this request comes from a device the account saved and still trusts at `at` (skips the one-time password). */
export async function isTrustedDevice(
  context: Pick<OperationContext, 'db' | 'request'>,
  account: AccountKey,
  at: Date,
): Promise<boolean> {
  const digest = deviceDigestOf(context);
  if (digest === undefined) return false;
  const row = await context.db
    .selectFrom('account_device')
    .select('id')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('token_hash', '=', digest)
    .where('saved_at', 'is not', null)
    .where('trusted_until', '>', at.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export function toAccountDevice(row: AccountDeviceTable, currentDigest: string | undefined, now: Date): AccountDevice {
  return {
    deviceId: row.id,
    name: row.name,
    browserName: row.browser_name,
    systemName: row.system_name,
    lastAddress: row.last_address,
    firstSeenTime: row.first_seen_at,
    lastSeenTime: row.last_seen_at,
    saved: row.saved_at !== null,
    trustedUntil: row.trusted_until,
    trusted: row.saved_at !== null && row.trusted_until !== null && row.trusted_until > now.toISOString(),
    current: currentDigest !== undefined && row.token_hash === currentDigest,
  };
}

/** The account's devices: the saved ones (at most maxSavedDevices), then the others by last sign-in, newest first. */
export async function devicesOf(db: Kysely<Database>, account: AccountKey): Promise<AccountDeviceTable[]> {
  const ofAccount = () =>
    db
      .selectFrom('account_device')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'asc');
  const saved = await ofAccount().where('saved_at', 'is not', null).limit(maxSavedDevices).execute();
  const others = await ofAccount()
    .where('saved_at', 'is', null)
    .limit(listedDevices - saved.length)
    .execute();
  return [...saved, ...others];
}

export function trustedUntilOf(savedAt: Date): Date {
  return new Date(savedAt.getTime() + trustedDeviceDays * 24 * 60 * 60 * 1000);
}
