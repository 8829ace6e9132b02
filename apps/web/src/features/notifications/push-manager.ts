/*
 * Web push in the browser (SPEC §4 Push notifications, §7, §9): for a gateway-source client that is not an advisee
 * session, where the brand has notifications and the browser's permission is granted, this browser's push
 * subscription is kept on the server: an active one with this browser's endpoint is reused, otherwise the browser
 * subscribes (with the server's VAPID key) and the subscription is stored. When the permission is lost, the account's
 * notifications are turned off, once. Nothing here throws: where Push is unavailable it simply does nothing.
 */
import type { BrandConfig } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { serviceWorkerPath } from '@portal/contract/domain/notification';
import { rankOf } from '@portal/contract/domain/roles';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import type { Api } from '../../shared/api/api-client';
import type { ExpiringStorage } from '../../shared/storage/expiring-storage';
import type { SessionFacts } from '../../shared/session/session-store';
import * as z from '../../shared/validation/schema';
import type { NotificationAccount } from './notification-queries';

/** The browser's permission for notifications, or 'unsupported' where there is no Notification or Push API. */
export type PushPermission = NotificationPermission | 'unsupported';

/** The part of a browser push subscription used here (PushSubscription of the Push API). */
export type BrowserPushSubscription = {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
};

/** The part of a service worker registration's PushManager used here. */
export type BrowserPushManager = {
  getSubscription(): Promise<BrowserPushSubscription | null>;
  subscribe(options: {
    userVisibleOnly: true;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<BrowserPushSubscription>;
};

/** What the push check needs of the browser; tests give their own. */
export type PushEnvironment = {
  readonly permission: () => PushPermission;
  /** The service worker's push manager once the worker is active; undefined where there is none. */
  readonly pushManager: () => Promise<BrowserPushManager | undefined>;
};

/** How a check ended. */
export type PushCheckOutcome =
  'notEligible' | 'unsupported' | 'notGranted' | 'turnedOff' | 'reused' | 'subscribed' | 'failed';

/**
 * Whether pushes are for this session at all: a gateway-source client (below advisor rank), not an advisee session,
 * on a brand with notifications, past its sign-in gates.
 */
export function pushEligible(brand: BrandConfig, session: SessionFacts | undefined): session is SessionFacts {
  return (
    session !== undefined &&
    offers(brand.flags, brandFeatures.notifications) &&
    // The server answers nothing of pushes while a sign-in gate is pending (ADR 020).
    pendingGate(session) === undefined &&
    session.source === 'gateway' &&
    session.advisorAccountCode === undefined &&
    rankOf[session.role] < rankOf.advisor
  );
}

/** This browser stored a push subscription for the account: losing the permission then turns pushes off. */
export function pushFlagKey(account: NotificationAccount): string {
  return `pushEnabled:${account.source}:${account.accountCode}`;
}

/** A base64url text (as VAPID keys travel) as bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer, bytes: Uint8Array): boolean {
  const other = new Uint8Array(buffer);
  return other.length === bytes.length && other.every((byte, index) => byte === bytes[index]);
}

/** The subscription's endpoint and keys as the contract's push target, or undefined when the browser gave none. */
function targetOf(subscription: BrowserPushSubscription) {
  const json = subscription.toJSON();
  const auth = json.keys?.['auth'];
  const p256dh = json.keys?.['p256dh'];
  const endpoint = json.endpoint ?? subscription.endpoint;
  if (!auth || !p256dh || !endpoint) return undefined;
  return { endpoint, keys: { auth, p256dh } };
}

export type PushCheckDependencies = {
  readonly api: Api;
  readonly brand: BrandConfig;
  readonly session: SessionFacts | undefined;
  readonly storage: ExpiringStorage;
  readonly environment: PushEnvironment;
};

/** One check of this browser's push subscription (at start and every `pushSubscriptionCheckMs`). */
export async function checkPushSubscription({
  api,
  brand,
  session,
  storage,
  environment,
}: PushCheckDependencies): Promise<PushCheckOutcome> {
  if (!pushEligible(brand, session)) return 'notEligible';
  const account: NotificationAccount = { accountCode: session.accountCode, source: session.source };
  const flagKey = pushFlagKey(account);
  try {
    const permission = environment.permission();
    if (permission === 'unsupported') return 'unsupported';
    if (permission !== 'granted') {
      if (storage.get(flagKey, z.boolean()) !== true) return 'notGranted';
      await api.push.setNotificationEnabled({ ...account, enabled: false }, { actingFor: account });
      storage.remove(flagKey);
      return 'turnedOff';
    }
    const pushManager = await environment.pushManager();
    if (!pushManager) return 'unsupported';
    const { publicKey } = await api.push.getVapidPublicKey({}, { actingFor: account });
    const serverKey = base64UrlToBytes(publicKey);
    let subscription = await pushManager.getSubscription();
    const { subscriptions } = await api.push.searchSubscriptions(
      { accountCodes: [account.accountCode], source: account.source },
      { actingFor: account },
    );
    const endpoint = subscription?.endpoint;
    if (
      subscription &&
      subscriptions.some((stored) => stored.status === 'active' && stored.target.endpoint === endpoint)
    ) {
      storage.set(flagKey, true, storageLifetimes.storedUsers);
      return 'reused';
    }
    // A subscription made with another server key (the server's keys were replaced) cannot receive its pushes.
    const subscribedKey = subscription?.options?.applicationServerKey;
    if (subscription && subscribedKey && !sameBytes(subscribedKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
    const target = targetOf(subscription);
    if (!target) return 'failed';
    await api.push.addSubscription({ ...account, target }, { actingFor: account });
    storage.set(flagKey, true, storageLifetimes.storedUsers);
    return 'subscribed';
  } catch {
    // No push service (a headless browser), a refused subscription, a failed call: the next check tries again.
    return 'failed';
  }
}

/** The browser's side: the Notification API's permission, and the service worker at the site root. */
export const browserPushEnvironment: PushEnvironment = {
  permission() {
    if (typeof Notification === 'undefined' || typeof PushManager === 'undefined') return 'unsupported';
    if (!('serviceWorker' in navigator)) return 'unsupported';
    return Notification.permission;
  },
  async pushManager() {
    if (!('serviceWorker' in navigator)) return undefined;
    await registerServiceWorker();
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager;
  },
};

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the service worker at the site root once per page (SPEC §7); undefined where that is impossible. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' }).catch(() => {
    registering = undefined;
    return undefined;
  });
  return registering;
}
