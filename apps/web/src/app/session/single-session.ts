/*
 * Single session across tabs (SPEC §4 Single-session): a gateway login in another tab of this browser, announced on
 * the auth channel with a later login time, kicks the gateway user this tab shows.
 */
import { rankOf } from '@portal/contract/domain/roles';
import type { LoginAnnouncement } from '../../shared/session/auth-channel';
import { activeSession } from '../../shared/session/session-store';
import type { SessionChangeOrigin, SessionFacts, SessionState, SessionStore } from '../../shared/session/session-store';

/** A login that may kick: an announcement, or a newer login found in the shared store. */
export type KickingLogin = Pick<LoginAnnouncement, 'accountCode' | 'source' | 'role' | 'loginTime'>;

export type Kick = {
  /** The login that kicked; its session stays (the other tab's new login lives in the same shared store). */
  readonly login: KickingLogin;
  /** The user this tab showed. */
  readonly shown: SessionFacts;
  /** The accounts kicked: they leave the stored sessions and the recent users. */
  readonly kicked: readonly Pick<SessionFacts, 'accountCode' | 'source'>[];
  /** A session-login user goes to /invalidSession; others see the reminder. */
  readonly toInvalidSession: boolean;
};

const sameAccount = (
  a: Pick<SessionFacts, 'accountCode' | 'source'>,
  b: Pick<SessionFacts, 'accountCode' | 'source'>,
): boolean => a.accountCode === b.accountCode && a.source === b.source;

/**
 * What a login elsewhere does to this tab: nothing unless it is a gateway login later than the login of the gateway
 * user shown here. Then a user above the plain user role (SPEC §6) has every stored user kicked, a plain user only
 * its own account; the kicking login's own session is never among them.
 */
export function kickOf(shown: SessionFacts | undefined, login: KickingLogin, state: SessionState): Kick | undefined {
  if (!shown || shown.source !== 'gateway' || login.source !== 'gateway') return undefined;
  if (login.loginTime <= shown.loginTime) return undefined;
  const candidates = rankOf[shown.role] > rankOf.user ? [shown, ...state.sessions] : [shown];
  const kicked = candidates
    .filter((session) => !sameAccount(session, login))
    .filter((session, index, all) => all.findIndex((other) => sameAccount(other, session)) === index)
    .map(({ accountCode, source }) => ({ accountCode, source }));
  return { login, shown, kicked, toInvalidSession: shown.isSessionLogin };
}

/** The sessions without the kicked accounts, and without the advisee sessions a kicked advisor had opened. */
export function withKick(state: SessionState, kick: Kick): SessionState {
  const kickedAccount = (session: SessionFacts) => kick.kicked.some((account) => sameAccount(account, session));
  const kickedAdvisor = (session: SessionFacts) =>
    session.advisorAccountCode !== undefined &&
    kick.kicked.some((account) => account.accountCode === session.advisorAccountCode);
  const sessions = state.sessions.filter(
    (session) => sameAccount(session, kick.login) || (!kickedAccount(session) && !kickedAdvisor(session)),
  );
  if (sessions.length === state.sessions.length) return state;
  const activeAccountCode = sessions.some((session) => session.accountCode === state.activeAccountCode)
    ? state.activeAccountCode
    : (sessions.find((session) => sameAccount(session, kick.login))?.accountCode ?? sessions[0]?.accountCode ?? null);
  return { sessions, activeAccountCode };
}

/** The newest gateway login (not an advisee session) the store holds. */
function newestGatewayLogin(state: SessionState): SessionFacts | undefined {
  return state.sessions
    .filter((session) => session.source === 'gateway' && session.advisorAccountCode === undefined)
    .reduce<SessionFacts | undefined>(
      (newest, session) => (newest === undefined || session.loginTime > newest.loginTime ? session : newest),
      undefined,
    );
}

const sameLogin = (a: SessionFacts, b: SessionFacts): boolean => sameAccount(a, b) && a.loginTime === b.loginTime;

export type SingleSessionGuard = {
  /** A well-formed announcement from the auth channel (malformed ones are dropped before this). */
  announced(login: KickingLogin): void;
  /** The user the guard takes this tab to show. */
  shown(): SessionFacts | undefined;
  stop(): void;
};

/**
 * Watches the sessions for kicks. It remembers the user this tab shows and follows this tab's own changes at once.
 * Another tab's change may reach the shared store before its announcement reaches the channel: when the shown user
 * has gone from the store and a later gateway login is there, that is the same kick, handled once, whichever of the
 * two arrives first. An announcement is acted on only once this tab sees the announced login in the store (a forged
 * or early one changes nothing). A user who merely logged out elsewhere kicks nobody.
 */
export function watchSingleSession(sessions: SessionStore, onKick: (kick: Kick) => void): SingleSessionGuard {
  let shown = activeSession(sessions.getSnapshot());

  const apply = (kick: Kick | undefined) => {
    if (kick) {
      sessions.update((state) => withKick(state, kick));
      shown = activeSession(sessions.getSnapshot());
      onKick(kick);
    } else {
      shown = activeSession(sessions.getSnapshot());
    }
  };

  const changed = (origin: SessionChangeOrigin) => {
    const state = sessions.getSnapshot();
    if (origin === 'thisTab' || !shown || state.sessions.some((session) => shown && sameLogin(session, shown))) {
      shown = activeSession(state);
      return;
    }
    const newest = newestGatewayLogin(state);
    apply(newest ? kickOf(shown, newest, state) : undefined);
  };

  const unsubscribe = sessions.subscribe(changed);
  return {
    announced(login) {
      // The announcing tab wrote the shared store before it announced: read it, which may find the kick already.
      sessions.reloadFromStorage();
      const state = sessions.getSnapshot();
      // Until the login's session shows in this tab's view of the store, that view is older than the login: acting
      // on it would write the old sessions back over the new login. Its storage event comes, and kicks then.
      if (!state.sessions.some((session) => sameAccount(session, login) && session.loginTime >= login.loginTime))
        return;
      apply(kickOf(shown, login, state));
    },
    shown: () => shown,
    stop: unsubscribe,
  };
}
