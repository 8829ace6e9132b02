/* An advisor opening a session for one of its advisees (SPEC §4 Advisee login); part of the switcher's chunk. */
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { recordLogin } from '../../../shared/session/record-login';
import { sessionFactsOf } from '../../../shared/session/session-facts';
import type { SessionFacts, SessionStore } from '../../../shared/session/session-store';

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
