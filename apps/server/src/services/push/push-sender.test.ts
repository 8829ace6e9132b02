import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeNotification, notificationTexts, type Notification, type PushMessage } from '@portal/contract';
import { createWebPushAdapter } from '../../adapters/push/web-push-adapter';
import type { Config } from '../../platform/runtime/config';
import { signIn } from '../../test/sign-in';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBrowserPushKeys, decryptPush, type BrowserPushKeys } from './push-decryption';
import { createPushSender, pushTimeToLiveSeconds, type PushSenderDependencies } from './push-sender';
import type { VapidSettings } from '../../platform/runtime/config';

type LogLine = { readonly level: 'info' | 'warn' | 'error'; readonly fields: object; readonly message: string };

/** A logger that keeps what it is told, to check what an operator would read. */
function recordingLog() {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (fields: object, message?: string) => {
    lines.push({ level, fields, message: message ?? '' });
  };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as PushSenderDependencies['log'] };
}

/** C10001's HKD deposit, as the notification service stores and lists it. */
function cashMovement(id: string, accountCode = 'C10001'): Notification {
  return {
    _id: id,
    type: 'cashMovement',
    startTime: '2025-01-15T02:00:00.000Z',
    accountCode,
    source: 'gateway',
    status: 'unread',
    currencyCode: 'HKD',
    amount: '12500.00',
    referenceCode: 'FO2026112200012',
  };
}

