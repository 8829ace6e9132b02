import type { FastifyRequest } from 'fastify';
import type { LoggedIn } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { isRole } from '@portal/contract/domain/roles';
import type { AccountTable } from '../../platform/identity/identity-tables';
import type { OperationContext } from '../../platform/http/rpc';
import { endCarriedSessionsOfSource, openSession, setSessionCookies } from '../../platform/identity/sessions';
import { noticeNewDevice, recordDeviceSignIn } from '../account-credential/public';
import { addressOf, type previousLogin } from '../../platform/identity/login-throttle';

export type Account = AccountTable;

export async function findAccount(context: OperationContext, source: LoginSource, accountCode: string) {
  return context.db
    .selectFrom('account')
    .selectAll()
    .where('source', '=', source)
    .where('account_code', '=', accountCode)
    .executeTakeFirst();
}

/** How a login was made, when not with a password: a host app's hand-off, or an advisor opening an advisee. */
export type LoginKind = {
  readonly isSessionLogin?: boolean;
  readonly advisorAccountCode?: string;
};

function userAgentOf(request: FastifyRequest): string | undefined {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 512) : undefined;
}

/**
 * The session facts of a completed login, and its cookies set (ADR 011).
 *
 * A login of the client itself (password, second factor, session hand-off) replaces this browser's sessions of the
 * same source: every session cookie of that source the request carries (other accounts, advisee sessions) has its
 * session ended and its cookies cleared (SPEC §4 Login). An advisee login adds a session beside the advisor's and
 * replaces nothing in the browser; on the server it replaces only the same advisor's earlier session for that advisee.
 */
export async function completeLogin(
  context: OperationContext,
  account: Account,
  previous: Awaited<ReturnType<typeof previousLogin>>,
  kind: LoginKind = {},
): Promise<LoggedIn> {
  if (!isRole(account.role)) throw new Error(`Account ${account.account_code} has an unknown role.`);
  if (kind.advisorAccountCode === undefined) {
    await endCarriedSessionsOfSource(context, context.request, context.reply, account.source, account);
  }
  const userAgent = userAgentOf(context.request);
  const session = await openSession(context.db, context.clock, account, {
    address: addressOf(context.request),
    ...(userAgent === undefined ? {} : { userAgent }),
    ...(kind.isSessionLogin === true ? { isSessionLogin: true } : {}),
    ...(kind.advisorAccountCode === undefined ? {} : { advisorAccountCode: kind.advisorAccountCode }),
  });
  // The sessions this login replaced stop working in this process at once.
  context.actorCache.evict({ sessionIds: session.replacedSessionIds });
  setSessionCookies(context.reply, context.config, account, session);
  // The client's own sign-ins record the browser as a device of the account, a new one with a notice (ADR 040); an
  // advisor's are not the client's.
  if (kind.advisorAccountCode === undefined) {
    const key = { accountCode: account.account_code, source: account.source };
    await noticeNewDevice(context, key, await recordDeviceSignIn(context, key, session.createdAt));
  }
  return {
    result: account.force_change_password === 1 ? '1' : 'Y',
    accountCode: account.account_code,
    source: account.source,
    role: account.role,
    time: session.createdAt.toISOString(),
    sessionExpirationTime: session.expiresAt.toISOString(),
    refreshExpirationTime: session.refreshExpiresAt.toISOString(),
    ...(previous === undefined ? {} : { lastLoginTime: previous.time, lastLoginStatus: previous.status }),
    isForceChangePassword: account.force_change_password === 1,
    passwordDuration: account.password_duration_days,
    alertChangePasswordOption: account.alert_change_password_days,
    lastChangePasswordDate: account.last_change_password_at,
    agreementConfirmed: account.agreement_confirmed === 1,
    clientType: account.client_type,
    isProfessionalInvestor: account.is_professional_investor === 1,
    isSessionLogin: kind.isSessionLogin === true,
    ...(kind.advisorAccountCode === undefined ? {} : { advisorAccountCode: kind.advisorAccountCode }),
    notificationEnabled: account.notification_enabled === 1,
  };
}
