import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientHeaders } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { runSessionHandoff } from './session-handoff';

let testApp: TestApp;

/** What the script prints, and the environment that points it at the test's database. */
function scriptRun(overrides: Record<string, string> = {}) {
  const printed = { out: '', warn: '' };
  const env = {
    DATA_DIR: testApp.config.dataDir,
    DATABASE_URL: testApp.config.databaseUrl,
    PORTAL_VARIANT: testApp.config.portalVariant,
    NODE_ENV: 'test',
    ...overrides,
  };
  const output = {
    out: (text: string) => {
      printed.out += text;
    },
    warn: (text: string) => {
      printed.warn += text;
    },
  };
  return {
    printed,
    run: (argv: readonly string[]) => runSessionHandoff(argv, env, output, testApp.clock),
  };
}

describe('npm run session:handoff', () => {
  beforeEach(async () => {
    testApp = await createTestApp({ variant: 'abci' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('prints a session-login path that signs the account in once', async () => {
    const { printed, run } = scriptRun();
    await run(['c10001']);
    expect(printed.warn).toBe('');
    const path = /^\/users\/sessionLogin\?token=([A-Za-z0-9_-]+)$/m.exec(printed.out);
    expect(printed.out).toContain('C10001 (gateway), valid once until 2025-01-15T02:02:00.000Z');
    const token = path?.[1] ?? '';
    const login = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/account/sessionLogin',
        headers: clientHeaders,
        payload: { token },
      });
    expect((await login()).json()).toMatchObject({ accountCode: 'C10001', isSessionLogin: true });
    expect((await login()).statusCode).toBe(401);
  });

  it('refuses an unknown account, a bad source and a brand without session login, issuing nothing', async () => {
    await expect(scriptRun().run(['Z99999'])).rejects.toThrow('There is no gateway account Z99999');
    await expect(scriptRun().run(['C10001', 'bank'])).rejects.toThrow('The source must be gateway or fos');
    await expect(scriptRun().run([])).rejects.toThrow('Usage: npm run session:handoff -- ACCOUNT_CODE');
    await expect(scriptRun({ PORTAL_VARIANT: 'demo' }).run(['C10001'])).rejects.toThrow('sessionLoginMode');
    expect(await testApp.database.db.selectFrom('session_handoff').select('id').execute()).toEqual([]);
  });

  it('works in production with a warning that the path signs whoever opens it in', async () => {
    const { printed, run } = scriptRun({ NODE_ENV: 'production' });
    await run(['C10001']);
    expect(printed.warn).toContain('NODE_ENV=production');
    expect(printed.out).toMatch(/^\/users\/sessionLogin\?token=/m);
  });
});
