import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { documentIdSchema } from '@portal/contract';
import { isLanguage } from '@portal/contract/domain/language';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import { authorize, mayActFor } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import {
  cachedAccountDocument,
  findDocument,
  type StoredDocument as StoredDocumentTable,
} from '../stored-document/public';
import { AppError } from '../../platform/http/errors';
import type { ActorCache } from '../../platform/identity/sessions';
import { documentFileRoute, parseDocumentId, statementFileName, statementId, type StatementKey } from './document-ids';
import { ensureFundDocuments, factSheetIn } from './document-store';
import { buildStatement, marketDayOf, renderStatement, statementDigest, statementExists } from './statements';
import { sendPdfAttachment } from '../../platform/http/file-download';

export type FundDocumentFileDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The app's actor cache, if it shares one; sessions are looked up in the database otherwise. */
  readonly actorCache?: ActorCache;
};

function noSuchDocument(): AppError {
  return AppError.notFound('There is no such document.');
}

/** The statement's PDF: the cached one when the ledger has not changed since it was made, else made and cached. */
async function statementFile(db: Kysely<Database>, clock: Clock, key: StatementKey): Promise<StoredDocumentTable> {
  const statement = await buildStatement(db, key);
  return cachedAccountDocument(db, clock, {
    id: statementId(key),
    kind: key.kind,
    accountCode: key.accountCode,
    source: key.source,
    name: statementFileName(key),
    date: key.periodEnd,
    periodStart: key.periodStart,
    periodEnd: key.periodEnd,
    basisDigest: statementDigest(statement),
    render: (createdAt) => renderStatement(statement, createdAt),
  });
}

/**
 * GET /api/fundDocument/file/:documentId answers a document's PDF as an attachment (the `url` of every listed
 * document). A fund document needs a session; an account statement a session that may act for its account
 * (its own, or an advisee's) — to anyone else it answers 404, as for a document that does not exist. Not a contract
 * operation (it answers a file, not JSON). Registering twice is harmless: the second call does nothing.
 */
export function registerFundDocumentFiles(app: FastifyInstance, dependencies: FundDocumentFileDependencies): void {
  if (app.hasRoute({ method: 'GET', url: documentFileRoute })) return;
  const { db, clock } = dependencies;
  app.get<{ Params: { documentId: string } }>(documentFileRoute, async (request, reply) => {
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    const checked = documentIdSchema.safeParse(request.params.documentId);
    const parsed = checked.success ? parseDocumentId(checked.data) : undefined;
    if (parsed === undefined) throw noSuchDocument();

    let document: StoredDocumentTable | undefined;
    let cacheControl: 'private, no-store' | 'private, no-cache';
    if (parsed.type === 'fund') {
      document = await findDocument(db, checked.data ?? '');
      if (document === undefined) {
        await ensureFundDocuments(db, clock, [parsed.fundId]);
        document = await findDocument(db, checked.data ?? '');
      }
      if (document === undefined) throw noSuchDocument();
      // A fact sheet in the reader's language (ADR 024); the prospectus is English only.
      const language = await preferredLanguageOf(db, { accountCode: actor.accountCode, source: actor.source });
      if (parsed.kind === 'factSheet' && isLanguage(language) && language !== 'en') {
        document = (await factSheetIn(db, document, parsed.fundId, language)) ?? document;
      }
      // Private, and not kept: the same address answers another language once the reader changes theirs.
      cacheControl = 'private, no-cache';
    } else {
      if (!(await mayActFor(db, actor, parsed.accountCode, parsed.source))) throw noSuchDocument();
      if (!(await statementExists(db, parsed, marketDayOf(clock.now())))) throw noSuchDocument();
      document = await statementFile(db, clock, parsed);
      cacheControl = 'private, no-store';
    }
    return sendPdfAttachment(reply, document.content, document.name, cacheControl);
  });
}
