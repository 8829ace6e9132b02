import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { isAdviseeSessionEndReason } from '@portal/contract/domain/audit-trail';
import { isRole, rankOf, type Role } from '@portal/contract/domain/roles';
import { recordAuditEntry } from '../audit/audit-trail';
import type { Clock } from '../runtime/clock';
import type { Config } from '../runtime/config';
import { clearCookie, readCookies, setCookie } from '../http/cookies';
import type { Database } from '../db/db';
import { digestOf, randomToken } from './tokens';

/**
 * Session timings (ADR 011). A session token is honoured for 15 minutes; its refresh token expires with it and is
 * still honoured up to 5 minutes later (SPEC §9). Each refresh issues a new pair with new expiries, never past the
 * family's absolute end, 12 hours after the login.
 */
export const sessionLifetimeMs = 15 * 60 * 1000;
export const refreshGraceMs = 5 * 60 * 1000;
export const familyLifetimeMs = 12 * 60 * 60 * 1000;
/**
 * Two tabs refreshing at once both send the same refresh token: the one that comes second within this long after the
 * rotation is answered with the current expiries (no new cookies: the browser already has the winner's), not treated
 * as token theft. For as long, the replaced session token still passes, so calls already in flight when the refresh
 * answered do not fail with 401.
 */
export const refreshReuseLeewayMs = 10_000;
/** last_seen_at moves at most this often per session (a write only on a lookup that missed the actor cache). */
export const lastSeenIntervalMs = 60_000;

/** The headers naming which of the browser's sessions a call acts for (the web's api client sends them). */
export const actingAccountHeaders = { accountCode: 'x-portal-account', source: 'x-portal-source' } as const;

const sessionCookiePrefix = 'portal_session.';
const refreshCookiePrefix = 'portal_refresh.';
const apiPath = '/api';
const refreshPath = '/api/account/refreshToken';

/** One cookie per session: a browser may hold a gateway and an FOS login, an advisor and its advisees. */
export function sessionCookieName(source: LoginSource, accountCode: string): string {
  return `${sessionCookiePrefix}${source}.${accountCode}`;
}

function refreshCookieName(source: LoginSource, accountCode: string): string {
  return `${refreshCookiePrefix}${source}.${accountCode}`;
}

/** The source and account code a session cookie's name stands for, or undefined for any other cookie. */
function parseSessionCookieName(name: string): { source: LoginSource; accountCode: string } | undefined {
  if (!name.startsWith(sessionCookiePrefix)) return undefined;
  const rest = name.slice(sessionCookiePrefix.length);
  const separator = rest.indexOf('.');
  const source = rest.slice(0, separator);
  const accountCode = rest.slice(separator + 1);
  if (separator <= 0 || accountCode === '' || (source !== 'gateway' && source !== 'fos')) return undefined;
  return { source, accountCode };
}

/** Who is calling: the live session a request acts for. */
export type Actor = {
  readonly sessionId: string;
  readonly accountId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  readonly rank: number;
  readonly advisorAccountCode: string | null;
};

export type SessionAccount = {
  readonly id: string;
  readonly account_code: string;
  readonly source: LoginSource;
  readonly role: string;
};

/** A session's token pair and its expiries, as issued at `issuedAt` (a login or a refresh). */
export type SessionTokens = {
  readonly token: string;
  readonly refreshToken: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** The refresh token's expiry; it is still honoured `refreshGraceMs` past it. */
  readonly refreshExpiresAt: Date;
};

export type NewSession = SessionTokens & {
  readonly sessionId: string;
  readonly createdAt: Date;
  /** No refresh carries the session past this instant (12 hours after the login). */
  readonly familyExpiresAt: Date;
  /** The older sessions this login ended (the account's own session on the gateway, or the advisor's earlier one). */
  readonly replacedSessionIds: readonly string[];
};

/** A new token pair issued now, expiring after `sessionLifetimeMs` but never past the family's end. */
function issueTokens(issuedAt: Date, familyExpiresAt: Date): SessionTokens {
  const expiresAt = new Date(Math.min(issuedAt.getTime() + sessionLifetimeMs, familyExpiresAt.getTime()));
  return { token: randomToken(), refreshToken: randomToken(), issuedAt, expiresAt, refreshExpiresAt: expiresAt };
}

