import type { LoggedIn } from '@portal/contract';
import type { SessionFacts } from './session-store';

/**
 * A server instant moved onto this browser's clock, which may be minutes off: the instant keeps the distance from now
 * that the server gave it from its own `time` (the moment of its answer). Expiries are compared with the browser's
 * clock, so a wrong clock neither refreshes a session over and over nor lets it lapse.
 */
export function onBrowserClock(serverInstant: string, serverTime: string, browserNow: number = Date.now()): number {
  return browserNow + (Date.parse(serverInstant) - Date.parse(serverTime));
}

/** The facts the browser keeps of a completed login (ARCHITECTURE §5: no secret among them). */
export function sessionFactsOf(login: LoggedIn, browserNow: number = Date.now()): SessionFacts {
  return {
    accountCode: login.accountCode,
    source: login.source,
    role: login.role,
    // The server's time: logins of different tabs are ordered by it (SPEC §4 Single-session).
    loginTime: Date.parse(login.time),
    sessionExpiresAt: onBrowserClock(login.sessionExpirationTime, login.time, browserNow),
    refreshExpiresAt: onBrowserClock(login.refreshExpirationTime, login.time, browserNow),
    isSessionLogin: login.isSessionLogin,
    agreementConfirmed: login.agreementConfirmed,
    forceChangePassword: login.isForceChangePassword || login.result === '1',
    passwordDuration: login.passwordDuration,
    alertChangePasswordOption: login.alertChangePasswordOption,
    lastChangePasswordAt: Date.parse(login.lastChangePasswordDate),
    ...(login.lastLoginTime === undefined ? {} : { lastLoginTime: Date.parse(login.lastLoginTime) }),
    ...(login.lastLoginStatus === undefined ? {} : { lastLoginStatus: login.lastLoginStatus }),
    ...(login.advisorAccountCode === undefined ? {} : { advisorAccountCode: login.advisorAccountCode }),
  };
}
