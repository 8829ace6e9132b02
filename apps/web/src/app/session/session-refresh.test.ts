import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { createSessionStore, signedOut, withAdviseeLogin, withLogin } from '../../shared/session/session-store';
import type { SessionFacts, SessionStore } from '../../shared/session/session-store';
import { sessionFacts } from './session-fixtures';
import { startSessionRefresh } from './session-refresh';
import type { RefreshOutcome } from './session-refresh';

const minute = 60_000;
const t0 = Date.UTC(2026, 0, 1);
/** A session signed in at t0: its token expires at t0 + 15 min, honoured for refresh until t0 + 20 min. */
const client = sessionFacts('C001', { sessionExpiresAt: t0 + 15 * minute, refreshExpiresAt: t0 + 15 * minute });

/** One lock per name, as navigator.locks gives the tabs of a browser. */
function browserLocks() {
  const queues = new Map<string, Promise<void>>();
  return (name: string, task: () => Promise<void>): Promise<void> => {
    const run = (queues.get(name) ?? Promise.resolve()).then(task);
    queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

type Tab = { sessions: SessionStore; expired: SessionFacts[][]; calls: string[]; stop: () => void };

/** A tab of a browser (sharing `local` and `lock` with its other tabs) whose refresh calls answer `answer`. */
function tab(
  local: Storage,
  lock: ReturnType<typeof browserLocks>,
  answer: (session: SessionFacts) => RefreshOutcome | Promise<RefreshOutcome>,
): Tab {
  const sessions = createSessionStore(createExpiringStorage(local, Date.now));
  const expired: SessionFacts[][] = [];
  const calls: string[] = [];
  const stop = startSessionRefresh({
    sessions,
    now: Date.now,
    timers: {
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (handle) => clearInterval(handle),
    },
    refresh: async (session) => {
      calls.push(`${session.accountCode}@${(Date.now() - t0) / 1000}s`);
      return answer(session);
    },
    withLock: lock,
    onExpired: (gone) => expired.push([...gone]),
  });
  return { sessions, expired, calls, stop };
}

/** The server's sliding refresh: 15 more minutes from now. */
const slide = (): RefreshOutcome => ({
  kind: 'refreshed',
  role: 'user',
  sessionExpiresAt: Date.now() + 15 * minute,
  refreshExpiresAt: Date.now() + 15 * minute,
});

function storedWith(...sessions: SessionFacts[]): MemoryStorage {
  const local = new MemoryStorage();
  const store = createSessionStore(createExpiringStorage(local, () => t0));
  for (const session of sessions)
    store.update((state) => (session.advisorAccountCode ? withAdviseeLogin : withLogin)(state, session));
  return local;
}

describe('the session refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 3 minutes before the token expires, checked every 5 s, and stores the new expiry', async () => {
    const browser = tab(storedWith(client), browserLocks(), slide);
    await vi.advanceTimersByTimeAsync(12 * minute - 5_000);
    expect(browser.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(browser.calls).toEqual(['C001@720s']);
    expect(browser.sessions.getSnapshot().sessions[0]?.sessionExpiresAt).toBe(t0 + 27 * minute);
    // The next refresh waits for the new expiry.
    await vi.advanceTimersByTimeAsync(11 * minute);
    expect(browser.calls).toEqual(['C001@720s']);
    await vi.advanceTimersByTimeAsync(minute);
    expect(browser.calls).toEqual(['C001@720s', 'C001@1440s']);
    browser.stop();
  });

  it('refreshes each stored session acting for it, not only the active one', async () => {
    const fos = sessionFacts('V001', {
      source: 'fos',
      sessionExpiresAt: t0 + 20 * minute,
      refreshExpiresAt: t0 + 20 * minute,
    });
    const browser = tab(storedWith(client, fos), browserLocks(), slide);
    await vi.advanceTimersByTimeAsync(17 * minute);
    expect(browser.calls).toEqual(['C001@720s', 'V001@1020s']);
    browser.stop();
  });

  it('lets one tab refresh a session while the other finds it refreshed', async () => {
    const local = storedWith(client);
    const lock = browserLocks();
    // The server takes a moment to answer.
    const slowSlide = () => new Promise<RefreshOutcome>((done) => setTimeout(() => done(slide()), 300));
    const first = tab(local, lock, slowSlide);
    const second = tab(local, lock, slowSlide);
    await vi.advanceTimersByTimeAsync(13 * minute);
    expect([...first.calls, ...second.calls]).toEqual(['C001@720s']);
    expect(second.sessions.getSnapshot().sessions[0]?.sessionExpiresAt).toBe(t0 + 27 * minute + 300);
    first.stop();
    second.stop();
  });

  it('forgets a session whose refresh the server refuses, with its advisees, and reports it', async () => {
    const advisor = sessionFacts('A001', { role: 'advisor', sessionExpiresAt: t0 + 15 * minute });
    const advisee = sessionFacts('C005', {
      advisorAccountCode: 'A001',
      sessionExpiresAt: t0 + 30 * minute,
      refreshExpiresAt: t0 + 30 * minute,
    });
    const browser = tab(storedWith(advisor, advisee), browserLocks(), () => ({ kind: 'refused' }));
    await vi.advanceTimersByTimeAsync(12 * minute);
    expect(browser.sessions.getSnapshot()).toEqual(signedOut);
    expect(browser.expired.map((gone) => gone.map((session) => session.accountCode))).toEqual([['A001', 'C005']]);
    browser.stop();
  });

  it('keeps trying while the server does not answer, and gives the session up 5 minutes past its refresh expiry', async () => {
    const browser = tab(storedWith(client), browserLocks(), () => ({ kind: 'failed' }));
    await vi.advanceTimersByTimeAsync(20 * minute);
    expect(browser.sessions.getSnapshot().sessions).toHaveLength(1);
    expect(browser.calls.length).toBeGreaterThan(90); // every 5 s for 8 minutes
    await vi.advanceTimersByTimeAsync(5_000);
    expect(browser.sessions.getSnapshot()).toEqual(signedOut);
    expect(browser.expired).toHaveLength(1);
    browser.stop();
  });

  it('forgets at once a stored session already past the grace (the laptop slept through it), without a call', async () => {
    vi.setSystemTime(t0 + 21 * minute);
    const browser = tab(storedWith(client), browserLocks(), slide);
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.sessions.getSnapshot()).toEqual(signedOut);
    expect(browser.calls).toEqual([]);
    expect(browser.expired).toHaveLength(1);
    browser.stop();
  });

  it('still refreshes a session within the grace after its expiry', async () => {
    vi.setSystemTime(t0 + 18 * minute);
    const browser = tab(storedWith(client), browserLocks(), slide);
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.calls).toEqual(['C001@1080s']);
    expect(browser.sessions.getSnapshot().sessions).toHaveLength(1);
    browser.stop();
  });
});