/**
 * Opens a session with new random tokens (stored as digests).
 *
 * One live session per gateway account among the account's own sessions: a new login ends the older ones, so a second
 * browser cannot keep trading on a stale session. An advisee session an advisor opened is apart from them: it neither
 * ends nor is ended by the client's own logins; the same advisor opening the same advisee again ends only its own
 * earlier advisee session for it (ADR 011).
 */
export async function openSession(
  db: Kysely<Database>,
  clock: Clock,
  account: SessionAccount,
  options: {
    readonly address: string;
    readonly advisorAccountCode?: string;
    readonly userAgent?: string;
    readonly isSessionLogin?: boolean;
  },
): Promise<NewSession> {
  const createdAt = clock.now();
  const familyExpiresAt = new Date(createdAt.getTime() + familyLifetimeMs);
  const tokens = issueTokens(createdAt, familyExpiresAt);
  const sessionId = randomUUID();
  const advisorAccountCode = options.advisorAccountCode;
  const replacedSessionIds = await db.transaction().execute(async (transaction) => {
    let replaced: readonly EndedSessionRow[] = [];
    if (advisorAccountCode !== undefined || account.source === 'gateway') {
      replaced = await transaction
        .updateTable('session')
        .set({ ended_at: createdAt.toISOString(), end_reason: replacedEndReason })
        .where('account_id', '=', account.id)
        .where('ended_at', 'is', null)
        .where((eb) =>
          advisorAccountCode === undefined
            ? eb('advisor_account_code', 'is', null)
            : eb('advisor_account_code', '=', advisorAccountCode),
        )
        .returning(endedSessionColumns)
        .execute();
      await recordAdviseeSessionsClosed(transaction, replaced, createdAt, replacedEndReason);
    }
    // The rotated refresh tokens of the account's sessions that can no longer be refreshed (ended, or past their
    // grace) catch nobody any more: a login clears them, so the table holds only what reuse detection needs.
    const lapsedBefore = new Date(createdAt.getTime() - refreshGraceMs).toISOString();
    await transaction
      .deleteFrom('rotated_refresh_token')
      .where('session_id', 'in', (eb) =>
        eb
          .selectFrom('session')
          .select('id')
          .where('account_id', '=', account.id)
          .where((where) =>
            where.or([where('ended_at', 'is not', null), where('refresh_expires_at', '<', lapsedBefore)]),
          ),
      )
      .execute();
    await transaction
      .insertInto('session')
      .values({
        id: sessionId,
        token_hash: digestOf(tokens.token),
        refresh_token_hash: digestOf(tokens.refreshToken),
        account_id: account.id,
        account_code: account.account_code,
        source: account.source,
        role: account.role,
        advisor_account_code: advisorAccountCode ?? null,
        address: options.address,
        created_at: createdAt.toISOString(),
        expires_at: tokens.expiresAt.toISOString(),
        refresh_expires_at: tokens.refreshExpiresAt.toISOString(),
        ended_at: null,
        end_reason: null,
        user_agent: options.userAgent ?? null,
        last_seen_at: createdAt.toISOString(),
        is_session_login: options.isSessionLogin === true ? 1 : 0,
        family_expires_at: familyExpiresAt.toISOString(),
        previous_token_hash: null,
        previous_token_until: null,
      })
      .execute();
    // An advisor opening an advisee's session is on the client's audit trail (ADR 059), in the same transaction.
    if (advisorAccountCode !== undefined) {
      await recordAuditEntry(transaction, {
        account: { accountCode: account.account_code, source: account.source },
        actor: { accountCode: advisorAccountCode, role: 'advisor' },
        sessionId,
        action: 'adviseeSessionOpened',
        at: createdAt,
      });
    }
    return replaced.map((row) => row.id);
  });
  return { ...tokens, sessionId, createdAt, familyExpiresAt, replacedSessionIds };
}

function secureCookies(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}

