import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../shared/preferences/preferences-store';
import { authChannelName, parseLoginAnnouncement } from '../../shared/session/auth-channel';
import type { LoginAnnouncement } from '../../shared/session/auth-channel';
import { readRecentUsers } from '../../shared/session/recent-users';
import { SessionContext } from '../../shared/session/session-context';
import { activeSession, createSessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { fakeServer, loggedInAnswer, refusal, withTexts } from './login/login-fixtures';
import type { Answer } from './login/login-fixtures';
import { SessionLoginPage, SessionLoginView } from './session-login-page';
import type { SessionLoginView as SessionLoginViewState } from './session-login-page';
import { signInOnce } from './session-login/hand-off';

const sessionLoginPath = '/api/account/sessionLogin';
const sessionLoggedIn = loggedInAnswer({ accountCode: 'C10001', isSessionLogin: true });

function stores() {
  const storage = createExpiringStorage(new MemoryStorage());
  return { sessions: createSessionStore(storage), preferences: createPreferencesStore(storage) };
}

/** The account's saved preference, answered where loadAccountPreferences asks (the app's own api client). */
function serveSavedPreference(language: 'zh-HK' | 'en') {
  const fetcher = vi.fn<typeof fetch>(async () =>
    Response.json({ language, currencyCode: 'USD', saved: true }, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

let tokenCount = 0;
/** Each test its own token: the page remembers the tokens it spent. */
const freshToken = () => `hand-off-token-${(tokenCount += 1)}`;

describe('signing in from a hand-off token', () => {
  it('spends the token once however often it is asked, and keeps the login as the login page does', async () => {
    const preferenceCalls = serveSavedPreference('zh-HK');
    const server = fakeServer({ [sessionLoginPath]: { status: 200, body: sessionLoggedIn } });
    const context = { ...stores(), client: server.api };
    const channel = new BroadcastChannel(authChannelName);
    const announced = new Promise<LoginAnnouncement | undefined>((resolve) => {
      channel.onmessage = (event: MessageEvent) => resolve(parseLoginAnnouncement(event.data));
    });
    const token = freshToken();

    // React runs a page's effects twice in development: both ask.
    const [first, second] = await Promise.all([signInOnce(token, context), signInOnce(token, context)]);

    expect(first).toEqual({ kind: 'signedIn' });
    expect(second).toEqual({ kind: 'signedIn' });
    expect(server.calls).toEqual([expect.objectContaining({ path: sessionLoginPath, body: { token } })]);
    expect(activeSession(context.sessions.getSnapshot())).toMatchObject({
      accountCode: 'C10001',
      isSessionLogin: true,
    });
    expect(readRecentUsers(context.sessions.storage).map((user) => user.accountCode)).toEqual(['C10001']);
    expect(preferenceCalls).toHaveBeenCalledTimes(1);
    expect(context.preferences.getSnapshot().language).toBe('zh-HK');
    expect(await announced).toMatchObject({ type: 'login', accountCode: 'C10001', source: 'gateway' });
    channel.close();
  });

  it('still signs in when the account’s preferences cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const server = fakeServer({ [sessionLoginPath]: { status: 200, body: sessionLoggedIn } });
    const context = { ...stores(), client: server.api };
    expect(await signInOnce(freshToken(), context)).toEqual({ kind: 'signedIn' });
    expect(activeSession(context.sessions.getSnapshot())?.accountCode).toBe('C10001');
  });

  it.each([
    [
      'an unknown, used or expired token (401)',
      { status: 401, body: { code: 'UNAUTHENTICATED', message: 'x' } },
      'invalidToken',
    ],
    ['a malformed token (400)', { status: 400, body: { code: 'BAD_INPUT', message: 'x' } }, 'invalidToken'],
    ['a brand without session login (404)', { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }, 'unavailable'],
    ['a rate limit (429)', { status: 429, body: { code: 'RATE_LIMITED', message: 'x' } }, 'rateLimited'],
    ['another refusal', refusal('SOMETHING'), 'failed'],
  ] as const)('refuses %s without a session', async (_, answer: Answer, reason) => {
    const server = fakeServer({ [sessionLoginPath]: answer });
    const context = { ...stores(), client: server.api };
    expect(await signInOnce(freshToken(), context)).toEqual({ kind: 'failed', reason });
    expect(context.sessions.getSnapshot().sessions).toEqual([]);
  });

  it('tries the same token again only when the first request never got through', async () => {
    serveSavedPreference('en');
    const server = fakeServer({ [sessionLoginPath]: ['unreachable', { status: 200, body: sessionLoggedIn }] });
    const context = { ...stores(), client: server.api };
    const token = freshToken();
    expect(await signInOnce(token, context)).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(await signInOnce(token, context)).toEqual({ kind: 'signedIn' });
    expect(await signInOnce(token, context)).toEqual({ kind: 'signedIn' });
    expect(server.calls).toHaveLength(2);
  });
});

async function view(state: SessionLoginViewState): Promise<string> {
  return renderToStaticMarkup(
    <MantineProvider>{await withTexts(<SessionLoginView view={state} onRetry={() => undefined} />)}</MantineProvider>,
  );
}

async function page(url: string): Promise<string> {
  const { sessions, preferences } = stores();
  return renderToStaticMarkup(
    <MantineProvider>
      <PreferencesContext value={preferences}>
        <SessionContext value={sessions}>
          <MemoryRouter initialEntries={[url]}>{await withTexts(<SessionLoginPage />)}</MemoryRouter>
        </SessionContext>
      </PreferencesContext>
    </MantineProvider>,
  );
}

describe('the session login page', () => {
  it('says it is signing in while the token is being spent', async () => {
    const markup = await page('/users/sessionLogin?token=abc');
    expect(markup).toMatch(/<h1[^>]*>Signing in<\/h1>/);
    expect(markup).toContain('Signing you in…');
  });

  it('says the link is incomplete when it carries no token', async () => {
    const markup = await page('/users/sessionLogin');
    expect(markup).toMatch(/<h1[^>]*>You could not be signed in<\/h1>/);
    expect(markup).toContain(
      'This sign-in link is incomplete. Return to the app you came from and open the portal again.',
    );
  });

  it('says an invalid, expired or used token cannot sign in, with no retry (the token is spent)', async () => {
    const markup = await view({ kind: 'failed', reason: 'invalidToken' });
    expect(markup).toContain('This sign-in link is invalid, has expired or has already been used.');
    expect(markup).not.toContain('Try again');
  });

  it('offers to try again only when the server could not be reached', async () => {
    const markup = await view({ kind: 'failed', reason: 'unreachable' });
    expect(markup).toContain('The server cannot be reached.');
    expect(markup).toMatch(/<button[^>]*>.*Try again.*<\/button>/s);
  });
});
