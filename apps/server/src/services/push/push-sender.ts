import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { describeNotification, type Notification, type PushMessage } from '@portal/contract';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import type { PushAdapter, PushOutcome, VapidKeys } from '../../adapters/push/push-adapter';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import type { PushSubscriptionTable } from './push-tables';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import { endpointPolicyOf, endpointProblem, type ResolveHost } from './endpoint-safety';
import { deleteSubscription, findActiveSubscriptions, markSent } from './queries';
import { loadVapidKeys, vapidSettingsOf } from './vapid-keys';

/** How long a push service keeps a push for a browser that is offline (RFC 8030 TTL): a day. */
export const pushTimeToLiveSeconds = 24 * 60 * 60;
/** Where a click on the system notification takes the user. */
export const notificationsPagePath = '/notifications';

export type PushSenderDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly adapter: PushAdapter;
  readonly log?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** How endpoint host names are resolved for the safety check; DNS by default. */
  readonly resolveHost?: ResolveHost;
};

export type PushSender = {
  /** Sends a stored notification to every active subscription of its account (gateway, notifications on). */
  sendFor(notification: Notification): Promise<void>;
};

/** What a push of the notification says, in the account's language: the system notification's title and body. */
export function pushMessageOf(notification: Notification, language: Language): PushMessage {
  const { title, sentence } = describeNotification(notification, language);
  return {
    title,
    body: sentence,
    notificationId: notification._id,
    type: notification.type,
    url: notificationsPagePath,
  };
}

/** The endpoint's origin: enough to tell push services apart in the log without its secret path. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'not a URL';
  }
}

/**
 * Sends each stored notification as a web push (ARCHITECTURE §4: after the transaction that stored it committed) to
 * the browsers of its account: gateway accounts with notifications on, each active subscription, in the account's
 * language. A subscription the push service says is gone (404/410) is deleted; other failures are logged. Sending
 * never throws: the notification is stored whatever the push services answer.
 */
export function createPushSender(dependencies: PushSenderDependencies): PushSender {
  const { config, db, clock, adapter, log, resolveHost } = dependencies;
  const policy = endpointPolicyOf(config);
  // Read at start: invalid VAPID settings stop the server instead of failing every push.
  const vapidSettings = vapidSettingsOf(config);

  async function languageOf(notification: Notification): Promise<Language> {
    const language = await preferredLanguageOf(db, {
      accountCode: notification.accountCode,
      source: notification.source,
    });
    return isLanguage(language) ? language : defaultLanguage;
  }

  async function sendTo(subscription: PushSubscriptionTable, payload: string, vapid: VapidKeys): Promise<void> {
    const where = { subscriptionId: subscription.id, pushService: originOf(subscription.endpoint) };
    const refused = await endpointProblem(subscription.endpoint, policy, resolveHost);
    if (refused !== undefined) {
      log?.warn(where, `A push was not sent: the endpoint ${refused}.`);
      return;
    }
    const outcome: PushOutcome = await adapter.send(
      {
        endpoint: subscription.endpoint,
        keys: { auth: subscription.auth, p256dh: subscription.p256dh },
        payload,
        ttlSeconds: pushTimeToLiveSeconds,
      },
      vapid,
    );
    switch (outcome.kind) {
      case 'delivered':
        await markSent(db, subscription.id, clock.now());
        return;
      case 'gone':
        await deleteSubscription(db, subscription.id, subscription.endpoint);
        log?.info(
          { ...where, status: outcome.status },
          'The push service no longer knows a subscription; it is removed.',
        );
        return;
      case 'failed':
        log?.warn({ ...where, status: outcome.status }, `A push failed: ${outcome.message}`);
        return;
    }
  }

  async function send(notification: Notification): Promise<void> {
    if (notification.source !== 'gateway') return;
    const key = { accountCode: notification.accountCode, source: notification.source };
    const subscriptions = await findActiveSubscriptions(db, key);
    if (subscriptions.length === 0) return;
    const payload = JSON.stringify(pushMessageOf(notification, await languageOf(notification)));
    const vapid = await loadVapidKeys(db, clock, vapidSettings);
    const results = await Promise.allSettled(subscriptions.map((subscription) => sendTo(subscription, payload, vapid)));
    for (const result of results) {
      if (result.status === 'rejected') {
        log?.warn({ err: result.reason, notificationId: notification._id }, 'A push could not be sent.');
      }
    }
  }

  return {
    async sendFor(notification) {
      try {
        await send(notification);
      } catch (error) {
        log?.warn({ err: error, notificationId: notification._id }, 'The pushes of a notification could not be sent.');
      }
    },
  };
}
