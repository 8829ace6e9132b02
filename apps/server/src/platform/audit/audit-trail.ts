import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { auditActions, type AuditAction } from '@portal/contract/domain/audit-trail';
import { rankOf, type Role } from '@portal/contract/domain/roles';
import { dialectOf } from '../db/compiled-query';
import type { Database } from '../db/db';

/*
 * The audit trail a client can read (issue 28 part 6, ADR 059): every action an advisor or an admin takes on a
 * client's account, written in the same transaction as the action itself, so an action is never without its entry
 * and an entry never without its action. Append-only: this module only inserts and reads, and the database refuses
 * UPDATE and DELETE on the table (migration 0041's triggers).
 */

/** What an entry records (the contract's list: the web has a text for each in the client's three languages). */
export { auditActions, type AuditAction };

export type AuditEntry = {
  /** The client's account. */
  readonly account: { readonly accountCode: string; readonly source: LoginSource };
  readonly actor: { readonly accountCode: string; readonly role: string };
  readonly sessionId: string | null;
  readonly action: AuditAction;
  readonly subject?: string | null;
  /** The changed fields before and after (never a note's text, never a secret). */
  readonly before?: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
  readonly at: Date;
};

/** Writes one entry, on the handle given: the action's own transaction. */
export async function recordAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const row = {
    id: randomUUID(),
    account_code: entry.account.accountCode,
    source: entry.account.source,
    actor_account_code: entry.actor.accountCode,
    actor_role: entry.actor.role,
    session_id: entry.sessionId,
    action: entry.action,
    subject: entry.subject ?? null,
    before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    at: entry.at.toISOString(),
  };
  if (dialectOf(db) === 'postgres') {
    await db.insertInto('audit_entry').values(row).execute();
    return;
  }
  // SQLite has one writer at a time: the largest sequence plus one, in the same statement, is the next.
  await db
    .insertInto('audit_entry')
    .values({ ...row, seq: sql<number>`(select coalesce(max(seq), 0) + 1 from audit_entry)` })
    .execute();
}

export type AuditEntryRow = {
  readonly id: string;
  readonly seq: number;
  readonly actorAccountCode: string;
  readonly actorRole: string;
  readonly sessionId: string | null;
  readonly action: AuditAction;
  readonly subject: string | null;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly at: string;
};

/**
 * One account's entries, newest first, keyset-paged by the sequence: `before` is the last page's smallest sequence.
 */
export async function auditEntriesOf(
  db: Kysely<Database>,
  account: { readonly accountCode: string; readonly source: LoginSource },
  page: { readonly limit: number; readonly before?: number | undefined },
): Promise<AuditEntryRow[]> {
  let query = db
    .selectFrom('audit_entry')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source);
  if (page.before !== undefined) query = query.where('seq', '<', page.before);
  const rows = await query.orderBy('seq', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    actorAccountCode: row.actor_account_code,
    actorRole: row.actor_role,
    sessionId: row.session_id,
    action: row.action as AuditAction,
    subject: row.subject,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    at: row.at,
  }));
}

/**
 * Someone other than the client acting on the client's account, as the trail names them: the advisor (in an advisee
 * session, or from its own session for one of its advisees) or an admin, and the session they acted in.
 */
export type AuditedActor = {
  readonly accountCode: string;
  readonly role: Role;
  readonly sessionId: string | null;
};

/** What auditedActorOf reads of a session (platform/identity's Actor has it). */
export type ActingSession = {
  readonly sessionId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  readonly rank: number;
  readonly advisorAccountCode: string | null;
};

/**
 * Who acts on `account` for the trail: an advisee session's advisor; a session of advisor rank or above acting for
 * another account (an advisor naming its advisee, which the operation's `actsFor` allowed); undefined when the client
 * acts itself (or nobody does: a job). Only advisors open advisee sessions, so that session's actor is an advisor.
 */
export function auditedActorOf(
  actor: ActingSession | undefined,
  account: { readonly accountCode: string; readonly source: LoginSource },
): AuditedActor | undefined {
  if (actor === undefined) return undefined;
  if (actor.advisorAccountCode !== null) {
    return { accountCode: actor.advisorAccountCode, role: 'advisor', sessionId: actor.sessionId };
  }
  const ownAccount = actor.accountCode === account.accountCode.toUpperCase() && actor.source === account.source;
  if (ownAccount || actor.rank < rankOf.advisor) return undefined;
  return { accountCode: actor.accountCode, role: actor.role, sessionId: actor.sessionId };
}

/**
 * Records an action of `by` on the client's account, on the handle given (the action's own transaction); nothing
 * when `by` is undefined (the client acting itself is not on its own trail).
 */
export async function recordAuditedAction(
  db: Kysely<Database>,
  by: AuditedActor | undefined,
  entry: Omit<AuditEntry, 'actor' | 'sessionId'>,
): Promise<void> {
  if (by === undefined) return;
  await recordAuditEntry(db, {
    ...entry,
    actor: { accountCode: by.accountCode, role: by.role },
    sessionId: by.sessionId,
  });
}

/**
 * An order someone else cancelled for the client (orderCancelled, the order id its subject), the same for every
 * market: what names the order, with the status it had before and has after.
 */
export async function recordOrderCancelled(
  db: Kysely<Database>,
  by: AuditedActor | undefined,
  cancelled: {
    readonly account: { readonly accountCode: string; readonly source: LoginSource };
    readonly orderId: string;
    readonly order: Readonly<Record<string, unknown>>;
    readonly statusBefore: string;
    readonly statusAfter: string;
    readonly at: Date;
  },
): Promise<void> {
  await recordAuditedAction(db, by, {
    account: cancelled.account,
    action: 'orderCancelled',
    subject: cancelled.orderId,
    before: { ...cancelled.order, status: cancelled.statusBefore },
    after: { ...cancelled.order, status: cancelled.statusAfter },
    at: cancelled.at,
  });
}
