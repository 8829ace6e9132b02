import type { StockDocumentKind } from '@portal/contract';
import { loginSources, type LoginSource } from '@portal/contract/brands';
import { isRealCalendarDay, lastDayOfMonth } from '@portal/contract/domain/date-format';

/**
 * Stock document ids and their download URL (issue 15). An id says what the document is, so none needs a row before
 * it is downloaded: 'stockDaily:C10001:gateway:2026-11-25' (the contract note of a trade date),
 * 'stockMonthly:C10001:gateway:2026-10' (the statement of a calendar month). ':' never occurs in an account code.
 */

/** The download route (GET, not a contract operation): registered by `registerStockDocumentFiles`. */
export const stockDocumentFileRoute = '/api/stockDocument/file/:documentId';

export function stockDocumentUrl(documentId: string): string {
  return `/api/stockDocument/file/${documentId}`;
}

/** What a stock document covers: days, both inclusive (a contract note: one trade date). */
export type StockDocumentKey = {
  readonly kind: StockDocumentKind;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly periodStart: string;
  readonly periodEnd: string;
};

export function contractNoteKey(accountCode: string, source: LoginSource, day: string): StockDocumentKey {
  return { kind: 'dailyStatement', accountCode: accountCode.toUpperCase(), source, periodStart: day, periodEnd: day };
}

/** month: 'yyyy-mm'. */
export function monthlyStockStatementKey(accountCode: string, source: LoginSource, month: string): StockDocumentKey {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return {
    kind: 'monthlyStatement',
    accountCode: accountCode.toUpperCase(),
    source,
    periodStart: `${month}-01`,
    periodEnd: lastDayOfMonth(year, monthNumber),
  };
}

export function stockDocumentId(key: StockDocumentKey): string {
  return key.kind === 'dailyStatement'
    ? `stockDaily:${key.accountCode}:${key.source}:${key.periodStart}`
    : `stockMonthly:${key.accountCode}:${key.source}:${key.periodStart.slice(0, 7)}`;
}

export function stockDocumentFileName(key: StockDocumentKey): string {
  return key.kind === 'dailyStatement'
    ? `${key.accountCode}-contract-note-${key.periodStart}.pdf`
    : `${key.accountCode}-stock-statement-${key.periodStart.slice(0, 7)}.pdf`;
}

/** What a document id names, or undefined for an id no stock document could have. */
export function parseStockDocumentId(documentId: string): StockDocumentKey | undefined {
  const parts = documentId.split(':');
  if (parts.length !== 4) return undefined;
  const [type, accountCode = '', source = '', period = ''] = parts;
  if (!/^[A-Za-z0-9._-]{1,32}$/.test(accountCode)) return undefined;
  const loginSource = loginSources.find((known) => known === source);
  if (loginSource === undefined) return undefined;
  if (type === 'stockDaily')
    return isRealCalendarDay(period) ? contractNoteKey(accountCode, loginSource, period) : undefined;
  if (type === 'stockMonthly') {
    const match = /^(\d{4})-(\d{2})$/.exec(period);
    if (match === null || Number(match[2]) < 1 || Number(match[2]) > 12) return undefined;
    return monthlyStockStatementKey(accountCode, loginSource, period);
  }
  return undefined;
}
