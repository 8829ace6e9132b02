import { createActorCache } from '../identity/sessions';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, defineService, services } from '@portal/contract';
import { clientHeaders } from '../../test/sign-in';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app';
import { createPasswordHasher } from '../identity/passwords';
import { createTestClock } from '../runtime/clock';
import { AppError, registerErrorHandling } from './errors';
import { createEventPublisher } from '../runtime/events';
import { registerJsonBodyParser } from './json-body';
import { registerRequestIdEcho, requestIdOf } from './request-id';
import {
  assertEveryOperationBound,
  bindServices,
  coerceQueryInput,
  implementService,
  listBoundOperations,
  type ServiceImplementation,
} from './rpc';

const probeService = defineService('probe', {
  lookup: {
    method: 'GET',
    auth: { kind: 'public' },
    summary: 'Echoes its query, typed.',
    input: z
      .object({
        count: z.number().int(),
        codes: z.array(z.string()),
        exact: z.boolean().optional(),
        note: z.string().optional(),
      })
      .strict(),
    output: z.object({
      count: z.number(),
      codes: z.array(z.string()),
      exact: z.boolean().optional(),
      note: z.string().optional(),
    }),
  },
  echo: {
    auth: { kind: 'public' },
    summary: 'Echoes a name.',
    input: z.object({ name: z.string() }).strict(),
    output: z.object({ name: z.string() }),
  },
  misshapen: {
    auth: { kind: 'public' },
    summary: 'Returns output that breaks its own contract.',
    input: z.object({}).strict(),
    output: z.object({ total: z.string() }),
  },
  crash: {
    auth: { kind: 'public' },
    summary: 'Fails the way a broken query does.',
    input: z.object({}).strict(),
    output: z.object({}),
  },
  refuse: {
    auth: { kind: 'public' },
    summary: 'Answers the AppError it is asked for.',
    input: z.object({ status: z.number().int() }).strict(),
    output: z.object({}),
  },
  mine: {
    auth: { kind: 'session' },
    summary: 'Needs a session.',
    input: z.object({}).strict(),
    output: z.object({}),
  },
  administer: {
    auth: { kind: 'rank', minimumRank: 3 },
    summary: 'Needs a rank.',
    input: z.object({}).strict(),
    output: z.object({}),
  },
});

const probeImplementation = implementService(probeService, {
  lookup: async (input) => input,
  // Extra fields a handler returns are not part of the contract and never reach the client.
  echo: async ({ name }) => ({ name, passwordHash: 'argon2id$secret' }),
  // @ts-expect-error -- the contract says total is a decimal string; the compiler refuses a number here.
  misshapen: async () => ({ total: 12.5 }),
  crash: async () => {
    throw new Error('SQLITE_ERROR: no such column: secret_column');
  },
  refuse: async ({ status }) => {
    throw new AppError(status, 'PROBE_REFUSED', `Refused with ${status}.`, { reason: 'probe' });
  },
  mine: async () => ({}),
  administer: async () => ({}),
});

