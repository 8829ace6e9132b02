import type { SessionFacts } from '../../shared/session/session-store';

/** One stored session for the supervision's tests: a plain gateway user signed in at 2026-01-01 00:00 UTC. */
export function sessionFacts(accountCode: string, facts: Partial<SessionFacts> = {}): SessionFacts {
  return {
    accountCode,
    source: 'gateway',
    role: 'user',
    loginTime: Date.UTC(2026, 0, 1),
    sessionExpiresAt: Date.UTC(2026, 0, 1, 0, 15),
    refreshExpiresAt: Date.UTC(2026, 0, 1, 0, 15),
    isSessionLogin: false,
    agreementConfirmed: true,
    forceChangePassword: false,
    passwordDuration: 0,
    alertChangePasswordOption: 0,
    lastChangePasswordAt: Date.UTC(2026, 0, 1),
    ...facts,
  };
}
