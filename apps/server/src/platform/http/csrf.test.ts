import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@portal/contract';
import { demoPassword } from '../../db/seed/demo-accounts';
import { changedTables, snapshotDatabase, type DatabaseSnapshot } from '../../test/database-snapshot';
import { clientHeaders, signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const missingHeader = {
  code: 'FORBIDDEN',
  message: 'A call that changes something must carry the x-portal-client header.',
};
const crossSite = { code: 'FORBIDDEN', message: 'Cross-site requests are refused.' };

const postOperations = services
  .flatMap((service) => Object.values(service.operations))
  .filter((operation) => operation.method === 'POST');

/** The host every call below names, as a browser's Host header would. */
const host = 'portal.example.com';

describe('cross-site request protection', () => {
  let testApp: TestApp;
  let client: SignedIn;
  let before: DatabaseSnapshot;

  beforeAll(async () => {
    testApp = await createTestApp();
    client = await signIn(testApp, 'C10001');
  });
  beforeEach(async () => {
    before = await snapshotDatabase(testApp.database);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function expectDatabaseUnchanged() {
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  }

  /** The signed-in client's headers without the client header, as a form posted from another site would send. */
  function withoutClientHeader(): Record<string, string> {
    return Object.fromEntries(Object.entries(client.headers).filter(([name]) => name !== 'x-portal-client'));
  }

  it.each(postOperations.map((operation) => [`${operation.service}.${operation.name}`, operation.path] as const))(
    '%s: a POST without the client header answers 403, even signed in, and changes nothing',
    async (_name, path) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: withoutClientHeader(),
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(missingHeader);
      await expectDatabaseUnchanged();
    },
  );

  it('refuses a login with the right password but no client header: no session, no audit row, no cookie', async () => {
    for (const headers of [{}, { 'x-portal-client': '' }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/account/gatewayPasswordLogin',
        headers,
        payload: { accountCode: 'C10005', password: demoPassword },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(missingHeader);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await expectDatabaseUnchanged();
  });

  it('checks the client header before the session: a call with neither answers 403, not 401', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/retrievePasswordRule',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(missingHeader);
  });

  it('refuses a cross-site setCurrency and logout from a signed-in browser; the session and preference stay', async () => {
    const setCurrency = await testApp.app.inject({
      method: 'POST',
      url: '/api/preference/setCurrency',
      headers: withoutClientHeader(),
      payload: { accountCode: 'C10001', source: 'gateway', currencyCode: 'USD' },
    });
    expect(setCurrency.statusCode).toBe(403);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/accountLogout',
      headers: withoutClientHeader(),
      payload: { role: 'user', source: 'gateway' },
    });
    expect(logout.statusCode).toBe(403);
    expect(logout.headers['set-cookie']).toBeUndefined();
    await expectDatabaseUnchanged();
    // The session still works for the real client.
    const load = await testApp.app.inject({
      method: 'POST',
      url: '/api/preference/loadPreference',
      headers: client.headers,
      payload: { accountCode: 'C10001', source: 'gateway' },
    });
    expect(load.statusCode).toBe(200);
    expect(load.json()).toEqual({ language: 'en', currencyCode: 'HKD', saved: false });
  });

  it.each([
    'https://attacker.example',
    'http://portal.example.com.attacker.example',
    'https://evil.test:443',
    'not a url',
  ])('refuses a POST with the client header from the foreign Origin %s (403) and changes nothing', async (origin) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/preference/setCurrency',
      headers: { ...client.headers, host, origin },
      payload: { accountCode: 'C10001', source: 'gateway', currencyCode: 'USD' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(crossSite);
    await expectDatabaseUnchanged();
  });

  it('accepts a POST whose Origin is the server itself, and one with no Origin (same-origin fetches may omit it)', async () => {
    const sameOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      headers: { ...clientHeaders, host, origin: `https://${host}` },
      payload: {},
    });
    expect(sameOrigin.statusCode).toBe(200);
    const noOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      headers: { ...clientHeaders, host },
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(200);
  });

  it('does not apply to GET: reading the API reference needs no client header, whatever the Origin', async () => {
    for (const url of ['/api/openapi.json', '/api/docs']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { host, origin: 'https://attacker.example' },
      });
      expect(response.statusCode).toBe(200);
    }
    // A GET on a POST operation is told the method, not refused as cross-site.
    const wrongMethod = await testApp.app.inject({ method: 'GET', url: '/api/example/alive' });
    expect(wrongMethod.statusCode).toBe(405);
    await expectDatabaseUnchanged();
  });
});
