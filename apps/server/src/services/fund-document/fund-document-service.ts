import type { Kysely } from 'kysely';
import {
  accountDocumentKinds,
  fundDocumentService,
  type AccountDocument,
  type AccountDocumentKind,
  type FundDocument,
  type FundDocumentKind,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { findFund } from '../fund-definition/public';
import { documentUrl, statementFileName, statementId, type StatementKey } from './document-ids';
import { documentsOfFund } from '../stored-document/public';
import { ensureFundDocuments } from './document-store';
import { marketDayOf, periodEndInstant, statementKeysOf } from './statements';

function isFundDocumentKind(kind: string): kind is FundDocumentKind {
  return kind === 'factSheet' || kind === 'prospectus';
}

async function fundExists(db: Kysely<Database>, fundId: string): Promise<boolean> {
  return (await findFund(db, fundId)) !== undefined;
}

/** How a statement is listed; issued (createdAt) at the end of its period, when it can first be made. */
export function accountDocumentOf(key: StatementKey): AccountDocument {
  const documentId = statementId(key);
  return {
    documentId,
    accountCode: key.accountCode,
    kind: key.kind,
    name: statementFileName(key),
    date: key.periodEnd,
    periodStart: key.periodStart,
    periodEnd: key.periodEnd,
    createdAt: periodEndInstant(key.periodEnd),
    url: documentUrl(documentId),
  };
}

/** Newest first: by date, a month's statement before the daily one of its last day. */
function newestFirst(a: AccountDocument, b: AccountDocument): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'monthlyStatement' ? -1 : 1;
  return a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0;
}

/**
 * Documents (issue 6). A fund's fact sheet and prospectus are made at seed time (or when a fund without them is
 * first listed). An account's statements are listed from the ledger without being made: a daily statement for
 * each past market day with movements, a monthly one for each past month with movements; the PDF is made when it
 * is downloaded (GET /api/fundDocument/file/:documentId, download-route.ts). 'other' documents: none yet (no
 * back end issues any), so that filter lists nothing.
 */
export const fundDocumentImplementation = implementService(fundDocumentService, {
  fundDocuments: async ({ fundId }, { db, clock }) => {
    if (!(await fundExists(db, fundId))) throw AppError.notFound('There is no such fund.');
    let rows = await documentsOfFund(db, fundId);
    if (rows.length < 2) {
      await ensureFundDocuments(db, clock, [fundId]);
      rows = await documentsOfFund(db, fundId);
    }
    const documents: FundDocument[] = rows.flatMap((row) =>
      isFundDocumentKind(row.kind)
        ? [
            {
              documentId: row.id,
              fundId,
              kind: row.kind,
              name: row.name,
              date: row.document_date,
              url: documentUrl(row.id),
              sizeBytes: Number(row.size_bytes),
            },
          ]
        : [],
    );
    return { documents };
  },

  accountDocuments: async (input, { db, clock }) => {
    const kinds = new Set<AccountDocumentKind>(input.kinds.length === 0 ? accountDocumentKinds : input.kinds);
    const today = marketDayOf(clock.now());
    const keys = await statementKeysOf(db, { accountCode: input.accountCode, source: input.source }, today);
    const documents = keys
      .filter((key) => kinds.has(key.kind))
      .map(accountDocumentOf)
      .filter(
        (document) =>
          (input.fromDate === undefined || document.date >= input.fromDate) &&
          (input.toDate === undefined || document.date <= input.toDate),
      )
      .sort(newestFirst);
    return { documents };
  },
});
