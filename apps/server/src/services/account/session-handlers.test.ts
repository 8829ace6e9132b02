import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBrowser, setCookieLines, type ActingAccount } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

const c10001: ActingAccount = { accountCode: 'C10001', source: 'gateway' };
const c10002: ActingAccount = { accountCode: 'C10002', source: 'gateway' };
const c10005: ActingAccount = { accountCode: 'C10005', source: 'gateway' };
const v20001: ActingAccount = { accountCode: 'V20001', source: 'fos' };
const a30001: ActingAccount = { accountCode: 'A30001', source: 'gateway' };

const minute = 60_000;
/** The test clock's start: every login below happens then unless the clock was moved. */
const loginAt = Date.parse('2025-01-15T02:00:00.000Z');
const at = (offsetMs: number) => new Date(loginAt + offsetMs).toISOString();

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function sessionRow(id: string) {
  return testApp.database.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function sessionsOf(accountCode: string) {
  return testApp.database.db
    .selectFrom('session')
    .selectAll()
    .where('account_code', '=', accountCode)
    .orderBy('created_at')
    .execute();
}

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.close();
});

describe('refreshToken', () => {
  it('gives a login 15 minutes, with cookies kept until 5 minutes past the refresh expiry', async () => {
    const browser = createTestBrowser(testApp);
    const login = await browser.signIn('C10001');
    expect(login.json()).toMatchObject({
      time: at(0),
      sessionExpirationTime: at(15 * minute),
      refreshExpirationTime: at(15 * minute),
    });
    const lines = setCookieLines(login);
    expect(lines.find((line) => line.startsWith('portal_session.gateway.C10001='))).toMatch(
      /Max-Age=1200; Path=\/api;/,
    );
    expect(lines.find((line) => line.startsWith('portal_refresh.gateway.C10001='))).toMatch(
      /Max-Age=1200; Path=\/api\/account\/refreshToken;/,
    );
    const [row] = await sessionsOf('C10001');
    expect(row?.family_expires_at).toBe(at(12 * 60 * minute));
    testApp.clock.advance(15 * minute - 1);
    expect(await browser.probe(c10001)).toBe(200);
    testApp.clock.advance(1);
    expect(await browser.probe(c10001)).toBe(401);
  });

  it('refreshes before expiry with new tokens and expiries; the old tokens stop working', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const before = browser.copy();
    testApp.clock.advance(12 * minute);
    const refreshed = await browser.refresh(c10001);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({
      accountCode: 'C10001',
      source: 'gateway',
      role: 'user',
      time: at(12 * minute),
      sessionExpirationTime: at(27 * minute),
      refreshExpirationTime: at(27 * minute),
    });
    expect(JSON.stringify(refreshed.json())).not.toMatch(/token/i);
    const lines = setCookieLines(refreshed);
    expect(lines.find((line) => line.startsWith('portal_session.gateway.C10001='))).toMatch(
      /Max-Age=1200; Path=\/api;/,
    );
    expect(lines.find((line) => line.startsWith('portal_refresh.gateway.C10001='))).toMatch(/Max-Age=1200;/);
    expect(browser.cookies().get('portal_session.gateway.C10001')).not.toBe(
      before.cookies().get('portal_session.gateway.C10001'),
    );
    // The same session row, its tokens replaced: the new session token works; the old one only for the 10 s in
    // which calls sent before the refresh may still arrive, then no more.
    expect(await sessionsOf('C10001')).toHaveLength(1);
    expect(await browser.probe(c10001)).toBe(200);
    testApp.clock.advance(10_000 - 1);
    expect(await before.probe(c10001)).toBe(200);
    testApp.clock.advance(1);
    expect(await before.probe(c10001)).toBe(401);
    testApp.clock.advance(-10_000);
    // Past the old expiry the refreshed session still works, until its own.
    testApp.clock.advance(14 * minute);
    expect(await browser.probe(c10001)).toBe(200);
  });

  it('ends the session when a rotated refresh token comes back after the leeway', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const stolen = browser.copy();
    testApp.clock.advance(12 * minute);
    expect((await browser.refresh(c10001)).statusCode).toBe(200);
    testApp.clock.advance(11_000);
    const replay = await stolen.refresh(c10001);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'This session cannot be refreshed; sign in again.',
    });
    // Whoever holds either copy is signed out: the legitimate browser's new tokens stop working too.
    expect(await browser.probe(c10001)).toBe(401);
    expect((await browser.refresh(c10001)).statusCode).toBe(401);
    const [row] = await sessionsOf('C10001');
    expect(row).toMatchObject({ end_reason: 'refreshReuse', ended_at: at(12 * minute + 11_000) });
  });

  it('keeps the rotated refresh tokens of a live session and drops those of ended ones at a login', async () => {
    const rotated = () => testApp.database.db.selectFrom('rotated_refresh_token').select('session_id').execute();
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const first = browser.copy();
    testApp.clock.advance(12 * minute);
    expect((await browser.refresh(c10001)).statusCode).toBe(200);
    testApp.clock.advance(12 * minute);
    expect((await browser.refresh(c10001)).statusCode).toBe(200);
    // Both rotated tokens still catch a replay while the session lives; another account's login keeps them.
    expect(await rotated()).toHaveLength(2);
    await createTestBrowser(testApp).signIn('C10005');
    expect(await rotated()).toHaveLength(2);
    // A new login of the account ends that session (one live session per gateway account): its rotated tokens go,
    // and a replay of one is refused all the same.
    await createTestBrowser(testApp).signIn('C10001');
    expect(await rotated()).toEqual([]);
    expect((await first.refresh(c10001)).statusCode).toBe(401);
  });

  it('answers a second tab refreshing with the same token within 10 s with the current expiries and no cookie', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const otherTab = browser.copy();
    testApp.clock.advance(13 * minute);
    const first = await browser.refresh(c10001);
    testApp.clock.advance(10_000);
    const second = await otherTab.refresh(c10001);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      sessionExpirationTime: first.json().sessionExpirationTime,
      refreshExpirationTime: first.json().refreshExpirationTime,
    });
    expect(setCookieLines(second)).toEqual([]);
    // Nothing ended: the browser (which holds the first refresh's cookies) goes on, and can refresh again later.
    expect(await browser.probe(c10001)).toBe(200);
    testApp.clock.advance(13 * minute);
    expect((await browser.refresh(c10001)).statusCode).toBe(200);
    expect(await browser.probe(c10001)).toBe(200);
  });

  it('honours a refresh token up to 5 minutes past its expiry, and no later', async () => {
    const inGrace = createTestBrowser(testApp);
    const late = createTestBrowser(testApp);
    await inGrace.signIn('C10001');
    await late.signIn('C10005');
    testApp.clock.advance(20 * minute - 1);
    expect(await inGrace.probe(c10001)).toBe(401);
    const refreshed = await inGrace.refresh(c10001);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ sessionExpirationTime: at(35 * minute - 1) });
    expect(await inGrace.probe(c10001)).toBe(200);

    testApp.clock.advance(1);
    const refused = await late.refresh(c10005);
    expect(refused.statusCode).toBe(401);
    // The refused browser forgets the account's cookies.
    const cleared = setCookieLines(refused);
    expect(cleared).toEqual([
      expect.stringMatching(/^portal_session\.gateway\.C10005=; Max-Age=0; Path=\/api;/),
      expect.stringMatching(/^portal_refresh\.gateway\.C10005=; Max-Age=0; Path=\/api\/account\/refreshToken;/),
    ]);
    // Only the device cookie (ADR 040) stays: it names the browser, not a session.
    expect([...late.cookies().keys()]).toEqual(['portal_device']);
  });

  it('refuses a refresh once the account is suspended, so its session ends with the token it has', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    testApp.clock.advance(12 * minute);
    await testApp.database.db
      .updateTable('account')
      .set({ status: 'suspended' })
      .where('account_code', '=', 'C10001')
      .execute();
    expect((await browser.refresh(c10001)).statusCode).toBe(401);
    testApp.clock.advance(3 * minute);
    expect(await browser.probe(c10001)).toBe(401);
  });

  it('never carries a session past 12 hours after its login', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const familyEnd = at(12 * 60 * minute);
    let now = 0;
    while (now + 14 * minute < 12 * 60 * minute) {
      testApp.clock.advance(14 * minute);
      now += 14 * minute;
      const refreshed = await browser.refresh(c10001);
      expect(refreshed.statusCode, `refresh at ${at(now)}`).toBe(200);
      const expiry = refreshed.json().sessionExpirationTime as string;
      expect(expiry <= familyEnd, `${expiry} at ${at(now)}`).toBe(true);
    }
    // The last refresh (at 11:54) ended its session at the family's end, not 15 minutes later.
    expect(now).toBe(714 * minute);
    testApp.clock.advance(4 * minute);
    const last = await browser.refresh(c10001);
    expect(last.json()).toMatchObject({ sessionExpirationTime: familyEnd, refreshExpirationTime: familyEnd });
    testApp.clock.set(familyEnd);
    expect(await browser.probe(c10001)).toBe(401);
    // Within 5 minutes of the refresh expiry, but the family is over.
    testApp.clock.advance(60_000);
    expect((await browser.refresh(c10001)).statusCode).toBe(401);
  });

  it('refuses a forged token, another account’s token, a missing cookie and an ended session with 401', async () => {
    const own = createTestBrowser(testApp);
    const other = createTestBrowser(testApp);
    await own.signIn('C10001');
    await other.signIn('C10005');

    const forged = createTestBrowser(testApp);
    forged.setCookie('portal_refresh.gateway.C10001', 'A'.repeat(43), '/api/account/refreshToken');
    expect((await forged.refresh(c10001)).statusCode).toBe(401);

    // C10005's refresh token presented as C10001's.
    const mixed = createTestBrowser(testApp);
    const token = other.cookies().get('portal_refresh.gateway.C10005') ?? '';
    mixed.setCookie('portal_refresh.gateway.C10001', token, '/api/account/refreshToken');
    const refused = await mixed.refresh(c10001);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toMatch(/C10005|sessionExpirationTime/);
    // ...which neither rotated nor ended C10005's session.
    expect((await other.refresh(c10005)).statusCode).toBe(200);

    // A browser naming an account whose cookie it does not hold.
    expect((await own.refresh(c10005)).statusCode).toBe(401);
    expect((await own.refresh(v20001)).statusCode).toBe(401);

    // After logout the refresh token is dead too.
    const copy = own.copy();
    const logout = await own.post('/api/account/accountLogout', { role: 'user', source: 'gateway' }, c10001);
    expect(logout.statusCode).toBe(200);
    expect((await copy.refresh(c10001)).statusCode).toBe(401);
  });
});

