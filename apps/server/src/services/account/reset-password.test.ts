import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientCodeVerificationMessages, resetPasswordErrorMessages } from '@portal/contract';
import { createEmbeddedMessaging, readOutbox } from '../../adapters/messaging/embedded-messaging';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { demoPassword, demoVerificationKey } from '../../db/seed/demo-accounts';
import { seedDatabase } from '../../db/seed/seed';
import { createTestClock, type TestClock } from '../../platform/runtime/clock';
import type { OpenDatabase } from '../../platform/db/db';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { clientHeaders, cookiesOf } from '../../test/sign-in';
import { createTestDatabase, type TestDatabaseOptions } from '../../test/test-app';
import { attemptsPerAccount } from '../../platform/identity/login-throttle';

/** The real app over a fresh seeded database, with a messaging adapter that can be made to fail. */
type ResetTestApp = {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly clock: TestClock;
  /** While true, every message the portal sends fails, as when the SMS gateway is down. */
  messagingDown: boolean;
  close(): Promise<void>;
};

async function createResetTestApp(options: TestDatabaseOptions = {}): Promise<ResetTestApp> {
  const testDatabase = await createTestDatabase(options);
  const { config, database } = testDatabase;
  const clock = createTestClock();
  await migrateToLatest(database);
  await seedDatabase(database.db, clock, { demoAccounts: true, passwords: createPasswordHasher(config) });
  const embedded = createEmbeddedMessaging({ db: database.db, clock, log: { info: () => undefined } });
  const messaging: MessagingAdapter = {
    send: async (message) => {
      if (testApp.messagingDown) throw new Error('The SMS gateway is down.');
      await embedded.send(message);
    },
  };
  const app = await buildApp({ config, db: database.db, clock, logger: false, messaging });
  return {
    app,
    database,
    clock,
    messagingDown: false,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

let testApp: ResetTestApp;

function call(operation: string, payload: Record<string, unknown>, cookie?: string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/account/${operation}`,
    headers: { ...clientHeaders, ...(cookie === undefined ? {} : { cookie }) },
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

function verifyClientCode(clientCode: string, verificationKey: string, remoteAddress?: string) {
  return call('verifyClientCode', { clientCode, verificationKey }, undefined, remoteAddress);
}

/** The newest message the simulator delivered to the account. */
async function lastMessage(accountCode: string) {
  const [message] = await readOutbox(testApp.database.db, { accountCode, limit: 1 });
  return message;
}

async function lastCode(accountCode: string): Promise<string> {
  const code = /code is (\d{6})/.exec((await lastMessage(accountCode))?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`No reset code was sent to ${accountCode}.`);
  return code;
}

/** Starts C10002's reset (its phone is registered) and answers the reset cookie. */
async function startReset(): Promise<string> {
  const response = await verifyClientCode('C10002', demoVerificationKey);
  expect(response.statusCode, response.body).toBe(200);
  return cookiesOf(response.headers['set-cookie']);
}

async function startVerifiedReset(): Promise<string> {
  const cookie = await startReset();
  const verified = await call('verifyResetCode', { oneTimePassword: await lastCode('C10002') }, cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  return cookie;
}

/** Signs C10002 in through its SMS second factor and answers its session cookie. */
async function signInWithSms(): Promise<string> {
  const password = await call('gatewayPasswordLogin', { accountCode: 'C10002', password: demoPassword });
  expect(password.json()).toMatchObject({ result: '2', factor: 'sms' });
  const pending = cookiesOf(password.headers['set-cookie']);
  const [message] = await readOutbox(testApp.database.db, { accountCode: 'C10002', limit: 1 });
  const code = /(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
  const factor = await call('factorLogin', { password: code, factor: 'sms' }, pending);
  expect(factor.statusCode, factor.body).toBe(200);
  return cookiesOf(factor.headers['set-cookie']);
}

function expectRefusal(response: { statusCode: number; json(): unknown }, code: string, message: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ code, message });
}

async function resetAudit() {
  return testApp.database.db
    .selectFrom('login_attempt')
    .select(['account_code', 'result', 'succeeded'])
    .where('stage', '=', 'reset')
    .orderBy('attempted_at')
    .execute();
}

async function setStatus(accountCode: string, status: string) {
  await testApp.database.db.updateTable('account').set({ status }).where('account_code', '=', accountCode).execute();
}

const newPassword = 'Fresh#2026pass';

describe('password reset: client code and verification key', () => {
  beforeEach(async () => {
    testApp = await createResetTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('names an empty client code or key before anything else, without audit', async () => {
    expectRefusal(
      await verifyClientCode('  ', demoVerificationKey),
      'emptyClientCode',
      clientCodeVerificationMessages.emptyClientCode,
    );
    expectRefusal(
      await verifyClientCode('C10002', ''),
      'emptyVerificationKey',
      clientCodeVerificationMessages.emptyVerificationKey,
    );
    expect(await resetAudit()).toEqual([]);
  });

  it('answers an unknown client code, a wrong key and an account without a key alike, and audits them', async () => {
    const incorrect = clientCodeVerificationMessages.incorrectClientCodeOrVerificationKey;
    expectRefusal(
      await verifyClientCode('Z99999', demoVerificationKey),
      'incorrectClientCodeOrVerificationKey',
      incorrect,
    );
    expectRefusal(await verifyClientCode('C10002', 'B7654321'), 'incorrectClientCodeOrVerificationKey', incorrect);
    // Staff have no verification key: the answer does not tell that the code exists.
    expectRefusal(
      await verifyClientCode('ADMIN01', demoVerificationKey),
      'incorrectClientCodeOrVerificationKey',
      incorrect,
    );
    expect(await resetAudit()).toEqual([
      { account_code: 'Z99999', result: 'incorrectClientCodeOrVerificationKey', succeeded: 0 },
      { account_code: 'C10002', result: 'incorrectClientCodeOrVerificationKey', succeeded: 0 },
      { account_code: 'ADMIN01', result: 'incorrectClientCodeOrVerificationKey', succeeded: 0 },
    ]);
    expect(await testApp.database.db.selectFrom('password_reset').select('id').execute()).toEqual([]);
  });

  it('answers serviceNotAvailable to the right key of an account with no phone or e-mail (key case ignored)', async () => {
    expectRefusal(
      await verifyClientCode('c10005', demoVerificationKey.toLowerCase()),
      'serviceNotAvailable',
      clientCodeVerificationMessages.serviceNotAvailable,
    );
  });

  it('answers deactivatedAccount for an inactive account and ERR010 for a suspended one', async () => {
    await setStatus('C10002', 'inactive');
    expectRefusal(
      await verifyClientCode('C10002', demoVerificationKey),
      'deactivatedAccount',
      clientCodeVerificationMessages.deactivatedAccount,
    );
    await setStatus('C10002', 'suspended');
    expectRefusal(await verifyClientCode('C10002', demoVerificationKey), 'ERR010', resetPasswordErrorMessages.ERR010);
    expect(await lastMessage('C10002')).toBeUndefined();
  });

  it('answers emailFail when the code cannot be sent, and opens no reset', async () => {
    testApp.messagingDown = true;
    const response = await verifyClientCode('C10002', demoVerificationKey);
    expectRefusal(response, 'emailFail', clientCodeVerificationMessages.emailFail);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await testApp.database.db.selectFrom('password_reset').select('id').execute()).toEqual([]);
  });

  it('sends a 6-digit code to the registered phone and keeps the reset in an httpOnly cookie', async () => {
    const response = await verifyClientCode('c10002', demoVerificationKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      factor: 'sms',
      destination: '+852 ****4567',
      resendAvailableAt: '2025-01-15T02:01:00.000Z',
      expirationTime: '2025-01-15T02:05:00.000Z',
    });
    const cookie = [response.headers['set-cookie']].flat().map(String).join('\n');
    expect(cookie).toMatch(
      /^portal_reset=[A-Za-z0-9_-]+; Max-Age=900; Path=\/api\/account; HttpOnly; SameSite=Strict$/,
    );
    const message = await lastMessage('C10002');
    expect(message).toMatchObject({ channel: 'sms', destination: '+85291234567' });
    const code = await lastCode('C10002');
    const stored = await testApp.database.db.selectFrom('password_reset').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ factor: 'sms', expires_at: '2025-01-15T02:15:00.000Z', code_tries: 0 });
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await resetAudit()).toEqual([{ account_code: 'C10002', result: 'codeSent', succeeded: 1 }]);
  });

  it('sends to the e-mail address when that is the account factor', async () => {
    await testApp.database.db
      .updateTable('account')
      .set({ factor: 'email' })
      .where('account_code', '=', 'C10002')
      .execute();
    const response = await verifyClientCode('C10002', demoVerificationKey);
    expect(response.json()).toMatchObject({ factor: 'email' });
    expect(await lastMessage('C10002')).toMatchObject({ channel: 'email', destination: 'wong.siuling@example.com' });
  });

  it('rate-limits an account with 429 after 30 attempts in 15 minutes, even with the right key', async () => {
    for (let attempt = 0; attempt < attemptsPerAccount; attempt += 1) {
      expect((await verifyClientCode('C10002', `B${attempt}`)).statusCode).toBe(422);
    }
    const limited = await verifyClientCode('C10002', demoVerificationKey);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await lastMessage('C10002')).toBeUndefined();
    testApp.clock.advance(15 * 60 * 1000);
    expect((await verifyClientCode('C10002', demoVerificationKey)).statusCode).toBe(200);
  });

  it('answers 404 where the brand has no password reset', async () => {
    await testApp.close();
    testApp = await createResetTestApp({ variant: 'abci' });
    for (const [operation, payload] of [
      ['verifyClientCode', { clientCode: 'C10002', verificationKey: demoVerificationKey }],
      ['resendResetCode', {}],
      ['verifyResetCode', { oneTimePassword: '123456' }],
      ['resetPassword', { newLoginPassword: newPassword }],
    ] as const) {
      expect((await call(operation, payload)).statusCode, operation).toBe(404);
    }
  });
});

describe('password reset: the one-time code', () => {
  beforeEach(async () => {
    testApp = await createResetTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('answers ERR005 without a reset cookie and once the reset is 15 minutes old', async () => {
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: '123456' }),
      'ERR005',
      resetPasswordErrorMessages.ERR005,
    );
    expectRefusal(
      await call('resendResetCode', {}, 'portal_reset=forged'),
      'ERR005',
      resetPasswordErrorMessages.ERR005,
    );
    const cookie = await startReset();
    testApp.clock.advance(15 * 60 * 1000);
    expectRefusal(await call('resendResetCode', {}, cookie), 'ERR005', resetPasswordErrorMessages.ERR005);
  });

  it('resends only after the 60 s cooldown (ERR009); the new code replaces the old', async () => {
    const cookie = await startReset();
    const first = await lastCode('C10002');
    testApp.clock.advance(59_000);
    const early = await call('resendResetCode', {}, cookie);
    expectRefusal(early, 'ERR009', resetPasswordErrorMessages.ERR009);
    expect(early.json()).toMatchObject({ details: { retryAfterSeconds: 1 } });
    testApp.clock.advance(1_000);
    const resent = await call('resendResetCode', {}, cookie);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      factor: 'sms',
      resendAvailableAt: '2025-01-15T02:02:00.000Z',
      expirationTime: '2025-01-15T02:06:00.000Z',
    });
    const second = await lastCode('C10002');
    if (first !== second) {
      expectRefusal(
        await call('verifyResetCode', { oneTimePassword: first }, cookie),
        'ERR002',
        resetPasswordErrorMessages.ERR002,
      );
    }
    expect((await call('verifyResetCode', { oneTimePassword: second }, cookie)).json()).toMatchObject({
      passwordRule: { minimumLength: 8, maximumLength: 20 },
    });
  });

  it('keeps the earlier code and allows a resend at once when the new one cannot be sent (ERR012)', async () => {
    const cookie = await startReset();
    const first = await lastCode('C10002');
    testApp.clock.advance(60_000);
    testApp.messagingDown = true;
    expectRefusal(await call('resendResetCode', {}, cookie), 'ERR012', resetPasswordErrorMessages.ERR012);
    testApp.messagingDown = false;
    expect((await call('verifyResetCode', { oneTimePassword: first }, cookie)).statusCode).toBe(200);
  });

  it('answers a wrong code ERR002, an expired one ERR003 and a used one ERR001', async () => {
    const cookie = await startReset();
    const code = await lastCode('C10002');
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: wrong }, cookie),
      'ERR002',
      resetPasswordErrorMessages.ERR002,
    );
    testApp.clock.advance(5 * 60 * 1000);
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: code }, cookie),
      'ERR003',
      resetPasswordErrorMessages.ERR003,
    );
    expect((await call('resendResetCode', {}, cookie)).statusCode).toBe(200);
    const fresh = await lastCode('C10002');
    expect((await call('verifyResetCode', { oneTimePassword: fresh }, cookie)).statusCode).toBe(200);
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: fresh }, cookie),
      'ERR001',
      resetPasswordErrorMessages.ERR001,
    );
    expectRefusal(await call('resendResetCode', {}, cookie), 'ERR001', resetPasswordErrorMessages.ERR001);
  });

  it('ends the reset after 5 wrong codes (ERR004), even for the right code or a new one', async () => {
    const cookie = await startReset();
    const code = await lastCode('C10002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expectRefusal(
        await call('verifyResetCode', { oneTimePassword: wrong }, cookie),
        'ERR002',
        resetPasswordErrorMessages.ERR002,
      );
    }
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: wrong }, cookie),
      'ERR004',
      resetPasswordErrorMessages.ERR004,
    );
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: code }, cookie),
      'ERR004',
      resetPasswordErrorMessages.ERR004,
    );
    testApp.clock.advance(60_000);
    expectRefusal(await call('resendResetCode', {}, cookie), 'ERR004', resetPasswordErrorMessages.ERR004);
    // Starting again is the way on.
    const again = await startReset();
    expect((await call('verifyResetCode', { oneTimePassword: await lastCode('C10002') }, again)).statusCode).toBe(200);
  });

  it('lets a new reset replace the earlier one of the account', async () => {
    const earlier = await startReset();
    testApp.clock.advance(1_000);
    const later = await startReset();
    expectRefusal(await call('resendResetCode', {}, earlier), 'ERR005', resetPasswordErrorMessages.ERR005);
    expect((await call('verifyResetCode', { oneTimePassword: await lastCode('C10002') }, later)).statusCode).toBe(200);
  });
});

describe('password reset: the new password', () => {
  beforeEach(async () => {
    testApp = await createResetTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('needs the code verified first (ERR006), the password rule (ERR007) and no recent password (ERR008)', async () => {
    const cookie = await startReset();
    expectRefusal(
      await call('resetPassword', { newLoginPassword: newPassword }, cookie),
      'ERR006',
      resetPasswordErrorMessages.ERR006,
    );
    await call('verifyResetCode', { oneTimePassword: await lastCode('C10002') }, cookie);
    expectRefusal(
      await call('resetPassword', { newLoginPassword: 'short' }, cookie),
      'ERR007',
      resetPasswordErrorMessages.ERR007,
    );
    expectRefusal(
      await call('resetPassword', { newLoginPassword: demoPassword }, cookie),
      'ERR008',
      resetPasswordErrorMessages.ERR008,
    );
    expect(await resetAudit()).toEqual([
      { account_code: 'C10002', result: 'codeSent', succeeded: 1 },
      { account_code: 'C10002', result: 'ERR006', succeeded: 0 },
      { account_code: 'C10002', result: 'codeVerified', succeeded: 1 },
      { account_code: 'C10002', result: 'ERR007', succeeded: 0 },
      { account_code: 'C10002', result: 'ERR008', succeeded: 0 },
    ]);
  });

  it('sets the password, ends every session of the account, clears the cookie and tells the client', async () => {
    const session = await signInWithSms();
    const { db } = testApp.database;
    const before = await db
      .selectFrom('account')
      .selectAll()
      .where('account_code', '=', 'C10002')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('account')
      .set({ force_change_password: 1, locked_until: '2025-01-15T03:00:00.000Z' })
      .where('id', '=', before.id)
      .execute();
    testApp.clock.advance(60_000);
    const cookie = await startVerifiedReset();
    testApp.clock.advance(60_000);
    const response = await call('resetPassword', { newLoginPassword: newPassword }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^portal_reset=; Max-Age=0; Path=\/api\/account/);

    // The session opened with the old password is over, at once.
    const afterReset = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/retrieveInactiveTimes',
      headers: { ...clientHeaders, cookie: session },
      payload: {},
    });
    expect(afterReset.statusCode).toBe(401);
    expect(
      await db.selectFrom('session').select(['ended_at', 'end_reason']).where('account_id', '=', before.id).execute(),
    ).toEqual([{ ended_at: '2025-01-15T02:02:00.000Z', end_reason: 'passwordReset' }]);

    const after = await db.selectFrom('account').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      force_change_password: 0,
      locked_until: null,
      last_change_password_at: '2025-01-15T02:02:00.000Z',
    });
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(
      await db.selectFrom('password_history').select('password_hash').where('account_id', '=', before.id).execute(),
    ).toEqual([{ password_hash: before.password_hash }]);

    // The passwordReset notice, to the registered phone and e-mail, in the account's language, recorded (ADR 036,
    // ADR 041).
    const notice = await lastMessage('C10002');
    expect(notice?.body).toBe(
      'The login password of your account C10002 was reset at 2025-01-15 10:02 HKT. ' +
        'If this was not you, call us at once on +852 2800 0000.',
    );
    expect(
      await db
        .selectFrom('account_notice')
        .select(['kind', 'channel', 'destination', 'body'])
        .where('account_code', '=', 'C10002')
        .where('kind', '=', 'passwordReset')
        .orderBy('channel')
        .execute(),
    ).toEqual([
      { kind: 'passwordReset', channel: 'email', destination: 'w***********@example.com', body: notice?.body },
      { kind: 'passwordReset', channel: 'sms', destination: '+852 ****4567', body: notice?.body },
    ]);

    // The old password no longer signs in; the new one does (as far as the second factor).
    expect(
      (await call('gatewayPasswordLogin', { accountCode: 'C10002', password: demoPassword })).json(),
    ).toMatchObject({ code: 'N' });
    expect((await call('gatewayPasswordLogin', { accountCode: 'C10002', password: newPassword })).json()).toMatchObject(
      { result: '2' },
    );
  });

  it('completes a reset once: a replayed cookie answers ERR011, a double submit changes the password once', async () => {
    const cookie = await startVerifiedReset();
    const answers = await Promise.all([
      call('resetPassword', { newLoginPassword: newPassword }, cookie),
      call('resetPassword', { newLoginPassword: 'Other#2026pass' }, cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toMatchObject({ code: 'ERR011' });
    expectRefusal(
      await call('resetPassword', { newLoginPassword: newPassword }, cookie),
      'ERR011',
      resetPasswordErrorMessages.ERR011,
    );
    expectRefusal(
      await call('verifyResetCode', { oneTimePassword: '123456' }, cookie),
      'ERR011',
      resetPasswordErrorMessages.ERR011,
    );
    expect(await testApp.database.db.selectFrom('password_history').select('id').execute()).toHaveLength(1);
  });

  it('still resets when the notice cannot be sent', async () => {
    const cookie = await startVerifiedReset();
    testApp.messagingDown = true;
    expect((await call('resetPassword', { newLoginPassword: newPassword }, cookie)).statusCode).toBe(200);
  });

  it('refuses the steps of an account suspended meanwhile (ERR010)', async () => {
    const cookie = await startVerifiedReset();
    await setStatus('C10002', 'suspended');
    expectRefusal(
      await call('resetPassword', { newLoginPassword: newPassword }, cookie),
      'ERR010',
      resetPasswordErrorMessages.ERR010,
    );
  });

  it('rate-limits the later steps too', async () => {
    const cookie = await startReset();
    const code = await lastCode('C10002');
    const wrong = code === '000000' ? '111111' : '000000';
    // 4 wrong codes, then more reset starts until the account's 30 attempts are spent.
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await call('verifyResetCode', { oneTimePassword: wrong }, cookie);
    }
    for (let attempt = 5; attempt < attemptsPerAccount; attempt += 1) {
      await verifyClientCode('C10002', `B${attempt}`, '10.0.0.2');
    }
    const limited = await call('verifyResetCode', { oneTimePassword: code }, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
