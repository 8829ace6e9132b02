import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { StoredDocumentTable } from './document-tables';

/** The stored_document rows (document-tables.ts): writing generated PDFs and reading them back. */

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type DocumentRowInput = Omit<StoredDocumentTable, 'content' | 'sha256' | 'size_bytes'> & {
  readonly content: Uint8Array;
};

export function documentRow(input: DocumentRowInput): StoredDocumentTable {
  return {
    ...input,
    content: Buffer.from(input.content),
    sha256: sha256Of(input.content),
    size_bytes: input.content.byteLength,
  };
}

/** Inserts a document, or replaces the stored one with the same id (a remade statement). */
export async function saveDocument(db: Kysely<Database>, row: StoredDocumentTable): Promise<void> {
  await db
    .insertInto('stored_document')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        content: row.content,
        sha256: row.sha256,
        size_bytes: row.size_bytes,
        basis_digest: row.basis_digest,
        created_at: row.created_at,
        document_date: row.document_date,
        name: row.name,
      }),
    )
    .execute();
}

export async function findDocument(db: Kysely<Database>, id: string): Promise<StoredDocumentTable | undefined> {
  return db.selectFrom('stored_document').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An account's document made from figures (a statement, a contract note): what it is and how to make it. */
export type AccountDocumentSource = {
  readonly id: string;
  readonly kind: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  /** The file name. */
  readonly name: string;
  readonly date: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  /** A digest of what the document shows: the cached PDF serves while it is unchanged. */
  readonly basisDigest: string;
  readonly render: (createdAt: Date) => Promise<Uint8Array>;
};

/**
 * An account document's PDF, cached until what it shows changes: the stored one when it was made from the same
 * figures (basis digest), else made now, stored under its id (replacing the old one) and answered.
 */
export async function cachedAccountDocument(
  db: Kysely<Database>,
  clock: Clock,
  document: AccountDocumentSource,
): Promise<StoredDocumentTable> {
  const cached = await findDocument(db, document.id);
  if (cached !== undefined && cached.basis_digest === document.basisDigest) return cached;
  const createdAt = clock.now();
  const row = documentRow({
    id: document.id,
    kind: document.kind,
    fund_id: null,
    account_code: document.accountCode,
    source: document.source,
    name: document.name,
    document_date: document.date,
    period_start: document.periodStart,
    period_end: document.periodEnd,
    basis_digest: document.basisDigest,
    created_at: createdAt.toISOString(),
    content: await document.render(createdAt),
  });
  await saveDocument(db, row);
  return row;
}

/** Stores documents made in a batch; one whose id is already stored (made meanwhile by another process) is kept. */
export async function insertNewDocuments(db: Kysely<Database>, rows: readonly StoredDocumentTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (transaction) => {
    for (const row of rows) {
      await transaction
        .insertInto('stored_document')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }
  });
}

/** A fund's stored documents without their bytes, newest first. */
export async function documentsOfFund(db: Kysely<Database>, fundId: string) {
  return db
    .selectFrom('stored_document')
    .select(['id', 'fund_id', 'kind', 'name', 'document_date', 'size_bytes'])
    .where('fund_id', '=', fundId)
    .orderBy('document_date', 'desc')
    .orderBy('kind')
    .execute();
}

/** Which kinds of document each fund has stored (`fund_id|kind`). */
export async function storedFundDocumentKinds(db: Kysely<Database>): Promise<Set<string>> {
  const stored = await db
    .selectFrom('stored_document')
    .select(['fund_id', 'kind'])
    .where('fund_id', 'is not', null)
    .execute();
  return new Set(stored.map((row) => `${row.fund_id ?? ''}|${row.kind}`));
}