/**
 * Hands the session's tokens to the browser in httpOnly, SameSite=Strict cookies. Both live until the refresh token's
 * expiry plus its grace, so a session past its expiry can still be refreshed; the server decides whether a token is
 * still honoured.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'nodeEnv'>,
  account: Pick<SessionAccount, 'account_code' | 'source'>,
  tokens: SessionTokens,
): void {
  const secure = secureCookies(config);
  const maxAgeSeconds = (tokens.refreshExpiresAt.getTime() + refreshGraceMs - tokens.issuedAt.getTime()) / 1000;
  setCookie(reply, sessionCookieName(account.source, account.account_code), tokens.token, {
    maxAgeSeconds,
    path: apiPath,
    secure,
  });
  setCookie(reply, refreshCookieName(account.source, account.account_code), tokens.refreshToken, {
    maxAgeSeconds,
    path: refreshPath,
    secure,
  });
}

export function clearSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'nodeEnv'>,
  account: Pick<SessionAccount, 'account_code' | 'source'>,
): void {
  const secure = secureCookies(config);
  clearCookie(reply, sessionCookieName(account.source, account.account_code), { path: apiPath, secure });
  clearCookie(reply, refreshCookieName(account.source, account.account_code), { path: refreshPath, secure });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The session token a request acts with: the cookie of the account its headers name, or the only session cookie it
 * carries when it names none.
 */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  const cookies = readCookies(request);
  const accountCode = headerValue(request, actingAccountHeaders.accountCode)?.toUpperCase();
  const source = headerValue(request, actingAccountHeaders.source);
  if (accountCode !== undefined) {
    if (source === 'gateway' || source === 'fos') return cookies.get(sessionCookieName(source, accountCode));
    const matching = [...cookies].filter(
      ([name]) => name === sessionCookieName('gateway', accountCode) || name === sessionCookieName('fos', accountCode),
    );
    return matching.length === 1 ? matching[0]?.[1] : undefined;
  }
  const all = [...cookies].filter(([name]) => name.startsWith(sessionCookiePrefix));
  return all.length === 1 ? all[0]?.[1] : undefined;
}

/** The end reason of a session a newer sign-in of its account ended (one live session per account, openSession). */
const replacedEndReason = 'replaced';

/**
 * Whether the session cookie a request carries (the one it acts for) belongs to a session that a newer sign-in of the
 * same account ended, in another browser or on another device. Asked only once a call has been refused for want of a
 * live session, so the answer can say why (wire code SESSION_REPLACED) and the browser can tell its user.
 */
export async function wasReplacedBySignIn(db: Kysely<Database>, request: FastifyRequest): Promise<boolean> {
  const token = sessionTokenOf(request);
  if (token === undefined || token.length > 200) return false;
  return endedAsReplaced(db, 'token_hash', digestOf(token));
}

/** Whether the named account's refresh cookie belongs to a session a newer sign-in of the account ended. */
export async function refreshWasReplacedBySignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  named: { readonly accountCode: string; readonly source: LoginSource },
): Promise<boolean> {
  const token = readCookies(request).get(refreshCookieName(named.source, named.accountCode.toUpperCase()));
  if (token === undefined || token.length > 200) return false;
  return endedAsReplaced(db, 'refresh_token_hash', digestOf(token));
}

async function endedAsReplaced(
  db: Kysely<Database>,
  column: 'token_hash' | 'refresh_token_hash',
  digest: string,
): Promise<boolean> {
  const row = await db.selectFrom('session').select('end_reason').where(column, '=', digest).executeTakeFirst();
  return row?.end_reason === replacedEndReason;
}

/**
 * Actors found in the last second, by session token: a burst of calls from one page (a dashboard asks for a dozen
 * things at once) looks its session up once, and a hit costs no hashing (the database keeps digests only; this map
 * lives in the memory that receives the tokens anyway). The database stays the truth: an entry lives at most
 * `actorCacheLifetimeMs`, and this process drops it at once when it ends, refreshes or replaces the session; another
 * process of a multi-process deployment honours a just-ended session for at most that long (ADR 010).
 */
export const actorCacheLifetimeMs = 1_000;
const actorCacheLimit = 10_000;

export type ActorCache = {
  get(token: string, nowMs: number): Actor | undefined;
  set(token: string, actor: Actor, untilMs: number): void;
  /** Drops the entries of some sessions (logout, refresh, replaced) or of every session of an account. */
  evict(match: {
    readonly sessionId?: string;
    readonly sessionIds?: readonly string[];
    readonly accountId?: string;
  }): void;
};

