import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, services, type Operation } from '@portal/contract';
import { brands } from '@portal/contract/brands';
import { featureOffCode, offers } from '@portal/contract/domain/brand-features';
import { rankOf } from '@portal/contract/domain/roles';
import { changedTables, snapshotDatabase, type DatabaseSnapshot } from '../../test/database-snapshot';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestBodyLimitBytes } from './errors';

/** Every operation the contract declares: nothing here is hand-picked. */
const operations: readonly Operation[] = services.flatMap((service) => Object.values(service.operations));
const postOperations = operations.filter((operation) => operation.method === 'POST');

function qualifiedName(operation: Operation): string {
  return `${operation.service}.${operation.name}`;
}

function inputSchemaOf(operation: Operation) {
  return z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' });
}

function requiredFieldsOf(operation: Operation): string[] {
  return inputSchemaOf(operation).required ?? [];
}

/** Bodies that give every declared field the same hostile value (none when the input has no fields). */
function everyFieldSetTo(operation: Operation, values: readonly unknown[]): string[] {
  const fields = Object.keys(inputSchemaOf(operation).properties ?? {});
  if (fields.length === 0) return [];
  return values.map((value) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))));
}

/**
 * Whether the demo brand these tests run on offers the operation. One it does not (session login) does not exist on
 * this portal: it answers 404 FEATURE_OFF whatever the body, before the body is judged (ADR 018), as an unknown
 * path does.
 */
function offeredOnDemo(operation: Operation): boolean {
  return operation.feature === undefined || offers(brands.demo.flags, operation.feature);
}

/** Demo accounts signed in for the operations that need a session, lowest rank first. */
const demoCallers = [
  { accountCode: 'C10001', rank: rankOf.user },
  { accountCode: 'A30001', rank: rankOf.advisor },
  { accountCode: 'ADMIN01', rank: rankOf.admin },
] as const;

/**
 * The demo account that may call an operation, so that its input checks are reached: none for a public one, the
 * plain client for a session one, the lowest-ranked account of at least the minimum rank for a ranked one.
 */
function callerOf(operation: Operation): string | undefined {
  const { auth } = operation;
  if (auth.kind === 'public') return undefined;
  if (auth.kind === 'session') return demoCallers[0].accountCode;
  const caller = demoCallers.find(({ rank }) => rank >= auth.minimumRank);
  if (caller === undefined) throw new Error(`No demo account reaches rank ${auth.minimumRank} for ${operation.path}.`);
  return caller.accountCode;
}

/**
 * Operations that succeed with `{}` and write while doing so: a new captcha is a row. Anything else a call here
 * writes is a failure of the test.
 */
const tablesWrittenByEmptyInput: Readonly<Record<string, readonly string[]>> = {
  'account.refreshCaptcha': ['captcha'],
  // Without PORTAL_VAPID_* keys, the server makes its key pair at first use and keeps it.
  'push.getVapidPublicKey': ['server_setting'],
};

/**
 * Operations without required fields that only make sense after an earlier step: called with `{}` and nothing before
 * it, they answer the refusal of the missing step, and write nothing (the afterEach holds them to that).
 */
const refusalsWithoutPriorStep: Readonly<Record<string, { readonly status: number; readonly code: string }>> = {
  // A resend needs the password reset verifyClientCode opened (its cookie): without one, ERR005.
  'account.resendResetCode': { status: 422, code: 'ERR005' },
  // The crypto board is the virtual-asset source's (ADR 042): this test's gateway session is refused by the service.
  'cryptoMarket.cryptoMarketBoard': { status: 403, code: 'VIRTUAL_ASSET_SESSION_REQUIRED' },
  // The orders an advisor placed for its advisees (ADR 045): the same refusal of a gateway session.
  'cryptoOrder.searchAdvisorCryptoOrders': { status: 403, code: 'VIRTUAL_ASSET_SESSION_REQUIRED' },
};

/** A refusal: the declared status, the `{code, message, details?}` shape, a sentence of a message, JSON, no 500. */
function expectClearRefusal(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.message.length).toBeGreaterThan(15);
  expect(body.message).not.toMatch(/FST_|Error:|at .+\.ts/);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

