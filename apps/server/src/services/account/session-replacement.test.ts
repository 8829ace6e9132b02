import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { demoPassword } from '../../db/seed/demo-accounts';
import { createTestBrowser, setCookieLines, type ActingAccount } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The session and refresh cookies in a browser's jar, sorted (the device cookie of ADR 040 outlives sessions). */
function sessionCookieNames(browser: { cookies(): ReadonlyMap<string, string> }): string[] {
  return [...browser.cookies().keys()].filter((name) => name !== 'portal_device').sort();
}

let testApp: TestApp;

const c10001: ActingAccount = { accountCode: 'C10001', source: 'gateway' };
const c10002: ActingAccount = { accountCode: 'C10002', source: 'gateway' };
const c10005: ActingAccount = { accountCode: 'C10005', source: 'gateway' };
const v20001: ActingAccount = { accountCode: 'V20001', source: 'fos' };
const a30001: ActingAccount = { accountCode: 'A30001', source: 'gateway' };

/** The names of the cookies a response deletes (Max-Age=0). */
function clearedCookies(lines: readonly string[]): string[] {
  return lines
    .filter((line) => /Max-Age=0;/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')))
    .sort();
}

async function endReasonsOf(accountCode: string) {
  const rows = await testApp.database.db
    .selectFrom('session')
    .select(['end_reason', 'advisor_account_code'])
    .where('account_code', '=', accountCode)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.end_reason);
}

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.close();
});

describe('a login replaces the browser’s sessions of its source (SPEC §4 Login)', () => {
  it('ends the gateway sessions whose cookies the login carries and clears them; the fos session stays', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    await browser.signIn('V20001');
    // The same account in another browser is not this browser's to replace (a second later: sessions sort by start).
    testApp.clock.advance(1_000);
    const elsewhere = createTestBrowser(testApp);
    await elsewhere.signIn('V20001');

    const login = await browser.signIn('C10005');
    expect(login.statusCode).toBe(200);
    expect(clearedCookies(setCookieLines(login))).toEqual([
      'portal_refresh.gateway.C10001',
      'portal_session.gateway.C10001',
    ]);
    expect(sessionCookieNames(browser)).toEqual([
      'portal_refresh.fos.V20001',
      'portal_refresh.gateway.C10005',
      'portal_session.fos.V20001',
      'portal_session.gateway.C10005',
    ]);
    expect(await endReasonsOf('C10001')).toEqual(['sourceLogin']);
    expect(await browser.probe(c10005)).toBe(200);
    expect(await browser.probe(v20001)).toBe(200);
    expect(await elsewhere.probe(v20001)).toBe(200);

    // Logging in on fos replaces the fos session of this browser only.
    testApp.clock.advance(1_000);
    const fosLogin = await browser.signIn('V20001');
    expect(clearedCookies(setCookieLines(fosLogin))).toEqual([]);
    expect(await endReasonsOf('V20001')).toEqual(['sourceLogin', null, null]);
    expect(await browser.probe(c10005)).toBe(200);
    expect(await elsewhere.probe(v20001)).toBe(200);
  });

  it('leaves another browser’s sessions alone', async () => {
    const first = createTestBrowser(testApp);
    await first.signIn('C10001');
    const second = createTestBrowser(testApp);
    await second.signIn('C10005');
    expect(await first.probe(c10001)).toBe(200);
    expect(await second.probe(c10005)).toBe(200);
  });

  it('replaces them when a second-factor login completes, not at its password step', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const passwordStep = await browser.post('/api/account/gatewayPasswordLogin', {
      accountCode: 'C10002',
      password: demoPassword,
    });
    expect(passwordStep.json()).toMatchObject({ result: '2' });
    expect(await browser.probe(c10001)).toBe(200);
    const [message] = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
    const code = /(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
    const completed = await browser.post('/api/account/factorLogin', { password: code, factor: 'sms' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(clearedCookies(setCookieLines(completed))).toEqual(
      expect.arrayContaining(['portal_refresh.gateway.C10001', 'portal_session.gateway.C10001']),
    );
    expect(await browser.probe(c10001)).toBe(401);
    expect(await browser.probe(c10002)).toBe(200);
  });

  it('ends an advisor’s session and the advisee sessions it holds in this browser', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    expect(await browser.probe(c10001)).toBe(200);
    await browser.signIn('C10005');
    expect(await browser.probe(a30001)).toBe(401);
    expect(await browser.probe(c10001)).toBe(401);
    expect(sessionCookieNames(browser)).toEqual(['portal_refresh.gateway.C10005', 'portal_session.gateway.C10005']);
  });

  it('does not replace anything at an advisee login: the advisor stays signed in beside its advisee', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    const opened = await browser.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    expect(clearedCookies(setCookieLines(opened))).toEqual([]);
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10002' }, a30001);
    expect(await browser.probe(a30001)).toBe(200);
    expect(await browser.probe(c10001)).toBe(200);
    expect(await browser.probe(c10002)).toBe(200);
  });
});