export function createActorCache(): ActorCache {
  const entries = new Map<string, { readonly actor: Actor; readonly untilMs: number }>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (entry.untilMs <= nowMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.actor;
    },
    set(token, actor, untilMs) {
      // A bound on memory: a flood of distinct sessions only costs lookups, never a growing map.
      if (entries.size >= actorCacheLimit) entries.clear();
      entries.set(token, { actor, untilMs });
    },
    evict({ sessionId, sessionIds = [], accountId }) {
      if (sessionId === undefined && sessionIds.length === 0 && accountId === undefined) return;
      const ids = new Set(sessionId === undefined ? sessionIds : [...sessionIds, sessionId]);
      for (const [token, { actor }] of entries) {
        if (ids.has(actor.sessionId) || actor.accountId === accountId) entries.delete(token);
      }
    },
  };
}

/**
 * The live session the request acts for, or undefined (no cookie, unknown token, ended or expired session). A lookup
 * that missed the cache also records the session as seen now, at most once a minute (the sessions page's last seen).
 */
export async function findActor(
  db: Kysely<Database>,
  clock: Clock,
  request: FastifyRequest,
  cache?: ActorCache,
): Promise<Actor | undefined> {
  const token = sessionTokenOf(request);
  if (token === undefined || token.length > 200) return undefined;
  const now = clock.now();
  const nowMs = now.getTime();
  const cached = cache?.get(token, nowMs);
  if (cached !== undefined) return cached;
  const digest = digestOf(token);
  const actorColumns = [
    'id',
    'account_id',
    'account_code',
    'source',
    'role',
    'advisor_account_code',
    'expires_at',
    'last_seen_at',
  ] as const;
  const current = await db
    .selectFrom('session')
    .select(actorColumns)
    .where('token_hash', '=', digest)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  // A call sent just before its session was refreshed still carries the replaced token: honoured a few seconds.
  const replaced =
    current === undefined
      ? await db
          .selectFrom('session')
          .select([...actorColumns, 'previous_token_until'])
          .where('previous_token_hash', '=', digest)
          .where('previous_token_until', '>', now.toISOString())
          .where('ended_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  const row = current ?? replaced;
  const expiresAtMs =
    row === undefined
      ? 0
      : Math.min(Date.parse(row.expires_at), Date.parse(replaced?.previous_token_until ?? row.expires_at));
  if (row === undefined || expiresAtMs <= nowMs || !isRole(row.role)) return undefined;
  const actor: Actor = {
    sessionId: row.id,
    accountId: row.account_id,
    accountCode: row.account_code,
    source: row.source,
    role: row.role,
    rank: rankOf[row.role],
    advisorAccountCode: row.advisor_account_code,
  };
  const seenBefore = new Date(nowMs - lastSeenIntervalMs).toISOString();
  if (row.last_seen_at === null || row.last_seen_at <= seenBefore) {
    await db
      .updateTable('session')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.id)
      // Another process (or a concurrent miss) may have just moved it: one write a minute, not one per miss.
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', seenBefore)]))
      .execute();
  }
  cache?.set(token, actor, Math.min(expiresAtMs, nowMs + actorCacheLifetimeMs));
  return actor;
}

/** What the audit trail needs of a session an operation ended. */
type EndedSessionRow = {
  readonly id: string;
  readonly account_code: string;
  readonly source: LoginSource;
  readonly advisor_account_code: string | null;
};
const endedSessionColumns = ['id', 'account_code', 'source', 'advisor_account_code'] as const;

/**
 * Records an adviseeSessionClosed entry on the client's audit trail (ADR 059) for each advisee session among `ended`,
 * on the handle given: the transaction that ended them. The actor is the session's advisor; the reason is the end
 * reason, where it is one the trail names.
 */
