import { describe, expect, it } from 'vitest';
import { createSessionStore, withAdviseeLogin, withLogin } from '../../../shared/session/session-store';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { fakeServer, signedInClient } from './login-fixtures';
import type { Answer } from './login-fixtures';
import { logOutAccount, logOutActiveSession } from './log-out';

const logoutPath = '/api/account/accountLogout';

function signedIn() {
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update((state) => withLogin(state, signedInClient));
  return sessions;
}

async function logOutWith(answer: Answer) {
  const sessions = signedIn();
  const server = fakeServer({ [logoutPath]: answer });
  const outcome = await logOutActiveSession(sessions, server.api);
  return { outcome, sessions: sessions.getSnapshot(), calls: server.calls };
}

describe('logging out', () => {
  it('ends the session on the server with its role and source, then forgets it', async () => {
    const { outcome, sessions, calls } = await logOutWith({ status: 200, body: { success: true } });
    expect(outcome).toEqual({ kind: 'signedOut' });
    expect(sessions).toEqual({ sessions: [], activeAccountCode: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: logoutPath,
      body: { role: 'user', source: 'gateway' },
      headers: { 'x-portal-client': 'web' },
    });
  });

  it('keeps the session when the server fails to end it (SPEC §7: a failure aborts the logout)', async () => {
    const { outcome, sessions } = await logOutWith({ status: 500, body: { code: 'INTERNAL', message: 'Oops' } });
    expect(outcome).toEqual({ kind: 'failed', reason: 'refused' });
    expect(sessions.activeAccountCode).toBe('C1001');
    expect(sessions.sessions).toEqual([signedInClient]);
  });

  it('keeps the session when the server cannot be reached', async () => {
    const { outcome, sessions } = await logOutWith('unreachable');
    expect(outcome).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(sessions.sessions).toEqual([signedInClient]);
  });

  it('forgets a session the server no longer knows (401), which could otherwise never sign out', async () => {
    const { outcome, sessions } = await logOutWith({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'No session' },
    });
    expect(outcome).toEqual({ kind: 'signedOut' });
    expect(sessions.sessions).toEqual([]);
  });

  it('has nothing to do when nobody is signed in', async () => {
    const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
    const server = fakeServer({});
    expect(await logOutActiveSession(sessions, server.api)).toEqual({ kind: 'signedOut' });
    expect(server.calls).toEqual([]);
  });
});

describe('logging out one account of several (the switcher)', () => {
  const fosClient = { ...signedInClient, accountCode: 'V2001', source: 'fos' } as const;

  it('acts for that account, not the active one, and leaves the active one active', async () => {
    const sessions = signedIn();
    sessions.update((state) => withLogin(state, fosClient));
    sessions.update((state) => ({ ...state, activeAccountCode: 'C1001' }));
    const server = fakeServer({ [logoutPath]: { status: 200, body: { success: true } } });
    expect(await logOutAccount(sessions, 'V2001', server.api)).toEqual({ kind: 'signedOut' });
    expect(server.calls[0]).toMatchObject({
      body: { role: 'user', source: 'fos' },
      headers: { 'x-portal-account': 'V2001', 'x-portal-source': 'fos' },
    });
    expect(sessions.getSnapshot()).toEqual({ sessions: [signedInClient], activeAccountCode: 'C1001' });
  });

  it('logging out an advisor forgets the advisee sessions it opened', async () => {
    const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
    sessions.update((state) => withLogin(state, { ...signedInClient, accountCode: 'A3001', role: 'advisor' }));
    sessions.update((state) => withAdviseeLogin(state, { ...signedInClient, advisorAccountCode: 'A3001' }));
    const server = fakeServer({ [logoutPath]: { status: 200, body: { success: true } } });
    await logOutAccount(sessions, 'A3001', server.api);
    expect(server.calls[0]?.headers).toMatchObject({ 'x-portal-account': 'A3001' });
    expect(sessions.getSnapshot()).toEqual({ sessions: [], activeAccountCode: null });
  });
});
