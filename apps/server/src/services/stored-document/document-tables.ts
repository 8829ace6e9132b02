import type { LoginSource } from '@portal/contract/brands';

/**
 * A generated PDF (issue 6): a fund's fact sheet or prospectus (made at seed time, or when first listed), or an
 * account statement cached the first time it was downloaded (services/fund-document). The id is the contract's
 * document id ('fund:F0001:factSheet', 'daily:C10001:gateway:2025-01-15').
 */
export type StoredDocumentTable = {
  id: string;
  /** factSheet, prospectus (fund documents); dailyStatement, monthlyStatement, other (account documents). */
  kind: string;
  /** The fund of a fund document; null for account documents. */
  fund_id: string | null;
  /** The account of an account document; null for fund documents. */
  account_code: string | null;
  source: LoginSource | null;
  /** The file name, such as 'F0001-fact-sheet.pdf'. */
  name: string;
  /** The market day (yyyy-mm-dd) the document is dated. */
  document_date: string;
  period_start: string | null;
  period_end: string | null;
  /** The PDF itself: BLOB in SQLite, BYTEA in PostgreSQL (both drivers answer a Buffer). */
  content: Uint8Array;
  /** SHA-256 of content, hex. */
  sha256: string;
  size_bytes: number;
  /**
   * For a statement: SHA-256 of the figures it was made from; a download remakes the PDF when the ledger (or a
   * NAV) changed since. Null for fund documents.
   */
  basis_digest: string | null;
  /** ISO-8601 UTC instant. */
  created_at: string;
};

/** The stored documents table, merged into `Database` below. */
export type DocumentTables = {
  stored_document: StoredDocumentTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends DocumentTables {}
}