describe('an advisor’s logout', () => {
  it('ends every advisee session it opened and clears the cookies this browser holds', async () => {
    const client = createTestBrowser(testApp);
    await client.signIn('C10001');
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10002' }, a30001);
    // Used once, so this process has them in its actor cache: the logout must drop them there too.
    expect(await browser.probe(c10001)).toBe(200);
    expect(await browser.probe(c10002)).toBe(200);

    const logout = await browser.post('/api/account/accountLogout', { role: 'advisor', source: 'gateway' }, a30001);
    expect(logout.statusCode).toBe(200);
    expect(clearedCookies(setCookieLines(logout))).toEqual([
      'portal_refresh.gateway.A30001',
      'portal_refresh.gateway.C10001',
      'portal_refresh.gateway.C10002',
      'portal_session.gateway.A30001',
      'portal_session.gateway.C10001',
      'portal_session.gateway.C10002',
    ]);
    expect(sessionCookieNames(browser)).toEqual([]);
    const adviseeRows = await testApp.database.db
      .selectFrom('session')
      .select(['account_code', 'end_reason'])
      .where('advisor_account_code', '=', 'A30001')
      .orderBy('account_code')
      .execute();
    expect(adviseeRows).toEqual([
      { account_code: 'C10001', end_reason: 'advisorLogout' },
      { account_code: 'C10002', end_reason: 'advisorLogout' },
    ]);
    // The client's own session is not the advisor's to end.
    expect(await client.probe(c10001)).toBe(200);
  });

  it('is not what an advisee session’s logout does: the advisor and its other advisees stay', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    await browser.post('/api/account/adviseeLogin', { accountCode: 'C10002' }, a30001);
    const logout = await browser.post('/api/account/accountLogout', { role: 'user', source: 'gateway' }, c10001);
    expect(logout.statusCode).toBe(200);
    expect(await browser.probe(c10001)).toBe(401);
    expect(await browser.probe(c10002)).toBe(200);
    expect(await browser.probe(a30001)).toBe(200);
  });
});

describe('a session another browser’s sign-in replaced says so at its next call (SESSION_REPLACED)', () => {
  const replacedAnswer = {
    code: 'SESSION_REPLACED',
    message: 'You were signed out because this account signed in on another browser or device.',
  };

  it('answers the first browser’s next call and its refresh 401 SESSION_REPLACED; the second browser carries on', async () => {
    const first = createTestBrowser(testApp);
    await first.signIn('C10001');
    expect(await first.probe(c10001)).toBe(200);
    testApp.clock.advance(1_000);
    const second = createTestBrowser(testApp);
    await second.signIn('C10001');

    const call = await first.post('/api/preference/setLanguage', { ...c10001, language: 'zh-HK' }, c10001);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toEqual(replacedAnswer);
    const refresh = await first.refresh(c10001);
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual(replacedAnswer);
    expect(await second.probe(c10001)).toBe(200);
  });

  it('answers other ended sessions as before (UNAUTHENTICATED): a logout, or no session at all', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const copy = browser.copy();
    await browser.post('/api/account/accountLogout', { role: 'user', source: 'gateway' }, c10001);
    const afterLogout = await copy.post('/api/account/retrieveInactiveTimes', {}, c10001);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const nobody = await createTestBrowser(testApp).post('/api/account/retrieveInactiveTimes', {}, c10001);
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('does not call a session this browser’s own later sign-in replaced SESSION_REPLACED (its cookies are gone)', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    testApp.clock.advance(1_000);
    await browser.signIn('C10001');
    expect(await browser.probe(c10001)).toBe(200);
  });
});
