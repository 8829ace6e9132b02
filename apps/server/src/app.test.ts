import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/contract';
import { clientHeaders } from './test/sign-in';
import { createTestApp, type TestApp } from './test/test-app';

describe('buildApp', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { FRAME_ANCESTORS: "'self' https://host.example.com" } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends the security headers on API answers, errors and pages alike', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/example/alive', headers: clientHeaders, payload: {} },
      { method: 'GET' as const, url: '/api/no-such-thing' },
      { method: 'GET' as const, url: '/api/docs' },
    ]) {
      const { headers } = await testApp.app.inject(request);
      expect(headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
          "connect-src 'self';font-src 'self' data:;frame-ancestors 'self' https://host.example.com;" +
          "object-src 'none';base-uri 'self';form-action 'self'",
      );
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBeUndefined();
    }
  });

  it('never lets an API answer be cached, success or error', async () => {
    const success = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      headers: clientHeaders,
      payload: {},
    });
    expect(success.statusCode).toBe(200);
    const failure = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      payload: '{',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
    });
    expect(success.headers['cache-control']).toBe('no-store');
    expect(failure.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown /api path with a 404 in JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/planet/search?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no API operation at /api/planet/search. The operations are listed at /api/docs.',
      });
    }
  });

  it('answers GET on a POST operation with 405 and Allow: POST', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/currency/searchCurrencies?language=en' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(apiErrorSchema.parse(response.json()).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers a method other than GET on a page path with a 404 in JSON', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/funds/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('answers a malformed URL with a 400 in the same error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request path is not a valid URL.' });
  });

  it('gives every answer a request id, new for each request', async () => {
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      headers: clientHeaders,
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    const second = await testApp.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
