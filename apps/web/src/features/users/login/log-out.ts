/* Ending a session (SPEC §7 accountLogout); part of the logout page's and the switcher's chunks. */
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { endBrowserPushSubscription } from '../../../shared/session/browser-push';
import { activeSession, withLogout } from '../../../shared/session/session-store';
import type { SessionStore } from '../../../shared/session/session-store';

export type LogoutOutcome =
  | { readonly kind: 'signedOut' }
  /** The server did not end the session: the browser keeps it (SPEC §7, a failure aborts the logout). */
  | { readonly kind: 'failed'; readonly reason: 'unreachable' | 'refused' };

/**
 * Asks the server to end one account's session on this browser, acting for that account whether or not it is the
 * active one, then forgets it (and, for an advisor, its advisees: withLogout; the server ends those too). A 401 means
 * the server has no such session any more: the browser forgets it too, or it could never sign out. A gateway account's
 * logout also ends this browser's push subscription (pushes are for gateway accounts only; SPEC §4).
 */
export async function logOutAccount(
  sessions: SessionStore,
  accountCode: string,
  client: Api = api,
): Promise<LogoutOutcome> {
  const session = sessions.getSnapshot().sessions.find((held) => held.accountCode === accountCode);
  if (!session) return { kind: 'signedOut' };
  try {
    await client.account.accountLogout(
      { role: session.role, source: session.source },
      { actingFor: { accountCode: session.accountCode, source: session.source } },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', reason: 'unreachable' };
    if (error.status !== 401) return { kind: 'failed', reason: 'refused' };
  }
  sessions.update((state) => withLogout(state, session.accountCode));
  if (session.source === 'gateway') await endBrowserPushSubscription();
  return { kind: 'signedOut' };
}

/** Ends the active session (the logout page). */
export async function logOutActiveSession(sessions: SessionStore, client: Api = api): Promise<LogoutOutcome> {
  const session = activeSession(sessions.getSnapshot());
  return session ? logOutAccount(sessions, session.accountCode, client) : { kind: 'signedOut' };
}