async function recordAdviseeSessionsClosed(
  db: Kysely<Database>,
  ended: readonly EndedSessionRow[],
  at: Date,
  reason: string,
): Promise<void> {
  for (const session of ended) {
    if (session.advisor_account_code === null) continue;
    await recordAuditEntry(db, {
      account: { accountCode: session.account_code, source: session.source },
      actor: { accountCode: session.advisor_account_code, role: 'advisor' },
      sessionId: session.id,
      action: 'adviseeSessionClosed',
      after: isAdviseeSessionEndReason(reason) ? { endReason: reason } : null,
      at,
    });
  }
}

/** Runs `work` in the caller's transaction, or in one of its own: a session's end and its audit entry go together. */
async function inOneTransaction<T>(db: Kysely<Database>, work: (transaction: Kysely<Database>) => Promise<T>) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Ends a session on the server: its tokens stop working at once. An advisee session's end is on the trail. */
export async function endSession(db: Kysely<Database>, clock: Clock, sessionId: string, reason: string): Promise<void> {
  const at = clock.now();
  await inOneTransaction(db, async (transaction) => {
    const ended = await transaction
      .updateTable('session')
      .set({ ended_at: at.toISOString(), end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .returning(endedSessionColumns)
      .execute();
    await recordAdviseeSessionsClosed(transaction, ended, at, reason);
  });
}

/**
 * Ends the live sessions of an account (a password reset, "log out other sessions"), in one query that can run inside
 * the caller's transaction. `except` keeps one session (the caller's own); `opener` picks whose sessions: the account's
 * own (null) or those one advisor opened for it. Answers the ids ended, for the actor cache.
 */
export async function endSessionsOfAccount(
  db: Kysely<Database>,
  at: Date,
  reason: string,
  match: { readonly accountId: string; readonly except?: string; readonly opener?: string | null },
): Promise<readonly string[]> {
  const ended = await inOneTransaction(db, async (transaction) => {
    const rows = await transaction
      .updateTable('session')
      .set({ ended_at: at.toISOString(), end_reason: reason })
      .where('account_id', '=', match.accountId)
      .where(isLiveAt(at))
      .$if(match.except !== undefined, (query) => query.where('id', '!=', match.except ?? ''))
      .$if(match.opener !== undefined, (query) =>
        query.where((eb) =>
          match.opener === null || match.opener === undefined
            ? eb('advisor_account_code', 'is', null)
            : eb('advisor_account_code', '=', match.opener),
        ),
      )
      .returning(endedSessionColumns)
      .execute();
    await recordAdviseeSessionsClosed(transaction, rows, at, reason);
    return rows;
  });
  return ended.map((row) => row.id);
}

/** What the session operations need besides the request: the parts of a handler's context they use. */
export type SessionDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly config: Pick<Config, 'nodeEnv'>;
  readonly actorCache: ActorCache;
};

/** The family's absolute end: no refresh carries a session past it (12 hours after its login). */
function familyEndOf(row: { readonly family_expires_at: string | null; readonly created_at: string }): Date {
  return new Date(
    row.family_expires_at === null ? Date.parse(row.created_at) + familyLifetimeMs : Date.parse(row.family_expires_at),
  );
}

/** The instant after which a session's refresh token is no longer honoured: its expiry plus grace, within the family. */
function refreshDeadlineMs(row: {
  readonly refresh_expires_at: string;
  readonly family_expires_at: string | null;
  readonly created_at: string;
}): number {
  return Math.min(Date.parse(row.refresh_expires_at) + refreshGraceMs, familyEndOf(row).getTime());
}

/**
 * The condition of a session that could still be used or refreshed at `now`: not ended, and its refresh token still
 * honoured. The sessions page lists these, and "log out other sessions" ends these.
 */
export function isLiveAt(now: Date) {
  const refreshExpiresAfter = new Date(now.getTime() - refreshGraceMs).toISOString();
  return (eb: ExpressionBuilder<Database, 'session'>) =>
    eb.and([
      eb('session.ended_at', 'is', null),
      eb('session.refresh_expires_at', '>', refreshExpiresAfter),
      eb.or([eb('session.family_expires_at', 'is', null), eb('session.family_expires_at', '>', now.toISOString())]),
    ]);
}

/** The session facts a refresh answers (the tokens travel in cookies). */
export type RefreshedSessionFacts = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  readonly time: string;
  readonly sessionExpirationTime: string;
  readonly refreshExpirationTime: string;
};

