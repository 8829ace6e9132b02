import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { createSessionStore, signedOut, withAdviseeLogin, withLogin } from '../../shared/session/session-store';
import type { SessionFacts } from '../../shared/session/session-store';
import { logOutForInactivity } from './inactivity-logout';
import { sessionFacts } from './session-fixtures';

function storeWith(...sessions: SessionFacts[]) {
  const store = createSessionStore(createExpiringStorage(new MemoryStorage()));
  for (const session of sessions)
    store.update((state) => (session.advisorAccountCode ? withAdviseeLogin : withLogin)(state, session));
  return store;
}

const advisor = sessionFacts('A001', { role: 'advisor' });
const advisee = sessionFacts('C005', { advisorAccountCode: 'A001' });
const fos = sessionFacts('V001', { source: 'fos' });

describe('the logout at the inactivity kick', () => {
  it('ends every stored session on the server, advisees before their advisor, then forgets them all', async () => {
    const store = storeWith(fos, advisor, advisee);
    const ended: string[] = [];
    const outcome = await logOutForInactivity(store, async (session) => {
      ended.push(session.accountCode);
      return 'ended';
    });
    expect(outcome).toEqual({ kind: 'loggedOut' });
    expect(ended).toEqual(['C005', 'V001', 'A001']);
    expect(store.getSnapshot()).toEqual(signedOut);
  });

  it('stops at a failed call and keeps that session and the ones not yet ended', async () => {
    const store = storeWith(fos, advisor);
    const outcome = await logOutForInactivity(store, async (session) =>
      session.accountCode === 'A001' ? 'failed' : 'ended',
    );
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(store.getSnapshot().sessions.map((session) => session.accountCode)).toEqual(['A001']);
  });

  it('calls nothing for a session-login user and forgets the sessions', async () => {
    const store = storeWith(sessionFacts('C001', { isSessionLogin: true }));
    const ended: string[] = [];
    const outcome = await logOutForInactivity(store, async (session) => {
      ended.push(session.accountCode);
      return 'ended';
    });
    expect(outcome).toEqual({ kind: 'loggedOut' });
    expect(ended).toEqual([]);
    expect(store.getSnapshot()).toEqual(signedOut);
  });
});
