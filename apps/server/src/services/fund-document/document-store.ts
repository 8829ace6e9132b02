import type { Kysely } from 'kysely';
import { fundDocumentKinds, type FundDocumentKind } from '@portal/contract';
import { calendarDateOf, formatCalendarDate } from '@portal/contract/domain/date-format';
import type { Language } from '@portal/contract/domain/language';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import {
  documentRow,
  findDocument,
  insertNewDocuments,
  saveDocument,
  storedFundDocumentKinds,
  type StoredDocument as StoredDocumentTable,
} from '../stored-document/public';
import {
  findDividends,
  findDividendsOf,
  findFund,
  findFundsByIds,
  findPricesOf,
  type FundDividendTable,
  type FundPriceTable,
  type FundTable,
} from '../fund-definition/public';
import { fundDocumentFileName, fundDocumentId } from './document-ids';
import { renderFactSheet, renderProspectus, type FundDocumentSource } from './fund-pdfs';

const pricesPerQuery = 20;

/**
 * Makes and stores the fact sheet and prospectus of every given fund that lacks one, dated the clock's market day.
 * Idempotent: a fund with both documents is left alone. Answers how many documents it made.
 */
export async function ensureFundDocuments(
  db: Kysely<Database>,
  clock: Clock,
  fundIds?: readonly string[],
): Promise<number> {
  if (fundIds !== undefined && fundIds.length === 0) return 0;
  const funds = await findFundsByIds(db, fundIds);
  if (funds.length === 0) return 0;
  const have = await storedFundDocumentKinds(db);
  const missing = funds.filter((fund) => fundDocumentKinds.some((kind) => !have.has(`${fund.id}|${kind}`)));
  if (missing.length === 0) return 0;

  const now = clock.now();
  const date = formatCalendarDate(calendarDateOf(now));
  let made = 0;
  for (let index = 0; index < missing.length; index += pricesPerQuery) {
    const batch = missing.slice(index, index + pricesPerQuery);
    const ids = batch.map((fund) => fund.id);
    const prices = await findPricesOf(db, ids);
    const dividends = await findDividendsOf(db, ids);
    const pricesOf = groupBy(prices, (price) => price.fund_id);
    const dividendsOf = groupBy(dividends, (dividend) => dividend.fund_id);
    const rows: StoredDocumentTable[] = [];
    for (const fund of batch) {
      const source: FundDocumentSource = {
        fund,
        prices: pricesOf.get(fund.id) ?? [],
        dividends: dividendsOf.get(fund.id) ?? [],
        date,
        createdAt: now,
      };
      for (const kind of fundDocumentKinds) {
        if (have.has(`${fund.id}|${kind}`)) continue;
        rows.push(await fundDocumentRowOf(fund, kind, source));
      }
    }
    await insertNewDocuments(db, rows);
    made += rows.length;
  }
  return made;
}

async function fundDocumentRowOf(
  fund: FundTable,
  kind: FundDocumentKind,
  source: FundDocumentSource,
): Promise<StoredDocumentTable> {
  const content = kind === 'factSheet' ? await renderFactSheet(source) : await renderProspectus(source);
  return documentRow({
    id: fundDocumentId(fund.id, kind),
    kind,
    fund_id: fund.id,
    account_code: null,
    source: null,
    name: fundDocumentFileName(fund.id, kind),
    document_date: source.date,
    period_start: null,
    period_end: null,
    basis_digest: null,
    created_at: source.createdAt.toISOString(),
    content,
  });
}

function groupBy<T extends FundPriceTable | FundDividendTable>(rows: readonly T[], keyOf: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return groups;
}

/**
 * A fund's fact sheet in a Chinese language (ADR 024), made from the same rows as the stored English one when first
 * asked for and kept under its own id ('fund:F0001:factSheet:zh-HK'). It is no fund's listed document (its
 * fund_id is null), and is made again when the English one it follows (basis_digest: its sha256) has changed.
 */
export async function factSheetIn(
  db: Kysely<Database>,
  english: StoredDocumentTable,
  fundId: string,
  language: Exclude<Language, 'en'>,
): Promise<StoredDocumentTable | undefined> {
  const id = `${fundDocumentId(fundId, 'factSheet')}:${language}`;
  const cached = await findDocument(db, id);
  if (cached !== undefined && cached.basis_digest === english.sha256) return cached;
  const fund = await findFund(db, fundId);
  if (fund === undefined) return undefined;
  const prices = await findPricesOf(db, [fundId]);
  const dividends = await findDividends(db, fundId);
  const createdAt = new Date(english.created_at);
  const source: FundDocumentSource = { fund, prices, dividends, date: english.document_date, createdAt };
  const row = documentRow({
    id,
    kind: 'factSheet',
    fund_id: null,
    account_code: null,
    source: null,
    name: english.name,
    document_date: english.document_date,
    period_start: null,
    period_end: null,
    basis_digest: english.sha256,
    created_at: english.created_at,
    content: await renderFactSheet(source, language),
  });
  await saveDocument(db, row);
  return row;
}
