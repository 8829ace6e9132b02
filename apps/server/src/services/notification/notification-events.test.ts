import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@portal/contract';
import { migrateToLatest } from '../../db/migrate';
import { createTestClock } from '../../platform/runtime/clock';
import { createEventPublisher, type DomainEvent } from '../../platform/runtime/events';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { subscribeNotifications } from './notification-events';
import { listNotifications } from './queries';

const matchedOrder: DomainEvent = {
  type: 'matchedStockOrderUpdate',
  accountCode: 'c10001',
  source: 'gateway',
  fields: {
    code: '00700;TENCENT;HK',
    referenceCode: 'SO2026030200318',
    quantity: '200',
    currencyCode: 'HKD',
    amount: '77720.00',
  },
};

describe('notifications from domain events', () => {
  let testDatabase: TestDatabase;
  const clock = createTestClock('2026-03-02T01:30:00.000Z');
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;
  const listed = () =>
    listNotifications(db(), {
      accountCodes: ['C10001'],
      source: 'gateway',
      statuses: ['unread', 'read'],
      pageSize: 100,
    }).then((page) => page.notifications);

  it('stores one unread notification per event, at its time, and hands it on once committed', async () => {
    const events = createEventPublisher({ clock });
    const stored: Notification[] = [];
    subscribeNotifications(events, { afterStored: async (notification) => void stored.push(notification) });
    const published = await events.inTransaction(db(), (_transaction, publish) => publish(matchedOrder));
    await events.settled();

    const expected = {
      _id: expect.any(String),
      type: 'matchedStockOrderUpdate',
      startTime: '2026-03-02T01:30:00.000Z',
      accountCode: 'C10001',
      source: 'gateway',
      status: 'unread',
      ...matchedOrder.fields,
    };
    expect(await listed()).toEqual([expected]);
    expect(stored).toEqual(await listed());
    const row = await db().selectFrom('notification').select('event_id').executeTakeFirstOrThrow();
    expect(row.event_id).toBe(published.id);
  });

  it('stores nothing, and pushes nothing, when the change that published the event rolls back', async () => {
    const events = createEventPublisher({ clock });
    const afterStored = vi.fn(async () => undefined);
    subscribeNotifications(events, { afterStored });
    const before = await listed();
    await expect(
      events.inTransaction(db(), async (_transaction, publish) => {
        await publish({ ...matchedOrder, fields: { ...matchedOrder.fields, referenceCode: 'SO2026030200319' } });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await events.settled();
    expect(await listed()).toEqual(before);
    expect(afterStored).not.toHaveBeenCalled();
  });

  it('refuses an event whose decimals are not decimal strings: the change rolls back', async () => {
    const events = createEventPublisher({ clock });
    subscribeNotifications(events);
    const before = await listed();
    const eventsBefore = await db().selectFrom('domain_event').select('id').execute();
    await expect(
      events.inTransaction(db(), (_transaction, publish) =>
        publish({ ...matchedOrder, fields: { ...matchedOrder.fields, amount: '7.772e4' } }),
      ),
    ).rejects.toThrow(/decimal/);
    expect(await listed()).toEqual(before);
    expect(await db().selectFrom('domain_event').select('id').execute()).toEqual(eventsBefore);
  });

  it('needs no after-stored action (the seed stores its history without pushes)', async () => {
    const events = createEventPublisher({ clock });
    subscribeNotifications(events);
    const before = (await listed()).length;
    await events.inTransaction(db(), (_transaction, publish) =>
      publish({
        type: 'newIPO',
        accountCode: 'C10001',
        source: 'gateway',
        fields: { code: '02590;NEW VISION HEALTH;HK' },
      }),
    );
    await events.settled();
    expect(await listed()).toHaveLength(before + 1);
  });
});
