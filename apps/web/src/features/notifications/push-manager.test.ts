import { describe, expect, it } from 'vitest';
import type { PushSubscription } from '@portal/contract';
import { brandWith, session } from '../../app/routing/routing-fixtures';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import type { ExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import * as z from '../../shared/validation/schema';
import { bodiesOf, client, fakeServer } from './notification-fixtures';
import { base64UrlToBytes, checkPushSubscription, pushEligible, pushFlagKey } from './push-manager';
import type { BrowserPushManager, BrowserPushSubscription, PushPermission } from './push-manager';

const demo = brandWith('demo', { notificationEnabled: true });
/** A P-256 public key as the server gives it: 65 bytes, base64url. */
const serverKey = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const otherServerKey = 'BFf3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const endpoint = 'https://push.example.test/send/abc123';
const browserKeys = {
  auth: 'k1Z0Jq3h9Wm2Xc7Qv4Rt1A',
  p256dh: 'BN1a2b3c4d5e6f7g8h9i0jKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFGHIJK',
};

const paths = {
  key: '/api/push/getVapidPublicKey',
  search: '/api/push/searchSubscriptions',
  add: '/api/push/addSubscription',
  enabled: '/api/push/setNotificationEnabled',
} as const;

function stored(status: 'active' | 'inactive', storedEndpoint = endpoint): PushSubscription {
  return {
    _id: 's-1',
    accountCode: 'C10001',
    source: 'gateway',
    status,
    target: { endpoint: storedEndpoint, keys: browserKeys },
  };
}

/** The server's push operations, with the subscriptions it holds for the account. */
function pushServer(subscriptions: PushSubscription[] = []) {
  return fakeServer({
    [paths.key]: { status: 200, body: { publicKey: serverKey } },
    [paths.search]: { status: 200, body: { subscriptions } },
    [paths.add]: (body) => ({
      status: 200,
      body: { ...stored('active'), target: (body as { target: PushSubscription['target'] }).target },
    }),
    [paths.enabled]: (body) => ({
      status: 200,
      body: { notificationEnabled: (body as { enabled: boolean }).enabled },
    }),
  });
}

/** A browser's push manager: the subscription it has (if any), what subscribing gives, what happened. */
function browserPush({
  existing,
  subscribedWith = serverKey,
  refuse = false,
}: {
  existing?: boolean;
  subscribedWith?: string;
  refuse?: boolean;
} = {}) {
  const events: string[] = [];
  const subscription = (key: string): BrowserPushSubscription => ({
    endpoint,
    options: { applicationServerKey: base64UrlToBytes(key).buffer },
    toJSON: () => ({ endpoint, keys: browserKeys }),
    unsubscribe: async () => {
      events.push('unsubscribe');
      return true;
    },
  });
  let current: BrowserPushSubscription | null = existing ? subscription(subscribedWith) : null;
  const manager: BrowserPushManager = {
    getSubscription: async () => current,
    subscribe: async (options) => {
      events.push(`subscribe ${options.userVisibleOnly}`);
      expect([...options.applicationServerKey]).toEqual([...base64UrlToBytes(serverKey)]);
      if (refuse) throw new DOMException('Registration failed - push service not available', 'AbortError');
      current = subscription(serverKey);
      return current;
    },
  };
  return { manager, events };
}

function check({
  server = pushServer(),
  permission = 'granted',
  manager = browserPush().manager,
  storage = createExpiringStorage(new MemoryStorage()),
  facts = client,
  brand = demo,
}: {
  server?: ReturnType<typeof pushServer>;
  permission?: PushPermission;
  /** null: the browser has no push manager. */
  manager?: BrowserPushManager | null;
  storage?: ExpiringStorage;
  facts?: typeof client;
  brand?: typeof demo;
} = {}) {
  return checkPushSubscription({
    api: server.api,
    brand,
    session: facts,
    storage,
    environment: { permission: () => permission, pushManager: async () => manager ?? undefined },
  });
}

describe('web push in the browser', () => {
  it('is for gateway clients in their own session, where the brand has notifications', () => {
    expect(pushEligible(demo, client)).toBe(true);
    expect(pushEligible(demo, { ...client, source: 'fos' })).toBe(false);
    expect(pushEligible(demo, { ...client, advisorAccountCode: 'A30001' })).toBe(false);
    expect(pushEligible(demo, session('advisor'))).toBe(false);
    expect(pushEligible(brandWith('demo', { notificationEnabled: false }), client)).toBe(false);
    expect(pushEligible(demo, undefined)).toBe(false);
  });

  it('subscribes this browser with the server’s key and stores the subscription, when permission is granted', async () => {
    const server = pushServer();
    const browser = browserPush();
    expect(await check({ server, manager: browser.manager })).toBe('subscribed');
    expect(browser.events).toEqual(['subscribe true']);
    expect(bodiesOf(server.calls, paths.add)).toEqual([
      { accountCode: 'C10001', source: 'gateway', target: { endpoint, keys: browserKeys } },
    ]);
    expect(server.calls.find((call) => call.path === paths.add)?.headers['x-portal-account']).toBe('C10001');
  });

  it('reuses an active subscription with this browser’s endpoint: nothing is stored again', async () => {
    const server = pushServer([stored('active')]);
    const browser = browserPush({ existing: true });
    expect(await check({ server, manager: browser.manager })).toBe('reused');
    expect(browser.events).toEqual([]);
    expect(bodiesOf(server.calls, paths.add)).toEqual([]);
  });

  it('stores the browser’s subscription again when the server has it inactive or under another endpoint', async () => {
    for (const subscriptions of [[stored('inactive')], [stored('active', 'https://push.example.test/send/other')]]) {
      const server = pushServer(subscriptions);
      const browser = browserPush({ existing: true });
      expect(await check({ server, manager: browser.manager })).toBe('subscribed');
      // The browser's subscription itself is still good: it is not replaced.
      expect(browser.events).toEqual([]);
      expect(bodiesOf(server.calls, paths.add)).toHaveLength(1);
    }
  });

  it('replaces a browser subscription made with another server key', async () => {
    const browser = browserPush({ existing: true, subscribedWith: otherServerKey });
    expect(await check({ manager: browser.manager })).toBe('subscribed');
    expect(browser.events).toEqual(['unsubscribe', 'subscribe true']);
  });

  it('turns the account’s notifications off once when the permission is lost', async () => {
    const storage = createExpiringStorage(new MemoryStorage());
    const server = pushServer();
    expect(await check({ server, storage })).toBe('subscribed');
    expect(await check({ server, storage, permission: 'denied' })).toBe('turnedOff');
    expect(await check({ server, storage, permission: 'default' })).toBe('notGranted');
    expect(bodiesOf(server.calls, paths.enabled)).toEqual([
      { accountCode: 'C10001', source: 'gateway', enabled: false },
    ]);
    expect(storage.get(pushFlagKey({ accountCode: 'C10001', source: 'gateway' }), z.boolean())).toBeUndefined();
  });

  it('asks nothing of the server before the browser has permission, or where pushes are not for the session', async () => {
    const server = pushServer();
    expect(await check({ server, permission: 'default' })).toBe('notGranted');
    expect(await check({ server, facts: { ...client, advisorAccountCode: 'A30001' } })).toBe('notEligible');
    expect(await check({ server, facts: { ...client, source: 'fos' } })).toBe('notEligible');
    expect(server.calls).toEqual([]);
  });

  it('never throws where Push is unavailable or the push service refuses', async () => {
    const server = pushServer();
    expect(await check({ server, permission: 'unsupported' })).toBe('unsupported');
    expect(await check({ server, manager: null })).toBe('unsupported');
    expect(server.calls).toEqual([]);
    expect(await check({ server, manager: browserPush({ refuse: true }).manager })).toBe('failed');
    expect(bodiesOf(server.calls, paths.add)).toEqual([]);
    const failing = fakeServer({ [paths.key]: { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    expect(await check({ server: failing })).toBe('failed');
  });

  it('reads base64url keys as bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlToBytes(serverKey)).toHaveLength(65);
  });
});
