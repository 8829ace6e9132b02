import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimSessionHandoff, issueSessionHandoff, sessionHandoffLifetimeMs } from './session-handoff';

let testApp: TestApp;

describe('session hand-off tokens', () => {
  beforeEach(async () => {
    testApp = await createTestApp({ variant: 'abci' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('issues a URL-safe token for an existing account only, with the path that redeems it', async () => {
    const issued = await issueSessionHandoff(testApp.database.db, testApp.clock, {
      accountCode: 'c10001',
      source: 'gateway',
    });
    expect(issued?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued?.path).toBe(`/users/sessionLogin?token=${issued?.token}`);
    expect(issued?.expiresAt.getTime()).toBe(testApp.clock.now().getTime() + sessionHandoffLifetimeMs);
    expect(
      await issueSessionHandoff(testApp.database.db, testApp.clock, { accountCode: 'C10001', source: 'fos' }),
    ).toBeUndefined();
  });

  it('gives a token to exactly one of several claims made at the same moment', async () => {
    const issued = await issueSessionHandoff(testApp.database.db, testApp.clock, {
      accountCode: 'C10001',
      source: 'gateway',
    });
    const token = issued?.token ?? '';
    // Started together, so their queries interleave: a read-then-write claim would hand the token out three times.
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimSessionHandoff(testApp.database.db, testApp.clock, token)),
    );
    expect(claims.map((claim) => claim.outcome).sort()).toEqual(['claimed', 'used', 'used']);
  });

  it('tells an expired token from an unknown one', async () => {
    const issued = await issueSessionHandoff(testApp.database.db, testApp.clock, {
      accountCode: 'C10001',
      source: 'gateway',
    });
    testApp.clock.advance(sessionHandoffLifetimeMs);
    expect(await claimSessionHandoff(testApp.database.db, testApp.clock, issued?.token ?? '')).toMatchObject({
      outcome: 'expired',
    });
    expect(await claimSessionHandoff(testApp.database.db, testApp.clock, 'never-issued')).toEqual({
      outcome: 'unknown',
    });
  });
});
