import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { demoPassword } from '../../db/seed/demo-accounts';
import { createTestBrowser, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The demo clients' trade password (README, ADR 028). */
const demoTradePassword = 'Trade#2026';
const c10001 = { accountCode: 'C10001', source: 'gateway' } as const;
const c10002 = { accountCode: 'C10002', source: 'gateway' } as const;
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signedInBrowser(accountCode = 'C10001', userAgent = chromeOnWindows): Promise<TestBrowser> {
  const browser = createTestBrowser(testApp, { userAgent });
  const response = await browser.signIn(accountCode);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** A step-up grant for the trade password change, with the login password (C10001 has no second factor). */
async function grantOf(browser: TestBrowser, acting = c10001): Promise<string> {
  const confirmed = await browser.post(
    '/api/stepUp/confirmStepUp',
    { action: 'tradePassword', password: demoPassword },
    acting,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().stepUpToken;
}

/** changeTradePassword with a fresh step-up grant. */
async function changeWithGrant(
  browser: TestBrowser,
  passwords: { oldTradePassword: string; newTradePassword: string },
) {
  const stepUpToken = await grantOf(browser);
  return browser.post('/api/accountCredential/changeTradePassword', { ...c10001, ...passwords, stepUpToken }, c10001);
}

async function tradePasswordHashOf(accountCode: string) {
  const row = await testApp.database.db
    .selectFrom('stock_trading_account')
    .select('trade_password_hash')
    .where('account_code', '=', accountCode)
    .executeTakeFirstOrThrow();
  return row.trade_password_hash;
}

async function historyCount(accountCode: string) {
  const rows = await testApp.database.db
    .selectFrom('trade_password_history')
    .select('id')
    .where('account_code', '=', accountCode)
    .execute();
  return rows.length;
}

describe('the trade password change (accountCredential.changeTradePassword)', () => {
  it('answers the terms: C10001 trades with a trade password, never changed here, and the rule', async () => {
    const browser = await signedInBrowser();
    const terms = await browser.post('/api/accountCredential/tradePasswordTerms', { ...c10001 }, c10001);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({
      tradePasswordRequired: true,
      hasTradePassword: true,
      lastChangeTime: null,
      rule: { minimumLength: 6, maximumLength: 16, alphaNumeric: true },
    });
  });

  it('refuses a wrong old trade password, a new one that breaks the rule or is the login password, changing nothing', async () => {
    const browser = await signedInBrowser();
    const before = await tradePasswordHashOf('C10001');
    const cases = [
      [{ oldTradePassword: 'Wrong#2026', newTradePassword: 'Fresh2027' }, 'incorrectOldTradePassword'],
      [{ oldTradePassword: demoTradePassword, newTradePassword: 'abcdefgh' }, 'tradePasswordViolatePolicy'],
      [{ oldTradePassword: demoTradePassword, newTradePassword: '12345' }, 'tradePasswordViolatePolicy'],
      [{ oldTradePassword: demoTradePassword, newTradePassword: demoPassword }, 'errorOnNewTradePassword'],
      [{ oldTradePassword: demoTradePassword, newTradePassword: demoTradePassword }, 'newTradePasswordUsedBefore'],
    ] as const;
    for (const [passwords, code] of cases) {
      const refused = await changeWithGrant(browser, passwords);
      expect(refused.statusCode, `${code}: ${refused.body}`).toBe(422);
      expect(refused.json()).toMatchObject({ code });
    }
    expect(await tradePasswordHashOf('C10001')).toBe(before);
    expect(await historyCount('C10001')).toBe(0);
  });

  it('refuses a change without a step-up grant, with a used one, or with one for another action (403 STEP_UP_REQUIRED), changing nothing', async () => {
    const browser = await signedInBrowser();
    const before = await tradePasswordHashOf('C10001');
    const passwords = { oldTradePassword: demoTradePassword, newTradePassword: 'Fresh2027' };
    const withoutGrant = await browser.post(
      '/api/accountCredential/changeTradePassword',
      { ...c10001, ...passwords },
      c10001,
    );
    expect(withoutGrant.statusCode).toBe(403);
    expect(withoutGrant.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const forged = await browser.post(
      '/api/accountCredential/changeTradePassword',
      { ...c10001, ...passwords, stepUpToken: 'A'.repeat(43) },
      c10001,
    );
    expect(forged.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const otherAction = await browser.post(
      '/api/stepUp/confirmStepUp',
      { action: 'withdrawal', password: demoPassword },
      c10001,
    );
    const wrongAction = await browser.post(
      '/api/accountCredential/changeTradePassword',
      { ...c10001, ...passwords, stepUpToken: otherAction.json().stepUpToken },
      c10001,
    );
    expect(wrongAction.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    // A refused change past the step-up uses its grant: a second guess needs a new one.
    const stepUpToken = await grantOf(browser);
    const wrongOld = await browser.post(
      '/api/accountCredential/changeTradePassword',
      { ...c10001, oldTradePassword: 'Wrong#2026', newTradePassword: 'Fresh2027', stepUpToken },
      c10001,
    );
    expect(wrongOld.json()).toMatchObject({ code: 'incorrectOldTradePassword' });
    const reused = await browser.post(
      '/api/accountCredential/changeTradePassword',
      { ...c10001, ...passwords, stepUpToken },
      c10001,
    );
    expect(reused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await tradePasswordHashOf('C10001')).toBe(before);
  });

  it('refuses an empty or oversized input with a field error (400)', async () => {
    const browser = await signedInBrowser();
    for (const bad of [
      { oldTradePassword: '', newTradePassword: 'Fresh2027' },
      { oldTradePassword: demoTradePassword, newTradePassword: 'x'.repeat(300) },
      { oldTradePassword: demoTradePassword },
    ]) {
      const refused = await browser.post('/api/accountCredential/changeTradePassword', { ...c10001, ...bad }, c10001);
      expect(refused.statusCode, refused.body).toBe(400);
    }
  });

  it('changes it: the new one is the one stock orders verify, saved trade passwords are forgotten, the last 5 may not come back', async () => {
    const browser = await signedInBrowser('C10001');
    const session = await testApp.database.db
      .selectFrom('session')
      .select('id')
      .where('account_code', '=', 'C10001')
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('stock_trade_password_session')
      .values({ session_id: session.id, account_code: 'C10001', source: 'gateway', saved_at: new Date().toISOString() })
      .execute();
    // C10001 has no registered contact in the demo data: an e-mail address for this test, to read the notice.
    await testApp.database.db
      .updateTable('account')
      .set({ email: 'c10001@example.com' })
      .where('account_code', '=', 'C10001')
      .execute();
    const changed = await changeWithGrant(browser, {
      oldTradePassword: demoTradePassword,
      newTradePassword: 'Fresh2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ result: 'success', changeTime: testApp.clock.now().toISOString() });
    const [notice] = await testApp.database.db
      .selectFrom('account_notice')
      .select(['kind', 'body'])
      .where('account_code', '=', 'C10001')
      .where('kind', '=', 'tradePasswordChanged')
      .execute();
    expect(notice?.body).toContain('The trade password of your account C10001 was changed at');
    const saved = await testApp.database.db
      .selectFrom('stock_trade_password_session')
      .select('session_id')
      .where('account_code', '=', 'C10001')
      .execute();
    expect(saved).toEqual([]);
    const old = await changeWithGrant(browser, { oldTradePassword: demoTradePassword, newTradePassword: 'Other2028' });
    expect(old.json()).toMatchObject({ code: 'incorrectOldTradePassword' });

    // Four more changes: Trade#2026 is then the fifth one back and still refused; a sixth change frees it.
    let current = 'Fresh2027';
    for (const next of ['Second22', 'Third333', 'Fourth44']) {
      testApp.clock.advance(60_000);
      const step = await changeWithGrant(browser, { oldTradePassword: current, newTradePassword: next });
      expect(step.statusCode, step.body).toBe(200);
      current = next;
    }
    const back = await changeWithGrant(browser, { oldTradePassword: current, newTradePassword: demoTradePassword });
    expect(back.json()).toMatchObject({ code: 'newTradePasswordUsedBefore' });
    testApp.clock.advance(60_000);
    const fifth = await changeWithGrant(browser, { oldTradePassword: current, newTradePassword: 'Fifth555' });
    expect(fifth.statusCode).toBe(200);
    testApp.clock.advance(60_000);
    const allowed = await changeWithGrant(browser, {
      oldTradePassword: 'Fifth555',
      newTradePassword: demoTradePassword,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const terms = await browser.post('/api/accountCredential/tradePasswordTerms', { ...c10001 }, c10001);
    expect(terms.json()).toMatchObject({ lastChangeTime: testApp.clock.now().toISOString() });
  });
});

describe("the account's devices", () => {
  it('lists the browser a sign-in came from as the current device, not saved', async () => {
    const browser = await signedInBrowser('C10005');
    expect(browser.cookies().get('portal_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await browser.post(
      '/api/accountCredential/searchDevices',
      { accountCode: 'C10005' },
      { accountCode: 'C10005', source: 'gateway' },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      maxSavedDevices: 5,
      trustedDays: 30,
      devices: [
        { browserName: 'Chrome', systemName: 'Windows', saved: false, name: null, current: true, trustedUntil: null },
      ],
    });
    // The same browser signing in again is the same device.
    await browser.signIn('C10005');
    const again = await browser.post(
      '/api/accountCredential/searchDevices',
      { accountCode: 'C10005' },
      { accountCode: 'C10005', source: 'gateway' },
    );
    expect(again.json().devices).toHaveLength(1);
  });

  it('saves this browser after the password, renames it (sanitised) and removes it; ids of other accounts are not found', async () => {
    const acting = { accountCode: 'C10005', source: 'gateway' } as const;
    const browser = await signedInBrowser(
      'C10005',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/132.0',
    );
    const listed = await browser.post('/api/accountCredential/searchDevices', { ...acting }, acting);
    const device = listed.json().devices.find((entry: { current: boolean }) => entry.current);
    const wrong = await browser.post(
      '/api/accountCredential/saveDevice',
      { ...acting, name: 'Mac', password: 'Wrong#2026pass' },
      acting,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'incorrectPassword' });
    const saved = await browser.post(
      '/api/accountCredential/saveDevice',
      { ...acting, name: '  Office\u0000 <Mac> ', password: demoPassword },
      acting,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().device).toMatchObject({
      deviceId: device.deviceId,
      name: 'Office Mac',
      saved: true,
      current: true,
      trustedUntil: new Date(testApp.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    });
    const renamed = await browser.post(
      '/api/accountCredential/renameDevice',
      { ...acting, deviceId: device.deviceId, name: 'Home' },
      acting,
    );
    expect(renamed.json().device).toMatchObject({ name: 'Home', saved: true });
    for (const name of ['', '   ', '\u0000<>', 'x'.repeat(41)]) {
      const bad = await browser.post(
        '/api/accountCredential/renameDevice',
        { ...acting, deviceId: device.deviceId, name },
        acting,
      );
      expect(bad.statusCode, JSON.stringify(name)).toBe(400);
    }

    const other = await signedInBrowser('C10001');
    const notTheirs = await other.post(
      '/api/accountCredential/removeDevice',
      { ...c10001, deviceId: device.deviceId },
      c10001,
    );
    expect(notTheirs.json()).toMatchObject({ code: 'deviceCodeNotFound' });
    const renameNotTheirs = await other.post(
      '/api/accountCredential/renameDevice',
      { ...c10001, deviceId: device.deviceId, name: 'Mine' },
      c10001,
    );
    expect(renameNotTheirs.json()).toMatchObject({ code: 'deviceCodeNotFound' });

    const removed = await browser.post(
      '/api/accountCredential/removeDevice',
      { ...acting, deviceId: device.deviceId },
      acting,
    );
    expect(removed.json()).toEqual({ removed: true });
    const after = await browser.post('/api/accountCredential/searchDevices', { ...acting }, acting);
    expect(after.json().devices.map((entry: { deviceId: string }) => entry.deviceId)).not.toContain(device.deviceId);
    const twice = await browser.post(
      '/api/accountCredential/removeDevice',
      { ...acting, deviceId: device.deviceId },
      acting,
    );
    expect(twice.json()).toMatchObject({ code: 'deviceCodeNotFound' });
  });

  it('saves at most 5 devices (exceedMaxSaveDevice), and refuses to save a browser without a device of the account', async () => {
    const c10005 = { accountCode: 'C10005', source: 'gateway' } as const;
    // One live session per gateway account: each browser signs in and saves itself before the next signs in.
    const browsers: TestBrowser[] = [];
    for (const index of [1, 2, 3, 4, 5, 6]) {
      const browser = await signedInBrowser('C10005');
      browsers.push(browser);
      if (index === 6) break;
      const saved = await browser.post(
        '/api/accountCredential/saveDevice',
        { ...c10005, name: `PC ${index}`, password: demoPassword },
        c10005,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const sixth = browsers[5];
    if (sixth === undefined) throw new Error('six browsers');
    const refused = await sixth.post(
      '/api/accountCredential/saveDevice',
      { ...c10005, name: 'PC 6', password: demoPassword },
      c10005,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'exceedMaxSaveDevice' });
    // Saving one of the five again only renames it.
    const first = browsers[0];
    if (first === undefined) throw new Error('six browsers');
    await first.signIn('C10005');
    const again = await first.post(
      '/api/accountCredential/saveDevice',
      { ...c10005, name: 'PC one', password: demoPassword },
      c10005,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().device).toMatchObject({ name: 'PC one', saved: true });

    const stranger = createTestBrowser(testApp);
    await stranger.signIn('C10005');
    stranger.setCookie('portal_device', 'A'.repeat(43), '/api');
    const unknown = await stranger.post(
      '/api/accountCredential/saveDevice',
      { ...c10005, name: 'Forged', password: demoPassword },
      c10005,
    );
    expect(unknown.json()).toMatchObject({ code: 'incorrectDeviceCode' });
  });

  it("refuses an advisor's advisee session (403): the client's devices and passwords are the client's", async () => {
    const advisor = await signedInBrowser('A30001');
    const opened = await advisor.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      { accountCode: 'A30001', source: 'gateway' },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    for (const [path, payload] of [
      ['/api/accountCredential/searchDevices', {}],
      ['/api/accountCredential/tradePasswordTerms', {}],
      [
        '/api/accountCredential/changeTradePassword',
        { oldTradePassword: demoTradePassword, newTradePassword: 'Advisor99' },
      ],
      ['/api/accountCredential/saveDevice', { name: 'Advisor PC', password: demoPassword }],
      ['/api/account/changePassword', { oldLoginPassword: demoPassword, newLoginPassword: 'Advisor#2027pass' }],
    ] as const) {
      const body = path === '/api/account/changePassword' ? payload : { ...c10001, ...payload };
      const refused = await advisor.post(path, body, c10001);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(403);
    }
  });
});

describe('the newDeviceLogin notice', () => {
  it("goes to C10002's phone at the first sign-in from a browser, not at the next one from it, again from another", async () => {
    const newDeviceNotices = async () =>
      (await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' })).filter((message) =>
        message.body.includes('signed in from a new device'),
      );
    const before = (await newDeviceNotices()).length;
    const browser = createTestBrowser(testApp, { userAgent: chromeOnWindows, remoteAddress: '203.0.113.7' });
    const first = await browser.signIn('C10002');
    expect(first.json()).toMatchObject({ result: '2' });
    // Not yet: the password alone is not a sign-in.
    expect(await newDeviceNotices()).toHaveLength(before);
    const [codeMessage] = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
    const code = /one-time password is (\d{6})/.exec(codeMessage?.body ?? '')?.[1] ?? '';
    expect((await browser.post('/api/account/factorLogin', { factor: 'sms', password: code })).statusCode).toBe(200);
    const notices = await newDeviceNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.body).toContain(
      'Your account C10002 signed in from a new device (Chrome, Windows, 203.0.113.7)',
    );
    expect(notices[0]?.destination).toBe('+85291234567');

    // The same browser again: no notice. Another browser: one more.
    const signInWithCode = async (from: TestBrowser) => {
      expect((await from.signIn('C10002')).json()).toMatchObject({ result: '2' });
      const [latest] = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
      const again = /one-time password is (\d{6})/.exec(latest?.body ?? '')?.[1] ?? '';
      expect((await from.post('/api/account/factorLogin', { factor: 'sms', password: again })).statusCode).toBe(200);
    };
    testApp.clock.advance(61_000);
    await signInWithCode(browser);
    expect(await newDeviceNotices()).toHaveLength(before + 1);
    testApp.clock.advance(61_000);
    await signInWithCode(createTestBrowser(testApp, { userAgent: chromeOnWindows }));
    expect(await newDeviceNotices()).toHaveLength(before + 2);
  });

  it('records no device of the client when an advisor opens an advisee session', async () => {
    const devicesOfC10001 = async () =>
      (
        await testApp.database.db
          .selectFrom('account_device')
          .select('id')
          .where('account_code', '=', 'C10001')
          .execute()
      ).length;
    const before = await devicesOfC10001();
    const advisor = await signedInBrowser('A30001');
    const opened = await advisor.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      { accountCode: 'A30001', source: 'gateway' },
    );
    expect(opened.statusCode).toBe(200);
    expect(await devicesOfC10001()).toBe(before);
  });
});

describe('a saved device skips the one-time password at sign-in (C10002, SMS)', () => {
  async function latestCode(): Promise<string> {
    const [message] = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
    return /one-time password is (\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
  }

  async function signInWithCode(browser: TestBrowser) {
    // A minute on: the newest code is this sign-in's alone (the outbox is read newest first).
    testApp.clock.advance(61_000);
    const first = await browser.signIn('C10002');
    expect(first.json()).toMatchObject({ result: '2', factor: 'sms' });
    const done = await browser.post('/api/account/factorLogin', { factor: 'sms', password: await latestCode() });
    expect(done.statusCode, done.body).toBe(200);
  }

  it('asks for the code, not once the browser is saved, again once it is removed or its 30 days are over', async () => {
    const browser = createTestBrowser(testApp, { userAgent: chromeOnWindows });
    await signInWithCode(browser);
    const listed = await browser.post('/api/accountCredential/searchDevices', { ...c10002 }, c10002);
    const device = listed.json().devices.find((entry: { current: boolean }) => entry.current);
    const saved = await browser.post(
      '/api/accountCredential/saveDevice',
      { ...c10002, name: 'My phone', password: demoPassword },
      c10002,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const trusted = await browser.signIn('C10002');
    expect(trusted.json()).toMatchObject({ result: 'Y', accountCode: 'C10002' });
    // Another browser is not trusted.
    const elsewhere = createTestBrowser(testApp);
    expect((await elsewhere.signIn('C10002')).json()).toMatchObject({ result: '2' });

    testApp.clock.advance(30 * 86_400_000 + 1000);
    expect((await browser.signIn('C10002')).json()).toMatchObject({ result: '2' });
    await signInWithCode(browser);
    const resaved = await browser.post(
      '/api/accountCredential/saveDevice',
      { ...c10002, name: 'My phone', password: demoPassword },
      c10002,
    );
    expect(resaved.statusCode).toBe(200);
    expect((await browser.signIn('C10002')).json()).toMatchObject({ result: 'Y' });

    const removed = await browser.post(
      '/api/accountCredential/removeDevice',
      { ...c10002, deviceId: device.deviceId },
      c10002,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await browser.signIn('C10002')).json()).toMatchObject({ result: '2' });
  });
});