describe('last seen', () => {
  it('moves on a lookup that missed the cache, at most once a minute', async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('C10001');
    const [row] = await sessionsOf('C10001');
    const id = row?.id ?? '';
    expect((await sessionRow(id)).last_seen_at).toBe(at(0));
    testApp.clock.advance(30_000);
    expect(await browser.probe(c10001)).toBe(200);
    expect((await sessionRow(id)).last_seen_at).toBe(at(0));
    testApp.clock.advance(31_000);
    expect(await browser.probe(c10001)).toBe(200);
    expect((await sessionRow(id)).last_seen_at).toBe(at(61_000));
    testApp.clock.advance(2_000);
    expect(await browser.probe(c10001)).toBe(200);
    expect((await sessionRow(id)).last_seen_at).toBe(at(61_000));
    // A refresh is activity too.
    testApp.clock.advance(10 * minute);
    await browser.refresh(c10001);
    expect((await sessionRow(id)).last_seen_at).toBe(at(10 * minute + 63_000));
  });
});

describe('searchSessions and endOtherSessions', () => {
  it("lists the account's live sessions newest first, then ends the others", async () => {
    const stale = createTestBrowser(testApp);
    await stale.signIn('V20001');
    testApp.clock.advance(10 * minute);
    const chrome = createTestBrowser(testApp, { userAgent: chromeOnWindows, remoteAddress: '198.51.100.7' });
    await chrome.signIn('V20001');
    testApp.clock.advance(minute);
    const firefox = createTestBrowser(testApp, { userAgent: firefoxOnLinux, remoteAddress: '203.0.113.9' });
    await firefox.signIn('V20001');
    // The first session's refresh token is past its grace: it is no longer live.
    testApp.clock.advance(10 * minute);
    expect(await chrome.probe(v20001)).toBe(200);

    const listed = await firefox.post('/api/account/searchSessions', {}, v20001);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      sessions: [
        {
          sessionId: expect.any(String),
          browserName: 'Firefox',
          systemName: 'Linux',
          address: '203.0.113.9',
          startTime: at(11 * minute),
          // This very call is the session's latest.
          lastSeenTime: at(21 * minute),
          current: true,
          isSessionLogin: false,
        },
        {
          sessionId: expect.any(String),
          browserName: 'Chrome',
          systemName: 'Windows',
          address: '198.51.100.7',
          startTime: at(10 * minute),
          lastSeenTime: at(21 * minute),
          current: false,
          isSessionLogin: false,
        },
      ],
    });

    const ended = await firefox.post('/api/account/endOtherSessions', {}, v20001);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await chrome.probe(v20001)).toBe(401);
    expect((await chrome.refresh(v20001)).statusCode).toBe(401);
    expect(await firefox.probe(v20001)).toBe(200);
    const after = await firefox.post('/api/account/searchSessions', {}, v20001);
    expect(after.json().sessions).toHaveLength(1);
    const [chromeRow] = (await sessionsOf('V20001')).filter((row) => row.address === '198.51.100.7');
    expect(chromeRow?.end_reason).toBe('endedByUser');
  });

  it("shows a client its advisor's session on its account but leaves it alone; the advisor sees only its own", async () => {
    const client = createTestBrowser(testApp, { userAgent: chromeOnWindows });
    await client.signIn('C10001');
    testApp.clock.advance(minute);
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    expect((await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001)).statusCode).toBe(200);

    const seenByClient = (await client.post('/api/account/searchSessions', {}, c10001)).json().sessions;
    expect(seenByClient).toEqual([
      expect.objectContaining({ browserName: null, current: false, advisorAccountCode: 'A30001' }),
      expect.objectContaining({ browserName: 'Chrome', systemName: 'Windows', current: true }),
    ]);
    expect(seenByClient[1]).not.toHaveProperty('advisorAccountCode');
    expect((await client.post('/api/account/endOtherSessions', {}, c10001)).json()).toEqual({ ended: 0 });
    expect(await advisor.probe(c10001)).toBe(200);

    const seenByAdvisor = (await advisor.post('/api/account/searchSessions', {}, c10001)).json().sessions;
    expect(seenByAdvisor).toEqual([expect.objectContaining({ current: true, advisorAccountCode: 'A30001' })]);
    expect((await advisor.post('/api/account/endOtherSessions', {}, c10001)).json()).toEqual({ ended: 0 });
    expect(await client.probe(c10001)).toBe(200);
  });
});

