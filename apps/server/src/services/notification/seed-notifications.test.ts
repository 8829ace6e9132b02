import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeNotification, notificationTypes } from '@portal/contract';
import { migrateToLatest } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { createTestClock } from '../../platform/runtime/clock';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { listNotifications } from './queries';
import { seedDemoNotifications } from './seed-notifications';

const seededAt = '2026-03-02T01:30:00.000Z';
const dayMs = 24 * 60 * 60 * 1000;

describe('the demo notifications of the seed', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    await seedDatabase(testDatabase.database.db, createTestClock(seededAt), {
      demoAccounts: true,
      passwords: createPasswordHasher({ nodeEnv: 'test' }),
    });
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;
  const inbox = (accountCode: string, source: 'gateway' | 'fos' = 'gateway') =>
    listNotifications(db(), { accountCodes: [accountCode], source, statuses: ['unread', 'read'], pageSize: 100 }).then(
      (page) => page.notifications,
    );
  const everyRow = () =>
    db().selectFrom('notification').selectAll().orderBy('account_code').orderBy('start_time').execute();

  it('gives C10001 every one of the 15 types, in the last 30 days, some of them read', async () => {
    const notifications = await inbox('C10001');
    // SPEC's 15; the risk questionnaire's reminder is the suitability service's (ADR 037), not made up.
    expect(new Set(notifications.map((notification) => notification.type))).toEqual(
      new Set(notificationTypes.filter((type) => type !== 'riskQuestionnaireExpiring')),
    );
    for (const notification of notifications) {
      const age = Date.parse(seededAt) - Date.parse(notification.startTime);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * dayMs);
    }
    const unread = notifications.filter((notification) => notification.status === 'unread');
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(notifications.length);
  });

  it('seeds about 30 realistic events over the demo clients, each readable in every language', async () => {
    const rows = await everyRow();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(new Set(rows.map((row) => row.account_code))).toEqual(new Set(['C10001', 'C10002', 'C10005', 'V20001']));
    const unread = rows.filter((row) => row.status === 'unread').length;
    expect(unread).toBeGreaterThan(rows.length / 2);
    for (const accountCode of ['C10001', 'C10002', 'C10005']) {
      for (const notification of await inbox(accountCode)) {
        for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
          const { sentence } = describeNotification(notification, language);
          expect(sentence).not.toMatch(/\{\{|undefined|NaN/);
        }
      }
    }
    const c10001 = await inbox('C10001');
    const matched = c10001.find((notification) => notification.type === 'matchedStockOrderUpdate');
    // References carry the Hong Kong date of the event: 1.5 hours before 09:30 in Hong Kong on 2 March 2026.
    expect(matched).toMatchObject({ code: '00700;TENCENT;HK', referenceCode: 'SO2026030200318', amount: '77720.00' });
    const fundUnits = c10001.find((notification) => notification.code === 'HK0000055571');
    expect(fundUnits === undefined ? '' : describeNotification(fundUnits, 'en').sentence).toBe(
      `152.3471 units of HK0000055571 were added to your holdings (reference ${fundUnits?.referenceCode ?? ''}).`,
    );
    expect((await inbox('V20001', 'fos')).map((notification) => notification.source)).toEqual(['fos']);
  });

  it('tells the advisees of orders their advisor placed', async () => {
    for (const accountCode of ['C10001', 'C10002']) {
      const placed = (await inbox(accountCode)).filter((notification) => notification.type === 'advisorOrderPlaced');
      expect(placed.length).toBeGreaterThan(0);
      for (const notification of placed) expect(notification.advisorCode).toBe('A30001');
    }
    expect((await inbox('C10005')).some((notification) => notification.type === 'advisorOrderPlaced')).toBe(false);
  });

  it('is idempotent: a second run, even later, adds nothing; an account without notifications gets its history', async () => {
    const before = await everyRow();
    await seedDatabase(db(), createTestClock('2026-04-15T09:00:00.000Z'), {
      demoAccounts: true,
      passwords: createPasswordHasher({ nodeEnv: 'test' }),
    });
    expect(await everyRow()).toEqual(before);

    const c10005 = before.filter((row) => row.account_code === 'C10005');
    await db().deleteFrom('notification').where('account_code', '=', 'C10005').execute();
    await seedDemoNotifications(db(), createTestClock(seededAt));
    const reseeded = (await everyRow()).filter((row) => row.account_code === 'C10005');
    expect(reseeded.map(({ type, start_time, status }) => ({ type, start_time, status }))).toEqual(
      c10005.map(({ type, start_time, status }) => ({ type, start_time, status })),
    );
  });
});
