/*
 * The logout at the inactivity kick (SPEC §4 Inactivity, §7 accountLogout): every stored session is ended on the
 * server unless the user is a session-login user; a failed call aborts the logout.
 */
import { activeSession, signedOut, withLogout } from '../../shared/session/session-store';
import type { SessionFacts, SessionStore } from '../../shared/session/session-store';

/** accountLogout acting for one session: 'ended' (a 401 too: the server had already ended it) or 'failed'. */
export type EndSession = (session: SessionFacts) => Promise<'ended' | 'failed'>;

export type InactivityLogoutOutcome =
  | { readonly kind: 'loggedOut' }
  /** A call failed: that session and those not yet ended stay signed in. */
  | { readonly kind: 'failed'; readonly kept: readonly SessionFacts[] };

/**
 * Ends the stored sessions one by one, advisee sessions before their advisors, forgetting each as the server ends it;
 * a session-login user is only forgotten. Another tab may have logged them out already: the store is read afresh.
 */
export async function logOutForInactivity(
  sessions: SessionStore,
  endSession: EndSession,
): Promise<InactivityLogoutOutcome> {
  sessions.reloadFromStorage();
  const state = sessions.getSnapshot();
  if (activeSession(state)?.isSessionLogin === true) {
    sessions.update(() => signedOut);
    return { kind: 'loggedOut' };
  }
  const advisees = state.sessions.filter((session) => session.advisorAccountCode !== undefined);
  const others = state.sessions.filter((session) => session.advisorAccountCode === undefined);
  for (const session of [...advisees, ...others]) {
    const held = sessions.getSnapshot().sessions.some((kept) => kept.accountCode === session.accountCode);
    if (!held) continue;
    if ((await endSession(session)) === 'failed') return { kind: 'failed', kept: sessions.getSnapshot().sessions };
    sessions.update((current) => withLogout(current, session.accountCode));
  }
  return { kind: 'loggedOut' };
}
