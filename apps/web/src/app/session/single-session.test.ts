import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import {
  activeSession,
  createSessionStore,
  signedOut,
  withAdviseeLogin,
  withLogin,
} from '../../shared/session/session-store';
import type { SessionState } from '../../shared/session/session-store';
import { sessionFacts } from './session-fixtures';
import { kickOf, watchSingleSession, withKick } from './single-session';
import type { Kick } from './single-session';

const minute = 60_000;
const t0 = Date.UTC(2026, 0, 1);

const client = sessionFacts('C001', { loginTime: t0 });
const fosClient = sessionFacts('V001', { source: 'fos', loginTime: t0 });
const advisor = sessionFacts('A001', { role: 'advisor', loginTime: t0 });
const advisee = sessionFacts('C005', { loginTime: t0 + minute, advisorAccountCode: 'A001' });
const login = (accountCode: string, loginTime: number, role: 'user' | 'advisor' = 'user') =>
  ({ accountCode, source: 'gateway', role, loginTime }) as const;

describe('the single-session rule', () => {
  it('kicks only the plain user this tab shows, for a later gateway login', () => {
    const state = withLogin(withLogin(signedOut, fosClient), client);
    const kick = kickOf(client, login('C002', t0 + minute), state);
    expect(kick?.kicked).toEqual([{ accountCode: 'C001', source: 'gateway' }]);
    expect(kick?.toInvalidSession).toBe(false);
  });

  it('lets an earlier or equal login, a virtual-asset login and a tab showing a virtual-asset user be', () => {
    const state = withLogin(withLogin(signedOut, fosClient), client);
    expect(kickOf(client, login('C002', t0), state)).toBeUndefined();
    expect(kickOf(client, login('C002', t0 - minute), state)).toBeUndefined();
    expect(kickOf(client, { ...login('V002', t0 + minute), source: 'fos' }, state)).toBeUndefined();
    expect(kickOf(fosClient, login('C002', t0 + minute), state)).toBeUndefined();
    expect(kickOf(undefined, login('C002', t0 + minute), state)).toBeUndefined();
  });

  it('kicks every stored user when the user shown ranks above a plain user, but never the new login', () => {
    const newLogin = sessionFacts('C002', { loginTime: t0 + 2 * minute });
    // The other tab's login already reached the shared store (it replaced the gateway sessions).
    const state: SessionState = {
      sessions: [fosClient, advisor, advisee, newLogin],
      activeAccountCode: 'C002',
    };
    const kick = kickOf(advisor, login('C002', t0 + 2 * minute), state);
    expect(kick?.kicked).toEqual([
      { accountCode: 'A001', source: 'gateway' },
      { accountCode: 'V001', source: 'fos' },
      { accountCode: 'C005', source: 'gateway' },
    ]);
    if (!kick) return;
    expect(withKick(state, kick)).toEqual({ sessions: [newLogin], activeAccountCode: 'C002' });
  });

  it('keeps the session of a new login of the same account (signed in again in another tab)', () => {
    const again = sessionFacts('C001', { loginTime: t0 + minute });
    const state = withLogin(signedOut, again);
    const kick = kickOf(client, login('C001', t0 + minute), state);
    expect(kick?.kicked).toEqual([]);
    if (!kick) return;
    expect(withKick(state, kick)).toBe(state);
  });

  it('sends a session-login user to /invalidSession', () => {
    const embedded = sessionFacts('C001', { isSessionLogin: true, loginTime: t0 });
    expect(kickOf(embedded, login('C002', t0 + minute), withLogin(signedOut, embedded))?.toInvalidSession).toBe(true);
  });
});

/** Two tabs of one browser: two session stores over one localStorage. */
function twoTabs() {
  const local = new MemoryStorage();
  const thisTab = createSessionStore(createExpiringStorage(local));
  const otherTab = createSessionStore(createExpiringStorage(local));
  return { thisTab, otherTab };
}

describe('watching for kicks', () => {
  it('kicks once when the announcement arrives before the other tab’s store change is read', () => {
    const { thisTab, otherTab } = twoTabs();
    thisTab.update((state) => withLogin(state, client));
    otherTab.reloadFromStorage();
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));

    otherTab.update((state) => withLogin(state, sessionFacts('C002', { loginTime: t0 + minute })));
    guard.announced(login('C002', t0 + minute));
    thisTab.reloadFromStorage(); // the storage event, late
    expect(kicks.map((kick) => kick.shown.accountCode)).toEqual(['C001']);
    expect(activeSession(thisTab.getSnapshot())?.accountCode).toBe('C002');
    guard.stop();
  });

  it('kicks once when the store change is read before the announcement arrives', () => {
    const { thisTab, otherTab } = twoTabs();
    thisTab.update((state) => withLogin(state, client));
    otherTab.reloadFromStorage();
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));

    otherTab.update((state) => withLogin(state, sessionFacts('C002', { loginTime: t0 + minute })));
    thisTab.reloadFromStorage(); // the storage event first
    guard.announced(login('C002', t0 + minute));
    expect(kicks.map((kick) => kick.shown.accountCode)).toEqual(['C001']);
    expect(guard.shown()?.accountCode).toBe('C002');
    guard.stop();
  });

  it('waits for the store to show an announced login before acting (a stale view would be written back)', () => {
    const { thisTab, otherTab } = twoTabs();
    thisTab.update((state) => withLogin(state, client));
    otherTab.reloadFromStorage();
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));

    guard.announced(login('C002', t0 + minute)); // ahead of the store change, or forged
    expect(kicks).toEqual([]);
    expect(thisTab.getSnapshot().sessions.map((session) => session.accountCode)).toEqual(['C001']);

    otherTab.update((state) => withLogin(state, sessionFacts('C002', { loginTime: t0 + minute })));
    thisTab.reloadFromStorage();
    expect(kicks.map((kick) => kick.shown.accountCode)).toEqual(['C001']);
    expect(activeSession(thisTab.getSnapshot())?.accountCode).toBe('C002');
    guard.stop();
  });

  it('does not kick for a login made in this tab, which hears its own announcement', () => {
    const { thisTab } = twoTabs();
    thisTab.update((state) => withLogin(state, client));
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));
    thisTab.update((state) => withLogin(state, sessionFacts('C002', { loginTime: t0 + minute })));
    guard.announced(login('C002', t0 + minute));
    expect(kicks).toEqual([]);
    guard.stop();
  });

  it('does not kick when the user merely logged out in the other tab, nor later for an unrelated login', () => {
    const { thisTab, otherTab } = twoTabs();
    thisTab.update((state) => withLogin(state, client));
    otherTab.reloadFromStorage();
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));
    otherTab.update(() => signedOut);
    thisTab.reloadFromStorage();
    expect(guard.shown()).toBeUndefined();
    otherTab.update((state) => withLogin(state, sessionFacts('C002', { loginTime: t0 + minute })));
    guard.announced(login('C002', t0 + minute));
    expect(kicks).toEqual([]);
    guard.stop();
  });

  it('follows an advisee session the advisor opened in the other tab without kicking', () => {
    const { thisTab, otherTab } = twoTabs();
    thisTab.update((state) => withLogin(state, advisor));
    otherTab.reloadFromStorage();
    const kicks: Kick[] = [];
    const guard = watchSingleSession(thisTab, (kick) => kicks.push(kick));
    otherTab.update((state) => withAdviseeLogin(state, advisee));
    thisTab.reloadFromStorage();
    expect(kicks).toEqual([]);
    expect(guard.shown()?.accountCode).toBe('C005');
    guard.stop();
  });
});