/**
 * Refreshes the named session of this browser (SPEC §4 Session, ADR 011): the refresh cookie of that account and
 * source proves it. While honoured (until 5 minutes past its expiry, never past the family's end) both tokens are
 * replaced on the same session row, the old refresh token is remembered as rotated, the new cookies are set and the
 * new expiries answered. A rotated refresh token presented again ends its session ('refreshReuse'), except within
 * `refreshReuseLeewayMs` after its rotation (two tabs refreshing at once): that answers the current expiries and sets
 * no cookie. Anything else (no cookie, forged, ended, expired beyond grace, another account's token) answers
 * undefined, and the named account's cookies are cleared.
 */
export async function refreshSession(
  dependencies: SessionDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  named: { readonly accountCode: string; readonly source: LoginSource },
): Promise<RefreshedSessionFacts | undefined> {
  const account = { account_code: named.accountCode.toUpperCase(), source: named.source };
  const token = readCookies(request).get(refreshCookieName(account.source, account.account_code));
  const facts =
    token === undefined || token.length > 200 ? undefined : await refreshWithToken(dependencies, account, token, reply);
  if (facts === undefined) clearSessionCookies(reply, dependencies.config, account);
  return facts;
}

const refreshColumns = [
  'id',
  'token_hash',
  'account_id',
  'account_code',
  'source',
  'role',
  'ended_at',
  'created_at',
  'expires_at',
  'refresh_expires_at',
  'family_expires_at',
] as const;

async function refreshWithToken(
  dependencies: SessionDependencies,
  account: { readonly account_code: string; readonly source: LoginSource },
  token: string,
  reply: FastifyReply,
): Promise<RefreshedSessionFacts | undefined> {
  const { db, clock, actorCache } = dependencies;
  const digest = digestOf(token);
  const now = clock.now();
  const isNamed = (row: { account_code: string; source: string }) =>
    row.account_code === account.account_code && row.source === account.source;

  const current = await db
    .selectFrom('session')
    .select(refreshColumns)
    .where('refresh_token_hash', '=', digest)
    .executeTakeFirst();
  if (current !== undefined) {
    if (!isNamed(current) || current.ended_at !== null || !isRole(current.role)) return undefined;
    if (now.getTime() >= refreshDeadlineMs(current)) return undefined;
    // An account suspended or closed since the login gets no new token: its session ends with the one it has.
    const holder = await db
      .selectFrom('account')
      .select('status')
      .where('id', '=', current.account_id)
      .executeTakeFirst();
    if (holder?.status !== 'active') return undefined;
    const tokens = issueTokens(now, familyEndOf(current));
    const rotated = await db.transaction().execute(async (transaction) => {
      // Only if no concurrent refresh rotated this token first (it then answers as a racing tab below).
      const updated = await transaction
        .updateTable('session')
        .set({
          token_hash: digestOf(tokens.token),
          refresh_token_hash: digestOf(tokens.refreshToken),
          previous_token_hash: current.token_hash,
          previous_token_until: new Date(now.getTime() + refreshReuseLeewayMs).toISOString(),
          expires_at: tokens.expiresAt.toISOString(),
          refresh_expires_at: tokens.refreshExpiresAt.toISOString(),
          last_seen_at: now.toISOString(),
        })
        .where('id', '=', current.id)
        .where('refresh_token_hash', '=', digest)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) return false;
      await transaction
        .insertInto('rotated_refresh_token')
        .values({ token_hash: digest, session_id: current.id, rotated_at: now.toISOString() })
        .execute();
      return true;
    });
    if (rotated) {
      // The old session token stopped working: this process forgets it at once.
      actorCache.evict({ sessionId: current.id });
      setSessionCookies(reply, dependencies.config, account, tokens);
      return {
        accountCode: current.account_code,
        source: current.source,
        role: current.role,
        time: now.toISOString(),
        sessionExpirationTime: tokens.expiresAt.toISOString(),
        refreshExpirationTime: tokens.refreshExpiresAt.toISOString(),
      };
    }
  }

  const reused = await db
    .selectFrom('rotated_refresh_token')
    .innerJoin('session', 'session.id', 'rotated_refresh_token.session_id')
    .select(refreshColumns.map((column) => `session.${column}` as const))
    .select('rotated_refresh_token.rotated_at')
    .where('rotated_refresh_token.token_hash', '=', digest)
    .executeTakeFirst();
  if (reused === undefined) return undefined;
  const role = reused.role;
  const racing =
    now.getTime() - Date.parse(reused.rotated_at) <= refreshReuseLeewayMs &&
    reused.ended_at === null &&
    isNamed(reused) &&
    now.getTime() < refreshDeadlineMs(reused);
  if (racing && isRole(role)) {
    return {
      accountCode: reused.account_code,
      source: reused.source,
      role,
      time: now.toISOString(),
      sessionExpirationTime: reused.expires_at,
      refreshExpirationTime: reused.refresh_expires_at,
    };
  }
  // A refresh token used twice has leaked (or the browser was copied): whoever holds either copy is signed out.
  await endSession(db, clock, reused.id, 'refreshReuse');
  actorCache.evict({ sessionId: reused.id });
  return undefined;
}

