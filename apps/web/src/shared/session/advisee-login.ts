/*
 * An advisor opening a session for one of its advisees (SPEC §4 Advisee login): the account switcher's advisee list
 * and the advisor desk's client details (issue 28) both go through here.
 */
import { api } from '../api/api-client';
import type { Api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { recordLogin } from './record-login';
import { useSessionStore } from './session-context';
import { sessionFactsOf } from './session-facts';
import { withActiveAccount } from './session-store';
import type { SessionFacts, SessionStore } from './session-store';

export type AdviseeLoginOutcome =
  | { readonly kind: 'loggedIn' }
  /**
   * 'refused': the server said no (4xx: not this advisor's advisee, the advisor's session ended), shown as 'Login
   * failed'; 'error': the server failed or could not be reached (5xx, network), shown as 'Error occurred' (SPEC §4).
   */
  | { readonly kind: 'failed'; readonly reason: 'refused' | 'error' };

/** Where an advisee login lands (SPEC §2 Redirect after login). */
export const adviseeLandingPath = '/stocks/dashboard';

/**
 * Asks the server for a session of `adviseeAccountCode`, acting as the advisor (whichever session is active), and
 * keeps it linked to the advisor: it joins the sessions held here and becomes the active one.
 */
export async function openAdviseeSession(
  sessions: SessionStore,
  advisor: SessionFacts,
  adviseeAccountCode: string,
  client: Api = api,
): Promise<AdviseeLoginOutcome> {
  try {
    const login = await client.account.adviseeLogin(
      { accountCode: adviseeAccountCode },
      { actingFor: { accountCode: advisor.accountCode, source: advisor.source } },
    );
    // The server names the advisor; should it not, the session is still the advisor's doing (and must not replace
    // the advisor's own session of that source, as a login of its own would).
    recordLogin(
      sessions,
      sessionFactsOf({ ...login, advisorAccountCode: login.advisorAccountCode ?? advisor.accountCode }),
    );
    return { kind: 'loggedIn' };
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return { kind: 'failed', reason: refused ? 'refused' : 'error' };
  }
}

/**
 * The advisor desk's way in (issue 28): the advisee session this advisor already holds for the client becomes the
 * active one; otherwise one is opened as the switcher opens it.
 */
export function useAdviseeSession(): (
  advisor: SessionFacts,
  adviseeAccountCode: string,
) => Promise<AdviseeLoginOutcome> {
  const sessions = useSessionStore();
  return async (advisor, adviseeAccountCode) => {
    const held = sessions
      .getSnapshot()
      .sessions.some(
        (session) => session.accountCode === adviseeAccountCode && session.advisorAccountCode === advisor.accountCode,
      );
    if (!held) return openAdviseeSession(sessions, advisor, adviseeAccountCode);
    sessions.update((state) => withActiveAccount(state, adviseeAccountCode));
    return { kind: 'loggedIn' };
  };
}
