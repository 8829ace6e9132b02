import {
  loginFailureMessageKey,
  loginFailureMessages,
  type accountService,
  type LoginFailureCode,
} from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import type { OperationContext, ServiceHandlers } from '../../platform/http/rpc';
import {
  endSessionsOfAccount,
  isLiveAt,
  refreshSession,
  refreshWasReplacedBySignIn,
  type Actor,
} from '../../platform/identity/sessions';
import { browserAndSystemOf } from '../../platform/identity/browser-name';
import { completeLogin, findAccount } from './complete-login';
import { addressOf } from '../../platform/identity/login-throttle';
import { statusFailure } from './login-status';
import { previousLogin, recordAttempt } from '../../platform/identity/login-throttle';

type AccountHandlers = ServiceHandlers<typeof accountService>;

/** The refusal of a refresh: the browser's session is over and it must sign in again. */
const refreshRefusedMessage = 'This session cannot be refreshed; sign in again.';
/** The refusal of an advisee login for an account the advisor is not linked to (also audited). */
export const notAdviseeMessage = 'This account is not one of your advisees.';

function requireActor(context: OperationContext): Actor {
  // Operations declared with a session are only reached with an actor (platform/identity/access); this guards a contract edit.
  if (context.actor === undefined) throw AppError.unauthenticated();
  return context.actor;
}

/**
 * Refresh, the sessions page and advisee logins (issue 4, ADR 011).
 *
 * Which sessions of its account a session counts as its own: for a session the client opened, the client's own
 * sessions; for an advisee session, only the sessions the same advisor opened for the account. An advisor's advisee
 * session is the broker acting under a linkage the client does not manage: the client sees it listed (flagged with
 * the advisor) but "log out other sessions" leaves it alone, and an advisor never lists or ends the client's own.
 */
export const sessionHandlers: Pick<
  AccountHandlers,
  'refreshToken' | 'searchSessions' | 'endOtherSessions' | 'searchAdvisees' | 'adviseeLogin'
> = {
  async refreshToken(input, context) {
    const refreshed = await refreshSession(context, context.request, context.reply, input);
    if (refreshed === undefined) {
      if (await refreshWasReplacedBySignIn(context.db, context.request, input)) throw AppError.sessionReplaced();
      throw AppError.unauthenticated(refreshRefusedMessage);
    }
    return refreshed;
  },

  async searchSessions(_input, context) {
    const actor = requireActor(context);
    const advisor = actor.advisorAccountCode;
    let query = context.db
      .selectFrom('session')
      .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at', 'is_session_login', 'advisor_account_code'])
      .where('account_id', '=', actor.accountId)
      .where(isLiveAt(context.clock.now()));
    // A client sees every live session on its account (an advisor's flagged); an advisee session only its advisor's.
    if (advisor !== null) query = query.where('advisor_account_code', '=', advisor);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return {
      sessions: rows.map((row) => ({
        sessionId: row.id,
        ...browserAndSystemOf(row.user_agent),
        address: row.address,
        startTime: row.created_at,
        lastSeenTime: row.last_seen_at ?? row.created_at,
        current: row.id === actor.sessionId,
        isSessionLogin: row.is_session_login === 1,
        ...(row.advisor_account_code === null ? {} : { advisorAccountCode: row.advisor_account_code }),
      })),
    };
  },

  async endOtherSessions(_input, context) {
    const actor = requireActor(context);
    // A client ends its own other sessions; an advisor's advisee session only that advisor's others (ADR 011).
    const ended = await endSessionsOfAccount(context.db, context.clock.now(), 'endedByUser', {
      accountId: actor.accountId,
      except: actor.sessionId,
      opener: actor.advisorAccountCode,
    });
    context.actorCache.evict({ sessionIds: ended });
    return { ended: ended.length };
  },

  async searchAdvisees(_input, context) {
    const actor = requireActor(context);
    if (actor.advisorAccountCode !== null) return { advisees: [] };
    const rows = await context.db
      .selectFrom('advisee_link')
      .innerJoin('account', 'account.account_code', 'advisee_link.advisee_account_code')
      .select(['account.account_code', 'account.source', 'account.display_name'])
      .where('advisee_link.advisor_account_code', '=', actor.accountCode)
      .where('account.source', '=', actor.source)
      .orderBy('account.account_code')
      .execute();
    return {
      advisees: rows.map((row) => ({
        accountCode: row.account_code,
        source: row.source,
        displayName: row.display_name,
      })),
    };
  },

  async adviseeLogin(input, context) {
    const actor = requireActor(context);
    const { db, clock } = context;
    const accountCode = input.accountCode.toUpperCase();
    // The advisee is on the advisor's own source (the linkage names account codes only).
    const attempt = {
      accountCode,
      source: actor.source,
      address: addressOf(context.request),
      stage: 'advisee',
      at: clock.now(),
      advisorAccountCode: actor.accountCode,
    } as const;
    const link =
      actor.advisorAccountCode === null
        ? await db
            .selectFrom('advisee_link')
            .select('advisee_account_code')
            .where('advisor_account_code', '=', actor.accountCode)
            .where('advisee_account_code', '=', accountCode)
            .executeTakeFirst()
        : undefined;
    const account = link === undefined ? undefined : await findAccount(context, actor.source, accountCode);
    if (account === undefined) {
      await recordAttempt(db, { ...attempt, result: 'notAdvisee', succeeded: false });
      throw AppError.forbidden(notAdviseeMessage);
    }
    const blocked: LoginFailureCode | undefined = statusFailure(account);
    if (blocked !== undefined) {
      await recordAttempt(db, { ...attempt, result: blocked, succeeded: false });
      throw AppError.businessRule(blocked, loginFailureMessages[loginFailureMessageKey[blocked]]);
    }
    const previous = await previousLogin(db, account.account_code, account.source);
    const loggedIn = await completeLogin(context, account, previous, { advisorAccountCode: actor.accountCode });
    await recordAttempt(db, { ...attempt, result: loggedIn.result, succeeded: true });
    return loggedIn;
  },
};
