import type { LoggedIn } from '@portal/contract';
import type { SessionFacts } from './session-store';

/** The facts the browser keeps of a completed login (ARCHITECTURE §5: no secret among them). */
export function sessionFactsOf(login: LoggedIn): SessionFacts {
  return {
    accountCode: login.accountCode,
    source: login.source,
    role: login.role,
    loginTime: Date.parse(login.time),
    sessionExpiresAt: Date.parse(login.sessionExpirationTime),
    refreshExpiresAt: Date.parse(login.refreshExpirationTime),
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
