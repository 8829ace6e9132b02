import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActsFor, OperationAuth } from '@portal/contract';
import { isRole, rankOf } from '@portal/contract/domain/roles';
import { gatePendingCode, pendingGate } from '@portal/contract/domain/sign-in-gates';
import type { Clock } from '../runtime/clock';
import { compiledOnce, dialectOf } from '../db/compiled-query';
import type { Database } from '../db/db';
import type { AccountTable } from './identity-tables';
import { AppError } from '../http/errors';
import { findActor, wasReplacedBySignIn, type Actor, type ActorCache } from './sessions';

/** The header every call of the web client carries; a form or image on another site cannot send it. */
export const clientHeaderName = 'x-portal-client';

/**
 * Cross-site request protection for every mutating call (ARCHITECTURE §5): besides the SameSite=Strict cookies, a
 * POST must carry the client header (a cross-site form cannot, and a cross-site fetch with it needs a CORS preflight
 * this server never grants), and an Origin, when the browser sends one, must be this server's own.
 */
export function assertSameSiteRequest(request: FastifyRequest): void {
  if (request.method !== 'POST') return;
  const client = request.headers[clientHeaderName];
  if (typeof client !== 'string' || client === '') {
    throw AppError.forbidden(`A call that changes something must carry the ${clientHeaderName} header.`);
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== request.headers.host) throw AppError.forbidden('Cross-site requests are refused.');
  }
}

export type AccessDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly actorCache?: ActorCache;
};

/**
 * The one place that decides whether a request may call an operation, from the operation's declared auth: public
 * operations are open; the others need a live session (401) of at least the declared rank (403).
 */
export async function authorize(
  auth: OperationAuth,
  request: FastifyRequest,
  dependencies: AccessDependencies,
): Promise<Actor | undefined> {
  if (auth.kind === 'public') return undefined;
  const actor = await findActor(dependencies.db, dependencies.clock, request, dependencies.actorCache);
  if (actor === undefined) {
    // A session a newer sign-in ended says so, so the browser can tell its user why (ADR 021).
    throw (await wasReplacedBySignIn(dependencies.db, request))
      ? AppError.sessionReplaced()
      : AppError.unauthenticated();
  }
  if (auth.kind === 'rank' && actor.rank < auth.minimumRank) throw AppError.forbidden();
  return actor;
}

/** Compiled once (platform/db/compiled-query): every call of an operation that checks gates asks it. */
const accountGates = compiledOnce<
  { readonly accountId: string },
  Pick<AccountTable, 'role' | 'force_change_password' | 'agreement_confirmed'>
>((db, param) =>
  db
    .selectFrom('account')
    .select(['role', 'force_change_password', 'agreement_confirmed'])
    .where('id', '=', param('accountId')),
);

/**
 * The actors (findActor's, each kept by the actor cache for at most `actorCacheLifetimeMs`) whose account was seen
 * with no gate pending. Only that answer is remembered, and only as long as the actor object lives: a gate is set
 * pending when an account is made or reset out of band, never by a session's own calls, so a reset shows within the
 * cache's lifetime, while a gate just passed opens the next call on every process at once.
 */
const gatesClear = new WeakSet<Actor>();

/**
 * Refuses (403 GATE_PENDING, details naming the gate) a call of an account with a sign-in gate pending: a forced
 * password change or the first-login agreement (ADR 020). Read from the account, not from the cached actor, so a gate
 * just passed opens the next call on every server process; an actor seen with no gate pending skips the read
 * (`gatesClear`). An advisee session an advisor opened is the advisor's: the advisor passed their own gates, and the
 * client's are the client's to pass.
 */
export async function assertNoPendingGate(db: Kysely<Database>, actor: Actor): Promise<void> {
  if (actor.advisorAccountCode !== null || gatesClear.has(actor)) return;
  const [account] = (await accountGates(db, dialectOf(db), { accountId: actor.accountId })).rows;
  if (account === undefined || !isRole(account.role)) throw AppError.unauthenticated();
  const gate = pendingGate({
    role: account.role,
    forceChangePassword: account.force_change_password === 1,
    agreementConfirmed: account.agreement_confirmed === 1,
  });
  if (gate === undefined) {
    gatesClear.add(actor);
    return;
  }
  const message =
    gate === 'forcedPasswordChange'
      ? 'Change your password before anything else.'
      : 'Confirm the first-login agreement before anything else.';
  throw new AppError(403, gatePendingCode, message, { gate });
}

/** Whether the actor may act for an account: its own, or an advisee linked to the calling advisor. */
export async function mayActFor(
  db: Kysely<Database>,
  actor: Actor,
  accountCode: string,
  source: string | undefined,
): Promise<boolean> {
  const code = accountCode.toUpperCase();
  if (code === actor.accountCode) return source === undefined || source === actor.source;
  if (actor.rank < rankOf.advisor) return false;
  const link = await db
    .selectFrom('advisee_link')
    .select('advisee_account_code')
    .where('advisor_account_code', '=', actor.accountCode)
    .where('advisee_account_code', '=', code)
    .executeTakeFirst();
  return link !== undefined;
}

/** Refuses (403) a call naming an account the caller may not act for (the operation's declared `actsFor`). */
export async function assertActsFor(
  db: Kysely<Database>,
  actsFor: ActsFor | undefined,
  input: unknown,
  actor: Actor | undefined,
): Promise<void> {
  if (actsFor === undefined) return;
  if (actor === undefined) throw AppError.unauthenticated();
  if (typeof input !== 'object' || input === null) throw AppError.forbidden();
  const field = actsFor === 'ownAccountCode' ? 'accountCode' : actsFor;
  const named: unknown = Reflect.get(input, field);
  const source: unknown = Reflect.get(input, 'source');
  const codes = Array.isArray(named) ? named : [named];
  for (const code of codes) {
    const sourceNamed = typeof source === 'string' ? source : undefined;
    const allowed =
      typeof code === 'string' &&
      (actsFor === 'ownAccountCode'
        ? code.toUpperCase() === actor.accountCode && (sourceNamed === undefined || sourceNamed === actor.source)
        : await mayActFor(db, actor, code, sourceNamed));
    if (!allowed) throw AppError.forbidden('You may not act for this account.');
  }
}
