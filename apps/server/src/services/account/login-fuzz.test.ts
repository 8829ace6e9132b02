import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, isPasswordAcceptable } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { demoPassword, demoTotpSecret } from '../../db/seed/demo-accounts';
import { changedTables, snapshotDatabase, type DatabaseSnapshot } from '../../test/database-snapshot';
import { clientHeaders, cookiesOf, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { timeStepOf, totpCodeAt, totpWindowSteps } from '../../platform/identity/totp';
import { attemptsPerAddress, throttleWindowMs } from '../../platform/identity/login-throttle';
import { portalPasswordRule } from './password-rule';

/** What a login, factor or password-change call may answer: never a 500. */
const answeredStatuses = [200, 400, 401, 403, 422, 429];

/** The tables a refused login, factor or password change must leave exactly as they were. */
const protectedTables = ['account', 'session', 'password_history'] as const;

/** Strings that have broken login forms somewhere: empty, huge, every script, injections, control characters. */
const nastyStrings = [
  '',
  ' ',
  '\t\n',
  'x'.repeat(1_000),
  '😀'.repeat(250),
  '👨‍👩‍👧‍👦',
  '陳大文帳戶',
  '中文'.repeat(500),
  'مرحبا بالعالم',
  'שלום',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '\uFEFF',
  '\uD800',
  "' OR 1=1 --",
  "C10001' --",
  '"; DROP TABLE account; --',
  "'; UPDATE account SET role='admin'; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%27',
  '\\',
  'null',
  'undefined',
  '__proto__',
  // Close to the real password, never it.
  'Demo#2026pas',
  'demo#2026pass',
  'Demo#2026pass ',
];

/** Real account codes, in any case and padding: their refusals must not lock or change them. */
const realAccountCodes = ['C10001', 'c10001', ' C10001 ', 'C10002', 'C10004', 'C10005', 'V20001', 'A30001', 'ADMIN01'];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  // Any code point, lone surrogate halves included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 990, maxLength: 1_010 }) },
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }),
);

/** A value of the right type (a string) or, now and then, of a wrong one. */
function mostlyText(strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: strings }, { weight: 1, arbitrary: wrongType });
}

const accountCodeText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...realAccountCodes) },
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]\d{5}$/) },
);
const oneTimePasswordText = fc.oneof(
  { weight: 2, arbitrary: fc.stringMatching(/^\d{6}$/) },
  { weight: 1, arbitrary: fc.constantFrom('000000', '123456', ' 123456 ', '１２３４５６', '12345', '1234567') },
  { weight: 3, arbitrary: text },
);
const captchaField = fc.option(mostlyText(text), { nil: undefined, freq: 2 });
const factorField = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('sms', 'token', 'email', 'push') },
  { weight: 1, arbitrary: mostlyText(text) },
);

/**
 * A body: mostly every required field present with hostile values of mostly the right type (so that most calls get
 * past the schema to the service), sometimes fields missing, an extra field, or no object at all.
 */
function bodyOf(fields: Record<string, fc.Arbitrary<unknown>>, requiredKeys: readonly string[]): fc.Arbitrary<unknown> {
  const complete = fc.record(fields, { requiredKeys: [...requiredKeys] });
  const partial = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    { weight: 16, arbitrary: complete },
    { weight: 1, arbitrary: partial },
    { weight: 1, arbitrary: complete.map((body) => ({ ...body, role: 'admin' })) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), text, fc.array(text, { maxLength: 2 })) },
  );
}

const loginBody = bodyOf(
  {
    accountCode: mostlyText(accountCodeText),
    password: mostlyText(text),
    captchaId: captchaField,
    captchaText: captchaField,
  },
  ['accountCode', 'password'],
);
const factorBody = bodyOf({ password: mostlyText(oneTimePasswordText), factor: factorField }, ['password', 'factor']);
/** Now and then the right old password, so the new one meets the policy and history checks. */
const oldPasswordField = fc.oneof(
  { weight: 1, arbitrary: fc.constant(demoPassword) },
  { weight: 3, arbitrary: mostlyText(text) },
);
const newPasswordField = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom(demoPassword, 'demo#2026pass', 'Short#1', 'nocapitals#2026', 'NoSymbols2026'),
  },
  { weight: 4, arbitrary: mostlyText(text) },
);
const changePasswordBody = bodyOf({ oldLoginPassword: oldPasswordField, newLoginPassword: newPasswordField }, [
  'oldLoginPassword',
  'newLoginPassword',
]);

