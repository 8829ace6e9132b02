import {
  stockDocumentKinds,
  stockDocumentService,
  type AccountDocument,
  type StockDocumentKind,
} from '@portal/contract';
import { zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { implementService } from '../../platform/http/rpc';
import { stockDocumentFileName, stockDocumentId, stockDocumentUrl, type StockDocumentKey } from './stock-document-ids';
import { stockDocumentKeysOf } from './stock-document-list';

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * How a stock document is listed: a contract note dated its trade date, a statement its month's last day; issued when
 * its period ends (Hong Kong midnight after it), or now for today's contract note (shown from the day's first fill).
 */
export function stockAccountDocumentOf(key: StockDocumentKey, now: Date): AccountDocument {
  const periodOver = zonedInstant(nextDay(key.periodEnd), 0, stockExchanges.HKEX.timeZone);
  const documentId = stockDocumentId(key);
  return {
    documentId,
    accountCode: key.accountCode,
    kind: key.kind,
    name: stockDocumentFileName(key),
    date: key.periodEnd,
    periodStart: key.periodStart,
    periodEnd: key.periodEnd,
    createdAt: (periodOver < now ? periodOver : now).toISOString(),
    url: stockDocumentUrl(documentId),
  };
}

/** Newest first: by date, a month's statement before the contract note of its last day. */
function newestFirst(a: AccountDocument, b: AccountDocument): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'monthlyStatement' ? -1 : 1;
  return 0;
}

/**
 * Stock documents (issue 15): listed from the fills and the ledger without being made; the PDF is made when
 * downloaded (GET /api/stockDocument/file/:documentId, download-route.ts) and cached until what it shows changes.
 */
export const stockDocumentImplementation = implementService(stockDocumentService, {
  stockDocuments: async (input, { db, clock }) => {
    const kinds = new Set<StockDocumentKind>(input.kinds.length === 0 ? stockDocumentKinds : input.kinds);
    const now = clock.now();
    const keys = await stockDocumentKeysOf(db, { accountCode: input.accountCode, source: input.source }, now);
    const documents = keys
      .filter((key) => kinds.has(key.kind))
      .map((key) => stockAccountDocumentOf(key, now))
      .filter(
        (document) =>
          (input.fromDate === undefined || document.date >= input.fromDate) &&
          (input.toDate === undefined || document.date <= input.toDate),
      )
      .sort(newestFirst);
    return { documents };
  },
});
