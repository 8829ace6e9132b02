import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PushSubscription, PushTarget } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { compiledOnce, dialectOf } from '../../platform/db/compiled-query';
import type { Database } from '../../platform/db/db';
import type { PushSubscriptionTable } from './push-tables';

/** The most browsers one account receives pushes on; a further one replaces the one least recently added. */
export const maximumSubscriptionsPerAccount = 10;

export type SubscriptionStatus = PushSubscription['status'];

/** Whose subscription: the account (code stored uppercased) on a login source. */
export type SubscriberKey = { readonly accountCode: string; readonly source: LoginSource };

export function subscriptionOf(row: PushSubscriptionTable): PushSubscription {
  return {
    _id: row.id,
    accountCode: row.account_code,
    source: row.source,
    status: row.status === 'active' ? 'active' : 'inactive',
    target: { endpoint: row.endpoint, keys: { auth: row.auth, p256dh: row.p256dh } },
  };
}

/** The accounts' subscriptions on the source, newest first. */
export async function findSubscriptions(
  db: Kysely<Database>,
  accountCodes: readonly string[],
  source: LoginSource,
): Promise<PushSubscriptionTable[]> {
  const codes = [...new Set(accountCodes.map((code) => code.toUpperCase()))];
  if (codes.length === 0) return [];
  return db
    .selectFrom('push_subscription')
    .selectAll()
    .where('source', '=', source)
    .where('account_code', 'in', codes)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Where the account's pushes go: its active subscriptions, none when the account turned web pushes off (SPEC §3
 * notificationEnabled) or does not exist. One query, as every notification after a commit asks it.
 */
export async function findActiveSubscriptions(
  db: Kysely<Database>,
  key: SubscriberKey,
): Promise<PushSubscriptionTable[]> {
  const values = { source: key.source, accountCode: key.accountCode.toUpperCase() };
  return (await activeSubscriptions(db, dialectOf(db), values)).rows;
}

/** Compiled once (platform/db/compiled-query): every notification asks it after its commit. */
const activeSubscriptions = compiledOnce<
  { readonly source: LoginSource; readonly accountCode: string },
  PushSubscriptionTable
>((db, param) =>
  db
    .selectFrom('push_subscription as subscription')
    .innerJoin('account', (join) =>
      join
        .onRef('account.account_code', '=', 'subscription.account_code')
        .onRef('account.source', '=', 'subscription.source'),
    )
    .selectAll('subscription')
    .where('subscription.source', '=', param('source'))
    .where('subscription.account_code', '=', param('accountCode'))
    .where('subscription.status', '=', 'active')
    .where('account.notification_enabled', '=', 1)
    .orderBy('subscription.updated_at', 'desc')
    .orderBy('subscription.id', 'desc'),
);

/**
 * Stores a browser's subscription for the account, active: the same endpoint is updated (new keys, active again),
 * not stored twice. A browser's endpoint belongs to the account that registered it last: the same endpoint is
 * removed from any other account, so a shared computer never shows the previous user's notifications. Beyond
 * `maximumSubscriptionsPerAccount`, the least recently registered subscriptions are removed.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  key: SubscriberKey,
  target: PushTarget,
  now: Date,
): Promise<PushSubscriptionTable> {
  const accountCode = key.accountCode.toUpperCase();
  const at = now.toISOString();
  await db
    .deleteFrom('push_subscription')
    .where('endpoint', '=', target.endpoint)
    .where((eb) => eb.or([eb('account_code', '!=', accountCode), eb('source', '!=', key.source)]))
    .execute();
  const saved = await db
    .insertInto('push_subscription')
    .values({
      id: randomUUID(),
      account_code: accountCode,
      source: key.source,
      endpoint: target.endpoint,
      auth: target.keys.auth,
      p256dh: target.keys.p256dh,
      status: 'active',
      created_at: at,
      updated_at: at,
      last_sent_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_code', 'source', 'endpoint'])
        .doUpdateSet({ auth: target.keys.auth, p256dh: target.keys.p256dh, status: 'active', updated_at: at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('push_subscription')
    .select('id')
    .where('source', '=', key.source)
    .where('account_code', '=', accountCode)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const surplus = kept
    .slice(maximumSubscriptionsPerAccount)
    .map((row) => row.id)
    .filter((id) => id !== saved.id);
  if (surplus.length > 0) await db.deleteFrom('push_subscription').where('id', 'in', surplus).execute();
  return saved;
}

/** Sets the status of every subscription of the account; the number changed. */
export async function setSubscriptionsStatus(
  db: Kysely<Database>,
  key: SubscriberKey,
  status: SubscriptionStatus,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('push_subscription')
    .set({ status, updated_at: now.toISOString() })
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode.toUpperCase())
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a subscription the push service says is gone (404/410); only while it still has that endpoint. */
export async function deleteSubscription(db: Kysely<Database>, id: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscription')
    .where('id', '=', id)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Notes a delivered push. */
export async function markSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable('push_subscription').set({ last_sent_at: now.toISOString() }).where('id', '=', id).execute();
}