describe('bad input to every operation the contract declares', () => {
  let testApp: TestApp;
  /** The headers of each demo caller's calls: client header, session cookie, acting account. */
  const headersByAccount = new Map<string, Record<string, string>>();
  let databaseBefore: DatabaseSnapshot;

  beforeAll(async () => {
    testApp = await createTestApp();
    // The sign-ins write their sessions and login audit rows here, before the snapshot every test is held to.
    for (const { accountCode } of demoCallers) {
      headersByAccount.set(accountCode, (await signIn(testApp, accountCode)).headers);
    }
    databaseBefore = await snapshotDatabase(testApp.database);
  });
  afterEach(async () => {
    // Every row of every table, not only counts. A login the service refuses (a wrong password) rightly writes a
    // login_attempt audit row, but input refused by the parser or the schema never reaches a service: not even the
    // audit, a session or a captcha may change.
    const after = await snapshotDatabase(testApp.database);
    expect(changedTables(databaseBefore, after), 'bad input must leave the database unchanged').toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The headers of a call that passes the CSRF and access checks, so that the input is what gets judged. */
  function headersFor(operation: Operation): Record<string, string> {
    const accountCode = callerOf(operation);
    if (accountCode === undefined) return { ...clientHeaders };
    const headers = headersByAccount.get(accountCode);
    if (headers === undefined) throw new Error(`${accountCode} was not signed in.`);
    return headers;
  }

  /** POSTs the payload as written; a null content type sends no Content-Type header at all. */
  function post(operation: Operation, payload: string, contentType: string | null = 'application/json') {
    const headers = headersFor(operation);
    return testApp.app.inject({
      method: 'POST',
      url: operation.path,
      payload,
      headers: contentType === null ? headers : { ...headers, 'content-type': contentType },
    });
  }

  function get(operation: Operation, query = '') {
    return testApp.app.inject({ method: 'GET', url: `${operation.path}${query}`, headers: headersFor(operation) });
  }

  it('covers at least the operations of the first issue', () => {
    expect(operations.map(qualifiedName)).toEqual(
      expect.arrayContaining(['example.alive', 'currency.searchCurrencies', 'currency.searchExchangeRates']),
    );
  });

  it('lists as needing a prior step only declared operations without required fields', () => {
    for (const name of Object.keys(refusalsWithoutPriorStep)) {
      const operation = operations.find((candidate) => qualifiedName(candidate) === name);
      expect(operation, name).toBeDefined();
      if (operation !== undefined) expect(requiredFieldsOf(operation), name).toEqual([]);
    }
  });

  it.each(postOperations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: malformed JSON answers 400 saying the body is not valid JSON',
    async (_name, operation) => {
      for (const malformed of ['{"', '{language: en}', "{'tos': []}", '{"tos": [}', 'undefined', '{}}']) {
        const body = expectClearRefusal(await post(operation, malformed), 400, 'BAD_REQUEST');
        expect(body.message).toBe('The request body is not valid JSON.');
      }
    },
  );

  it.each(postOperations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: a body that is not application/json answers 415',
    async (_name, operation) => {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const body = expectClearRefusal(await post(operation, '{}', contentType), 415, 'UNSUPPORTED_MEDIA_TYPE');
        expect(body.message).toContain('application/json');
      }
      expectClearRefusal(await post(operation, '{}', null), 415, 'UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it.each(postOperations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: a body over its limit (1 MiB unless the operation declares more) answers 413 naming the limit',
    async (_name, operation) => {
      const limit = operation.bodyLimitBytes ?? requestBodyLimitBytes;
      const oversized = JSON.stringify({ padding: 'x'.repeat(limit) });
      const body = expectClearRefusal(await post(operation, oversized), 413, 'PAYLOAD_TOO_LARGE');
      expect(body.message).toContain(operation.bodyLimitBytes === undefined ? '1 MiB' : `(${limit} bytes)`);
    },
  );

  it.each(operations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: a field the contract does not declare is refused with a field error',
    async (_name, operation) => {
      const response =
        operation.method === 'GET'
          ? await get(operation, '?portalUnknownField=1')
          : await post(operation, JSON.stringify({ portalUnknownField: 1 }));
      if (!offeredOnDemo(operation)) {
        expectClearRefusal(response, 404, featureOffCode);
        return;
      }
      const body = expectClearRefusal(response, 400, 'VALIDATION_FAILED');
      expect(body.details).toMatchObject({
        fieldErrors: expect.arrayContaining([{ path: 'portalUnknownField', message: expect.any(String) }]),
      });
      expect(body.message).toContain('portalUnknownField');
    },
  );

  it.each(operations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: each missing required field is named in a 400 (or the operation has none and accepts {})',
    async (name, operation) => {
      const required = requiredFieldsOf(operation);
      const response = operation.method === 'GET' ? await get(operation) : await post(operation, '{}');
      const withoutPriorStep = refusalsWithoutPriorStep[name];
      if (!offeredOnDemo(operation)) {
        expectClearRefusal(response, 404, featureOffCode);
        return;
      }
      if (required.length === 0 && withoutPriorStep !== undefined) {
        // Past the input checks, the service itself refuses: the step it needs never happened.
        expectClearRefusal(response, withoutPriorStep.status, withoutPriorStep.code);
        return;
      }
      if (required.length === 0) {
        expect(response.statusCode).toBe(200);
        // A success may write what the operation is for (a new captcha), and nothing else.
        const after = await snapshotDatabase(testApp.database);
        expect(changedTables(databaseBefore, after)).toEqual(
          [...(tablesWrittenByEmptyInput[qualifiedName(operation)] ?? [])].sort(),
        );
        databaseBefore = after;
        return;
      }
      const body = expectClearRefusal(response, 400, 'VALIDATION_FAILED');
      expect(body.details).toEqual({
        fieldErrors: required.map((path) => ({ path, message: 'This field is required.' })),
      });
    },
  );

  it.each(postOperations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: hostile bodies (not an object, prototype keys, wrong types, huge values) answer 400 or 413, never 500',
    async (_name, operation) => {
      const hostile = [
        '[]',
        'null',
        '"text"',
        '42',
        'true',
        '{"__proto__": {"polluted": true}}',
        '{"constructor": {"prototype": {"polluted": true}}}',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        ...everyFieldSetTo(operation, [{ $gt: '' }, 'x'.repeat(500_000), Array(5_000).fill('HKD'), null, -1e308]),
      ];
      for (const payload of hostile) {
        const response = await post(operation, payload);
        // Signed in as a caller the operation admits, every one of these is judged by the body limit, the parser or
        // the schema (several 500,000-character fields exceed the 1 MiB limit); one demo does not offer, by the 404.
        // The body parser refuses prototype keys before any operation is reached.
        const refusedByParser = /"(__proto__|constructor)"/.test(payload);
        const status =
          Buffer.byteLength(payload) > (operation.bodyLimitBytes ?? requestBodyLimitBytes)
            ? 413
            : offeredOnDemo(operation) || refusedByParser
              ? 400
              : 404;
        expect(response.statusCode, payload.slice(0, 60)).toBe(status);
        expectClearRefusal(response, status);
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );

  it.each(
    operations
      .filter((operation) => operation.auth.kind !== 'public')
      .map((operation) => [qualifiedName(operation), operation] as const),
  )('%s: without a session answers 401 before its input is looked at', async (_name, operation) => {
    const response = await testApp.app.inject({
      method: operation.method,
      url: operation.path,
      headers: clientHeaders,
      ...(operation.method === 'POST' ? { payload: { portalUnknownField: 1 } } : {}),
    });
    expectClearRefusal(response, 401, 'UNAUTHENTICATED');
  });

  it('an unknown operation or service answers 404 JSON, whatever the body', async () => {
    for (const url of ['/api/currency/searchPlanets', '/api/planet/search', '/api', '/api/']) {
      expectClearRefusal(await testApp.app.inject({ method: 'POST', url, payload: {} }), 404, 'NOT_FOUND');
      expectClearRefusal(
        await testApp.app.inject({
          method: 'POST',
          url,
          payload: '{"',
          headers: { 'content-type': 'application/json' },
        }),
        404,
        'NOT_FOUND',
      );
      expectClearRefusal(
        await testApp.app.inject({ method: 'POST', url, payload: 'x', headers: { 'content-type': 'text/plain' } }),
        404,
        'NOT_FOUND',
      );
    }
  });
});