/** A session some operation just ended. */
export type EndedSession = { readonly id: string; readonly account_code: string; readonly source: LoginSource };

/**
 * A password or hand-off login on a source replaces the sessions of that source this browser holds (SPEC §4 Login:
 * other accounts, advisee sessions included): each session cookie of the source the request carries has its session
 * ended ('sourceLogin') and its cookies cleared, except the cookies of the account signing in, which the login sets
 * anew. Answers the sessions ended.
 */
export async function endCarriedSessionsOfSource(
  dependencies: SessionDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  source: LoginSource,
  signingIn: { readonly account_code: string },
): Promise<readonly EndedSession[]> {
  const carried = [...readCookies(request)].flatMap(([name, token]) => {
    const parsed = parseSessionCookieName(name);
    return parsed === undefined || parsed.source !== source ? [] : [{ ...parsed, token }];
  });
  if (carried.length === 0) return [];
  const digests = carried.filter(({ token }) => token.length <= 200).map(({ token }) => digestOf(token));
  const at = dependencies.clock.now();
  const ended =
    digests.length === 0
      ? []
      : await inOneTransaction(dependencies.db, async (transaction) => {
          const rows = await transaction
            .updateTable('session')
            .set({ ended_at: at.toISOString(), end_reason: 'sourceLogin' })
            .where('token_hash', 'in', digests)
            .where('source', '=', source)
            .where('ended_at', 'is', null)
            .returning(endedSessionColumns)
            .execute();
          await recordAdviseeSessionsClosed(transaction, rows, at, 'sourceLogin');
          return rows;
        });
  dependencies.actorCache.evict({ sessionIds: ended.map((row) => row.id) });
  for (const { accountCode } of carried) {
    if (accountCode !== signingIn.account_code) {
      clearSessionCookies(reply, dependencies.config, { account_code: accountCode, source });
    }
  }
  return ended;
}

/**
 * Logging out an advisor ends every live advisee session it opened (SPEC §4 Advisee login: all linked sessions), in
 * any browser, and clears the cookies of those this request's browser carries. Answers the sessions ended.
 */
export async function endAdviseeSessionsOf(
  dependencies: SessionDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  advisorAccountCode: string,
): Promise<readonly EndedSession[]> {
  const at = dependencies.clock.now();
  const ended = await inOneTransaction(dependencies.db, async (transaction) => {
    const rows = await transaction
      .updateTable('session')
      .set({ ended_at: at.toISOString(), end_reason: 'advisorLogout' })
      .where('advisor_account_code', '=', advisorAccountCode)
      .where('ended_at', 'is', null)
      .returning(endedSessionColumns)
      .execute();
    // One entry on each client's trail per advisee session the advisor's logout ended (ADR 059).
    await recordAdviseeSessionsClosed(transaction, rows, at, 'advisorLogout');
    return rows;
  });
  dependencies.actorCache.evict({ sessionIds: ended.map((row) => row.id) });
  const cookies = readCookies(request);
  for (const session of ended) {
    if (cookies.has(sessionCookieName(session.source, session.account_code))) {
      clearSessionCookies(reply, dependencies.config, session);
    }
  }
  return ended;
}
