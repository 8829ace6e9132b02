import type { ColumnType } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';

/**
 * One thing an advisor or an admin did on a client's account (issue 28 part 6, ADR 059). Append-only: the database
 * refuses UPDATE and DELETE on it (migration 0041). Owner: the platform (platform/audit).
 */
export type AuditEntryTable = {
  id: string;
  /** The order entries were written in (PostgreSQL: a sequence; SQLite: the largest plus one). */
  seq: ColumnType<number, number | undefined, never>;
  /** The client's account the action was on. */
  account_code: string;
  source: LoginSource;
  /** Who did it: the advisor (also inside an advisee session: the advisor, not the client) or the admin. */
  actor_account_code: string;
  actor_role: string;
  /** The session the action was taken in (an advisee session, or the advisor's or admin's own). */
  session_id: string | null;
  /** What was done (AuditAction). */
  action: string;
  /** What it was done to: an order id, a note id, a session id; null where the action names no object. */
  subject: string | null;
  /** JSON of the changed fields before and after, where data changed; null where nothing was there or is left. */
  before: string | null;
  after: string | null;
  at: string;
};

export type AuditTables = { audit_entry: AuditEntryTable };
