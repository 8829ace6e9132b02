import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts, type PushSubscription } from '@portal/contract';
import type { DomainEvent } from '../../platform/runtime/events';
import { clientHeaders } from '../../test/sign-in';
import { pushDevSupportPaths, type PushReceipt } from './dev-support';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('push dev support (PORTAL_DEV_SUPPORT=on): a push service on the server itself', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    // app.ts registers the push dev support when PORTAL_DEV_SUPPORT is on, as the push test app has it.
    expect(testApp.app.hasRoute({ method: 'GET', url: pushDevSupportPaths.receipts })).toBe(true);
    // Listening for real: the server's push sender reaches its own endpoint over HTTP, as in the journeys.
    origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function post(path: string, body: unknown, headers: Record<string, string> = clientHeaders) {
    return fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function receiptsOf(name: string): Promise<PushReceipt[]> {
    const response = await fetch(`${origin}${pushDevSupportPaths.receipts}?name=${name}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { receipts: PushReceipt[] }).receipts;
  }

  async function publish(event: DomainEvent) {
    const published = await testApp.events.inTransaction(testApp.database.db, (_transaction, send) => send(event));
    await testApp.events.settled();
    return testApp.database.db
      .selectFrom('notification')
      .select('id')
      .where('event_id', '=', published.id)
      .executeTakeFirstOrThrow();
  }

  it("subscribes an account on the server's own endpoint; a published event's push is recorded and decrypted", async () => {
    const subscribed = await post(pushDevSupportPaths.subscriber, { accountCode: 'c10001' });
    expect(subscribed.status).toBe(200);
    const subscription = (await subscribed.json()) as PushSubscription;
    expect(subscription).toMatchObject({
      accountCode: 'C10001',
      source: 'gateway',
      status: 'active',
      target: { endpoint: `${origin}/api/_dev/pushEndpoint/c10001` },
    });

    const notification = await publish({
      type: 'cashUpdate',
      accountCode: 'C10001',
      source: 'gateway',
      fields: { currencyCode: 'HKD', balance: '86250.40' },
    });

    const [receipt, ...older] = await receiptsOf('c10001');
    expect(older).toEqual([]);
    expect(receipt).toMatchObject({
      name: 'c10001',
      status: 201,
      headers: {
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '86400',
        authorization: expect.stringMatching(/^vapid t=/),
      },
      receivedAt: testApp.clock.now().toISOString(),
      message: {
        title: notificationTexts.en.title.cashUpdate,
        body: expect.stringContaining('86,250.40'),
        notificationId: notification.id,
        type: 'cashUpdate',
        url: '/notifications',
      },
    });
    expect(Buffer.from(receipt?.body ?? '', 'base64').length).toBeGreaterThan(86);
  });

  it("answers 410 at the endpoint named 'gone': the server then deletes that subscription", async () => {
    const subscribed = await post(pushDevSupportPaths.subscriber, { accountCode: 'C10005', name: 'gone' });
    const { _id } = (await subscribed.json()) as PushSubscription;

    await publish({ type: 'newIPO', accountCode: 'C10005', source: 'gateway', fields: { code: '02015;LIAUTO;HK' } });

    const [receipt] = await receiptsOf('gone');
    expect(receipt).toMatchObject({ status: 410, message: { type: 'newIPO' } });
    const row = await testApp.database.db.selectFrom('push_subscription').select('id').where('id', '=', _id).execute();
    expect(row).toEqual([]);
  });

  it('records a push sent straight to an endpoint without the web client header', async () => {
    const response = await fetch(`${origin}/api/_dev/pushEndpoint/direct`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ttl: '60' },
      body: Buffer.from([1, 2, 3]),
    });
    expect(response.status).toBe(201);
    expect(await receiptsOf('direct')).toEqual([
      {
        name: 'direct',
        status: 201,
        headers: { 'content-type': 'application/octet-stream', ttl: '60' },
        body: 'AQID',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('refuses a bad endpoint name, an unknown account, and a subscriber call without the client header', async () => {
    const badName = await fetch(`${origin}/api/_dev/pushEndpoint/${'x'.repeat(65)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from([1]),
    });
    expect(badName.status).toBe(400);
    expect((await post(pushDevSupportPaths.subscriber, { accountCode: 'Z99999' })).status).toBe(404);
    expect((await post(pushDevSupportPaths.subscriber, { accountCode: 'C10001' }, {})).status).toBe(403);
    expect((await post(pushDevSupportPaths.subscriber, { accountCode: 'C10001', extra: 1 })).status).toBe(400);
  });
});

describe('push dev support without PORTAL_DEV_SUPPORT', () => {
  it('is not there', async () => {
    const testApp = await createTestApp({ env: { PORTAL_DEV_SUPPORT: 'off' } });
    try {
      const receipts = await testApp.app.inject({ method: 'GET', url: pushDevSupportPaths.receipts });
      expect(receipts.statusCode).toBe(404);
      const endpoint = await testApp.app.inject({
        method: 'POST',
        url: '/api/_dev/pushEndpoint/c10001',
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from([1]),
      });
      expect(endpoint.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