/** Mostly the web client's header; sometimes none, or a foreign Origin, which must answer 403. */
const csrfHeaders = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Record<string, string>>({ ...clientHeaders }) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constant<Record<string, string>>({ ...clientHeaders, origin: 'https://attacker.example' }),
  },
);

/** A fresh address per run, so the per-address limit (100 in 15 minutes) does not answer everything with 429. */
const address = fc.ipV4();

function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? Reflect.get(body, name) : undefined;
}

/** Whatever went in, the answer is one of the expected statuses, and a refusal is a JSON `{code, message}`. */
function expectSafeAnswer(response: LightMyRequestResponse, sent: unknown): void {
  const what = JSON.stringify(sent)?.slice(0, 200) ?? String(sent);
  expect(answeredStatuses, `${response.statusCode} for ${what}: ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  if (response.statusCode === 200) return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.code.length, what).toBeGreaterThan(0);
  expect(body.message.length, what).toBeGreaterThan(0);
  expect(body.message, what).not.toMatch(/SQLITE|syntax error|at .+\.ts|FST_/);
}

describe('login, second factor and password change under generated input', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function protectedSnapshot(): Promise<DatabaseSnapshot> {
    const all = await snapshotDatabase(testApp.database);
    return Object.fromEntries(protectedTables.map((table) => [table, all[table] ?? []]));
  }

  async function expectProtectedUnchanged(before: DatabaseSnapshot, sent: unknown): Promise<void> {
    const after = await protectedSnapshot();
    expect(changedTables(before, after), JSON.stringify(sent)?.slice(0, 200)).toEqual([]);
  }

  function post(url: string, body: unknown, headers: Record<string, string>, remoteAddress: string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
      remoteAddress,
    });
  }

  it.each([
    ['gatewayPasswordLogin', 300],
    ['fosPasswordLogin', 200],
  ] as const)(
    '%s answers %i generated logins safely and changes no account, session or password',
    async (name, runs) => {
      // On this brand a captcha is required after 3 failures (and a captcha failure does not count), so the fuzz never
      // reaches the 10 failures that would lock a real account: locking it would be right, but would change `account`.
      expect(getBrand(testApp.config.portalVariant).flags.captchaEnabled).toBe(true);
      const before = await protectedSnapshot();
      await fc.assert(
        fc.asyncProperty(loginBody, csrfHeaders, address, async (body, headers, remoteAddress) => {
          // Never the real password: a success would open a session, as it should.
          fc.pre(fieldOf(body, 'password') !== demoPassword);
          const response = await post(`/api/account/${name}`, body, headers, remoteAddress);
          expectSafeAnswer(response, body);
          expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).not.toBe(200);
          if (headers['x-portal-client'] === undefined || headers.origin !== undefined) {
            expect(response.statusCode).toBe(403);
          }
          expect(response.headers['set-cookie']).toBeUndefined();
          await expectProtectedUnchanged(before, body);
        }),
        { numRuns: runs },
      );
    },
  );

  it('factorLogin answers 300 generated one-time passwords safely, with and without a pending login', async () => {
    type Pending = { readonly cookie: string; readonly validCodes: readonly string[] };
    const pendingByFactor = new Map<string, Pending>();
    let runsSinceSetup = 0;

    /** A pending login of C10002 (SMS) and C10004 (token) in a fresh throttle window, and the codes that would pass. */
    async function openPendingLogins(): Promise<void> {
      testApp.clock.advance(throttleWindowMs + 1_000);
      for (const [factor, accountCode] of [
        ['sms', 'C10002'],
        ['token', 'C10004'],
      ] as const) {
        const response = await post(
          '/api/account/gatewayPasswordLogin',
          { accountCode, password: demoPassword },
          clientHeaders,
          '198.51.100.7',
        );
        expect(response.json()).toMatchObject({ result: '2', factor });
        const [message] = await readOutbox(testApp.database.db, { accountCode, channel: 'sms' });
        const step = timeStepOf(testApp.clock.now());
        const validCodes =
          factor === 'sms'
            ? [/(\d{6})/.exec(message?.body ?? '')?.[1] ?? '']
            : Array.from({ length: 2 * totpWindowSteps + 1 }, (_, index) =>
                totpCodeAt(demoTotpSecret, step - totpWindowSteps + index),
              );
        pendingByFactor.set(factor, { cookie: cookiesOf(response.headers['set-cookie']), validCodes });
      }
      runsSinceSetup = 0;
    }

    await openPendingLogins();
    const before = await protectedSnapshot();
    const cookieKind = fc.constantFrom('sms', 'token', 'none', 'garbage');
    await fc.assert(
      fc.asyncProperty(factorBody, cookieKind, csrfHeaders, address, async (body, kind, headers, remoteAddress) => {
        // Every few runs a new pending login, so the five tries of a code are not all used up at once.
        if (runsSinceSetup >= 8) await openPendingLogins();
        runsSinceSetup += 1;
        const pending = pendingByFactor.get(kind);
        const password = fieldOf(body, 'password');
        // Never a code that would pass: a success would open a session, as it should.
        if (typeof password === 'string') {
          const code = password.trim();
          fc.pre(![...pendingByFactor.values()].some(({ validCodes }) => validCodes.includes(code)));
        }
        const cookie =
          pending?.cookie ?? (kind === 'garbage' ? `portal_pending=${'x'.repeat(40)}; portal_pending=%E0%A4%A` : '');
        const response = await post(
          '/api/account/factorLogin',
          body,
          cookie === '' ? headers : { ...headers, cookie },
          remoteAddress,
        );
        expectSafeAnswer(response, body);
        expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).not.toBe(200);
        await expectProtectedUnchanged(before, body);
      }),
      { numRuns: 300 },
    );
  });

  it('changePassword answers 250 generated password pairs safely and changes no password', async () => {
    const signedIn = await signIn(testApp, 'C10001', { remoteAddress: '198.51.100.8' });
    const before = await protectedSnapshot();
    const session = fc.oneof(
      { weight: 8, arbitrary: fc.constant('signed in') },
      { weight: 1, arbitrary: fc.constantFrom('none', 'garbage') },
    );
    await fc.assert(
      fc.asyncProperty(
        changePasswordBody,
        session,
        csrfHeaders,
        address,
        async (body, kind, headers, remoteAddress) => {
          // Never a change that would succeed (the right old password and an acceptable, unused new one): it would
          // change the password, as it should. The right old password with a refused new one changes nothing.
          const newPassword = fieldOf(body, 'newLoginPassword');
          fc.pre(
            fieldOf(body, 'oldLoginPassword') !== demoPassword ||
              typeof newPassword !== 'string' ||
              newPassword === demoPassword ||
              !isPasswordAcceptable(newPassword, portalPasswordRule),
          );
          const sessionHeaders: Record<string, string> =
            kind === 'signed in'
              ? {
                  cookie: signedIn.cookie,
                  'x-portal-account': 'C10001',
                  'x-portal-source': 'gateway',
                }
              : kind === 'garbage'
                ? { cookie: `portal_session.gateway.C10001=${'A'.repeat(43)}` }
                : {};
          const response = await post(
            '/api/account/changePassword',
            body,
            { ...headers, ...sessionHeaders },
            remoteAddress,
          );
          expectSafeAnswer(response, body);
          expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).not.toBe(200);
          await expectProtectedUnchanged(before, body);
        },
      ),
      { numRuns: 250 },
    );
    // The session survived all of it.
    const check = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/retrievePasswordRule',
      headers: signedIn.headers,
      payload: {},
    });
    expect(check.statusCode).toBe(200);
  });

  it('answers 429 with a retry time once one address has made 100 login attempts in 15 minutes', async () => {
    testApp.clock.advance(throttleWindowMs + 1_000);
    const before = await protectedSnapshot();
    const attacker = '203.0.113.66';
    // Well-formed logins (a schema refusal is not an attempt), each naming another account: only the address limit.
    const bodies = fc.sample(
      fc.record({ accountCode: fc.stringMatching(/^Z[0-9A-Z]{1,20}$/), password: fc.string({ minLength: 1 }) }),
      { numRuns: attemptsPerAddress + 5 },
    );
    const statuses: number[] = [];
    for (const [index, body] of bodies.entries()) {
      const response = await post(
        '/api/account/gatewayPasswordLogin',
        { ...body, accountCode: `${body.accountCode}${index}` },
        clientHeaders,
        attacker,
      );
      expectSafeAnswer(response, body);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({
          code: 'RATE_LIMITED',
          details: { retryAfterSeconds: expect.any(Number) },
        });
      }
    }
    expect(statuses.slice(0, attemptsPerAddress).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(attemptsPerAddress)).toEqual(Array(5).fill(429));
    // Another address is still answered.
    const other = await post(
      '/api/account/gatewayPasswordLogin',
      { accountCode: 'Z1', password: 'nope' },
      clientHeaders,
      '203.0.113.67',
    );
    expect(other.statusCode).toBe(422);
    await expectProtectedUnchanged(before, 'rate limit');
  });
});
