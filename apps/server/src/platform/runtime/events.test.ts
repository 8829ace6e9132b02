import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createTestClock } from './clock';
import { createEventPublisher, type DomainEvent, type EventHandler, type PublishedEvent } from './events';

const cashUpdate: DomainEvent = {
  type: 'cashUpdate',
  accountCode: 'c10001',
  source: 'gateway',
  fields: { currencyCode: 'HKD', balance: '12500.00' },
};

describe('domain events', () => {
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

  async function storedEvent(id: string) {
    return db().selectFrom('domain_event').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A handler that writes a row of its own in the publishing transaction (as the notification service does). */
  const recordingHandler: EventHandler = async (event, transaction) => {
    await transaction
      .insertInto('server_setting')
      .values({
        name: `handled:${event.id}`,
        value: JSON.stringify(event.fields),
        created_at: event.occurredAt.toISOString(),
      })
      .execute();
    return undefined;
  };

  async function handledRow(eventId: string) {
    return db().selectFrom('server_setting').selectAll().where('name', '=', `handled:${eventId}`).executeTakeFirst();
  }

  it('stores the event and runs the handlers inside the transaction of the change', async () => {
    const events = createEventPublisher({ clock });
    events.subscribe(recordingHandler);
    const seen: PublishedEvent[] = [];
    events.subscribe(async (event, transaction) => {
      // The event row is already there, in this same transaction.
      const row = await transaction
        .selectFrom('domain_event')
        .select('id')
        .where('id', '=', event.id)
        .executeTakeFirst();
      expect(row?.id).toBe(event.id);
      seen.push(event);
      return undefined;
    });
    const published = await events.inTransaction(db(), async (_transaction, publish) => publish(cashUpdate));

    expect(seen).toEqual([published]);
    expect(published).toMatchObject({ ...cashUpdate, occurredAt: clock.now() });
    expect(await storedEvent(published.id)).toEqual({
      id: published.id,
      type: 'cashUpdate',
      account_code: 'C10001',
      source: 'gateway',
      payload: '{"currencyCode":"HKD","balance":"12500.00"}',
      occurred_at: '2026-03-02T01:30:00.000Z',
    });
    expect(await handledRow(published.id)).toBeDefined();
  });

  it('keeps the time an event happened when the publisher gives one', async () => {
    const events = createEventPublisher({ clock });
    const occurredAt = new Date('2026-02-01T08:00:00.000Z');
    const published = await events.inTransaction(db(), (_transaction, publish) =>
      publish({ ...cashUpdate, occurredAt }),
    );
    expect((await storedEvent(published.id))?.occurred_at).toBe('2026-02-01T08:00:00.000Z');
  });

  it('leaves no event, no handler row and no after-commit action when the change rolls back', async () => {
    const events = createEventPublisher({ clock });
    events.subscribe(recordingHandler);
    const afterCommit = vi.fn(async () => undefined);
    events.subscribe(async () => afterCommit);
    let published: PublishedEvent | undefined;
    await expect(
      events.inTransaction(db(), async (_transaction, publish) => {
        published = await publish(cashUpdate);
        throw new Error('the change failed after publishing');
      }),
    ).rejects.toThrow('the change failed after publishing');
    await events.settled();

    expect(published).toBeDefined();
    expect(await storedEvent(published?.id ?? '')).toBeUndefined();
    expect(await handledRow(published?.id ?? '')).toBeUndefined();
    expect(afterCommit).not.toHaveBeenCalled();
  });

  it('rolls the change back when a handler throws', async () => {
    const events = createEventPublisher({ clock });
    events.subscribe(recordingHandler);
    events.subscribe(async () => {
      throw new Error('cannot store the notification');
    });
    const eventsBefore = await db().selectFrom('domain_event').select('id').execute();
    let publishedId = '';
    await expect(
      events.inTransaction(db(), async (transaction, publish) => {
        await transaction
          .insertInto('server_setting')
          .values({ name: 'the-change', value: '{}', created_at: clock.now().toISOString() })
          .execute();
        const published = await publish(cashUpdate);
        publishedId = published.id;
      }),
    ).rejects.toThrow('cannot store the notification');
    const change = await db()
      .selectFrom('server_setting')
      .select('name')
      .where('name', '=', 'the-change')
      .executeTakeFirst();
    expect(change).toBeUndefined();
    expect(publishedId).toBe('');
    expect(await db().selectFrom('domain_event').select('id').execute()).toEqual(eventsBefore);
  });

  it('runs after-commit actions only once the transaction has committed, without holding up the caller', async () => {
    const events = createEventPublisher({ clock });
    const order: string[] = [];
    let visibleAfterCommit: unknown;
    let releasePush: () => void = () => undefined;
    const pushAnswered = new Promise<void>((resolve) => {
      releasePush = resolve;
    });
    events.subscribe(async (event) => async () => {
      // Outside the transaction: the committed event is there for everyone.
      visibleAfterCommit = (await storedEvent(event.id))?.id;
      order.push('after-commit started');
      await pushAnswered;
      order.push('after-commit finished');
    });
    const published = await events.inTransaction(db(), async (_transaction, publish) => {
      const event = await publish(cashUpdate);
      order.push('work done');
      return event;
    });
    order.push('inTransaction returned');
    expect(order).not.toContain('after-commit finished');
    let settled = false;
    const settling = events.settled().then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(order).toContain('after-commit started'));
    expect(settled).toBe(false);
    releasePush();
    await settling;
    expect(order.indexOf('work done')).toBeLessThan(order.indexOf('after-commit started'));
    expect(order.indexOf('inTransaction returned')).toBeLessThan(order.indexOf('after-commit finished'));
    expect(visibleAfterCommit).toBe(published.id);
  });

  it('logs a failing after-commit action instead of failing the publisher; the event stays stored', async () => {
    const log = { error: vi.fn() };
    const events = createEventPublisher({ clock, log });
    const failure = new Error('push service unreachable');
    events.subscribe(async () => async () => {
      throw failure;
    });
    const published = await events.inTransaction(db(), (_transaction, publish) => publish(cashUpdate));
    await events.settled();
    expect(log.error).toHaveBeenCalledWith(
      { err: failure },
      'An action after a domain event failed; the event itself is stored.',
    );
    expect(await storedEvent(published.id)).toBeDefined();
  });
});