describe('push sender', () => {
  let testApp: TestApp;
  let endpoint: PushEndpoint;
  let c10001: Record<string, string>;
  const browsers = new Map<string, BrowserPushKeys>();

  beforeAll(async () => {
    testApp = await createTestApp();
    endpoint = await startPushEndpoint();
    c10001 = (await signIn(testApp, 'C10001')).headers;
  });
  afterAll(async () => {
    await testApp.close();
    await endpoint.close();
  });
  beforeEach(() => {
    endpoint.answerWith(201);
  });

  /** Registers a browser for the account through the push service, on the recording endpoint. */
  async function subscribe(headers: Record<string, string>, accountCode: string, name: string) {
    const browser = createBrowserPushKeys();
    browsers.set(name, browser);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/addSubscription',
      headers,
      payload: { accountCode, source: 'gateway', target: { endpoint: endpoint.endpointFor(name), keys: browser.keys } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ _id: string }>()._id;
  }

  function pushesTo(name: string) {
    return endpoint.received.filter((received) => received.path === `/push/${name}`);
  }

  /** What the browser's service worker would get: the decrypted JSON. */
  function messagesTo(name: string): PushMessage[] {
    const browser = browsers.get(name);
    if (browser === undefined) throw new Error(`No browser ${name}`);
    return pushesTo(name).map((push) => JSON.parse(decryptPush(push.body, browser).plaintext.toString('utf8')));
  }

  function senderWith(overrides: Partial<PushSenderDependencies> = {}) {
    return createPushSender({
      config: testApp.config,
      db: testApp.database.db,
      clock: testApp.clock,
      adapter: createWebPushAdapter(),
      ...overrides,
    });
  }

  async function subscriptionRow(id: string) {
    return testApp.database.db.selectFrom('push_subscription').selectAll().where('id', '=', id).executeTakeFirst();
  }

  it('sends one encrypted push per browser of the account, in English by default, opening the notifications page', async () => {
    const laptop = await subscribe(c10001, 'C10001', 'c10001-laptop');
    await subscribe(c10001, 'C10001', 'c10001-phone');

    await senderWith().sendFor(cashMovement('11111111-1111-4111-8111-111111111111'));

    const expected: PushMessage = {
      title: 'Cash movement',
      body: describeNotification(cashMovement('x'), 'en').sentence,
      notificationId: '11111111-1111-4111-8111-111111111111',
      type: 'cashMovement',
      url: '/notifications',
    };
    expect(expected.title).toBe(notificationTexts.en.title.cashMovement);
    expect(expected.body).toContain('12,500.00');
    expect(messagesTo('c10001-laptop')).toEqual([expected]);
    expect(messagesTo('c10001-phone')).toEqual([expected]);
    expect(pushesTo('c10001-laptop')[0]?.headers.ttl).toBe(String(pushTimeToLiveSeconds));
    expect((await subscriptionRow(laptop))?.last_sent_at).toBe(testApp.clock.now().toISOString());
  });

  it("writes in the account's preferred language", async () => {
    const language = await testApp.app.inject({
      method: 'POST',
      url: '/api/preference/setLanguage',
      headers: c10001,
      payload: { accountCode: 'C10001', source: 'gateway', language: 'zh-HK' },
    });
    expect(language.statusCode).toBe(200);

    await senderWith().sendFor(cashMovement('22222222-2222-4222-8222-222222222222'));

    const [, message] = messagesTo('c10001-laptop');
    expect(message).toEqual({
      title: notificationTexts['zh-HK'].title.cashMovement,
      body: describeNotification(cashMovement('x'), 'zh-HK').sentence,
      notificationId: '22222222-2222-4222-8222-222222222222',
      type: 'cashMovement',
      url: '/notifications',
    });
    expect(message?.title).not.toBe(notificationTexts.en.title.cashMovement);
  });

  it('deletes a subscription the push service says is gone (410), logs it, and does not throw', async () => {
    const { headers } = await signIn(testApp, 'C10005');
    const gone = await subscribe(headers, 'C10005', 'c10005-gone');
    endpoint.answerWith(410);
    const { lines, log } = recordingLog();

    await expect(
      senderWith({ log }).sendFor(cashMovement('33333333-3333-4333-8333-333333333333', 'C10005')),
    ).resolves.toBe(undefined);

    expect(pushesTo('c10005-gone')).toHaveLength(1);
    expect(await subscriptionRow(gone)).toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { subscriptionId: gone, pushService: endpoint.origin, status: 410 },
        message: 'The push service no longer knows a subscription; it is removed.',
      },
    ]);
  });

  it('keeps a subscription when the push service fails (500), and logs a warning', async () => {
    const { headers } = await signIn(testApp, 'C10005');
    const kept = await subscribe(headers, 'C10005', 'c10005-failing');
    endpoint.answerWith(500);
    const { lines, log } = recordingLog();

    await senderWith({ log }).sendFor(cashMovement('44444444-4444-4444-8444-444444444444', 'C10005'));

    expect(pushesTo('c10005-failing')).toHaveLength(1);
    expect(await subscriptionRow(kept)).toMatchObject({ status: 'active', last_sent_at: null });
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { subscriptionId: kept, pushService: endpoint.origin, status: 500 },
        message: 'A push failed: The push service answered 500: answered 500',
      },
    ]);
  });

  it('sends nothing once the account turned notifications off', async () => {
    const { headers } = await signIn(testApp, 'C10005');
    await subscribe(headers, 'C10005', 'c10005-off');
    const off = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/setNotificationEnabled',
      headers,
      payload: { accountCode: 'C10005', source: 'gateway', enabled: false },
    });
    expect(off.json()).toEqual({ notificationEnabled: false });

    await senderWith().sendFor(cashMovement('55555555-5555-4555-8555-555555555555', 'C10005'));

    expect(pushesTo('c10005-off')).toEqual([]);
  });

  it('sends nothing for a fos account or an account without browsers', async () => {
    const before = endpoint.received.length;
    await senderWith().sendFor({ ...cashMovement('66666666-6666-4666-8666-666666666666', 'V20001'), source: 'fos' });
    await senderWith().sendFor(cashMovement('77777777-7777-4777-8777-777777777777', 'C10003'));
    expect(endpoint.received.length).toBe(before);
  });

  it('refuses local endpoints without dev support: nothing is sent, a warning is logged', async () => {
    const { lines, log } = recordingLog();
    const before = pushesTo('c10001-laptop').length;

    await senderWith({ config: { ...testApp.config, devSupport: false }, log }).sendFor(
      cashMovement('88888888-8888-4888-8888-888888888888'),
    );

    expect(pushesTo('c10001-laptop')).toHaveLength(before);
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'A push was not sent: the endpoint must be an https URL.'],
      ['warn', 'A push was not sent: the endpoint must be an https URL.'],
    ]);
  });
});

