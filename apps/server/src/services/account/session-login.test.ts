import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueSessionHandoff, sessionHandoffLifetimeMs } from '../../platform/identity/session-handoff';
import { demoPassword } from '../../db/seed/demo-accounts';
import { clientHeaders, cookiesOf } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

async function handoffFor(accountCode: string): Promise<string> {
  const issued = await issueSessionHandoff(testApp.database.db, testApp.clock, { accountCode, source: 'gateway' });
  if (issued === undefined) throw new Error(`No account ${accountCode}`);
  return issued.token;
}

function sessionLogin(token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/account/sessionLogin',
    headers: clientHeaders,
    payload: { token },
  });
}

async function audit() {
  return testApp.database.db
    .selectFrom('login_attempt')
    .select(['account_code', 'stage', 'result', 'succeeded'])
    .where('stage', '=', 'sessionLogin')
    .orderBy('attempted_at')
    .execute();
}

async function liveSessions() {
  return testApp.database.db
    .selectFrom('session')
    .select(['account_code', 'is_session_login'])
    .where('ended_at', 'is', null)
    .execute();
}

describe('session login (brand with sessionLoginMode)', () => {
  beforeEach(async () => {
    testApp = await createTestApp({ variant: 'abci' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('refuses a password login with C (no channel permission): people sign in from the host app only', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/gatewayPasswordLogin',
      headers: clientHeaders,
      payload: { accountCode: 'C10001', password: demoPassword },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'C' });
    expect(await liveSessions()).toEqual([]);
  });

  it('signs the account in from a hand-off token, marked isSessionLogin in the answer and the session', async () => {
    const response = await sessionLogin(await handoffFor('C10001'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'Y',
      accountCode: 'C10001',
      source: 'gateway',
      role: 'user',
      isSessionLogin: true,
    });
    expect(await liveSessions()).toEqual([{ account_code: 'C10001', is_session_login: 1 }]);
    // The cookie it set is a working session.
    const cookie = cookiesOf(response.headers['set-cookie']);
    const call = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/retrieveInactiveTimes',
      headers: { ...clientHeaders, cookie },
      payload: {},
    });
    expect(call.statusCode).toBe(200);
    expect(await audit()).toEqual([{ account_code: 'C10001', stage: 'sessionLogin', result: 'Y', succeeded: 1 }]);
  });

  it('stores only the digest of a token', async () => {
    const token = await handoffFor('C10001');
    const rows = await testApp.database.db.selectFrom('session_handoff').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('honours a token once: the second use answers 401 and is audited', async () => {
    const token = await handoffFor('C10001');
    expect((await sessionLogin(token)).statusCode).toBe(200);
    const again = await sessionLogin(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringContaining('not valid') });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await audit()).map((row) => [row.account_code, row.result, row.succeeded])).toEqual([
      ['C10001', 'Y', 1],
      ['C10001', 'usedToken', 0],
    ]);
  });

  it('honours a token for 2 minutes and no longer', async () => {
    const early = await handoffFor('C10001');
    const late = await handoffFor('C10005');
    testApp.clock.advance(sessionHandoffLifetimeMs - 1);
    expect((await sessionLogin(early)).statusCode).toBe(200);
    testApp.clock.advance(1);
    const expired = await sessionLogin(late);
    expect(expired.statusCode).toBe(401);
    expect(await liveSessions()).toEqual([{ account_code: 'C10001', is_session_login: 1 }]);
    expect((await audit()).at(-1)).toMatchObject({ account_code: 'C10005', result: 'expiredToken', succeeded: 0 });
  });

  it('answers a forged token 401, audited without an account, and opens no session', async () => {
    const response = await sessionLogin('forged-token_0123456789abcdefghijklmnopqrstuv');
    expect(response.statusCode).toBe(401);
    expect(await liveSessions()).toEqual([]);
    expect(await audit()).toEqual([{ account_code: '', stage: 'sessionLogin', result: 'unknownToken', succeeded: 0 }]);
  });

  // platform/identity/session-handoff.test.ts races the claims themselves; here, whole requests.
  it('lets exactly one of simultaneous uses of a token in', async () => {
    const token = await handoffFor('C10001');
    const answers = await Promise.all([sessionLogin(token), sessionLogin(token), sessionLogin(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await liveSessions()).toHaveLength(1);
  });

  it('refuses an account that is not active with the password login codes (422), using up the token', async () => {
    await testApp.database.db
      .updateTable('account')
      .set({ status: 'suspended' })
      .where('account_code', '=', 'C10001')
      .execute();
    await testApp.database.db
      .updateTable('account')
      .set({ status: 'inactive' })
      .where('account_code', '=', 'C10005')
      .execute();
    const suspended = await sessionLogin(await handoffFor('C10001'));
    expect(suspended.statusCode).toBe(422);
    expect(suspended.json()).toMatchObject({ code: 'S', message: 'Account is suspended' });
    const inactive = await sessionLogin(await handoffFor('C10005'));
    expect(inactive.json()).toMatchObject({ code: 'V', message: 'Account not active' });
    expect(await liveSessions()).toEqual([]);
    expect((await audit()).map((row) => row.result)).toEqual(['S', 'V']);
  });

  it('issues a token through the dev-support endpoint, which the session-login page redeems', async () => {
    const issued = await testApp.app.inject({
      method: 'POST',
      url: '/api/_dev/sessionHandoff',
      headers: clientHeaders,
      payload: { accountCode: 'c10001' },
    });
    expect(issued.statusCode).toBe(200);
    const body = issued.json<{ token: string; path: string; accountCode: string; expiresAt: string }>();
    expect(body.path).toBe(`/users/sessionLogin?token=${body.token}`);
    expect(body).toMatchObject({ accountCode: 'C10001', source: 'gateway', expiresAt: '2025-01-15T02:02:00.000Z' });
    expect((await sessionLogin(body.token)).json()).toMatchObject({ accountCode: 'C10001', isSessionLogin: true });

    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/_dev/sessionHandoff',
      headers: clientHeaders,
      payload: { accountCode: 'Z99999' },
    });
    expect(unknown.statusCode).toBe(404);
    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/_dev/sessionHandoff',
      payload: { accountCode: 'C10001' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('session login elsewhere', () => {
  afterEach(async () => {
    await testApp.close();
  });

  it('answers 404 where the brand has no session login, leaving the token unused', async () => {
    testApp = await createTestApp({ variant: 'demo' });
    const token = await handoffFor('C10001');
    const response = await sessionLogin(token);
    expect(response.statusCode).toBe(404);
    expect(await liveSessions()).toEqual([]);
    const row = await testApp.database.db.selectFrom('session_handoff').select('used_at').executeTakeFirst();
    expect(row?.used_at).toBeNull();
    const devEndpoint = await testApp.app.inject({
      method: 'POST',
      url: '/api/_dev/sessionHandoff',
      headers: clientHeaders,
      payload: { accountCode: 'C10001' },
    });
    expect(devEndpoint.statusCode).toBe(404);
    expect(devEndpoint.json()).toMatchObject({ message: expect.stringContaining('sessionLoginMode') });
  });

  it('has no dev-support hand-off without PORTAL_DEV_SUPPORT=on', async () => {
    testApp = await createTestApp({ variant: 'abci', env: { PORTAL_DEV_SUPPORT: 'off' } });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/_dev/sessionHandoff',
      headers: clientHeaders,
      payload: { accountCode: 'C10001' },
    });
    expect(response.statusCode).toBe(404);
    expect(await testApp.database.db.selectFrom('session_handoff').select('id').execute()).toEqual([]);
  });
});
