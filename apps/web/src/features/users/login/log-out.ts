/* Ending the active session (SPEC §7 accountLogout); part of the logout page's chunk. */
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { activeSession, withLogout } from '../../../shared/session/session-store';
import type { SessionStore } from '../../../shared/session/session-store';

export type LogoutOutcome =
  | { readonly kind: 'signedOut' }
  /** The server did not end the session: the browser keeps it (SPEC §7, a failure aborts the logout). */
  | { readonly kind: 'failed'; readonly reason: 'unreachable' | 'refused' };

/**
 * Asks the server to end the active session, then forgets it (and, for an advisor, its advisees: withLogout). A
 * 401 means the server has no such session any more: the browser forgets it too, or it could never sign out.
 */
export async function logOutActiveSession(sessions: SessionStore, client: Api = api): Promise<LogoutOutcome> {
  const session = activeSession(sessions.getSnapshot());
  if (!session) return { kind: 'signedOut' };
  try {
    await client.account.accountLogout({ role: session.role, source: session.source });
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', reason: 'unreachable' };
    if (error.status !== 401) return { kind: 'failed', reason: 'refused' };
  }
  sessions.update((state) => withLogout(state, session.accountCode));
  return { kind: 'signedOut' };
}
