import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTypes } from '@portal/contract';
import { migrateToLatest } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { createTestClock } from '../../platform/runtime/clock';
import { openDatabase } from '../../platform/db/db';
import { createEventPublisher } from '../../platform/runtime/events';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { startServer } from '../../start';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { activitySimulatorJob, createActivitySimulator, simulatedClientCodes } from './activity-simulator';
import { subscribeNotifications } from './notification-events';
import { createRandom } from './sample-events';

const startedAt = '2026-03-02T01:30:00.000Z';

describe('the activity simulator', () => {
  let testDatabase: TestDatabase;
  const clock = createTestClock(startedAt);
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    await seedDatabase(testDatabase.database.db, clock, {
      demoAccounts: true,
      passwords: createPasswordHasher({ nodeEnv: 'test' }),
    });
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;

  function simulator(seed: number) {
    const events = createEventPublisher({ clock });
    subscribeNotifications(events);
    return createActivitySimulator({ db: db(), events, clock, random: createRandom(seed) });
  }

  it('simulates the gateway demo clients', () => {
    expect(simulatedClientCodes).toEqual(['C10001', 'C10002', 'C10003', 'C10004', 'C10005']);
  });

  it('publishes one event now for an active demo client, stored as an unread notification', async () => {
    const published = await simulator(1).publishOne();
    expect(published).toBeDefined();
    expect(simulatedClientCodes).toContain(published?.accountCode);
    expect(published?.occurredAt).toEqual(clock.now());
    const stored = await db()
      .selectFrom('notification')
      .selectAll()
      .where('event_id', '=', published?.id ?? '')
      .executeTakeFirst();
    expect(stored).toMatchObject({
      account_code: published?.accountCode,
      source: 'gateway',
      type: published?.type,
      status: 'unread',
      start_time: startedAt,
    });
  });

  it('varies clients and types, and tells only advisees of orders their advisor placed', async () => {
    const simulating = simulator(2);
    const published = [];
    for (let turn = 0; turn < 200; turn += 1) published.push(await simulating.publishOne());
    expect(new Set(published.map((event) => event?.accountCode))).toEqual(new Set(simulatedClientCodes));
    // Every type but the risk questionnaire's reminder, which only the suitability service raises (ADR 037).
    expect(new Set(published.map((event) => event?.type)).size).toBe(
      notificationTypes.filter((type) => type !== 'riskQuestionnaireExpiring').length,
    );
    for (const event of published) {
      if (event?.type !== 'advisorOrderPlaced') continue;
      expect(['C10001', 'C10002']).toContain(event.accountCode);
      expect(event.fields.advisorCode).toBe('A30001');
    }
  });

  it('leaves out clients that are not active, and publishes nothing when none is', async () => {
    await db().updateTable('account').set({ status: 'suspended' }).where('account_code', '!=', 'C10005').execute();
    try {
      const simulating = simulator(3);
      for (let turn = 0; turn < 20; turn += 1) expect((await simulating.publishOne())?.accountCode).toBe('C10005');
      await db().updateTable('account').set({ status: 'suspended' }).where('account_code', '=', 'C10005').execute();
      expect(await simulating.publishOne()).toBeUndefined();
    } finally {
      await db().updateTable('account').set({ status: 'active' }).execute();
    }
  });
});

describe('the activity simulator in a running server', () => {
  async function runningServer(simulator: 'on' | 'off') {
    const testDatabase = await createTestDatabase({ env: { PORT: '0', PORTAL_ACTIVITY_SIMULATOR: simulator } });
    await testDatabase.database.close();
    const clock = createTestClock(startedAt);
    const server = await startServer(testDatabase.config, { logger: false, clock });
    // A second connection, as another process would have: what the running server stored.
    const observer = openDatabase(testDatabase.config);
    return {
      server,
      clock,
      notificationsAt: (instant: Date) =>
        observer.db
          .selectFrom('notification')
          .select(['account_code', 'source', 'status'])
          .where('start_time', '=', instant.toISOString())
          .execute(),
      async close() {
        await observer.close();
        await server.close();
        await testDatabase.dispose();
      },
    };
  }

  it('publishes an event every 2 minutes from the scheduler, through the app', async () => {
    const { server, clock, notificationsAt, close } = await runningServer('on');
    // The server schedules other jobs too (the fund order lifecycle, every 5 seconds): only the simulator counts here.
    const simulatorRuns = async () =>
      (await server.scheduler.runDueJobs()).filter((name) => name === activitySimulatorJob.name);
    try {
      expect(await simulatorRuns()).toEqual([]);
      clock.advance(activitySimulatorJob.intervalMs - 1);
      expect(await simulatorRuns()).toEqual([]);
      clock.advance(1);
      expect(await simulatorRuns()).toEqual([activitySimulatorJob.name]);
      const [made, ...others] = await notificationsAt(clock.now());
      expect(others).toEqual([]);
      expect(made).toMatchObject({ source: 'gateway', status: 'unread' });
      expect(simulatedClientCodes).toContain(made?.account_code);
    } finally {
      await close();
    }
  });

  it('schedules nothing with PORTAL_ACTIVITY_SIMULATOR=off', async () => {
    const { server, clock, notificationsAt, close } = await runningServer('off');
    try {
      clock.advance(activitySimulatorJob.intervalMs);
      expect(await server.scheduler.runDueJobs()).not.toContain(activitySimulatorJob.name);
      expect(await notificationsAt(clock.now())).toEqual([]);
    } finally {
      await close();
    }
  });
});
