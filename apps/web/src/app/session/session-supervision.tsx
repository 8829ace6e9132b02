/*
 * The signed-in supervision (SPEC §4 Session, Single-session, Inactivity): the React glue over the plain modules
 * beside it. The layout loads this chunk once a session exists, so the signed-out login page goes without it, and
 * keeps it mounted afterwards, so its notices outlive the session they are about.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, onSessionReplaced } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { onGateRefusal } from '../../shared/api/gate-refusals';
import { openAuthChannel, parseLoginAnnouncement } from '../../shared/session/auth-channel';
import { forgetRecentUsers } from '../../shared/session/recent-users';
import { onBrowserClock } from '../../shared/session/session-facts';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { withLogout, type SessionFacts } from '../../shared/session/session-store';
import type { ExpiringStorage } from '../../shared/storage/expiring-storage';
import { storageKeyPrefix } from '../../shared/storage/expiring-storage';
import * as z from '../../shared/validation/schema';
import { withGateRefusal } from './gate-refusal';
import { startInactivity } from './inactivity';
import { InactivityWarning } from './inactivity-warning';
import type { InactivityState, InactivityTimer, SharedLastActivity } from './inactivity';
import { logOutForInactivity } from './inactivity-logout';
import type { EndSession } from './inactivity-logout';
import { browserLock, refreshLockName, startSessionRefresh } from './session-refresh';
import type { RefreshOutcome } from './session-refresh';
import { SessionNotices } from './session-notices';
import type { SessionNotice } from './session-notices';
import { watchSingleSession } from './single-session';

export const loginPath = '/users/login';
export const inactiveLogoutPath = '/users/inactiveLogout';
export const invalidSessionPath = '/invalidSession';

/** The shared last activity's key in the expiring storage; the tabs hear of each other's writes by storage events. */
export const lastActivityKey = 'lastActivity';
/** Long past any kick time: an older entry says nothing about the present. */
const lastActivityLifetimeMs = 86_400_000;

/** How long a kick waits before it takes the kicked accounts off the recent users (see the single-session effect). */
const recentUsersSettleMs = 1_000;

/** The events that count as activity (SPEC §4: mouse move, key press, scroll, touch). */
export const activityEvents = ['mousemove', 'keydown', 'scroll', 'touchstart'] as const;

export function sharedLastActivity(storage: ExpiringStorage): SharedLastActivity {
  return {
    read: () => storage.get(lastActivityKey, z.number()),
    write: (time) => storage.set(lastActivityKey, time, lastActivityLifetimeMs),
  };
}

/** account.refreshToken acting for the session it refreshes. */
export async function refreshThroughApi(session: SessionFacts): Promise<RefreshOutcome> {
  try {
    const answer = await api.account.refreshToken(
      { accountCode: session.accountCode, source: session.source },
      { actingFor: session },
    );
    return {
      kind: 'refreshed',
      role: answer.role,
      sessionExpiresAt: onBrowserClock(answer.sessionExpirationTime, answer.time),
      refreshExpiresAt: onBrowserClock(answer.refreshExpirationTime, answer.time),
    };
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? { kind: 'refused' } : { kind: 'failed' };
  }
}

/**
 * account.accountLogout acting for the session it ends; a 401 means the server had ended it already. It waits for a
 * refresh of that session under way in any tab: the refresh replaces the session cookie, and a logout sent with the
 * replaced one would be refused while the session lived on.
 */
export const endSessionThroughApi: EndSession = async (session) => {
  let outcome: 'ended' | 'failed' = 'failed';
  await browserLock(refreshLockName(session), async () => {
    try {
      await api.account.accountLogout({ role: session.role, source: session.source }, { actingFor: session });
      outcome = 'ended';
    } catch (error) {
      outcome = error instanceof ApiError && error.status === 401 ? 'ended' : 'failed';
    }
  });
  return outcome;
};

const windowTimers = {
  setTimeout: (run: () => void, delayMs: number) => window.setTimeout(run, delayMs),
  clearTimeout: (handle: number) => window.clearTimeout(handle),
  setInterval: (run: () => void, intervalMs: number) => window.setInterval(run, intervalMs),
  clearInterval: (handle: number) => window.clearInterval(handle),
};

