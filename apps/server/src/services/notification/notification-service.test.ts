import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationFieldsOf,
  notificationTypes,
  unreadCountLimit,
  type Notification,
  type NotificationPage,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { DomainEvent } from '../../platform/runtime/events';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClient, publishEvents } from './notification-test-support';
import { createRandom, sampleEvent } from './sample-events';

type Headers = Record<string, string>;

const minuteMs = 60_000;

describe('notification service', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, headers: Headers, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/notification/${operation}`, headers, payload });
  }

  async function query(headers: Headers, payload: object): Promise<NotificationPage> {
    const response = await call('queryNotifications', headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>();
  }

  async function count(headers: Headers, accountCode: string, source: LoginSource = 'gateway'): Promise<number> {
    const response = await call('countNotifications', headers, {
      accountCode,
      source,
      status: 'unread',
      sinceLastQuery: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<number>();
  }

  async function setStatus(headers: Headers, notificationId: string, status: string, source = 'gateway') {
    return call('setNotificationStatus', headers, { notificationId, status, source });
  }

  /** Events of the account, one a minute up to the test clock's now (the last is the newest). */
  function eventsFor(accountCode: string, types: readonly (typeof notificationTypes)[number][], seed = 7) {
    const random = createRandom(seed);
    const now = testApp.clock.now().getTime();
    return types.map((type, index) =>
      sampleEvent(
        type,
        { accountCode, source: 'gateway' },
        { random, at: new Date(now - (types.length - index) * minuteMs) },
      ),
    );
  }

  it('stores every type with the fields SPEC §3 gives it and lists them newest first', async () => {
    const client = await createClient(testApp, 'Q10001');
    const events = eventsFor('Q10001', notificationTypes);
    await publishEvents(testApp.database.db, testApp.clock, events);

    const page = await query(client.headers, {
      accountCodes: ['Q10001'],
      statuses: ['unread', 'read'],
      source: 'gateway',
    });
    expect(page.hasMore).toBe(false);
    expect(page.notifications.map((notification) => notification.type)).toEqual([...notificationTypes].reverse());
    for (const notification of page.notifications) {
      const event = events.find((candidate) => candidate.type === notification.type);
      expect(notification).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: notification.type,
        startTime: event?.occurredAt?.toISOString(),
        accountCode: 'Q10001',
        source: 'gateway',
        status: 'unread',
        ...event?.fields,
      });
      expect(Object.keys(notification).sort()).toEqual(
        [
          '_id',
          'type',
          'startTime',
          'accountCode',
          'source',
          'status',
          ...notificationFieldsOf[notification.type],
        ].sort(),
      );
    }
    // Decimals travel as strings, exactly as published.
    const matched = page.notifications.find((notification) => notification.type === 'matchedStockOrderUpdate');
    expect(matched?.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('pages 45 notifications as 20, 20 and 5 from the last item shown, without duplicates at equal times', async () => {
    const client = await createClient(testApp, 'Q10002');
    const now = testApp.clock.now().getTime();
    const random = createRandom(11);
    // Three bursts of 15 at the very same millisecond: only the ids tell them apart.
    const events: DomainEvent[] = Array.from({ length: 45 }, (_, index) =>
      sampleEvent(
        'cashUpdate',
        { accountCode: 'Q10002', source: 'gateway' },
        { random, at: new Date(now - Math.floor(index / 15) * minuteMs) },
      ),
    );
    await publishEvents(testApp.database.db, testApp.clock, events);

    const base = { accountCodes: ['Q10002'], statuses: ['unread', 'read'], source: 'gateway', pageSize: 20 };
    const pages: NotificationPage[] = [await query(client.headers, base)];
    for (let pageIndex = 1; pages.at(-1)?.hasMore === true; pageIndex += 1) {
      const last = pages.at(-1)?.notifications.at(-1);
      pages.push(
        await query(client.headers, {
          ...base,
          pageIndex,
          lastQueryTime: last?.startTime,
          lastNotificationId: last?._id,
        }),
      );
    }
    expect(pages.map((page) => page.notifications.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    const listed = pages.flatMap((page) => page.notifications);
    expect(new Set(listed.map((notification) => notification._id)).size).toBe(45);
    const keys = listed.map((notification) => `${notification.startTime} ${notification._id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('lists by status, and a load-more by time alone continues below that time', async () => {
    const client = await createClient(testApp, 'Q10003');
    const [first, second, third] = await publishEvents(
      testApp.database.db,
      testApp.clock,
      eventsFor('Q10003', ['cashUpdate', 'newIPO', 'newPlan']),
    );
    const all = await query(client.headers, {
      accountCodes: ['Q10003'],
      statuses: ['unread', 'read'],
      source: 'gateway',
    });
    const idOf = (type: string) => all.notifications.find((notification) => notification.type === type)?._id ?? '';
    expect((await setStatus(client.headers, idOf('newIPO'), 'read')).json()).toBe(true);

    const read = await query(client.headers, { accountCodes: ['Q10003'], statuses: ['read'], source: 'gateway' });
    expect(read.notifications.map(({ type, status }) => ({ type, status }))).toEqual([
      { type: 'newIPO', status: 'read' },
    ]);
    const unread = await query(client.headers, { accountCodes: ['Q10003'], statuses: ['unread'], source: 'gateway' });
    expect(unread.notifications.map((notification) => notification.type)).toEqual(['newPlan', 'cashUpdate']);

    const older = await query(client.headers, {
      accountCodes: ['Q10003'],
      statuses: ['unread', 'read'],
      source: 'gateway',
      pageIndex: 1,
      lastQueryTime: second?.occurredAt.toISOString(),
    });
    expect(older.notifications.map((notification) => notification.type)).toEqual(['cashUpdate']);
    expect(first?.type).toBe('cashUpdate');
    expect(third?.type).toBe('newPlan');
  });

  it('counts the unread ones since the last first page: zero after listing, rising with new events', async () => {
    const client = await createClient(testApp, 'Q10004');
    expect(await count(client.headers, 'Q10004')).toBe(0);
    await publishEvents(testApp.database.db, testApp.clock, eventsFor('Q10004', ['cashUpdate', 'newIPO']));
    // Never listed: every unread one counts.
    expect(await count(client.headers, 'Q10004')).toBe(2);
    // A list of the read ones only has shown none of the unread: the count stays.
    await query(client.headers, { accountCodes: ['Q10004'], statuses: ['read'], source: 'gateway' });
    expect(await count(client.headers, 'Q10004')).toBe(2);

    const base = { accountCodes: ['Q10004'], statuses: ['unread', 'read'], source: 'gateway' };
    const first = await query(client.headers, base);
    expect(await count(client.headers, 'Q10004')).toBe(0);

    testApp.clock.advance(minuteMs);
    await publishEvents(testApp.database.db, testApp.clock, [
      sampleEvent(
        'newPlan',
        { accountCode: 'Q10004', source: 'gateway' },
        { random: createRandom(1), at: testApp.clock.now() },
      ),
    ]);
    testApp.clock.advance(minuteMs);
    const [latest] = await publishEvents(testApp.database.db, testApp.clock, [
      sampleEvent(
        'newDocument',
        { accountCode: 'Q10004', source: 'gateway' },
        { random: createRandom(2), at: testApp.clock.now() },
      ),
    ]);
    expect(await count(client.headers, 'Q10004')).toBe(2);

    // A load-more does not reset the count; reading or deleting a new one takes it off.
    const last = first.notifications.at(-1);
    await query(client.headers, {
      ...base,
      pageIndex: 1,
      lastQueryTime: last?.startTime,
      lastNotificationId: last?._id,
    });
    expect(await count(client.headers, 'Q10004')).toBe(2);
    const newest = (await query(client.headers, { ...base, pageSize: 1 })).notifications[0];
    expect(newest?.startTime).toBe(latest?.occurredAt.toISOString());
    expect(await count(client.headers, 'Q10004')).toBe(0);
  });

  it(`stops counting at ${unreadCountLimit}`, async () => {
    const client = await createClient(testApp, 'Q10005');
    const random = createRandom(3);
    const now = testApp.clock.now();
    await publishEvents(
      testApp.database.db,
      testApp.clock,
      Array.from({ length: unreadCountLimit + 20 }, () =>
        sampleEvent('cashUpdate', { accountCode: 'Q10005', source: 'gateway' }, { random, at: now }),
      ),
    );
    expect(await count(client.headers, 'Q10005')).toBe(unreadCountLimit);
  });

  it('deletes for good: gone from every list and the count, and it cannot be read or deleted again', async () => {
    const client = await createClient(testApp, 'Q10006');
    await publishEvents(testApp.database.db, testApp.clock, eventsFor('Q10006', ['cashUpdate', 'newIPO']));
    const base = { accountCodes: ['Q10006'], statuses: ['unread', 'read'], source: 'gateway' };
    const [newIpo, cashUpdate] = (await query(client.headers, base)).notifications;
    expect(await count(client.headers, 'Q10006')).toBe(0);

    const deleted = await setStatus(client.headers, newIpo?._id ?? '', 'deleted');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect((await query(client.headers, base)).notifications.map((notification) => notification._id)).toEqual([
      cashUpdate?._id,
    ]);
    for (const status of ['read', 'deleted']) {
      const again = await setStatus(client.headers, newIpo?._id ?? '', status);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such notification.' });
    }
    const row = await testApp.database.db
      .selectFrom('notification')
      .select('status')
      .where('id', '=', newIpo?._id ?? '')
      .executeTakeFirst();
    expect(row?.status).toBe('deleted');

    // An unread one deleted before it was listed leaves the count too.
    testApp.clock.advance(minuteMs);
    await publishEvents(testApp.database.db, testApp.clock, [
      sampleEvent(
        'newPlan',
        { accountCode: 'Q10006', source: 'gateway' },
        { random: createRandom(5), at: testApp.clock.now() },
      ),
    ]);
    expect(await count(client.headers, 'Q10006')).toBe(1);
    const fresh = await testApp.database.db
      .selectFrom('notification')
      .select('id')
      .where('account_code', '=', 'Q10006')
      .where('type', '=', 'newPlan')
      .executeTakeFirstOrThrow();
    expect((await setStatus(client.headers, fresh.id, 'deleted')).json()).toBe(true);
    expect(await count(client.headers, 'Q10006')).toBe(0);
  });

  it("answers 404 for another account's notification and leaves it as it was", async () => {
    const intruder = await signIn(testApp, 'C10005');
    const victim = await testApp.database.db
      .selectFrom('notification')
      .select(['id', 'status'])
      .where('account_code', '=', 'C10001')
      .where('status', '=', 'unread')
      .executeTakeFirstOrThrow();
    for (const status of ['read', 'deleted']) {
      const response = await setStatus(intruder.headers, victim.id, status);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such notification.' });
    }
    // The same answer as for an id that does not exist: nothing tells them apart.
    const unknown = await setStatus(intruder.headers, '00000000-0000-4000-8000-000000000000', 'read');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'There is no such notification.' });
    // Its own source only: the right account on the wrong source is none either.
    const owner = await signIn(testApp, 'C10001');
    expect((await setStatus(owner.headers, victim.id, 'read', 'fos')).statusCode).toBe(404);
    const after = await testApp.database.db
      .selectFrom('notification')
      .select('status')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('unread');
  });

  it("lets an advisor list and read its advisees' notifications, and refuses another client's", async () => {
    const advisor = await signIn(testApp, 'A30001');
    const page = await query(advisor.headers, {
      accountCodes: ['C10001', 'c10002'],
      statuses: ['unread', 'read'],
      source: 'gateway',
      pageSize: 100,
    });
    const owners = new Set(page.notifications.map((notification) => notification.accountCode));
    expect(owners).toEqual(new Set(['C10001', 'C10002']));
    const times = page.notifications.map((notification) => notification.startTime);
    expect(times).toEqual([...times].sort().reverse());
    const unread = page.notifications.find(
      (notification: Notification) => notification.accountCode === 'C10002' && notification.status === 'unread',
    );
    expect((await setStatus(advisor.headers, unread?._id ?? '', 'read')).json()).toBe(true);

    const refused = await call('queryNotifications', advisor.headers, {
      accountCodes: ['C10005'],
      statuses: ['unread'],
      source: 'gateway',
    });
    expect(refused.statusCode).toBe(403);
    const countRefused = await call('countNotifications', advisor.headers, {
      accountCode: 'C10005',
      status: 'unread',
      sinceLastQuery: true,
      source: 'gateway',
    });
    expect(countRefused.statusCode).toBe(403);
    const other = await testApp.database.db
      .selectFrom('notification')
      .select('id')
      .where('account_code', '=', 'C10005')
      .executeTakeFirstOrThrow();
    expect((await setStatus(advisor.headers, other.id, 'deleted')).statusCode).toBe(404);
  });

  it('keeps the sources apart: the fos client lists its own notifications on fos only', async () => {
    const fos = await signIn(testApp, 'V20001', { source: 'fos' });
    const page = await query(fos.headers, { accountCodes: ['V20001'], statuses: ['unread', 'read'], source: 'fos' });
    expect(page.notifications.length).toBeGreaterThan(0);
    expect(page.notifications.every((notification) => notification.source === 'fos')).toBe(true);
    const gateway = await signIn(testApp, 'C10001');
    const wrongSource = await call('queryNotifications', gateway.headers, {
      accountCodes: ['C10001'],
      statuses: ['unread'],
      source: 'fos',
    });
    expect(wrongSource.statusCode).toBe(403);
  });

  it('refuses a later page without the last item, saying paging goes from the last one shown', async () => {
    const client = await signIn(testApp, 'C10001');
    for (const payload of [{ pageIndex: 1 }, { lastNotificationId: '00000000-0000-4000-8000-000000000000' }]) {
      const response = await call('queryNotifications', client.headers, {
        accountCodes: ['C10001'],
        statuses: ['unread'],
        source: 'gateway',
        ...payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('needs lastQueryTime and lastNotificationId'),
      });
    }
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const client = await signIn(testApp, 'C10001');
    const before = await snapshotDatabase(testApp.database);
    const valid = { accountCodes: ['C10001'], statuses: ['unread'], source: 'gateway' };
    const badQueries: [string, object][] = [
      ['statuses', { ...valid, statuses: ['deleted'] }],
      ['statuses', { ...valid, statuses: [] }],
      ['accountCodes', { ...valid, accountCodes: [] }],
      ['accountCodes', { ...valid, accountCodes: Array.from({ length: 21 }, () => 'C10001') }],
      ['pageSize', { ...valid, pageSize: 0 }],
      ['pageSize', { ...valid, pageSize: 101 }],
      ['pageSize', { ...valid, pageSize: '20' }],
      ['pageIndex', { ...valid, pageIndex: -1 }],
      ['lastQueryTime', { ...valid, lastQueryTime: 'yesterday' }],
      ['lastNotificationId', { ...valid, lastQueryTime: '2025-01-01T00:00:00Z', lastNotificationId: "x' or 1=1" }],
      ['source', { ...valid, source: 'web' }],
    ];
    for (const [field, payload] of badQueries) {
      const response = await call('queryNotifications', client.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        details: {
          fieldErrors: expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(field) })]),
        },
      });
    }
    const badCounts: object[] = [
      { accountCode: 'C10001', status: 'read', sinceLastQuery: true, source: 'gateway' },
      { accountCode: 'C10001', status: 'unread', sinceLastQuery: false, source: 'gateway' },
    ];
    for (const payload of badCounts) {
      expect((await call('countNotifications', client.headers, payload)).statusCode).toBe(400);
    }
    const badStatuses: object[] = [
      { notificationId: 'abc', status: 'unread', source: 'gateway' },
      { notificationId: '../../etc', status: 'read', source: 'gateway' },
      { notificationId: '', status: 'deleted', source: 'gateway' },
      { notificationId: 'x'.repeat(65), status: 'deleted', source: 'gateway' },
    ];
    for (const payload of badStatuses) {
      expect((await call('setNotificationStatus', client.headers, payload)).statusCode).toBe(400);
    }
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });
});
