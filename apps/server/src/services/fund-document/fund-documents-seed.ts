import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { ensureFundDocuments } from './document-store';

/**
 * Each catalogue fund's fact sheet and prospectus as real PDF files (pdf-lib), dated the clock's market day and
 * stored in stored_document. Idempotent: funds whose documents exist are skipped, so a restart makes none. The 60
 * demo funds' 120 PDFs take about a second on SQLite. Answers how many documents it made.
 */
export async function seedFundDocuments(db: Kysely<Database>, clock: Clock): Promise<number> {
  return ensureFundDocuments(db, clock);
}