export function SessionSupervision() {
  const sessions = useSessionStore();
  const signedIn = useSessions().sessions.length > 0;
  const navigate = useNavigate();
  const [notices, setNotices] = useState<readonly SessionNotice[]>([]);
  const [inactivity, setInactivity] = useState<InactivityState>({ kind: 'active' });
  const inactivityTimer = useRef<InactivityTimer | undefined>(undefined);
  // A failed inactivity logout starts the inactivity timer afresh.
  const [inactivityRound, setInactivityRound] = useState(0);

  const notify = useCallback((notice: SessionNotice) => {
    setNotices((shown) => {
      if (shown.includes(notice)) return shown;
      // A session another sign-in replaced cannot be refreshed either: the replacement is the one reason to tell.
      if (notice === 'sessionExpired' && shown.includes('signedInOnAnotherDevice')) return shown;
      if (notice === 'signedInOnAnotherDevice') return [...shown.filter((other) => other !== 'sessionExpired'), notice];
      return [...shown, notice];
    });
  }, []);

  // Token refresh of every stored session.
  useEffect(() => {
    if (!signedIn) return undefined;
    return startSessionRefresh({
      sessions,
      now: Date.now,
      timers: windowTimers,
      refresh: refreshThroughApi,
      withLock: browserLock,
      onExpired: () => {
        notify('sessionExpired');
        if (sessions.getSnapshot().sessions.length === 0) void navigate(loginPath, { replace: true });
      },
    });
  }, [signedIn, sessions, navigate, notify]);

  // A call the server refused for a pending sign-in gate (ADR 020): the session learns the gate, and the guard of
  // every gated route then sends it to the gate's screen.
  useEffect(() => {
    if (!signedIn) return undefined;
    return onGateRefusal((refusal) => {
      sessions.update((state) => withGateRefusal(state, refusal));
      void navigate(loginPath, { replace: true });
    });
  }, [signedIn, sessions, navigate]);

  // Single session across tabs.
  useEffect(() => {
    if (!signedIn) return undefined;
    const guard = watchSingleSession(sessions, (kick) => {
      // The other tab writes the sessions, then the recent users; this tab may hear of the first write before the
      // second has reached it, and writing the list back then would drop the new login from it. So a moment later.
      window.setTimeout(() => forgetRecentUsers(sessions.storage, kick.kicked), recentUsersSettleMs);
      if (kick.toInvalidSession) {
        void navigate(invalidSessionPath, { replace: true });
      } else {
        notify('signedInElsewhere');
        // The home page leads to the landing page of whoever is signed in now.
        void navigate('/', { replace: true });
      }
    });
    const channel = openAuthChannel();
    if (channel) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const login = parseLoginAnnouncement(event.data);
        if (login) guard.announced(login);
      };
    }
    return () => {
      guard.stop();
      channel?.close();
    };
  }, [signedIn, sessions, navigate, notify]);

  // A sign-in of the same account in another browser or on another device ended a session here: the server says so
  // at that session's next call (401 SESSION_REPLACED). It is signed out here too, as a kick between tabs would be.
  useEffect(() => {
    if (!signedIn) return undefined;
    return onSessionReplaced((acting) => {
      const replaced = sessions
        .getSnapshot()
        .sessions.find((session) => session.accountCode === acting.accountCode && session.source === acting.source);
      if (replaced === undefined) return;
      sessions.update((state) => withLogout(state, replaced.accountCode));
      forgetRecentUsers(sessions.storage, [replaced]);
      if (replaced.isSessionLogin) {
        void navigate(invalidSessionPath, { replace: true });
      } else {
        notify('signedInOnAnotherDevice');
        // The home page leads to the landing page of whoever is still signed in, or to the login.
        void navigate('/', { replace: true });
      }
    });
  }, [signedIn, sessions, navigate, notify]);

  // Inactivity.
  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    const kick = () =>
      browserLock('portal:inactivityLogout', async () => {
        const outcome = await logOutForInactivity(sessions, endSessionThroughApi);
        if (outcome.kind === 'loggedOut') {
          void navigate(inactiveLogoutPath, { replace: true });
        } else if (current) {
          // The sessions stay; so does the user, told why, and the idle time starts again.
          notify('inactivityLogoutFailed');
          setInactivityRound((round) => round + 1);
        }
      });
    const timer = startInactivity({
      now: Date.now,
      timers: windowTimers,
      shared: sharedLastActivity(sessions.storage),
      onChange: (state) => {
        setInactivity(state);
        if (state.kind === 'kicked') void kick();
      },
    });
    inactivityTimer.current = timer;
    const onActivity = () => timer.activity();
    const onStorage = (event: StorageEvent) => {
      if (event.key === `${storageKeyPrefix}${lastActivityKey}`) timer.sharedActivity();
    };
    for (const type of activityEvents) window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    api.account.retrieveInactiveTimes({}).then(
      (times) => {
        if (current)
          timer.setTimes({ kickTimeMs: times.inactivityKickTime, reminderTimeMs: times.inactivityReminderTime });
      },
      // The defaults of SPEC §9 stay.
      () => undefined,
    );
    return () => {
      current = false;
      timer.stop();
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      inactivityTimer.current = undefined;
    };
  }, [signedIn, sessions, navigate, notify, inactivityRound]);

  return (
    <>
      <SessionNotices
        notices={notices}
        onDismiss={(notice) => setNotices((shown) => shown.filter((other) => other !== notice))}
      />
      {signedIn && inactivity.kind === 'warning' && (
        <InactivityWarning kickAt={inactivity.kickAt} onStayLoggedIn={() => inactivityTimer.current?.stayLoggedIn()} />
      )}
    </>
  );
}
