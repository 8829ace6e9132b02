import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, services, type Operation } from '@portal/contract';
import { createTestApp, tableNamesOf, type TestApp } from '../test/test-app';
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

/** Until issue 3 brings sessions, an operation that needs one answers 401 before its input is looked at. */
function schemaFailureStatus(operation: Operation): number {
  return operation.auth.kind === 'public' ? 400 : 401;
}

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
  let rowCountsBefore: Record<string, number>;

  async function rowCounts(): Promise<Record<string, number>> {
    const { db } = testApp.database;
    const counts: Record<string, number> = {};
    for (const table of await tableNamesOf(testApp.database)) {
      const result = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(
        db,
      );
      counts[table] = Number(result.rows[0]?.count);
    }
    return counts;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    rowCountsBefore = await rowCounts();
  });
  afterEach(async () => {
    expect(await rowCounts(), 'bad input must leave the database unchanged').toEqual(rowCountsBefore);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** POSTs the payload as written; a null content type sends no Content-Type header at all. */
  function post(operation: Operation, payload: string, contentType: string | null = 'application/json') {
    return testApp.app.inject({
      method: 'POST',
      url: operation.path,
      payload,
      headers: contentType === null ? {} : { 'content-type': contentType },
    });
  }

  it('covers at least the operations of the first issue', () => {
    expect(operations.map(qualifiedName)).toEqual(
      expect.arrayContaining(['example.alive', 'currency.searchCurrencies', 'currency.searchExchangeRates']),
    );
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
    '%s: a body over 1 MiB answers 413 naming the limit',
    async (_name, operation) => {
      const oversized = JSON.stringify({ padding: 'x'.repeat(requestBodyLimitBytes) });
      const body = expectClearRefusal(await post(operation, oversized), 413, 'PAYLOAD_TOO_LARGE');
      expect(body.message).toContain('1 MiB');
    },
  );

  it.each(operations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: a field the contract does not declare is refused with a field error',
    async (_name, operation) => {
      const response =
        operation.method === 'GET'
          ? await testApp.app.inject({ method: 'GET', url: `${operation.path}?portalUnknownField=1` })
          : await post(operation, JSON.stringify({ portalUnknownField: 1 }));
      const status = schemaFailureStatus(operation);
      const body = expectClearRefusal(response, status);
      if (status === 400) {
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.details).toMatchObject({
          fieldErrors: expect.arrayContaining([{ path: 'portalUnknownField', message: expect.any(String) }]),
        });
        expect(body.message).toContain('portalUnknownField');
      }
    },
  );

  it.each(operations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: each missing required field is named in a 400 (or the operation has none and accepts {})',
    async (_name, operation) => {
      const required = requiredFieldsOf(operation);
      const response =
        operation.method === 'GET'
          ? await testApp.app.inject({ method: 'GET', url: operation.path })
          : await post(operation, '{}');
      if (required.length === 0) {
        expect(response.statusCode).toBe(operation.auth.kind === 'public' ? 200 : 401);
        return;
      }
      const status = schemaFailureStatus(operation);
      const body = expectClearRefusal(response, status);
      if (status === 400) {
        expect(body.details).toEqual({
          fieldErrors: required.map((path) => ({ path, message: 'This field is required.' })),
        });
      }
    },
  );

  it.each(postOperations.map((operation) => [qualifiedName(operation), operation] as const))(
    '%s: hostile bodies (not an object, prototype keys, wrong types, huge values) answer 4xx, never 500',
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
        expect(response.statusCode, payload.slice(0, 60)).toBeGreaterThanOrEqual(400);
        expectClearRefusal(response, response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );

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
