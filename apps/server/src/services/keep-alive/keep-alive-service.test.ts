import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

async function alive(testApp: TestApp): Promise<{ status: number; serverId: unknown }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/example/alive',
    headers: clientHeaders,
    payload: {},
  });
  return { status: response.statusCode, serverId: response.json<{ serverId: unknown }>().serverId };
}

describe('the keep-alive (example.alive on the wire)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('answers without credentials with the same serverId for the life of a server', async () => {
    const [one, two] = [await alive(first), await alive(first)];
    expect(one.status).toBe(200);
    expect(typeof one.serverId).toBe('string');
    expect(two.serverId).toBe(one.serverId);
  });

  it('gives a different serverId after a restart (another built app)', async () => {
    expect((await alive(second)).serverId).not.toBe((await alive(first)).serverId);
  });

  it('accepts an empty body with no Content-Type, as the keep-alive poller may send', async () => {
    const response = await first.app.inject({ method: 'POST', url: '/api/example/alive', headers: clientHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serverId: (await alive(first)).serverId });
  });
});
