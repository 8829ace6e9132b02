import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readRecentUsers, rememberRecentUser } from '../../shared/session/recent-users';
import { createSessionStore, withLogin } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { ExitView } from './exit-page';
import type { ExitView as ExitViewState } from './exit-page';
import { fakeServer, signedInClient, withTexts } from './login/login-fixtures';
import type { Answer } from './login/login-fixtures';
import { leavePortal } from './session-login/leave-portal';

const logoutPath = '/api/account/accountLogout';
const sessionLoginUser: SessionFacts = { ...signedInClient, accountCode: 'C10001', isSessionLogin: true };
const fosUser: SessionFacts = { ...signedInClient, accountCode: 'V20001', source: 'fos' };

function signedIn(...sessions: SessionFacts[]) {
  const store = createSessionStore(createExpiringStorage(new MemoryStorage()));
  for (const session of sessions) {
    store.update((state) => withLogin(state, session));
    rememberRecentUser(store.storage, { ...session, lastLoginTime: session.loginTime });
  }
  return store;
}

describe('leaving the portal', () => {
  it('ends every session the browser holds and forgets them', async () => {
    const sessions = signedIn(fosUser, sessionLoginUser);
    const server = fakeServer({ [logoutPath]: { status: 200, body: { success: true } } });
    expect(await leavePortal(sessions, server.api)).toEqual({ kind: 'signedOut' });
    expect(server.calls.map((call) => call.body)).toEqual([
      { role: 'user', source: 'gateway' },
      { role: 'user', source: 'fos' },
    ]);
    expect(sessions.getSnapshot()).toEqual({ sessions: [], activeAccountCode: null });
    expect(readRecentUsers(sessions.storage)).toEqual([]);
  });

  it.each<[string, Answer, 'unreachable' | 'refused']>([
    ['the server cannot be reached', 'unreachable', 'unreachable'],
    ['the server refuses', { status: 500, body: { code: 'INTERNAL', message: 'x' } }, 'refused'],
  ])('keeps the session when %s', async (_, answer, reason) => {
    const sessions = signedIn(sessionLoginUser);
    const server = fakeServer({ [logoutPath]: answer });
    expect(await leavePortal(sessions, server.api)).toEqual({ kind: 'failed', reason });
    expect(sessions.getSnapshot().activeAccountCode).toBe('C10001');
    expect(readRecentUsers(sessions.storage)).toHaveLength(1);
  });

  it('is done at once when nobody is signed in', async () => {
    const server = fakeServer({});
    expect(await leavePortal(signedIn(), server.api)).toEqual({ kind: 'signedOut' });
    expect(server.calls).toEqual([]);
  });
});

async function screen(view: ExitViewState): Promise<string> {
  return renderToStaticMarkup(
    <MantineProvider>{await withTexts(<ExitView view={view} onRetry={() => undefined} />)}</MantineProvider>,
  );
}

describe('the exit page', () => {
  it('says it is signing the visitor out', async () => {
    const markup = await screen({ kind: 'leaving' });
    expect(markup).toMatch(/<h1[^>]*>Leaving the portal<\/h1>/);
    expect(markup).toContain('Signing you out…');
  });

  it('says the visitor has left and may close the window or go back to the app', async () => {
    const markup = await screen({ kind: 'left' });
    expect(markup).toMatch(/<h1[^>]*>You have left the portal<\/h1>/);
    expect(markup).toContain('You can now close this window or return to the app you came from.');
  });

  it('says the visitor is still signed in when the logout failed, and offers to try again', async () => {
    const markup = await screen({ kind: 'failed', reason: 'refused' });
    expect(markup).toContain('You could not be signed out and are still signed in.');
    expect(markup).toMatch(/<button[^>]*>.*Try again.*<\/button>/s);
    expect(markup).not.toContain('You have left the portal');
  });
});