describe('advisees', () => {
  it("lists the advisor's advisees", async () => {
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    const listed = await advisor.post('/api/account/searchAdvisees', {}, a30001);
    expect(listed.json()).toEqual({
      advisees: [
        { accountCode: 'C10001', source: 'gateway', displayName: 'Chan Tai Man' },
        { accountCode: 'C10002', source: 'gateway', displayName: 'Wong Siu Ling' },
      ],
    });
    const client = createTestBrowser(testApp);
    await client.signIn('C10001');
    expect((await client.post('/api/account/searchAdvisees', {}, c10001)).statusCode).toBe(403);
  });

  it('opens a linked advisee session beside the advisor’s, audited with the advisor’s code', async () => {
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    // C10002 signs in with an SMS code; its advisor needs none.
    const opened = await advisor.post('/api/account/adviseeLogin', { accountCode: 'c10002' }, a30001);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      result: 'Y',
      accountCode: 'C10002',
      source: 'gateway',
      role: 'user',
      advisorAccountCode: 'A30001',
      sessionExpirationTime: at(15 * minute),
    });
    expect(await advisor.probe(c10002)).toBe(200);
    expect(await advisor.probe(a30001)).toBe(200);
    const [row] = await sessionsOf('C10002');
    expect(row).toMatchObject({ advisor_account_code: 'A30001', ended_at: null });
    const audit = await testApp.database.db
      .selectFrom('login_attempt')
      .select(['account_code', 'stage', 'result', 'succeeded', 'advisor_account_code'])
      .where('stage', '=', 'advisee')
      .execute();
    expect(audit).toEqual([
      { account_code: 'C10002', stage: 'advisee', result: 'Y', succeeded: 1, advisor_account_code: 'A30001' },
    ]);
    // The advisee session refreshes like any other.
    testApp.clock.advance(13 * minute);
    expect((await advisor.refresh(c10002)).statusCode).toBe(200);
  });

  it('refuses an account that is not an advisee with 403 and audits it', async () => {
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    const refused = await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10005' }, a30001);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'This account is not one of your advisees.' });
    expect(setCookieLines(refused)).toEqual([]);
    expect(await sessionsOf('C10005')).toEqual([]);
    const audit = await testApp.database.db
      .selectFrom('login_attempt')
      .select(['account_code', 'source', 'stage', 'result', 'succeeded', 'advisor_account_code'])
      .where('stage', '=', 'advisee')
      .execute();
    expect(audit).toEqual([
      {
        account_code: 'C10005',
        source: 'gateway',
        stage: 'advisee',
        result: 'notAdvisee',
        succeeded: 0,
        advisor_account_code: 'A30001',
      },
    ]);
  });

  it('refuses an advisee whose account is not active with the login code of its status (422)', async () => {
    await testApp.database.db
      .updateTable('account')
      .set({ status: 'suspended' })
      .where('account_code', '=', 'C10001')
      .execute();
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    const refused = await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'S', message: 'Account is suspended' });
    expect(await sessionsOf('C10001')).toEqual([]);
    const audit = await testApp.database.db
      .selectFrom('login_attempt')
      .select(['result', 'advisor_account_code'])
      .where('stage', '=', 'advisee')
      .execute();
    expect(audit).toEqual([{ result: 'S', advisor_account_code: 'A30001' }]);
  });

  it('keeps advisee sessions apart from the client’s own: neither replaces the other', async () => {
    const client = createTestBrowser(testApp);
    await client.signIn('C10001');
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    const firstAdviseeSession = advisor.copy();
    expect(await client.probe(c10001)).toBe(200);
    expect(await advisor.probe(c10001)).toBe(200);

    // The client signs in again elsewhere: its older own session ends, the advisor's advisee session stays.
    const clientElsewhere = createTestBrowser(testApp);
    await clientElsewhere.signIn('C10001');
    expect(await client.probe(c10001)).toBe(401);
    expect(await advisor.probe(c10001)).toBe(200);

    // The advisor opens the same advisee again: only its own earlier advisee session is replaced.
    await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001);
    expect(await firstAdviseeSession.probe(c10001)).toBe(401);
    expect(await advisor.probe(c10001)).toBe(200);
    expect(await clientElsewhere.probe(c10001)).toBe(200);
  });
});

describe('managers (issue 28 part 5)', () => {
  const m40001: ActingAccount = { accountCode: 'M40001', source: 'gateway' };

  it("signs the demo manager in as a manager, with no advisees of its own and no session of its advisors' clients", async () => {
    const manager = createTestBrowser(testApp);
    const login = await manager.signIn('M40001');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ result: 'Y', accountCode: 'M40001', role: 'manager' });
    const advisees = await manager.post('/api/account/searchAdvisees', {}, m40001);
    expect(advisees.json()).toEqual({ advisees: [] });
    // Only advisors open advisee sessions: a manager over A30001 does not reach A30001's clients that way.
    for (const accountCode of ['C10001', 'C10002']) {
      const refused = await manager.post('/api/account/adviseeLogin', { accountCode }, m40001);
      expect(refused.statusCode).toBe(403);
      expect(await sessionsOf(accountCode)).toEqual([]);
    }
    const opened = await testApp.database.db.selectFrom('audit_entry').select('id').execute();
    expect(opened).toEqual([]);
  });
});
