import { announceLogin } from './auth-channel';
import { rememberRecentUser } from './recent-users';
import { withAdviseeLogin, withLogin } from './session-store';
import type { SessionFacts, SessionStore } from './session-store';

/**
 * Keeps a completed login: the session store (a login on a source replaces the stored sessions of that source; an
 * advisee session joins its advisor's), the recent users, and an announcement on the auth channel so the other tabs
 * apply the single-session rule (SPEC §4). An advisee session is opened by an advisor already signed in here: it
 * neither kicks the other tabs nor joins the recent users (nobody signs in to it with a password).
 */
export function recordLogin(sessions: SessionStore, facts: SessionFacts): void {
  if (facts.advisorAccountCode !== undefined) {
    sessions.update((state) => withAdviseeLogin(state, facts));
    return;
  }
  sessions.update((state) => withLogin(state, facts));
  rememberRecentUser(sessions.storage, {
    accountCode: facts.accountCode,
    source: facts.source,
    role: facts.role,
    lastLoginTime: facts.loginTime,
  });
  announceLogin({
    accountCode: facts.accountCode,
    source: facts.source,
    role: facts.role,
    loginTime: facts.loginTime,
  });
}
