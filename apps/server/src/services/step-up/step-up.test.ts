import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedMessaging, readOutbox } from '../../adapters/messaging/embedded-messaging';
import { demoPassword, demoTotpSecret } from '../../db/seed/demo-accounts';
import { AppError } from '../../platform/http/errors';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { timeStepOf, totpCodeAt } from '../../platform/identity/totp';
import { createTestBrowser } from '../../test/browser';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { challengeStepUp, confirmStepUp, consumeStepUp, type StepUpActor, type StepUpDependencies } from './step-up';

async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('step-up grants (ADR 036)', () => {
  let testApp: TestApp;
  let deps: StepUpDependencies;
  const actorOf = (accountCode: string, sessionId = `session-${accountCode}`): StepUpActor => ({
    sessionId,
    accountCode,
    source: 'gateway',
    advisorAccountCode: null,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    const db = testApp.database.db;
    deps = {
      db,
      passwords: createPasswordHasher(testApp.config),
      messaging: createEmbeddedMessaging({ db, clock: testApp.clock, log: { info: () => undefined } }),
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('over HTTP: C10001 confirms with its password and the grant works once, for its action and session only', async () => {
    const signedIn = await signIn(testApp, 'C10001');
    const call = (operation: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url: `/api/stepUp/${operation}`, headers: signedIn.headers, payload });
    const challenge = await call('stepUpChallenge', { action: 'contactChange' });
    expect(challenge.statusCode, challenge.body).toBe(200);
    expect(challenge.json()).toEqual({ action: 'contactChange', channel: 'password', lockedUntil: null });

    const wrong = await call('confirmStepUp', { action: 'contactChange', password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'STEP_UP_FAILED' });
    const missing = await call('confirmStepUp', { action: 'contactChange' });
    expect(missing.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });

    const confirmed = await call('confirmStepUp', { action: 'contactChange', password: demoPassword });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { stepUpToken, expirationTime } = confirmed.json<{ stepUpToken: string; expirationTime: string }>();
    expect(Date.parse(expirationTime) - testApp.clock.now().getTime()).toBe(5 * 60_000);

    const session = await testApp.database.db
      .selectFrom('step_up_grant')
      .select('session_id')
      .where('account_code', '=', 'C10001')
      .executeTakeFirstOrThrow();
    const owner = { sessionId: session.session_id, accountCode: 'C10001', source: 'gateway' } as const;
    const db = testApp.database.db;
    const now = testApp.clock.now();
    expect(await refusalOf(consumeStepUp(db, owner, 'bankAccount', stepUpToken, now))).toEqual({
      status: 403,
      code: 'STEP_UP_REQUIRED',
    });
    expect(
      await refusalOf(consumeStepUp(db, { ...owner, sessionId: 'another' }, 'contactChange', stepUpToken, now)),
    ).toMatchObject({ status: 403 });
    expect(await refusalOf(consumeStepUp(db, owner, 'contactChange', undefined, now))).toMatchObject({ status: 403 });
    await consumeStepUp(db, owner, 'contactChange', stepUpToken, now);
    expect(await refusalOf(consumeStepUp(db, owner, 'contactChange', stepUpToken, now))).toMatchObject({
      status: 403,
      code: 'STEP_UP_REQUIRED',
    });
  });

  it('a grant expires after 5 minutes, and a write that rolls back leaves it unused', async () => {
    const actor = actorOf('C10005');
    const db = testApp.database.db;
    const first = await confirmStepUp(deps, actor, 'tradePassword', { password: demoPassword }, testApp.clock.now());
    await expect(
      db.transaction().execute(async (transaction) => {
        await consumeStepUp(transaction, actor, 'tradePassword', first.stepUpToken, testApp.clock.now());
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await consumeStepUp(db, actor, 'tradePassword', first.stepUpToken, testApp.clock.now());

    const second = await confirmStepUp(deps, actor, 'tradePassword', { password: demoPassword }, testApp.clock.now());
    const late = new Date(testApp.clock.now().getTime() + 5 * 60_000);
    expect(await refusalOf(consumeStepUp(db, actor, 'tradePassword', second.stepUpToken, late))).toMatchObject({
      status: 403,
    });
    const inTime = new Date(late.getTime() - 1);
    await consumeStepUp(db, actor, 'tradePassword', second.stepUpToken, inTime);
  });

  it('an SMS factor gets a code by SMS (one a minute, a resend replaces it); the right code gives the grant once', async () => {
    const actor = actorOf('C10002');
    const now = testApp.clock.now();
    const challenge = await challengeStepUp(deps, actor, 'bankAccount', now);
    expect(challenge).toMatchObject({ channel: 'sms', destination: '+852 ****4567', lockedUntil: null });
    const again = await challengeStepUp(deps, actor, 'bankAccount', now, { resend: true });
    expect(again.expirationTime).toBe(challenge.expirationTime);
    const outbox = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
    expect(outbox).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1] ?? '';

    testApp.clock.advance(61_000);
    await challengeStepUp(deps, actor, 'bankAccount', testApp.clock.now(), { resend: true });
    const [newest] = await readOutbox(testApp.database.db, { accountCode: 'C10002', channel: 'sms' });
    const newCode = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
    // The replaced code no longer works (and counts as a wrong answer); the new one does, once.
    if (newCode !== code) {
      expect(
        await refusalOf(confirmStepUp(deps, actor, 'bankAccount', { oneTimeCode: code }, testApp.clock.now())),
      ).toMatchObject({ code: 'STEP_UP_FAILED' });
    }
    const grant = await confirmStepUp(deps, actor, 'bankAccount', { oneTimeCode: newCode }, testApp.clock.now());
    expect(grant.stepUpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await refusalOf(confirmStepUp(deps, actor, 'bankAccount', { oneTimeCode: newCode }, testApp.clock.now())),
    ).toMatchObject({ code: 'STEP_UP_CODE_EXPIRED' });
    // A password is not what an SMS-factor account's step-up asks for.
    expect(
      await refusalOf(confirmStepUp(deps, actor, 'bankAccount', { password: demoPassword }, testApp.clock.now())),
    ).toMatchObject({ code: 'STEP_UP_FAILED' });
  });

  it("an authenticator factor gives the app's code, each time step once", async () => {
    const actor = actorOf('C10004');
    const now = testApp.clock.now();
    expect(await challengeStepUp(deps, actor, 'withdrawal', now)).toMatchObject({ channel: 'token' });
    const code = totpCodeAt(demoTotpSecret, timeStepOf(now));
    await confirmStepUp(deps, actor, 'withdrawal', { oneTimeCode: code }, now);
    expect(await refusalOf(confirmStepUp(deps, actor, 'withdrawal', { oneTimeCode: code }, now))).toMatchObject({
      code: 'STEP_UP_FAILED',
    });
  });

  it('five wrong answers in 15 minutes lock the step-up, even for the right answer, until the window passes', async () => {
    const actor = actorOf('C10003');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        await refusalOf(confirmStepUp(deps, actor, 'contactChange', { password: 'wrong' }, testApp.clock.now())),
      ).toMatchObject({ code: 'STEP_UP_FAILED' });
    }
    expect(
      await refusalOf(confirmStepUp(deps, actor, 'contactChange', { password: 'wrong' }, testApp.clock.now())),
    ).toMatchObject({ code: 'STEP_UP_LOCKED' });
    expect(
      await refusalOf(confirmStepUp(deps, actor, 'contactChange', { password: demoPassword }, testApp.clock.now())),
    ).toMatchObject({ code: 'STEP_UP_LOCKED' });
    const later = new Date(testApp.clock.now().getTime() + 15 * 60_000 + 1);
    await confirmStepUp(deps, actor, 'contactChange', { password: demoPassword }, later);
  });

  it("refuses an advisor's advisee session: only the account holder confirms", async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    const opened = await browser.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      {
        accountCode: 'A30001',
        source: 'gateway',
      },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const advisee = { accountCode: 'C10001', source: 'gateway' } as const;
    const answer = await browser.post(
      '/api/stepUp/confirmStepUp',
      { action: 'contactChange', password: demoPassword },
      advisee,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'STEP_UP_NOT_ALLOWED' });
  });
});
