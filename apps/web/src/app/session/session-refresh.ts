/*
 * Token refresh (SPEC §4 Session, §9): every stored session is checked every 5 s; from 3 minutes before its session
 * token expires it is refreshed, by one tab of the browser only. A refresh the server refuses (401), or a session
 * past its refresh expiry plus the 5-minute grace, is forgotten.
 */
import { sessionRefreshTimings } from '@portal/contract/domain/storage-lifetimes';
import { withLogout, withSessionFacts } from '../../shared/session/session-store';
import type { SessionFacts, SessionStore } from '../../shared/session/session-store';

export type RefreshOutcome =
  | {
      readonly kind: 'refreshed';
      readonly role: SessionFacts['role'];
      readonly sessionExpiresAt: number;
      readonly refreshExpiresAt: number;
    }
  /** The server no longer honours the refresh token (401): the session is over. */
  | { readonly kind: 'refused' }
  /** No answer, or another failure: the next check tries again while the grace lasts. */
  | { readonly kind: 'failed' };

export type IntervalTimers<Handle> = {
  readonly setInterval: (run: () => void, intervalMs: number) => Handle;
  readonly clearInterval: (handle: Handle) => void;
};

export type SessionRefreshDeps<Handle> = {
  readonly sessions: SessionStore;
  readonly now: () => number;
  readonly timers: IntervalTimers<Handle>;
  /** account.refreshToken acting for `session` (not necessarily the active one). */
  readonly refresh: (session: SessionFacts) => Promise<RefreshOutcome>;
  /**
   * Runs `task` holding the browser-wide lock `name` (navigator.locks), so that one tab refreshes a given session
   * while the others wait and then find it refreshed.
   */
  readonly withLock: (name: string, task: () => Promise<void>) => Promise<void>;
  /** Sessions the browser has just forgotten because they could not be refreshed (the notice says so). */
  readonly onExpired: (expired: readonly SessionFacts[]) => void;
};

/** The name of the lock under which a session is refreshed: one per account and source. */
export function refreshLockName(session: Pick<SessionFacts, 'accountCode' | 'source'>): string {
  return `portal:refreshToken:${session.source}:${session.accountCode}`;
}

/** Whether a session is past the time its refresh token is honoured (its refresh expiry plus the grace). */
export function isPastRefreshGrace(session: SessionFacts, now: number): boolean {
  return now > session.refreshExpiresAt + sessionRefreshTimings.refreshTokenGraceMs;
}

/** Whether a session's token is close enough to its expiry to refresh it. */
export function isDueForRefresh(session: SessionFacts, now: number): boolean {
  return now >= session.sessionExpiresAt - sessionRefreshTimings.beforeExpiryMs;
}

/** Starts the checks; returns a function that stops them. */
export function startSessionRefresh<Handle>(deps: SessionRefreshDeps<Handle>): () => void {
  const { sessions } = deps;
  const underWay = new Set<string>();
  let stopped = false;

  const find = (key: Pick<SessionFacts, 'accountCode' | 'source'>) =>
    sessions
      .getSnapshot()
      .sessions.find((session) => session.accountCode === key.accountCode && session.source === key.source);

  /** Forgets a session (an advisor with its advisees) and reports what went. */
  const expire = (session: SessionFacts) => {
    if (!find(session)) return;
    const before = sessions.getSnapshot().sessions;
    sessions.update((state) => withLogout(state, session.accountCode));
    const after = sessions.getSnapshot().sessions;
    const gone = before.filter((held) => !after.includes(held));
    if (gone.length > 0) deps.onExpired(gone);
  };

  const refreshOne = async (key: SessionFacts) => {
    const name = refreshLockName(key);
    underWay.add(name);
    try {
      await deps.withLock(name, async () => {
        if (stopped) return;
        // Another tab may have refreshed it (or logged it out) while this one waited for the lock.
        sessions.reloadFromStorage();
        const session = find(key);
        if (!session) return;
        if (isPastRefreshGrace(session, deps.now())) {
          expire(session);
          return;
        }
        if (!isDueForRefresh(session, deps.now())) return;
        const outcome = await deps.refresh(session);
        if (stopped) return;
        if (outcome.kind === 'refreshed') {
          const { role, sessionExpiresAt, refreshExpiresAt } = outcome;
          sessions.update((state) =>
            withSessionFacts(state, session.accountCode, { role, sessionExpiresAt, refreshExpiresAt }),
          );
        } else if (outcome.kind === 'refused') {
          expire(session);
        }
      });
    } finally {
      underWay.delete(name);
    }
  };

  const check = () => {
    const now = deps.now();
    for (const session of sessions.getSnapshot().sessions) {
      if (underWay.has(refreshLockName(session))) continue;
      if (isPastRefreshGrace(session, now)) expire(session);
      else if (isDueForRefresh(session, now)) void refreshOne(session);
    }
  };

  check();
  const interval = deps.timers.setInterval(check, sessionRefreshTimings.checkEveryMs);
  return () => {
    stopped = true;
    deps.timers.clearInterval(interval);
  };
}

/** navigator.locks where the browser has it; elsewhere the task simply runs (one tab cannot coordinate). */
export function browserLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task).then(() => undefined) : task();
}
