import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { clientHeaders } from '../../test/sign-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createAdjustableClock, createTestClock, type AdjustableClock } from '../runtime/clock';

const host = 'portal.example.com';

describe('the dev clock (POST /api/_dev/clock) keeps the cross-site rule of every mutating call', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let clock: AdjustableClock;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    clock = createAdjustableClock(createTestClock('2025-01-15T02:00:00.000Z'));
    app = await buildApp({ config: testDatabase.config, db: testDatabase.database.db, clock, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.dispose();
  });

  async function offsetNow(): Promise<number> {
    const answer = await app.inject({ method: 'GET', url: '/api/_dev/clock' });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ offsetMs: number }>().offsetMs;
  }

  it('refuses a call without the client header (403, the house answer) and leaves the clock where it was', async () => {
    const before = await offsetNow();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/_dev/clock',
      headers: { host, origin: 'https://attacker.example' },
      payload: { advanceMs: 60_000 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'A call that changes something must carry the x-portal-client header.',
    });
    expect(await offsetNow()).toBe(before);
  });

  it('refuses a call with the client header from a foreign Origin and leaves the clock where it was', async () => {
    const before = await offsetNow();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/_dev/clock',
      headers: { ...clientHeaders, host, origin: 'https://attacker.example' },
      payload: { advanceMs: 60_000 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-site requests are refused.' });
    expect(await offsetNow()).toBe(before);
  });

  it('moves the clock for the web client of this host', async () => {
    const before = await offsetNow();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/_dev/clock',
      headers: { ...clientHeaders, host, origin: `https://${host}` },
      payload: { advanceMs: 60_000 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ now: '2025-01-15T02:01:00.000Z', offsetMs: before + 60_000 });
    expect(await offsetNow()).toBe(before + 60_000);
  });
});
