import type { APIRequestContext, Page } from '@playwright/test';
import { loggedInSchema, storageLifetimes } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { sessionFactsOf } from '../../apps/web/src/shared/session/session-facts';
import type { SessionFacts } from '../../apps/web/src/shared/session/session-store';
import { storageKeyPrefix } from '../../apps/web/src/shared/storage/expiring-storage';

/** Every demo account's password (README "Demo accounts"). */
export { demoPassword } from '@portal/server/testing';
import { demoPassword } from '@portal/server/testing';

/** What a client must send with every call that changes something (the server's cross-site check). */
export const webClientHeaders = { 'x-portal-client': 'web' } as const;

/** Where the web keeps the sessions: the session store's key in the expiring storage (session-store.ts). */
export const sessionsStorageKey = `${storageKeyPrefix}sessions`;

/** Where each demo account lands after signing in (SPEC §2 Redirect after login, guards.ts landingPath). */
export const demoLandingPaths = {
  C10001: '/funds/dashboard',
  C10002: '/funds/dashboard',
  C10003: '/funds/dashboard',
  C10004: '/funds/dashboard',
  C10005: '/funds/dashboard',
  V20001: '/cryptos/dashboard',
  V20002: '/cryptos/dashboard',
  A30001: '/advisors/dashboard',
  A30002: '/cryptos/vaOrder',
  M40001: '/advisors/dashboard',
  ADMIN01: '/admins/account',
} as const;
export type DemoAccountCode = keyof typeof demoLandingPaths;

export type SignInOptions = {
  readonly source?: LoginSource;
  readonly password?: string;
};

/**
 * Signs in without the login screen (STYLE.md: only the login screen's own journeys type into it): the login call
 * through the page's request context, so the httpOnly session cookies land in the browser context, and the session
 * facts written where the web keeps them, in the shape it writes (withLogin over the stored sessions). The facts
 * are in place from the next navigation on; the caller then opens the page it wants.
 */
export async function signInWithoutUi(
  page: Page,
  accountCode: string,
  { source = 'gateway', password = demoPassword }: SignInOptions = {},
): Promise<SessionFacts> {
  const operation = source === 'fos' ? 'fosPasswordLogin' : 'gatewayPasswordLogin';
  const response = await page.request.post(`/api/account/${operation}`, {
    headers: webClientHeaders,
    data: { accountCode, password },
  });
  if (!response.ok()) {
    throw new Error(`Signing in ${accountCode} failed: ${response.status()} ${await response.text()}`);
  }
  const login = loggedInSchema.safeParse(await response.json());
  if (!login.success) {
    throw new Error(`${accountCode} did not sign in with a password alone (a second factor?): ${login.error.message}`);
  }
  // Expiries on the server's clock here; the page moves them onto its own clock when it stores them, as the web does
  // with a login it receives (sessionFactsOf, onBrowserClock), so a page whose clock was installed elsewhere agrees.
  const facts = sessionFactsOf(login.data, Date.parse(login.data.time));
  // Once per call: later navigations (a logout, a reload) must see what the app itself stored by then.
  const marker = `e2e:sessionSeeded:${facts.accountCode}:${Date.now()}`;
  await page.addInitScript(
    ({ key, facts, expireLength, marker }) => {
      if (window.sessionStorage.getItem(marker) !== null) return;
      window.sessionStorage.setItem(marker, '1');
      const sessionsOf = (raw: string | null): unknown[] => {
        try {
          const entry: unknown = raw === null ? null : JSON.parse(raw);
          if (typeof entry !== 'object' || entry === null || !('content' in entry)) return [];
          const { content } = entry;
          if (typeof content !== 'object' || content === null || !('sessions' in content)) return [];
          return Array.isArray(content.sessions) ? content.sessions : [];
        } catch {
          return [];
        }
      };
      const shift = Date.now() - facts.loginTime;
      const onPageClock = {
        ...facts,
        sessionExpiresAt: facts.sessionExpiresAt + shift,
        refreshExpiresAt: facts.refreshExpiresAt + shift,
      };
      // As withLogin: a login on a source replaces the stored session of that source, and becomes active.
      const kept = sessionsOf(window.localStorage.getItem(key)).filter(
        (session) =>
          typeof session !== 'object' || session === null || !('source' in session) || session.source !== facts.source,
      );
      const content = { sessions: [...kept, onPageClock], activeAccountCode: facts.accountCode };
      window.localStorage.setItem(key, JSON.stringify({ content, lastTime: Date.now(), expireLength }));
    },
    { key: sessionsStorageKey, facts, expireLength: storageLifetimes.storedUsers, marker },
  );
  return facts;
}

function propertyOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

type OutboxMessage = { readonly body: string; readonly createdAt: string };

/** The messages of dev-support.ts's outbox answer, newest first. */
function outboxMessagesOf(answer: unknown): OutboxMessage[] {
  const messages = propertyOf(answer, 'messages');
  if (!Array.isArray(messages)) throw new Error(`Not an outbox answer: ${JSON.stringify(answer)}`);
  return messages.flatMap((message: unknown) => {
    const body = propertyOf(message, 'body');
    const createdAt = propertyOf(message, 'createdAt');
    return typeof body === 'string' && typeof createdAt === 'string' ? [{ body, createdAt }] : [];
  });
}

/** The newest SMS one-time password the messaging simulator delivered to an account (GET /api/_dev/outbox). */
export async function readSmsCode(
  request: APIRequestContext,
  accountCode: string,
  { sentAfter, timeoutMs = 10_000 }: { readonly sentAfter?: Date; readonly timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get(`/api/_dev/outbox?accountCode=${encodeURIComponent(accountCode)}&channel=sms`);
    if (!response.ok()) throw new Error(`The outbox answered ${response.status()}: ${await response.text()}`);
    const messages = outboxMessagesOf(await response.json());
    // The newest message with a code: account notices (a sign-in from a new device, ADR 040) carry none.
    const newest = messages.find(
      (message) =>
        (sentAfter === undefined || Date.parse(message.createdAt) >= sentAfter.getTime()) &&
        /\b\d{6}\b/.test(message.body),
    );
    const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
    if (code !== undefined) return code;
    if (Date.now() > deadline)
      throw new Error(`No SMS code for ${accountCode} in the outbox: ${JSON.stringify(messages)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** The id of the captcha a refused login carried (HTTP 422, `details.captcha`), for readCaptchaAnswer. */
export function captchaIdOf(refusal: unknown): string {
  const captchaId = propertyOf(propertyOf(propertyOf(refusal, 'details'), 'captcha'), 'captchaId');
  if (typeof captchaId !== 'string') throw new Error(`The refusal carries no captcha: ${JSON.stringify(refusal)}`);
  return captchaId;
}

/** A captcha's answer, as a person reads it off the image (GET /api/_dev/captcha). */
export async function readCaptchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const response = await request.get(`/api/_dev/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  if (!response.ok()) throw new Error(`The captcha answer could not be read: ${response.status()}`);
  const answer = propertyOf(await response.json(), 'answer');
  if (typeof answer !== 'string') throw new Error('The captcha answer is not text.');
  return answer;
}
