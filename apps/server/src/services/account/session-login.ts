import {
  loginFailureMessageKey,
  loginFailureMessages,
  type accountService,
  type LoginFailureCode,
} from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { AppError } from '../../platform/http/errors';
import type { ServiceHandlers } from '../../platform/http/rpc';
import { claimSessionHandoff } from '../../platform/identity/session-handoff';
import { completeLogin } from './complete-login';
import { addressOf } from '../../platform/identity/login-throttle';
import { statusFailure } from './login-status';
import { previousLogin, recordAttempt } from '../../platform/identity/login-throttle';

type AccountHandlers = ServiceHandlers<typeof accountService>;

/** The answer to a token that signs nobody in: unknown, used or expired look the same to the caller. */
const invalidHandoffMessage = 'This sign-in link is not valid any more. Open the portal again from your app.';

/**
 * Session login from a host app's one-time hand-off token (SPEC §2 sessionLogin, brand flag sessionLoginMode). The
 * token is taken once (platform/identity/session-handoff); the account must then pass the same status checks as a password
 * login, and the session is marked isSessionLogin (no logout from the menu).
 */
export const sessionLoginHandlers: Pick<AccountHandlers, 'sessionLogin'> = {
  async sessionLogin(input, context) {
    const brand = getBrand(context.config.portalVariant);
    const { db, clock } = context;
    const now = clock.now();
    const claimed = await claimSessionHandoff(db, clock, input.token);
    const account =
      claimed.outcome === 'unknown'
        ? undefined
        : await db.selectFrom('account').selectAll().where('id', '=', claimed.accountId).executeTakeFirst();
    const attempt = {
      accountCode: account?.account_code ?? '',
      source: account?.source ?? brand.sources[0] ?? 'gateway',
      address: addressOf(context.request),
      stage: 'sessionLogin',
      at: now,
    } as const;

    if (claimed.outcome !== 'claimed' || account === undefined) {
      await recordAttempt(db, { ...attempt, result: `${claimed.outcome}Token`, succeeded: false });
      throw AppError.unauthenticated(invalidHandoffMessage);
    }
    const refuse = async (code: LoginFailureCode): Promise<never> => {
      await recordAttempt(db, { ...attempt, result: code, succeeded: false });
      throw AppError.businessRule(code, loginFailureMessages[loginFailureMessageKey[code]]);
    };
    if (!brand.sources.includes(account.source)) return refuse('C');
    const blocked = statusFailure(account);
    if (blocked !== undefined) return refuse(blocked);
    if (account.role === 'advisor' && !brand.flags.advisorEnabled) return refuse('advisorDisabled');

    const previous = await previousLogin(db, account.account_code, account.source);
    const loggedIn = await completeLogin(context, account, previous, { isSessionLogin: true });
    await recordAttempt(db, { ...attempt, result: loggedIn.result, succeeded: true });
    return loggedIn;
  },
};
