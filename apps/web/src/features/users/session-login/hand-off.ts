/* Signing in from a host app's one-time hand-off token (SPEC §2 session login mode, §7 sessionLogin). */
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { loadAccountPreferences } from '../../../shared/preferences/account-preferences';
import type { PreferencesStore } from '../../../shared/preferences/preferences-store';
import { recordLogin } from '../../../shared/session/record-login';
import { sessionFactsOf } from '../../../shared/session/session-facts';
import type { SessionStore } from '../../../shared/session/session-store';

/** Why a hand-off did not sign the visitor in. */
export type HandOffFailure =
  /** No token in the link. */
  | 'missingToken'
  /** Unknown, already used or expired (401), or not a token at all (400). */
  | 'invalidToken'
  /** The brand has no session login (404). */
  | 'unavailable'
  | 'rateLimited'
  /** The request never got through: the token is unspent and may be tried again. */
  | 'unreachable'
  | 'failed';

export type HandOffOutcome =
  { readonly kind: 'signedIn' } | { readonly kind: 'failed'; readonly reason: HandOffFailure };

export type HandOffContext = {
  readonly sessions: SessionStore;
  readonly preferences: PreferencesStore;
  readonly client?: Api;
};

export function handOffFailureOf(error: unknown): HandOffFailure {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 401) return 'invalidToken';
    if (error.status === 404) return 'unavailable';
    if (error.status === 429) return 'rateLimited';
    return 'failed';
  }
  // fetch rejects with a TypeError when the request does not get through.
  return error instanceof TypeError ? 'unreachable' : 'failed';
}

/**
 * Spends the token and keeps the login as the login page does: the account's preferences (a failure to load them
 * does not stop the login), then recordLogin (the store, the recent users, the other tabs told).
 */
export async function signInWithHandOff(token: string, context: HandOffContext): Promise<HandOffOutcome> {
  const client = context.client ?? api;
  let login;
  try {
    login = await client.account.sessionLogin({ token });
  } catch (error) {
    return { kind: 'failed', reason: handOffFailureOf(error) };
  }
  await loadAccountPreferences(context.preferences, login).catch(() => undefined);
  recordLogin(context.sessions, sessionFactsOf(login));
  return { kind: 'signedIn' };
}

/** The hand-offs under way or done in this page's life, by token: each token is spent once. */
const handOffs = new Map<string, Promise<HandOffOutcome>>();

/**
 * signInWithHandOff at most once per token, however often it is asked (React runs a page's effects twice in
 * development, and a page may mount again): the later askers share the first answer. Only a call that never got
 * through may be made again.
 */
export function signInOnce(token: string, context: HandOffContext): Promise<HandOffOutcome> {
  const known = handOffs.get(token);
  if (known) return known;
  const handOff = signInWithHandOff(token, context).then((outcome) => {
    if (outcome.kind === 'failed' && outcome.reason === 'unreachable') handOffs.delete(token);
    return outcome;
  });
  handOffs.set(token, handOff);
  return handOff;
}
