import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import {
  activeSession,
  createSessionStore,
  signedOut,
  withActiveAccount,
  withAdviseeLogin,
  withLogin,
  withLogout,
} from './session-store';
import type { SessionFacts } from './session-store';

function session(accountCode: string, facts: Partial<SessionFacts> = {}): SessionFacts {
  return {
    accountCode,
    source: 'gateway',
    role: 'user',
    loginTime: Date.UTC(2026, 0, 1),
    sessionExpiresAt: Date.UTC(2026, 0, 1, 1),
    refreshExpiresAt: Date.UTC(2026, 0, 2),
    isSessionLogin: false,
    agreementConfirmed: true,
    forceChangePassword: false,
    passwordDuration: 0,
    alertChangePasswordOption: 0,
    lastChangePasswordAt: Date.UTC(2026, 0, 1),
    ...facts,
  };
}

describe('session state', () => {
  it('starts with nobody signed in', () => {
    expect(activeSession(createSessionStore(createExpiringStorage(new MemoryStorage())).getSnapshot())).toBeUndefined();
  });

  it('a login on a source replaces the stored sessions of that source and becomes active', () => {
    const gateway = withLogin(signedOut, session('C001'));
    const both = withLogin(gateway, session('V001', { source: 'fos' }));
    const replaced = withLogin(both, session('C002'));
    expect(replaced.sessions.map((facts) => facts.accountCode)).toEqual(['V001', 'C002']);
    expect(activeSession(replaced)?.accountCode).toBe('C002');
  });

  it('logging out an advisor removes the advisee sessions linked to it', () => {
    const advisor = withLogin(signedOut, session('A001', { role: 'advisor' }));
    const withAdvisees = withAdviseeLogin(
      withAdviseeLogin(advisor, session('C001', { advisorAccountCode: 'A001' })),
      session('C002', { advisorAccountCode: 'A001' }),
    );
    expect(activeSession(withAdvisees)?.accountCode).toBe('C002');
    expect(withLogout(withAdvisees, 'A001')).toEqual(signedOut);
  });

  it('switching to an account the browser does not hold changes nothing', () => {
    const state = withLogin(signedOut, session('C001'));
    expect(withActiveAccount(state, 'C999')).toBe(state);
  });

  it('tells its listeners whether a change was made in this tab or read back from another tab', () => {
    const storage = new MemoryStorage();
    const thisTab = createSessionStore(createExpiringStorage(storage));
    const otherTab = createSessionStore(createExpiringStorage(storage));
    const heard: string[] = [];
    thisTab.subscribe((origin) => heard.push(origin));
    thisTab.update((state) => withLogin(state, session('C001')));
    thisTab.reloadFromStorage(); // nothing new: nobody hears of it
    otherTab.update((state) => withLogin(state, session('C002')));
    thisTab.reloadFromStorage();
    expect(heard).toEqual(['thisTab', 'otherTab']);
    expect(activeSession(thisTab.getSnapshot())?.accountCode).toBe('C002');
  });

  it('keeps the session facts across a reload and forgets them after logout', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(createExpiringStorage(storage));
    store.update((state) => withLogin(state, session('C001')));
    expect(activeSession(createSessionStore(createExpiringStorage(storage)).getSnapshot())?.accountCode).toBe('C001');
    store.update((state) => withLogout(state, 'C001'));
    expect(createSessionStore(createExpiringStorage(storage)).getSnapshot()).toEqual(signedOut);
    expect(storage.length).toBe(0);
  });
});
