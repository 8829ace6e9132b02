import { describe, expect, it } from 'vitest';
import { session } from '../../../app/routing/routing-fixtures';
import { readRecentUsers } from '../../../shared/session/recent-users';
import { activeSession, createSessionStore, withLogin } from '../../../shared/session/session-store';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { fakeServer, loggedInAnswer } from '../login/login-fixtures';
import type { Answer } from '../login/login-fixtures';
import { openAdviseeSession } from '../../../shared/session/advisee-login';

const adviseeLoginPath = '/api/account/adviseeLogin';
const advisor = session('advisor', { accountCode: 'A30001' });

async function logInAs(answer: Answer) {
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update((state) => withLogin(state, advisor));
  const server = fakeServer({ [adviseeLoginPath]: answer });
  const outcome = await openAdviseeSession(sessions, advisor, 'C10001', server.api);
  return { outcome, sessions, calls: server.calls };
}

describe('an advisor logging in as an advisee', () => {
  it('asks as the advisor, then holds the advisee session linked to it as the active one', async () => {
    const { outcome, sessions, calls } = await logInAs({
      status: 200,
      body: loggedInAnswer({ accountCode: 'C10001', advisorAccountCode: 'A30001' }),
    });
    expect(outcome).toEqual({ kind: 'loggedIn' });
    expect(calls[0]).toMatchObject({
      path: adviseeLoginPath,
      body: { accountCode: 'C10001' },
      headers: { 'x-portal-account': 'A30001', 'x-portal-source': 'gateway' },
    });
    const state = sessions.getSnapshot();
    expect(state.sessions.map((held) => [held.accountCode, held.advisorAccountCode])).toEqual([
      ['A30001', undefined],
      ['C10001', 'A30001'],
    ]);
    expect(activeSession(state)?.accountCode).toBe('C10001');
    // Nobody signed in to it with a password: it is no recent user.
    expect(readRecentUsers(sessions.storage)).toEqual([]);
  });

  it('keeps the advisor’s own session even if the answer does not name the advisor', async () => {
    const { sessions } = await logInAs({ status: 200, body: loggedInAnswer({ accountCode: 'C10001' }) });
    expect(sessions.getSnapshot().sessions.map((held) => [held.accountCode, held.advisorAccountCode])).toEqual([
      ['A30001', undefined],
      ['C10001', 'A30001'],
    ]);
  });

  it('says the login failed when the server refuses it (not an advisee: 403)', async () => {
    const { outcome, sessions } = await logInAs({ status: 403, body: { code: 'FORBIDDEN', message: 'No' } });
    expect(outcome).toEqual({ kind: 'failed', reason: 'refused' });
    expect(sessions.getSnapshot().sessions).toEqual([advisor]);
  });

  it('says an error occurred when the server fails or cannot be reached', async () => {
    expect((await logInAs({ status: 500, body: { code: 'INTERNAL', message: 'Oops' } })).outcome).toEqual({
      kind: 'failed',
      reason: 'error',
    });
    expect((await logInAs('unreachable')).outcome).toEqual({ kind: 'failed', reason: 'error' });
  });
});
