import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { isRole, rankOf, type Role } from '@portal/contract/domain/roles';
import type { Clock } from './clock';
import type { Config } from './config';
import { clearCookie, readCookies, setCookie } from './cookies';
import type { Database } from './db';
import { digestOf, randomToken } from './tokens';

/** How long a session token is honoured; the refresh token lives longer (issue 4 refreshes sessions). */
export const sessionLifetimeMs = 60 * 60 * 1000;
export const refreshLifetimeMs = 12 * 60 * 60 * 1000;

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

export type NewSession = {
  readonly sessionId: string;
  readonly token: string;
  readonly refreshToken: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly refreshExpiresAt: Date;
};

/**
 * Opens a session with new random tokens (stored as digests). A gateway account keeps one live session: a new login
 * ends the older ones, so a second browser cannot keep trading on a stale session.
 */
export async function openSession(
  db: Kysely<Database>,
  clock: Clock,
  account: SessionAccount,
  options: { readonly address: string; readonly advisorAccountCode?: string },
): Promise<NewSession> {
  const createdAt = clock.now();
  const session: NewSession = {
    sessionId: randomUUID(),
    token: randomToken(),
    refreshToken: randomToken(),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + sessionLifetimeMs),
    refreshExpiresAt: new Date(createdAt.getTime() + refreshLifetimeMs),
  };
  await db.transaction().execute(async (transaction) => {
    if (account.source === 'gateway') {
      await transaction
        .updateTable('session')
        .set({ ended_at: createdAt.toISOString(), end_reason: 'replaced' })
        .where('account_id', '=', account.id)
        .where('ended_at', 'is', null)
        .execute();
    }
    await transaction
      .insertInto('session')
      .values({
        id: session.sessionId,
        token_hash: digestOf(session.token),
        refresh_token_hash: digestOf(session.refreshToken),
        account_id: account.id,
        account_code: account.account_code,
        source: account.source,
        role: account.role,
        advisor_account_code: options.advisorAccountCode ?? null,
        address: options.address,
        created_at: createdAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        refresh_expires_at: session.refreshExpiresAt.toISOString(),
        ended_at: null,
        end_reason: null,
      })
      .execute();
  });
  return session;
}

function secureCookies(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}

/** Hands the session's tokens to the browser in httpOnly, SameSite=Strict cookies. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'nodeEnv'>,
  account: SessionAccount,
  session: NewSession,
): void {
  const secure = secureCookies(config);
  const refreshSeconds = (session.refreshExpiresAt.getTime() - session.createdAt.getTime()) / 1000;
  // The session cookie lives as long as the refresh token, so an expired session can still be refreshed; the server
  // decides whether a token is still honoured.
  setCookie(reply, sessionCookieName(account.source, account.account_code), session.token, {
    maxAgeSeconds: refreshSeconds,
    path: apiPath,
    secure,
  });
  setCookie(reply, refreshCookieName(account.source, account.account_code), session.refreshToken, {
    maxAgeSeconds: refreshSeconds,
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

/**
 * Actors found in the last second, by token digest: a burst of calls from one page (a dashboard asks for a dozen
 * things at once) looks its session up once. The database stays the truth: an entry lives at most
 * `actorCacheLifetimeMs`, and this process drops it at once when it ends or replaces the session; another process
 * of a multi-process deployment honours a just-ended session for at most that long (ADR 010).
 */
export const actorCacheLifetimeMs = 1_000;
const actorCacheLimit = 10_000;

export type ActorCache = {
  get(digest: string, nowMs: number): Actor | undefined;
  set(digest: string, actor: Actor, untilMs: number): void;
  /** Drops the entries of one session (logout) or of every session of an account (a new login replaced them). */
  evict(match: { readonly sessionId?: string; readonly accountId?: string }): void;
};

export function createActorCache(): ActorCache {
  const entries = new Map<string, { readonly actor: Actor; readonly untilMs: number }>();
  return {
    get(digest, nowMs) {
      const entry = entries.get(digest);
      if (entry === undefined) return undefined;
      if (entry.untilMs <= nowMs) {
        entries.delete(digest);
        return undefined;
      }
      return entry.actor;
    },
    set(digest, actor, untilMs) {
      // A bound on memory: a flood of distinct sessions only costs lookups, never a growing map.
      if (entries.size >= actorCacheLimit) entries.clear();
      entries.set(digest, { actor, untilMs });
    },
    evict({ sessionId, accountId }) {
      for (const [digest, { actor }] of entries) {
        if (actor.sessionId === sessionId || actor.accountId === accountId) entries.delete(digest);
      }
    },
  };
}

/** The live session the request acts for, or undefined (no cookie, unknown token, ended or expired session). */
export async function findActor(
  db: Kysely<Database>,
  clock: Clock,
  request: FastifyRequest,
  cache?: ActorCache,
): Promise<Actor | undefined> {
  const token = sessionTokenOf(request);
  if (token === undefined || token.length > 200) return undefined;
  const digest = digestOf(token);
  const nowMs = clock.now().getTime();
  const cached = cache?.get(digest, nowMs);
  if (cached !== undefined) return cached;
  const row = await db
    .selectFrom('session')
    .select(['id', 'account_id', 'account_code', 'source', 'role', 'advisor_account_code', 'expires_at'])
    .where('token_hash', '=', digest)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  const expiresAtMs = row === undefined ? 0 : Date.parse(row.expires_at);
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
  cache?.set(digest, actor, Math.min(expiresAtMs, nowMs + actorCacheLifetimeMs));
  return actor;
}

/** Ends a session on the server: its tokens stop working at once. */
export async function endSession(db: Kysely<Database>, clock: Clock, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ ended_at: clock.now().toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}
