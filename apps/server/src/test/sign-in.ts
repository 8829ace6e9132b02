import type { LoginSource } from '@portal/contract/brands';
import { demoPassword } from '../db/seed/demo-accounts';
import type { TestApp } from './test-app';

/** The headers of a call from the web client: the CSRF header and, when signed in, the acting account. */
export const clientHeaders = { 'x-portal-client': 'web' } as const;

export type SignedIn = {
  /** Cookie, client header and acting-account headers: spread into `app.inject({ headers })`. */
  readonly headers: Record<string, string>;
  readonly cookie: string;
};

/** The cookies a response sets, as one Cookie header value (deleted cookies left out). */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * Signs a demo account in through the real login operation (no second factor: C10001, C10003, C10005, V20001,
 * A30001, ADMIN01) and returns the headers of its later calls.
 */
export async function signIn(
  testApp: Pick<TestApp, 'app'>,
  accountCode: string,
  options: { readonly source?: LoginSource; readonly password?: string; readonly remoteAddress?: string } = {},
): Promise<SignedIn> {
  const source = options.source ?? (accountCode.startsWith('V') ? 'fos' : 'gateway');
  const response = await testApp.app.inject({
    method: 'POST',
    url: source === 'fos' ? '/api/account/fosPasswordLogin' : '/api/account/gatewayPasswordLogin',
    headers: clientHeaders,
    payload: { accountCode, password: options.password ?? demoPassword },
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`Signing ${accountCode} in failed: ${response.statusCode} ${response.body}`);
  }
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || Reflect.get(body, 'result') === '2') {
    throw new Error(`${accountCode} needs a second factor; sign it in through factorLogin instead.`);
  }
  const cookie = cookiesOf(response.headers['set-cookie']);
  return {
    cookie,
    headers: { ...clientHeaders, cookie, 'x-portal-account': accountCode, 'x-portal-source': source },
  };
}
