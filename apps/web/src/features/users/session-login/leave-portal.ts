/* Leaving the portal from session login mode (/exit, SPEC §2). */
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { forgetRecentUsers } from '../../../shared/session/recent-users';
import { activeSession } from '../../../shared/session/session-store';
import type { SessionStore } from '../../../shared/session/session-store';
import { logOutActiveSession } from '../login/log-out';
import type { LogoutOutcome } from '../login/log-out';

/**
 * Ends every session this browser holds, the active one first (accountLogout each), and forgets them with their
 * recent-user entries: the host app signs the visitor in again next time. The first failure stops there and keeps
 * the sessions not yet ended (SPEC §7: a failed logout call aborts the logout).
 */
export async function leavePortal(sessions: SessionStore, client: Api = api): Promise<LogoutOutcome> {
  // One round per stored session at most, whatever the store does meanwhile.
  for (let round = sessions.getSnapshot().sessions.length; round > 0; round -= 1) {
    const session = activeSession(sessions.getSnapshot());
    if (!session) break;
    const outcome = await logOutActiveSession(sessions, client);
    if (outcome.kind === 'failed') return outcome;
    forgetRecentUsers(sessions.storage, [session]);
  }
  return { kind: 'signedOut' };
}
