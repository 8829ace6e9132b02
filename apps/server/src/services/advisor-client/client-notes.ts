import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientNote } from '@portal/contract';
import { recordAuditEntry } from '../../platform/audit/audit-trail';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { BookClient } from '../../platform/identity/book';
import { keysetPage } from '../../platform/paging/keyset';
import type { AdvisorClientNoteTable } from './advisor-client-tables';
import type { DeskRequest } from './desk-scope';

/*
 * The notes advisors keep on a client (issue 28 part 3): dated plain text, read by whoever has the client in their
 * book (its advisor, the advisor's manager) and by nobody else, never by the client. Only a note's author changes or
 * deletes it; a deleted note is kept, marked, and no longer listed. Each addition, change and deletion writes an entry
 * of the client's audit trail (platform/audit, ADR 059) in the same transaction, saying what was done to which note and
 * how long its text was, never the text.
 */

type ClientRequest = DeskRequest & { readonly client: BookClient };

/** The text as stored: line ends as \n, composed characters (what a person typed, trimmed by the contract). */
function storedText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC');
}

function liveNotesOf(db: Kysely<Database>, client: BookClient) {
  return db
    .selectFrom('advisor_client_note as note')
    .leftJoin('account as author', (join) =>
      join
        .onRef('author.account_code', '=', 'note.author_account_code')
        .onRef('author.source', '=', 'note.author_source'),
    )
    .select([
      'note.id',
      'note.text',
      'note.author_account_code',
      'note.created_at',
      'note.edited_at',
      'author.display_name as author_name',
    ])
    .where('note.account_code', '=', client.accountCode)
    .where('note.source', '=', client.source)
    .where('note.deleted_at', 'is', null);
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof liveNotesOf>['execute']>>[number];

function noteOf(row: NoteRow, request: ClientRequest): ClientNote {
  return {
    noteId: row.id,
    text: row.text,
    author: { accountCode: row.author_account_code, displayName: row.author_name ?? '' },
    createdAt: row.created_at,
    editedAt: row.edited_at,
    own: row.author_account_code === request.actor.accountCode,
  };
}

/** The client's notes, newest first, a page past the cursor. */
export async function clientNotesOf(
  request: ClientRequest,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ notes: ClientNote[]; nextCursor: string | null }> {
  const { items, nextCursor } = await keysetPage(
    liveNotesOf(request.context.db, request.client),
    { key: 'note.created_at', id: 'note.id', direction: 'desc' },
    page,
  );
  return { notes: items.map((row) => noteOf(row, request)), nextCursor };
}

async function noteRowOf(request: ClientRequest, noteId: string): Promise<NoteRow> {
  const row = await liveNotesOf(request.context.db, request.client).where('note.id', '=', noteId).executeTakeFirst();
  if (row === undefined) throw AppError.notFound('There is no such note on this client.');
  if (row.author_account_code !== request.actor.accountCode) {
    throw AppError.forbidden('Only the note’s author may change or delete it.');
  }
  return row;
}

function auditOf(request: ClientRequest, at: Date) {
  const { actor, client } = request;
  return {
    account: { accountCode: client.accountCode, source: client.source },
    actor: { accountCode: actor.accountCode, role: actor.role },
    sessionId: actor.sessionId,
    at,
  };
}

/** Adds a note by the caller, with its audit entry, in one transaction. */
export async function addClientNote(request: ClientRequest, text: string): Promise<ClientNote> {
  const { context, actor, client } = request;
  const now = context.clock.now();
  const row: AdvisorClientNoteTable = {
    id: randomUUID().replaceAll('-', ''),
    account_code: client.accountCode,
    source: client.source,
    author_account_code: actor.accountCode,
    author_source: actor.source,
    author_role: actor.role,
    text: storedText(text),
    created_at: now.toISOString(),
    edited_at: null,
    deleted_at: null,
  };
  await context.db.transaction().execute(async (trx) => {
    await trx.insertInto('advisor_client_note').values(row).execute();
    await recordAuditEntry(trx, {
      ...auditOf(request, now),
      action: 'noteAdded',
      subject: row.id,
      after: { length: row.text.length },
    });
  });
  const [added] = await liveNotesOf(context.db, client).where('note.id', '=', row.id).execute();
  if (added === undefined) throw new Error(`Note ${row.id} was not stored.`);
  return noteOf(added, request);
}

/** Changes the text of the caller's own note (404 missing or deleted, 403 another's), with its audit entry. */
export async function editClientNote(request: ClientRequest, noteId: string, text: string): Promise<ClientNote> {
  const { context } = request;
  const before = await noteRowOf(request, noteId);
  const now = context.clock.now();
  const after = storedText(text);
  await context.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('advisor_client_note')
      .set({ text: after, edited_at: now.toISOString() })
      .where('id', '=', noteId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw AppError.notFound('There is no such note on this client.');
    await recordAuditEntry(trx, {
      ...auditOf(request, now),
      action: 'noteEdited',
      subject: noteId,
      before: { length: before.text.length },
      after: { length: after.length },
    });
  });
  return noteOf({ ...before, text: after, edited_at: now.toISOString() }, request);
}

/** Deletes the caller's own note (kept, marked deleted; 404 missing, 403 another's), with its audit entry. */
export async function deleteClientNote(request: ClientRequest, noteId: string): Promise<void> {
  const { context } = request;
  const before = await noteRowOf(request, noteId);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('advisor_client_note')
      .set({ deleted_at: now.toISOString() })
      .where('id', '=', noteId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numUpdatedRows) === 0) throw AppError.notFound('There is no such note on this client.');
    await recordAuditEntry(trx, {
      ...auditOf(request, now),
      action: 'noteDeleted',
      subject: noteId,
      before: { length: before.text.length },
    });
  });
}