describe('push sender VAPID settings', () => {
  let testApp: TestApp;
  let endpoint: PushEndpoint;
  const pair = webpush.generateVAPIDKeys();
  const vapid: VapidSettings = { keys: pair, subject: 'https://portal.example/push-contact' };

  beforeAll(async () => {
    testApp = await createTestApp({
      configure: (config) => {
        const withVapid: Config & { readonly vapid: VapidSettings } = { ...config, vapid };
        return withVapid;
      },
    });
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await testApp.close();
    await endpoint.close();
  });

  it('signs with the configured key pair and subject, and getVapidPublicKey answers that key', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    const key = await testApp.app.inject({ method: 'POST', url: '/api/push/getVapidPublicKey', headers, payload: {} });
    expect(key.json()).toEqual({ publicKey: pair.publicKey });
    const target = { endpoint: endpoint.endpointFor('configured'), keys: createBrowserPushKeys().keys };
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/addSubscription',
      headers,
      payload: { accountCode: 'C10001', source: 'gateway', target },
    });
    expect(added.statusCode, added.body).toBe(200);

    await createPushSender({
      config: testApp.config,
      db: testApp.database.db,
      clock: testApp.clock,
      adapter: createWebPushAdapter(),
    }).sendFor(cashMovement('99999999-9999-4999-8999-999999999999'));

    const [push] = endpoint.received;
    expect(push?.headers.authorization).toMatch(new RegExp(`, k=${pair.publicKey}$`));
    const jwt = /^vapid t=([^,]+),/.exec(push?.headers.authorization ?? '')?.[1] ?? '';
    const claims: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: 'https://portal.example/push-contact', aud: endpoint.origin });
    expect(await testApp.database.db.selectFrom('server_setting').selectAll().execute()).toEqual([]);
  });
});

describe('a published domain event reaches the browser (end to end)', () => {
  let testApp: TestApp;
  let endpoint: PushEndpoint;

  beforeAll(async () => {
    testApp = await createTestApp();
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await testApp.close();
    await endpoint.close();
  });

  it('stores the notification, then the recording endpoint receives exactly one push that decrypts to it', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    const browser = createBrowserPushKeys();
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/addSubscription',
      headers,
      payload: {
        accountCode: 'C10001',
        source: 'gateway',
        target: { endpoint: endpoint.endpointFor('c10001'), keys: browser.keys },
      },
    });
    expect(added.statusCode, added.body).toBe(200);

    const event = await testApp.events.inTransaction(testApp.database.db, (_transaction, publish) =>
      publish({
        type: 'matchedStockOrderUpdate',
        accountCode: 'C10001',
        source: 'gateway',
        fields: {
          code: '00700;TENCENT;HK',
          referenceCode: 'SO2026112200031',
          quantity: '1000',
          currencyCode: 'HKD',
          amount: '398400.00',
        },
      }),
    );
    await testApp.events.settled();

    const stored = await testApp.database.db
      .selectFrom('notification')
      .select(['id', 'type', 'account_code'])
      .where('event_id', '=', event.id)
      .execute();
    expect(stored).toEqual([{ id: expect.any(String), type: 'matchedStockOrderUpdate', account_code: 'C10001' }]);
    const pushes = endpoint.received.filter((received) => received.path === '/push/c10001');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(pushes[0]?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const message: unknown = JSON.parse(decryptPush(pushes[0]?.body ?? Buffer.alloc(0), browser).plaintext.toString());
    expect(message).toEqual({
      title: notificationTexts.en.title.matchedStockOrderUpdate,
      body: expect.stringContaining('HK.00700'),
      notificationId: stored[0]?.id,
      type: 'matchedStockOrderUpdate',
      url: '/notifications',
    });
  });

  it('a rolled-back change sends nothing', async () => {
    const before = endpoint.received.length;
    await expect(
      testApp.events.inTransaction(testApp.database.db, async (_transaction, publish) => {
        await publish({ type: 'newIPO', accountCode: 'C10001', source: 'gateway', fields: { code: '09999;NEWCO;HK' } });
        throw new Error('The change failed after publishing.');
      }),
    ).rejects.toThrow('The change failed after publishing.');
    await testApp.events.settled();
    expect(endpoint.received.length).toBe(before);
  });
});
