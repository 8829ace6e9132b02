import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { demoPassword, demoTotpSecret } from '../../db/seed/demo-accounts';
import { timeStepOf, totpCodeAt } from '../../platform/identity/totp';
import { clientHeaders, cookiesOf, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

async function login(
  accountCode: string,
  password: string,
  extra: Record<string, string> = {},
  options: { path?: string; remoteAddress?: string; cookie?: string } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: options.path ?? '/api/account/gatewayPasswordLogin',
    headers: { ...clientHeaders, ...(options.cookie === undefined ? {} : { cookie: options.cookie }) },
    payload: { accountCode, password, ...extra },
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

async function call(url: string, payload: unknown, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function captchaAnswer(captchaId: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/_dev/captcha?captchaId=${captchaId}` });
  return (response.json() as { answer: string }).answer;
}

describe('password login', () => {
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('signs a plain client in (Y) with httpOnly SameSite cookies and no secret in the body', async () => {
    const response = await login('c10001', demoPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      result: 'Y',
      accountCode: 'C10001',
      source: 'gateway',
      role: 'user',
      agreementConfirmed: true,
      isForceChangePassword: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const sessionCookie = cookies.find((line) => line.startsWith('portal_session.gateway.C10001='));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Strict/);
    const stored = await testApp.database.db.selectFrom('session').selectAll().execute();
    expect(stored).toHaveLength(1);
    // Stored hashed: the cookie's token is not in the database.
    const token = sessionCookie?.split(';')[0]?.split('=')[1] ?? '';
    expect(JSON.stringify(stored)).not.toContain(decodeURIComponent(token));
  });

  it('answers a wrong password and an unknown account alike (code N, same message), and audits N and F apart', async () => {
    const wrong = await login('C10001', 'Wrong#2026pass');
    const unknown = await login('Z99999', demoPassword);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 'N', message: 'Account or Password incorrect' });
    // The code alone must not tell an attacker which account codes exist (ASVS 5.0 6.3.8; ADR 010).
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const audit = await testApp.database.db
      .selectFrom('login_attempt')
      .select(['account_code', 'source', 'result', 'succeeded'])
      .orderBy('attempted_at')
      .execute();
    expect(audit).toEqual([
      { account_code: 'C10001', source: 'gateway', result: 'N', succeeded: 0 },
      { account_code: 'Z99999', source: 'gateway', result: 'F', succeeded: 0 },
    ]);
  });

  it('answers a run of failures on an unknown account exactly as on a real one: the same codes, messages and captchas', async () => {
    async function answersFor(accountCode: string, remoteAddress: string) {
      const answers = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await login(accountCode, 'Wrong#2026pass', {}, { remoteAddress });
        const body = response.json();
        answers.push({
          status: response.statusCode,
          code: body.code,
          message: body.message,
          captchaShown: body.details?.captcha?.captchaImage !== undefined,
        });
      }
      return answers;
    }
    const real = await answersFor('C10005', '203.0.113.20');
    const unknown = await answersFor('Z77777', '203.0.113.21');
    expect(unknown).toEqual(real);
    expect(new Set(real.map((answer) => answer.code))).toEqual(new Set(['N', 'captchaRequired']));
  });

  it('returns the previous login time and status at the next login', async () => {
    await login('C10001', 'Wrong#2026pass');
    testApp.clock.advance(60_000);
    const response = await login('C10001', demoPassword);
    expect(response.json()).toMatchObject({ lastLoginStatus: 'failure', lastLoginTime: '2025-01-15T02:00:00.000Z' });
  });

  it('requires a captcha after 3 failures in 15 minutes, refuses a wrong answer, accepts the right one', async () => {
    for (let index = 0; index < 2; index += 1) expect((await login('C10001', 'nope')).json().details).toBeUndefined();
    const third = (await login('C10001', 'nope')).json();
    expect(third.code).toBe('N');
    expect(third.details.captcha.captchaImage).toMatch(/^data:image\/png;base64,/);

    const withoutCaptcha = (await login('C10001', demoPassword)).json();
    expect(withoutCaptcha).toMatchObject({ code: 'captchaRequired', message: 'Captcha required' });
    const captchaId: string = withoutCaptcha.details.captcha.captchaId;

    const wrongCaptcha = (await login('C10001', demoPassword, { captchaId, captchaText: 'XXXXX' })).json();
    expect(wrongCaptcha).toMatchObject({ code: 'captchaInvalid', message: 'Captcha invalid' });
    // A captcha answers once: the next attempt uses the new one the failure returned.
    const next: string = wrongCaptcha.details.captcha.captchaId;
    const answer = await captchaAnswer(next);
    const success = await login('C10001', demoPassword, { captchaId: next, captchaText: answer.toLowerCase() });
    expect(success.statusCode).toBe(200);
    // The success resets the count: no captcha next time.
    expect((await login('C10001', demoPassword)).statusCode).toBe(200);
  });

  it('locks the account after 10 failures, answering even the right password as wrong, then lets it in later', async () => {
    const variantWithoutCaptcha = await createTestApp({ variant: 'magpie' });
    try {
      const attempt = (password: string) =>
        variantWithoutCaptcha.app.inject({
          method: 'POST',
          url: '/api/account/gatewayPasswordLogin',
          headers: clientHeaders,
          payload: { accountCode: 'C10001', password },
        });
      for (let index = 0; index < 10; index += 1) expect((await attempt('nope')).json().code).toBe('N');
      const locked = await attempt(demoPassword);
      expect(locked.statusCode).toBe(422);
      expect(locked.json()).toMatchObject({ code: 'N', message: 'Account or Password incorrect' });
      variantWithoutCaptcha.clock.advance(16 * 60 * 1000);
      expect((await attempt(demoPassword)).statusCode).toBe(200);
    } finally {
      await variantWithoutCaptcha.close();
    }
  });

  it('rate-limits one address with 429 and a retry time', async () => {
    let last = await login('C10001', demoPassword, {}, { remoteAddress: '203.0.113.9' });
    for (let index = 0; index < 100 && last.statusCode !== 429; index += 1) {
      last = await login(`Z${index}`, demoPassword, {}, { remoteAddress: '203.0.113.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().details.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('C10001', demoPassword, {}, { remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('forces a password change for a first login (result 1) and lets a virtual-asset client in on fos only', async () => {
    expect((await login('C10003', demoPassword)).json()).toMatchObject({
      result: '1',
      isForceChangePassword: true,
      agreementConfirmed: false,
    });
    expect((await login('V20001', demoPassword, {}, { path: '/api/account/fosPasswordLogin' })).json()).toMatchObject({
      result: 'Y',
      source: 'fos',
    });
    // No gateway account V20001: answered as a wrong password is.
    expect((await login('V20001', demoPassword)).json()).toEqual({
      code: 'N',
      message: 'Account or Password incorrect',
    });
  });

  it('refuses an advisor where the brand has advisor mode off', async () => {
    const team = await createTestApp({ variant: 'team' });
    try {
      const response = await team.app.inject({
        method: 'POST',
        url: '/api/account/gatewayPasswordLogin',
        headers: clientHeaders,
        payload: { accountCode: 'A30001', password: demoPassword },
      });
      expect(response.json()).toMatchObject({ code: 'advisorDisabled', message: 'Advisor mode is disabled' });
    } finally {
      await team.close();
    }
  });

  it('refuses a mutating call without the client header or from another origin (403), changing nothing', async () => {
    const bare = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/gatewayPasswordLogin',
      payload: { accountCode: 'C10001', password: demoPassword },
    });
    expect(bare.statusCode).toBe(403);
    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/gatewayPasswordLogin',
      headers: { ...clientHeaders, origin: 'https://evil.example' },
      payload: { accountCode: 'C10001', password: demoPassword },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await testApp.database.db.selectFrom('session').selectAll().execute()).toHaveLength(0);
  });
});

describe('second factor', () => {
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  async function latestCode(accountCode: string): Promise<string> {
    const [message] = await readOutbox(testApp.database.db, { accountCode, channel: 'sms' });
    return /(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
  }

  it('sends an SMS code to the outbox and completes the login with it, once', async () => {
    const first = await login('C10002', demoPassword);
    expect(first.json()).toMatchObject({ result: '2', factor: 'sms', destination: '+852 ****4567' });
    const pending = cookiesOf(first.headers['set-cookie']);
    expect(await testApp.database.db.selectFrom('session').selectAll().execute()).toHaveLength(0);
    const code = await latestCode('C10002');
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(
      '/api/account/factorLogin',
      { password: wrongCode, factor: 'sms' },
      {
        ...clientHeaders,
        cookie: pending,
      },
    );
    expect(wrong.json()).toMatchObject({ code: 'ERR002', message: 'The one-time password is incorrect' });
    const right = await call(
      '/api/account/factorLogin',
      { password: code, factor: 'sms' },
      {
        ...clientHeaders,
        cookie: pending,
      },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ result: 'Y', accountCode: 'C10002' });
    // The first login of the account: its own password step is not "the previous login".
    expect(right.json().lastLoginTime).toBeUndefined();
    const again = await call(
      '/api/account/factorLogin',
      { password: code, factor: 'sms' },
      {
        ...clientHeaders,
        cookie: pending,
      },
    );
    expect(again.statusCode).toBe(422);
  });

  it('kills a code after 5 tries and after 5 minutes, and resends only after 60 s', async () => {
    const pending = cookiesOf((await login('C10002', demoPassword)).headers['set-cookie']);
    const headers = { ...clientHeaders, cookie: pending };
    const code = await latestCode('C10002');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await call('/api/account/factorLogin', { password: wrongCode, factor: 'sms' }, headers)).json().code,
      ).toBe('ERR002');
    }
    expect((await call('/api/account/factorLogin', { password: code, factor: 'sms' }, headers)).json().code).toBe(
      'ERR003',
    );

    const early = await call('/api/account/resendOneTimePassword', { factor: 'sms' }, headers);
    expect(early.statusCode).toBe(429);
    testApp.clock.advance(61_000);
    expect((await call('/api/account/resendOneTimePassword', { factor: 'sms' }, headers)).statusCode).toBe(200);
    const fresh = await latestCode('C10002');
    testApp.clock.advance(5 * 60 * 1000 + 1);
    expect((await call('/api/account/factorLogin', { password: fresh, factor: 'sms' }, headers)).json().code).toBe(
      'ERR003',
    );
  });

  it('accepts an authenticator code within one step and never the same step twice', async () => {
    const pending = cookiesOf((await login('C10004', demoPassword)).headers['set-cookie']);
    const headers = { ...clientHeaders, cookie: pending };
    const step = timeStepOf(testApp.clock.now());
    const code = totpCodeAt(demoTotpSecret, step - 1);
    expect((await call('/api/account/factorLogin', { password: code, factor: 'token' }, headers)).statusCode).toBe(200);
    const pendingAgain = cookiesOf((await login('C10004', demoPassword)).headers['set-cookie']);
    const reused = await call(
      '/api/account/factorLogin',
      { password: code, factor: 'token' },
      {
        ...clientHeaders,
        cookie: pendingAgain,
      },
    );
    expect(reused.json()).toMatchObject({ code: 'ERR001' });
    const farAhead = await call(
      '/api/account/factorLogin',
      { password: totpCodeAt(demoTotpSecret, step + 3), factor: 'token' },
      {
        ...clientHeaders,
        cookie: pendingAgain,
      },
    );
    expect(farAhead.json()).toMatchObject({ code: 'ERR002' });
  });
});

describe('sessions and passwords', () => {
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('logs out on the server: the old cookie no longer works', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    expect((await call('/api/account/retrievePasswordRule', {}, headers)).statusCode).toBe(200);
    const logout = await call('/api/account/accountLogout', { role: 'user', source: 'gateway' }, headers);
    expect(logout.statusCode).toBe(200);
    expect((await call('/api/account/retrievePasswordRule', {}, headers)).statusCode).toBe(401);
  });

  it('ends the older session of a gateway account at a new login, and expires sessions', async () => {
    const first = await signIn(testApp, 'C10001');
    // Used once, so the server has it in its one-second cache: the new login must drop it from there too.
    expect((await call('/api/account/retrievePasswordRule', {}, first.headers)).statusCode).toBe(200);
    const second = await signIn(testApp, 'C10001');
    expect((await call('/api/account/retrievePasswordRule', {}, first.headers)).statusCode).toBe(401);
    expect((await call('/api/account/retrievePasswordRule', {}, second.headers)).statusCode).toBe(200);
    // A session token lives 15 minutes unless refreshed (ADR 011).
    testApp.clock.advance(15 * 60 * 1000 - 1);
    expect((await call('/api/account/retrievePasswordRule', {}, second.headers)).statusCode).toBe(200);
    testApp.clock.advance(1);
    expect((await call('/api/account/retrievePasswordRule', {}, second.headers)).statusCode).toBe(401);
  });

  it('changes a password: wrong old, rule violation, reuse, then success clears the forced flag', async () => {
    const { headers } = await signIn(testApp, 'C10003');
    const change = (oldLoginPassword: string, newLoginPassword: string) =>
      call('/api/account/changePassword', { oldLoginPassword, newLoginPassword }, headers);
    expect((await change('Wrong#2026pass', 'Fresh#2026pass')).json()).toMatchObject({
      code: 'incorrectOldLoginPassword',
    });
    expect((await change(demoPassword, 'short')).json()).toMatchObject({ code: 'violatesPasswordPolicy' });
    expect((await change(demoPassword, 'alllowercase1')).json()).toMatchObject({ code: 'violatesPasswordPolicy' });
    expect((await change(demoPassword, demoPassword)).json()).toMatchObject({ code: 'newPasswordUsedBefore' });
    const success = await change(demoPassword, 'Fresh#2026pass');
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({
      success: true,
      result: 'success',
      lastChangePasswordDate: '2025-01-15T02:00:00.000Z',
    });
    const account = await testApp.database.db
      .selectFrom('account')
      .select(['force_change_password', 'last_change_password_at'])
      .where('account_code', '=', 'C10003')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ force_change_password: 0, last_change_password_at: '2025-01-15T02:00:00.000Z' });
    // The old password is now in the history and cannot come back.
    expect((await change('Fresh#2026pass', demoPassword)).json()).toMatchObject({ code: 'newPasswordUsedBefore' });
    expect((await login('C10003', 'Fresh#2026pass')).json()).toMatchObject({ result: 'Y' });
  });

  it('confirms the first-login agreement for the caller only', async () => {
    const { headers } = await signIn(testApp, 'C10003');
    const other = await call('/api/account/confirmAgreement', { accountCode: 'C10001', source: 'gateway' }, headers);
    expect(other.statusCode).toBe(403);
    const own = await call('/api/account/confirmAgreement', { accountCode: 'C10003', source: 'gateway' }, headers);
    expect(own.json()).toEqual({ confirmAgreementStatus: 'confirmed' });
    expect((await login('C10003', demoPassword)).json()).toMatchObject({ agreementConfirmed: true });
  });
});
