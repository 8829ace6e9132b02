import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { documentIdSchema } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { authorize, mayActFor } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { ActorCache } from '../../platform/identity/sessions';
import { cachedAccountDocument } from '../stored-document/public';
import { marketDataFeedOf } from '../stock-market/public';
import {
  parseStockDocumentId,
  stockDocumentFileName,
  stockDocumentFileRoute,
  stockDocumentId,
} from './stock-document-ids';
import { stockDocumentExists } from './stock-document-list';
import {
  buildContractNote,
  buildMonthlyStockStatement,
  renderContractNote,
  renderMonthlyStockStatement,
  stockDocumentDigest,
} from './stock-documents';
import { sendPdfAttachment } from '../../platform/http/file-download';

export type StockDocumentFileDependencies = {
  readonly config: Pick<Config, 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly actorCache?: ActorCache;
};

function noSuchDocument(): AppError {
  return AppError.notFound('There is no such document.');
}

/**
 * GET /api/stockDocument/file/:documentId answers a contract note or monthly stock statement as a PDF attachment, to a
 * session that may act for its account (its own, or an advisee's); to anyone else, for a document the account does
 * not have, and on a brand without stock trade documents, 404 as for a document that does not exist. Made from the
 * fills and the ledger, cached in stored_document (stored-document's public.ts) until what it shows changes.
 */
export function registerStockDocumentFiles(app: FastifyInstance, dependencies: StockDocumentFileDependencies): void {
  if (app.hasRoute({ method: 'GET', url: stockDocumentFileRoute })) return;
  const { db, clock } = dependencies;
  const offered = offers(getBrand(dependencies.config.portalVariant).flags, brandFeatures.stockDocuments);
  const feed = marketDataFeedOf(dependencies);
  app.get<{ Params: { documentId: string } }>(stockDocumentFileRoute, async (request, reply) => {
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    const checked = documentIdSchema.safeParse(request.params.documentId);
    const key = checked.success && offered ? parseStockDocumentId(checked.data) : undefined;
    if (key === undefined) throw noSuchDocument();
    if (!(await mayActFor(db, actor, key.accountCode, key.source))) throw noSuchDocument();
    if (!(await stockDocumentExists(db, key, clock.now()))) throw noSuchDocument();
    const common = {
      id: stockDocumentId(key),
      kind: key.kind,
      accountCode: key.accountCode,
      source: key.source,
      name: stockDocumentFileName(key),
      date: key.periodEnd,
      periodStart: key.periodStart,
      periodEnd: key.periodEnd,
    };
    let document;
    if (key.kind === 'dailyStatement') {
      const note = await buildContractNote(db, key);
      document = await cachedAccountDocument(db, clock, {
        ...common,
        basisDigest: stockDocumentDigest(note),
        render: (createdAt) => renderContractNote(note, createdAt),
      });
    } else {
      const statement = await buildMonthlyStockStatement(db, feed, key);
      document = await cachedAccountDocument(db, clock, {
        ...common,
        basisDigest: stockDocumentDigest(statement),
        render: (createdAt) => renderMonthlyStockStatement(statement, createdAt),
      });
    }
    return sendPdfAttachment(reply, document.content, document.name);
  });
}
