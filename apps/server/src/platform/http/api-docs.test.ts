import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { escapeHtml } from '../content/html';
import type { OpenApiDocument } from './openapi';

const declared = services.flatMap((service) => Object.values(service.operations));

describe('the API reference', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
    });
  });

  it.each(declared.map((operation) => [`${operation.service}.${operation.name}`, operation] as const))(
    'documents %s with its method, auth, input schema, 200 output and error answers',
    (operationId, operation) => {
      const item = document.paths[operation.path];
      const documented = operation.method === 'GET' ? item?.get : item?.post;
      expect(documented).toMatchObject({ operationId, summary: operation.summary, 'x-portal-auth': operation.auth });
      const success = documented?.responses['200'];
      const successSchema = success && 'content' in success ? success.content?.['application/json'].schema : undefined;
      // An output may be one object, a choice of objects (a login answers logged-in or factor-required), or a plain
      // JSON value (an unread count, a yes); each with its JSON type.
      const choices: unknown =
        successSchema !== undefined && 'oneOf' in successSchema ? successSchema.oneOf : undefined;
      const alternatives: readonly unknown[] = Array.isArray(choices) ? choices : [successSchema];
      expect(alternatives.length).toBeGreaterThan(0);
      for (const alternative of alternatives) {
        expect(alternative).toMatchObject({ type: expect.stringMatching(/^(object|integer|boolean)$/) });
      }
      if (operation.method === 'POST') {
        expect(documented?.requestBody?.content['application/json'].schema).toMatchObject({
          type: 'object',
          additionalProperties: false,
        });
      }
      for (const status of ['400', '401', '403', '404', '422', '429', '500']) {
        expect(documented?.responses[status]).toBeDefined();
      }
    },
  );

  it('documents the unread count as a whole number up to 100 and a status change as a boolean', () => {
    const successOf = (path: string) => {
      const success = document.paths[path]?.post?.responses['200'];
      return success && 'content' in success ? success.content?.['application/json'].schema : undefined;
    };
    expect(successOf('/api/notification/countNotifications')).toEqual({ type: 'integer', minimum: 0, maximum: 100 });
    expect(successOf('/api/notification/setNotificationStatus')).toEqual({ type: 'boolean' });
  });

  it('documents the decimal strings of exchange rates as strings, not numbers', () => {
    const success = document.paths['/api/currency/searchExchangeRates']?.post?.responses['200'];
    const schema = JSON.stringify(success);
    expect(schema).toContain('"rate":{"type":"string"');
  });

  it('renders a readable HTML page naming every operation, with no script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).not.toMatch(/https?:\/\//);
    for (const operation of declared) {
      expect(response.body).toContain(`${operation.service}.${operation.name}`);
      expect(response.body).toContain(`<code>${operation.path}</code>`);
      expect(response.body).toContain(escapeHtml(operation.summary));
    }
    for (const service of services) expect(response.body).toContain(`<h2>${service.name}</h2>`);
    expect(response.body).toContain('Public: no session needed.');
  });
});
