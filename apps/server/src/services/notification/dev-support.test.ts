import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationFieldsOf } from '@portal/contract';
import { migrateToLatest } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { createTestClock } from '../../platform/runtime/clock';
import { loadConfig } from '../../platform/runtime/config';
import { registerErrorHandling } from '../../platform/http/errors';
import { createEventPublisher } from '../../platform/runtime/events';
import { registerJsonBodyParser } from '../../platform/http/json-body';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { clientHeaders } from '../../test/sign-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { notificationDevSupportPaths, registerNotificationDevSupport } from './dev-support';
import { subscribeNotifications } from './notification-events';
import { notificationOf } from './queries';

const now = '2026-03-02T01:30:00.000Z';

describe('POST /api/_dev/events', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const clock = createTestClock(now);
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    await seedDatabase(testDatabase.database.db, clock, {
      demoAccounts: true,
      passwords: createPasswordHasher({ nodeEnv: 'test' }),
    });
    const events = createEventPublisher({ clock });
    subscribeNotifications(events);
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerJsonBodyParser(app);
    registerNotificationDevSupport(app, { config: testDatabase.config, db: testDatabase.database.db, events, clock });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;
  const post = (payload: object, headers: Record<string, string> = clientHeaders) =>
    app.inject({ method: 'POST', url: notificationDevSupportPaths.events, headers, payload });
  const notificationCount = async () => (await db().selectFrom('notification').select('id').execute()).length;

  it('publishes an event with made-up fields of the type and answers its notification', async () => {
    const response = await post({ accountCode: 'c10005', type: 'matchedStockOrderUpdate' });
    expect(response.statusCode, response.body).toBe(200);
    const { notificationId } = response.json<{ notificationId: string }>();
    const stored = await db()
      .selectFrom('notification')
      .selectAll()
      .where('id', '=', notificationId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      account_code: 'C10005',
      source: 'gateway',
      type: 'matchedStockOrderUpdate',
      status: 'unread',
      start_time: now,
      currency_code: expect.stringMatching(/^(HKD|USD)$/),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      document_name: null,
    });
    expect(Object.keys(notificationOf(stored))).toEqual(
      expect.arrayContaining([...notificationFieldsOf.matchedStockOrderUpdate]),
    );
  });

  it('publishes the fields it is given, on the source named', async () => {
    const response = await post({
      accountCode: 'V20001',
      source: 'fos',
      type: 'cashMovement',
      fields: { currencyCode: 'USD', amount: '-250.50', referenceCode: 'WD2026030200001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db()
      .selectFrom('notification')
      .select(['account_code', 'source', 'currency_code', 'amount', 'reference_code'])
      .where('id', '=', response.json<{ notificationId: string }>().notificationId)
      .executeTakeFirst();
    expect(stored).toEqual({
      account_code: 'V20001',
      source: 'fos',
      currency_code: 'USD',
      amount: '-250.50',
      reference_code: 'WD2026030200001',
    });
  });

  it.each([
    ['an unknown type', { accountCode: 'C10001', type: 'lotteryWin' }, 400, /type \(one of cashUpdate/],
    ['no account code', { type: 'newIPO' }, 400, /accountCode and type/],
    ['an unknown account', { accountCode: 'Z99999', type: 'newIPO' }, 404, /No gateway account Z99999/],
    ['the gateway code on fos', { accountCode: 'C10001', source: 'fos', type: 'newIPO' }, 404, /No fos account/],
    [
      'a missing field',
      { accountCode: 'C10001', type: 'cashUpdate', fields: { currencyCode: 'HKD' } },
      400,
      /carries exactly these fields: currencyCode, balance; missing: balance/,
    ],
    [
      'a field of another type',
      { accountCode: 'C10001', type: 'newIPO', fields: { code: '00700;TENCENT;HK', amount: '1.00' } },
      400,
      /not of this type: amount/,
    ],
    [
      'an amount that is not a decimal string',
      { accountCode: 'C10001', type: 'cashUpdate', fields: { currencyCode: 'HKD', balance: '1e5' } },
      400,
      /balance: Must be a decimal number/,
    ],
  ] as const)('refuses %s, storing nothing', async (_label, payload, status, message) => {
    const before = await notificationCount();
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await notificationCount()).toBe(before);
  });

  it('needs the client header, like every call that changes something', async () => {
    const response = await post({ accountCode: 'C10001', type: 'newIPO' }, {});
    expect(response.statusCode).toBe(403);
  });

  it('is not there without PORTAL_DEV_SUPPORT=on', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    registerNotificationDevSupport(bare, {
      config: loadConfig({ PORTAL_DEV_SUPPORT: 'off' }),
      db: db(),
      events: createEventPublisher({ clock }),
      clock,
    });
    const response = await bare.inject({
      method: 'POST',
      url: notificationDevSupportPaths.events,
      headers: clientHeaders,
      payload: { accountCode: 'C10001', type: 'newIPO' },
    });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});
