import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscription } from '@portal/contract';
import { createTestBrowser } from '../../test/browser';
import { browserPushTarget } from '../../test/push-endpoint';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { maximumSubscriptionsPerAccount } from './queries';

type Headers = Record<string, string>;

const pushService = 'https://fcm.googleapis.com/fcm/send';

/** A subscription as a browser's PushManager would give it: a push service endpoint and fresh keys. */
function browserTarget(name: string) {
  return browserPushTarget(`${pushService}/${name}`);
}

describe('push service', () => {
  let testApp: TestApp;
  let c10001: Headers;

  beforeAll(async () => {
    testApp = await createTestApp();
    c10001 = (await signIn(testApp, 'C10001')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, headers: Headers, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/push/${operation}`, headers, payload });
  }

  async function search(headers: Headers, accountCodes: string[], source = 'gateway'): Promise<PushSubscription[]> {
    const response = await call('searchSubscriptions', headers, { accountCodes, source });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ subscriptions: PushSubscription[] }>().subscriptions;
  }

  async function subscriptionRows() {
    return testApp.database.db.selectFrom('push_subscription').selectAll().orderBy('id').execute();
  }

  async function notificationEnabledOf(accountCode: string): Promise<number | undefined> {
    const row = await testApp.database.db
      .selectFrom('account')
      .select('notification_enabled')
      .where('account_code', '=', accountCode)
      .where('source', '=', 'gateway')
      .executeTakeFirst();
    return row?.notification_enabled;
  }

  describe('getVapidPublicKey', () => {
    it('needs a session', async () => {
      const response = await call('getVapidPublicKey', clientHeaders, {});
      expect(response.statusCode).toBe(401);
    });

    it("answers the server's P-256 public key, the same on every call", async () => {
      const first = await call('getVapidPublicKey', c10001, {});
      expect(first.statusCode, first.body).toBe(200);
      const { publicKey } = first.json<{ publicKey: string }>();
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
      const raw = Buffer.from(publicKey, 'base64url');
      expect(raw).toHaveLength(65);
      expect(raw[0]).toBe(4);
      const fos = (await signIn(testApp, 'V20001', { source: 'fos' })).headers;
      expect((await call('getVapidPublicKey', fos, {})).json()).toEqual({ publicKey });
    });
  });

  describe('addSubscription and searchSubscriptions', () => {
    it("stores the browser's subscription, turns notifications on, and lists it", async () => {
      await call('setNotificationEnabled', c10001, { accountCode: 'C10001', source: 'gateway', enabled: false });
      expect(await notificationEnabledOf('C10001')).toBe(0);
      const target = browserTarget('c10001-laptop');

      const response = await call('addSubscription', c10001, { accountCode: 'c10001', source: 'gateway', target });

      expect(response.statusCode, response.body).toBe(200);
      const added = response.json<PushSubscription>();
      expect(added).toEqual({
        _id: expect.any(String),
        accountCode: 'C10001',
        source: 'gateway',
        status: 'active',
        target,
      });
      expect(await notificationEnabledOf('C10001')).toBe(1);
      expect(await search(c10001, ['C10001'])).toEqual([added]);
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/account/gatewayPasswordLogin',
        headers: clientHeaders,
        payload: { accountCode: 'C10001', password: 'Demo#2026pass' },
      });
      expect(login.json()).toMatchObject({ notificationEnabled: true });
      c10001 = (await signIn(testApp, 'C10001')).headers;
    });

    it('updates the same endpoint instead of storing it twice (new keys, active again)', async () => {
      const [before] = await search(c10001, ['C10001']);
      const target = { ...browserTarget('c10001-laptop'), endpoint: before?.target.endpoint ?? '' };
      testApp.clock.advance(60_000);

      const response = await call('addSubscription', c10001, { accountCode: 'C10001', source: 'gateway', target });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...before, target });
      expect(await search(c10001, ['C10001'])).toEqual([{ ...before, target }]);
    });

    it('keeps each browser apart, newest first', async () => {
      testApp.clock.advance(60_000);
      const phone = await call('addSubscription', c10001, {
        accountCode: 'C10001',
        source: 'gateway',
        target: browserTarget('c10001-phone'),
      });
      const listed = await search(c10001, ['C10001']);
      expect(listed.map((subscription) => subscription.target.endpoint)).toEqual([
        `${pushService}/c10001-phone`,
        `${pushService}/c10001-laptop`,
      ]);
      expect(listed[0]).toEqual(phone.json());
    });

    it('lets an advisor list its advisee’s subscriptions, and refuses a client listing another’s', async () => {
      const advisor = (await signIn(testApp, 'A30001')).headers;
      expect(await search(advisor, ['C10001'])).toHaveLength(2);
      const other = (await signIn(testApp, 'C10005')).headers;
      const refused = await call('searchSubscriptions', other, { accountCodes: ['C10001'], source: 'gateway' });
      expect(refused.statusCode).toBe(403);
    });

    it('gives a browser endpoint to the account that registered it last (a shared computer)', async () => {
      const c10005 = (await signIn(testApp, 'C10005')).headers;
      const shared = browserTarget('shared-desktop');
      await call('addSubscription', c10001, { accountCode: 'C10001', source: 'gateway', target: shared });
      expect(await search(c10001, ['C10001'])).toHaveLength(3);

      const taken = await call('addSubscription', c10005, { accountCode: 'C10005', source: 'gateway', target: shared });

      expect(taken.statusCode, taken.body).toBe(200);
      expect((await search(c10001, ['C10001'])).map((subscription) => subscription.target.endpoint)).not.toContain(
        shared.endpoint,
      );
      expect(await search(c10005, ['C10005'])).toEqual([taken.json()]);
    });

    it(`keeps at most ${maximumSubscriptionsPerAccount} browsers per account, dropping the least recently registered`, async () => {
      const c10005 = (await signIn(testApp, 'C10005')).headers;
      for (let index = 1; index <= maximumSubscriptionsPerAccount; index += 1) {
        testApp.clock.advance(1_000);
        const target = browserTarget(`c10005-browser-${index}`);
        const response = await call('addSubscription', c10005, { accountCode: 'C10005', source: 'gateway', target });
        expect(response.statusCode, response.body).toBe(200);
      }
      const endpoints = (await search(c10005, ['C10005'])).map((subscription) => subscription.target.endpoint);
      expect(endpoints).toHaveLength(maximumSubscriptionsPerAccount);
      expect(endpoints[0]).toBe(`${pushService}/c10005-browser-${maximumSubscriptionsPerAccount}`);
      expect(endpoints).not.toContain(`${pushService}/shared-desktop`);
    });
  });

  describe('refusals', () => {
    const valid = browserTarget('refused');

    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    it.each([
      ['auth that is not base64url', { ...valid, keys: { ...valid.keys, auth: 'not base64!' } }, 'target.keys.auth'],
      ['auth of 8 bytes', { ...valid, keys: { ...valid.keys, auth: 'BwcHBwcHBwc' } }, 'target.keys.auth'],
      ['a p256dh of 33 bytes', { ...valid, keys: { ...valid.keys, p256dh: 'Ag'.repeat(22) } }, 'target.keys.p256dh'],
      ['a p256dh off the curve', { ...valid, keys: { ...valid.keys, p256dh: offCurve } }, 'target.keys.p256dh'],
      ['no keys', { endpoint: valid.endpoint }, 'target.keys'],
      ['no auth', { ...valid, keys: { p256dh: valid.keys.p256dh } }, 'target.keys.auth'],
      ['an endpoint that is not a URL', { ...valid, endpoint: 'push service' }, 'target.endpoint'],
      ['an ftp endpoint', { ...valid, endpoint: 'ftp://push.example.com/abc' }, 'target.endpoint'],
      [
        'an endpoint with credentials',
        { ...valid, endpoint: 'https://user:pw@push.example.com/abc' },
        'target.endpoint',
      ],
      ['an extra field', { ...valid, expirationTime: null }, 'target.expirationTime'],
      ['an extra key', { ...valid, keys: { ...valid.keys, extra: 'x' } }, 'target.keys.extra'],
    ])('answers 400 for %s and stores nothing', async (_label, target, path) => {
      const before = await subscriptionRows();
      const response = await call('addSubscription', c10001, { accountCode: 'C10001', source: 'gateway', target });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().details.fieldErrors.map((field: { path: string }) => field.path)).toEqual([path]);
      expect(await subscriptionRows()).toEqual(before);
    });

    it('answers 403 for a fos (virtual-asset) account, and stores nothing', async () => {
      const fos = (await signIn(testApp, 'V20001', { source: 'fos' })).headers;
      const before = await subscriptionRows();
      const added = await call('addSubscription', fos, { accountCode: 'V20001', source: 'fos', target: valid });
      expect(added.statusCode, added.body).toBe(403);
      expect(added.json()).toMatchObject({ message: 'Push notifications are for gateway accounts only.' });
      const enabled = await call('setNotificationEnabled', fos, {
        accountCode: 'V20001',
        source: 'fos',
        enabled: true,
      });
      expect(enabled.statusCode).toBe(403);
      expect(await subscriptionRows()).toEqual(before);
    });

    it("answers 403 in an advisee session an advisor opened: the client's pushes are the client's", async () => {
      const advisor = createTestBrowser(testApp);
      await advisor.signIn('A30001');
      const opened = await advisor.post(
        '/api/account/adviseeLogin',
        { accountCode: 'C10002' },
        {
          accountCode: 'A30001',
          source: 'gateway',
        },
      );
      expect(opened.statusCode, opened.body).toBe(200);
      const asAdvisee = { accountCode: 'C10002', source: 'gateway' } as const;
      const before = await subscriptionRows();

      const added = await advisor.post('/api/push/addSubscription', { ...asAdvisee, target: valid }, asAdvisee);
      expect(added.statusCode, added.body).toBe(403);
      expect(added.json()).toMatchObject({
        message: "An advisee session cannot change the client's push notifications.",
      });
      const disabled = await advisor.post(
        '/api/push/setNotificationEnabled',
        { ...asAdvisee, enabled: false },
        asAdvisee,
      );
      expect(disabled.statusCode).toBe(403);
      expect(await subscriptionRows()).toEqual(before);
      expect(await notificationEnabledOf('C10002')).toBe(1);
      // The advisor may still read them (searchSubscriptions acts for advisees).
      expect(
        (
          await advisor.post(
            '/api/push/searchSubscriptions',
            { accountCodes: ['C10002'], source: 'gateway' },
            asAdvisee,
          )
        ).statusCode,
      ).toBe(200);
    });

    it("answers 403 for another account's code (the platform's ownAccountCode rule)", async () => {
      const response = await call('addSubscription', c10001, {
        accountCode: 'C10005',
        source: 'gateway',
        target: valid,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('setNotificationEnabled', () => {
    it('off: the account stops receiving (every subscription inactive); on again: only the flag', async () => {
      const off = await call('setNotificationEnabled', c10001, {
        accountCode: 'C10001',
        source: 'gateway',
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ notificationEnabled: false });
      const listed = await search(c10001, ['C10001']);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((subscription) => subscription.status === 'inactive')).toBe(true);
      expect(await notificationEnabledOf('C10001')).toBe(0);

      const on = await call('setNotificationEnabled', c10001, {
        accountCode: 'C10001',
        source: 'gateway',
        enabled: true,
      });
      expect(on.json()).toEqual({ notificationEnabled: true });
      expect((await search(c10001, ['C10001'])).every((subscription) => subscription.status === 'inactive')).toBe(true);
    });

    it('a browser that registers again is active again, the others stay inactive', async () => {
      const [laptop] = (await search(c10001, ['C10001'])).filter((s) => s.target.endpoint.endsWith('/c10001-laptop'));
      const again = await call('addSubscription', c10001, {
        accountCode: 'C10001',
        source: 'gateway',
        target: laptop?.target,
      });
      expect(again.json()).toMatchObject({ _id: laptop?._id, status: 'active' });
      const statuses = (await search(c10001, ['C10001'])).map((s) => [s.target.endpoint.split('/').at(-1), s.status]);
      expect(statuses).toEqual(
        expect.arrayContaining([
          ['c10001-laptop', 'active'],
          ['c10001-phone', 'inactive'],
        ]),
      );
    });
  });
});

describe('push service without dev support (production-like endpoints only)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PORTAL_DEV_SUPPORT: 'off' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['http://push.example.com/abc', 'must be an https URL'],
    ['https://127.0.0.1:8443/push/abc', 'must be a public push service, not a local or private address'],
    ['https://192.168.1.20/push/abc', 'must be a public push service, not a local or private address'],
  ])('refuses %s with 400', async (endpoint, message) => {
    const { headers } = await signIn(testApp, 'C10001');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/addSubscription',
      headers,
      payload: { accountCode: 'C10001', source: 'gateway', target: { ...browserTarget('x'), endpoint } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `The request body is invalid: target.endpoint: ${message}`,
      details: { fieldErrors: [{ path: 'target.endpoint', message }] },
    });
  });

  it('accepts a public https push service', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/addSubscription',
      headers,
      payload: { accountCode: 'C10001', source: 'gateway', target: browserTarget('public') },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
