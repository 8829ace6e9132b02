/* What the account switcher shows (SPEC §2 Users area, §4 Advisee login), as plain data the page renders. */
import type { LoginSource } from '@portal/contract/brands';
import type { RecentUser } from '../../../shared/session/recent-users';
import type { SessionFacts, SessionState } from '../../../shared/session/session-store';

/** A session this browser holds. */
export type SignedInAccount = {
  readonly session: SessionFacts;
  readonly active: boolean;
  /**
   * Logout is offered for this account: never in an advisee session or for a session-login user (SPEC §2, §6) —
   * neither for such a row nor while such a session is the active one.
   */
  readonly canLogOut: boolean;
};

export type SwitcherModel = {
  /** The sessions held here; each advisee session right after the advisor who opened it. */
  readonly signedIn: readonly SignedInAccount[];
  /** The advisor sessions held here: the switcher lists their advisees. */
  readonly advisors: readonly SessionFacts[];
  /** Accounts that signed in on this browser before and hold no session now, newest first. */
  readonly recent: readonly RecentUser[];
};

const sameAccount = (
  a: Pick<SessionFacts, 'accountCode' | 'source'>,
  b: Pick<SessionFacts, 'accountCode' | 'source'>,
) => a.accountCode === b.accountCode && a.source === b.source;

const isAdviseeSession = (session: SessionFacts): boolean => session.advisorAccountCode !== undefined;

export function switcherModel(state: SessionState, recentUsers: readonly RecentUser[]): SwitcherModel {
  const active = state.sessions.find((session) => session.accountCode === state.activeAccountCode);
  const logoutAllowed = active === undefined || (!isAdviseeSession(active) && !active.isSessionLogin);
  const row = (session: SessionFacts): SignedInAccount => ({
    session,
    active: session === active,
    canLogOut: logoutAllowed && !isAdviseeSession(session) && !session.isSessionLogin,
  });
  const own = state.sessions.filter(
    (session) =>
      !isAdviseeSession(session) ||
      // An advisee session whose advisor is no longer held (it should not happen) still shows.
      !state.sessions.some((held) => held.accountCode === session.advisorAccountCode),
  );
  const signedIn = own.flatMap((session) => [
    row(session),
    ...state.sessions
      .filter((advisee) => advisee !== session && advisee.advisorAccountCode === session.accountCode)
      .map(row),
  ]);
  return {
    signedIn,
    advisors: own.filter((session) => session.role === 'advisor' && !isAdviseeSession(session)),
    recent: recentUsers.filter((user) => !state.sessions.some((session) => sameAccount(session, user))),
  };
}

/** The session an advisor holds for one of its advisees, if it opened one. */
export function adviseeSessionOf(
  state: SessionState,
  advisorAccountCode: string,
  adviseeAccountCode: string,
): SessionFacts | undefined {
  return state.sessions.find(
    (session) => session.accountCode === adviseeAccountCode && session.advisorAccountCode === advisorAccountCode,
  );
}

/**
 * The login page's address for signing in one more account (`?add=1`: the form shows although a session is active),
 * prefilled when the account is known (a recent user); the login page reads it with isAddingAccount and
 * prefillFromSearch.
 */
export function addAccountPath(account: { readonly source?: LoginSource; readonly accountCode?: string } = {}): string {
  const search = new URLSearchParams({ add: '1' });
  if (account.source) search.set('source', account.source);
  if (account.accountCode) search.set('accountCode', account.accountCode);
  return `/users/login?${search.toString()}`;
}
