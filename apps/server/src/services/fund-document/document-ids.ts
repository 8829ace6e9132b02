import type { AccountDocumentKind, FundDocumentKind } from '@portal/contract';
import { loginSources, type LoginSource } from '@portal/contract/brands';
import { isRealCalendarDay, lastDayOfMonth } from '@portal/contract/domain/date-format';

/**
 * Document ids and the download URL (issue 6). An id says what the document is, so a statement needs no row
 * before it is downloaded:
 * - 'fund:F0001:factSheet', 'fund:F0001:prospectus';
 * - 'daily:C10001:gateway:2025-01-15' (a market day), 'monthly:C10001:gateway:2025-01' (a calendar month).
 * ':' never occurs in an account code (letters, digits, '.', '_', '-'), so the parts split unambiguously.
 */

/** The download route (GET, not a contract operation): registered by `registerFundDocumentFiles`. */
export const documentFileRoute = '/api/fundDocument/file/:documentId';

export function documentUrl(documentId: string): string {
  return `/api/fundDocument/file/${documentId}`;
}

export function fundDocumentId(fundId: string, kind: FundDocumentKind): string {
  return `fund:${fundId}:${kind}`;
}

export type StatementKind = Extract<AccountDocumentKind, 'dailyStatement' | 'monthlyStatement'>;

/** What an account statement covers: market days, both inclusive. */
export type StatementKey = {
  readonly kind: StatementKind;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly periodStart: string;
  readonly periodEnd: string;
};

export type ParsedDocumentId =
  | { readonly type: 'fund'; readonly fundId: string; readonly kind: FundDocumentKind }
  | ({ readonly type: 'statement' } & StatementKey);

const monthPattern = /^(\d{4})-(\d{2})$/;

export function dailyStatementKey(accountCode: string, source: LoginSource, day: string): StatementKey {
  return { kind: 'dailyStatement', accountCode: accountCode.toUpperCase(), source, periodStart: day, periodEnd: day };
}

/** month: 'yyyy-mm'. */
export function monthlyStatementKey(accountCode: string, source: LoginSource, month: string): StatementKey {
  const [year, monthNumber] = month.split('-').map(Number);
  return {
    kind: 'monthlyStatement',
    accountCode: accountCode.toUpperCase(),
    source,
    periodStart: `${month}-01`,
    periodEnd: lastDayOfMonth(year ?? 0, monthNumber ?? 1),
  };
}

export function statementId(key: StatementKey): string {
  return key.kind === 'dailyStatement'
    ? `daily:${key.accountCode}:${key.source}:${key.periodStart}`
    : `monthly:${key.accountCode}:${key.source}:${key.periodStart.slice(0, 7)}`;
}

export function statementFileName(key: StatementKey): string {
  return key.kind === 'dailyStatement'
    ? `${key.accountCode}-daily-statement-${key.periodStart}.pdf`
    : `${key.accountCode}-monthly-statement-${key.periodStart.slice(0, 7)}.pdf`;
}

export function fundDocumentFileName(fundId: string, kind: FundDocumentKind): string {
  return kind === 'factSheet' ? `${fundId}-fact-sheet.pdf` : `${fundId}-prospectus.pdf`;
}

/** What a document id names, or undefined for an id no document could have. */
export function parseDocumentId(documentId: string): ParsedDocumentId | undefined {
  const parts = documentId.split(':');
  if (parts[0] === 'fund' && parts.length === 3) {
    const [, fundId = '', kind] = parts;
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(fundId)) return undefined;
    if (kind !== 'factSheet' && kind !== 'prospectus') return undefined;
    return { type: 'fund', fundId, kind };
  }
  if ((parts[0] === 'daily' || parts[0] === 'monthly') && parts.length === 4) {
    const [type, accountCode = '', source = '', period = ''] = parts;
    if (!/^[A-Za-z0-9._-]{1,32}$/.test(accountCode)) return undefined;
    const loginSource = loginSources.find((known) => known === source);
    if (loginSource === undefined) return undefined;
    if (type === 'daily') {
      if (!isRealCalendarDay(period)) return undefined;
      return { type: 'statement', ...dailyStatementKey(accountCode, loginSource, period) };
    }
    const match = monthPattern.exec(period);
    if (match === null || Number(match[2]) < 1 || Number(match[2]) > 12) return undefined;
    return { type: 'statement', ...monthlyStatementKey(accountCode, loginSource, period) };
  }
  return undefined;
}
