import type { LightMyRequestResponse } from 'fastify';
import type { LoginSource } from '@portal/contract/brands';
import { demoPassword } from '../db/seed/demo-accounts';
import { clientHeaders } from './sign-in';
import type { TestApp } from './test-app';

/** A session a call acts for (the web's x-portal-account / x-portal-source). */
export type ActingAccount = { readonly accountCode: string; readonly source: LoginSource };

/** A cookie as the browser keeps it. */
type StoredCookie = { readonly value: string; readonly path: string };

/**
 * A browser's cookie jar in front of the test app: it keeps what Set-Cookie says (Max-Age=0 deletes), and sends a
 * cookie only to the paths under its Path, as a browser does (the refresh cookie only to refreshToken).
 */
export type TestBrowser = {
  post(url: string, payload?: Record<string, unknown>, acting?: ActingAccount): Promise<LightMyRequestResponse>;
  /** A password login without a second factor (demo accounts C10001, C10005, V20001, A30001, ADMIN01). */
  signIn(accountCode: string, source?: LoginSource): Promise<LightMyRequestResponse>;
  refresh(acting: ActingAccount): Promise<LightMyRequestResponse>;
  /** A cheap authenticated call: 200 while the session is live, 401 after. */
  probe(acting: ActingAccount): Promise<number>;
  /** The jar's cookies by name. */
  cookies(): ReadonlyMap<string, string>;
  /** A copy of this browser's jar at this moment (the same cookies, kept apart from now on). */
  copy(): TestBrowser;
  /** Puts a cookie into the jar by hand (a forged or stolen one). */
  setCookie(name: string, value: string, path: string): void;
};

export type TestBrowserOptions = {
  readonly userAgent?: string;
  readonly remoteAddress?: string;
};

/** The Set-Cookie lines of a response. */
export function setCookieLines(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header].flat().map(String);
}

export function createTestBrowser(
  testApp: Pick<TestApp, 'app'>,
  options: TestBrowserOptions = {},
  initial: ReadonlyMap<string, StoredCookie> = new Map(),
): TestBrowser {
  const jar = new Map(initial);

  function cookieHeader(url: string): string | undefined {
    const pairs = [...jar]
      .filter(([, cookie]) => url === cookie.path || url.startsWith(`${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`);
    return pairs.length === 0 ? undefined : pairs.join('; ');
  }

  function keep(response: LightMyRequestResponse): void {
    for (const line of setCookieLines(response)) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = decodeURIComponent(pair.slice(separator + 1));
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
      if (attribute('Max-Age') === '0') jar.delete(name);
      else jar.set(name, { value, path: attribute('Path') ?? '/' });
    }
  }

  const browser: TestBrowser = {
    async post(url, payload = {}, acting) {
      const cookie = cookieHeader(url);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          ...clientHeaders,
          ...(cookie === undefined ? {} : { cookie }),
          ...(acting === undefined ? {} : { 'x-portal-account': acting.accountCode, 'x-portal-source': acting.source }),
          ...(options.userAgent === undefined ? {} : { 'user-agent': options.userAgent }),
        },
        ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      });
      keep(response);
      return response;
    },
    signIn(accountCode, source = accountCode.startsWith('V') ? 'fos' : 'gateway') {
      const url = source === 'fos' ? '/api/account/fosPasswordLogin' : '/api/account/gatewayPasswordLogin';
      return browser.post(url, { accountCode, password: demoPassword });
    },
    refresh(acting) {
      return browser.post('/api/account/refreshToken', { ...acting }, acting);
    },
    async probe(acting) {
      return (await browser.post('/api/account/retrieveInactiveTimes', {}, acting)).statusCode;
    },
    cookies() {
      return new Map([...jar].map(([name, cookie]) => [name, cookie.value]));
    },
    copy() {
      return createTestBrowser(testApp, options, jar);
    },
    setCookie(name, value, path) {
      jar.set(name, { value, path });
    },
  };
  return browser;
}
