import type { LoginSource } from '@portal/contract/brands';

/*
 * The advisor desk's client tables (migration 0042; owner services/advisor-client). Instants are ISO-8601 UTC.
 */

/** A dated note an advisor (or a manager) keeps on a client; read by the client's advisors and their managers only. */
export type AdvisorClientNoteTable = {
  id: string;
  /** The client the note is about. */
  account_code: string;
  source: LoginSource;
  /** Who wrote it: only they change or delete it. */
  author_account_code: string;
  author_source: LoginSource;
  /** advisor or manager. */
  author_role: string;
  /** Plain text, never rendered as HTML. */
  text: string;
  created_at: string;
  edited_at: string | null;
  /** Deleted notes are kept, marked, and no longer listed. */
  deleted_at: string | null;
};

/** A named search an advisor or a manager saved: its criteria as JSON. */
export type AdvisorSavedSearchTable = {
  id: string;
  owner_account_code: string;
  owner_source: LoginSource;
  name: string;
  /** The name lowercased: names are unique per owner, without regard to case. */
  name_key: string;
  /** JSON of contract clientSearchCriteriaSchema's output. */
  criteria: string;
  created_at: string;
  updated_at: string;
};

export type AdvisorClientTables = {
  advisor_client_note: AdvisorClientNoteTable;
  advisor_saved_search: AdvisorSavedSearchTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AdvisorClientTables {}
}