describe('binding contract operations', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  async function buildProbeApp(implementations: readonly ServiceImplementation[]): Promise<FastifyInstance> {
    const logger: FastifyBaseLogger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    const probe = Fastify({
      loggerInstance: logger,
      genReqId: requestIdOf,
      logController: new LogController({ requestIdLogLabel: 'requestId' }),
    });
    registerRequestIdEcho(probe);
    registerErrorHandling(probe);
    registerJsonBodyParser(probe);
    const { config, database } = testDatabase;
    bindServices(probe, implementations, {
      config,
      db: database.db,
      clock: createTestClock(),
      events: createEventPublisher({ clock: createTestClock() }),
      serverId: 'probe',
      passwords: createPasswordHasher(config),
      messaging: { send: async () => undefined },
      actorCache: createActorCache(),
    });
    return probe;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    app = await buildProbeApp([probeImplementation]);
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.dispose();
  });

  it('lists what it bound, with method, path and auth from the contract', () => {
    expect(listBoundOperations(app)).toContainEqual({
      service: 'probe',
      name: 'administer',
      method: 'POST',
      path: '/api/probe/administer',
      auth: { kind: 'rank', minimumRank: 3 },
    });
    expect(listBoundOperations(app)).toHaveLength(Object.keys(probeService.operations).length);
  });

  it('binds a GET operation to its query string, converting numbers, booleans and repeated keys', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/lookup?count=3&codes=HKD&codes=USD&exact=true&note=42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3, codes: ['HKD', 'USD'], exact: true, note: '42' });
    const single = await app.inject({ method: 'GET', url: '/api/probe/lookup?count=0&codes=CNY' });
    expect(single.json()).toEqual({ count: 0, codes: ['CNY'] });
    const empty = await app.inject({ method: 'GET', url: '/api/probe/lookup?count=1&codes=' });
    expect(empty.json()).toEqual({ count: 1, codes: [] });
  });

  it('lets a GET operation through without the client header, even from another origin (it changes nothing)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/lookup?count=1&codes=HKD',
      headers: { origin: 'https://attacker.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1, codes: ['HKD'] });
  });

  it('refuses a POST operation without the client header (403) before its handler or input is looked at', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/refuse',
      payload: { status: 'not a number' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'A call that changes something must carry the x-portal-client header.',
    });
  });

  it('refuses a GET query that does not fit the schema with field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/lookup?count=three&codes=HKD&extra=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: [{ path: 'count' }, { path: 'extra' }] },
    });
    // The message names a field the operation does not accept first, then the others.
    expect(response.json<{ message: string }>().message).toMatch(/^The query is invalid: extra: .*; count: /);
  });

  it('answers 405 with an Allow header for the wrong method on an operation path', async () => {
    const onGet = await app.inject({ method: 'POST', url: '/api/probe/lookup', payload: {} });
    expect(onGet.statusCode).toBe(405);
    expect(onGet.headers.allow).toBe('GET, HEAD');
    const onPost = await app.inject({ method: 'GET', url: '/api/probe/echo' });
    expect(onPost.statusCode).toBe(405);
    expect(onPost.headers.allow).toBe('POST');
    expect(onPost.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: '/api/probe/echo does not accept GET; use POST.',
      details: { allowedMethods: ['POST'] },
    });
  });

  it('sends only the fields the output schema declares', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: clientHeaders,
      payload: { name: 'Chan Tai Man' },
    });
    expect(response.json()).toEqual({ name: 'Chan Tai Man' });
  });

  it('turns output that breaks the contract into a logged 500 that reveals nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/misshapen',
      payload: {},
      headers: { ...clientHeaders, 'x-request-id': 'probe-misshapen-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'An unexpected error occurred. If it keeps happening, report request id probe-misshapen-1.',
      details: { requestId: 'probe-misshapen-1' },
    });
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.level === 50 && entry.requestId === 'probe-misshapen-1');
    expect(logged?.err?.message).toContain('probe.misshapen returned output that does not match its contract');
  });

  it('answers an unexpected failure with a generic 500: no stack, no SQL', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/probe/crash', headers: clientHeaders, payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/SQLITE|secret_column|at .*\.ts/);
    expect(apiErrorSchema.parse(response.json()).code).toBe('INTERNAL');
    expect(logLines.some((line) => line.includes('secret_column'))).toBe(true);
  });

  it.each([
    [403, 'PROBE_REFUSED'],
    [409, 'PROBE_REFUSED'],
    [422, 'PROBE_REFUSED'],
    [429, 'PROBE_REFUSED'],
    [503, 'PROBE_REFUSED'],
  ])('passes an AppError %d from a handler to the client as {code, message, details}', async (status, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/refuse',
      headers: clientHeaders,
      payload: { status },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: `Refused with ${status}.`, details: { reason: 'probe' } });
  });

  it.each(['/api/probe/mine', '/api/probe/administer'])('answers 401 for %s, which needs a session', async (url) => {
    const response = await app.inject({ method: 'POST', url, headers: clientHeaders, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to use this operation.' });
  });

  it('honours a safe incoming x-request-id and replaces an unsafe one', async () => {
    const safe = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'a' },
      headers: { ...clientHeaders, 'x-request-id': 'abc-123' },
    });
    expect(safe.headers['x-request-id']).toBe('abc-123');
    const unsafe = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'a' },
      headers: { ...clientHeaders, 'x-request-id': 'evil\\"}{"level":60' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to start when an operation of the contract has no implementation', async () => {
    const partial = await buildProbeApp([]);
    expect(() => assertEveryOperationBound(partial, [probeService])).toThrow(
      'The contract declares operations the server does not implement: probe.lookup, probe.echo, probe.misshapen',
    );
    await partial.close();
  });

  it('will not compile a service with a missing handler', () => {
    // @ts-expect-error -- searchExchangeRates is missing.
    const incomplete = implementService(services[1], { searchCurrencies: async () => ({ currencies: [] }) });
    expect(Object.keys(incomplete.handlers)).toEqual(['searchCurrencies']);
  });
});

describe('coerceQueryInput', () => {
  const schema = z.toJSONSchema(
    z.object({ page: z.number().int().nullable(), flags: z.array(z.boolean()), name: z.string() }),
    { io: 'input' },
  );

  it('converts by the schema and leaves text the schema cannot use for the schema to refuse', () => {
    expect(coerceQueryInput({ page: '2', flags: ['true', 'false'], name: '007' }, schema)).toEqual({
      page: 2,
      flags: [true, false],
      name: '007',
    });
    expect(coerceQueryInput({ page: 'null', flags: 'yes', name: ['a', 'b'] }, schema)).toEqual({
      page: null,
      flags: ['yes'],
      name: ['a', 'b'],
    });
  });
});

describe('the portal app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('binds every operation of every service in the contract, at its path and method', () => {
    const bound = listBoundOperations(testApp.app).map(({ service, name, method, path }) => ({
      service,
      name,
      method,
      path,
    }));
    const declared = services.flatMap((service) =>
      Object.values(service.operations).map(({ name, method, path }) => ({
        service: service.name,
        name,
        method,
        path,
      })),
    );
    // In any order: the areas bind their services in the order of their list (areas.ts), not the contract's.
    const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : 1);
    expect([...bound].sort(byPath)).toEqual([...declared].sort(byPath));
    for (const { method, path } of declared) expect(testApp.app.hasRoute({ method, url: path })).toBe(true);
  });
});
