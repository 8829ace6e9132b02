import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import { lastDayOfMonth } from '@portal/contract/domain/date-format';
import { formatNumber } from '@portal/contract/domain/number-format';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import type { Database } from '../../platform/db/db';
import { houseFundAccount, ledgerEntriesBefore } from '../../platform/money/ledger';
import { findFundsByIds, pricesOnOrBefore } from '../fund-definition/public';
import { fundUnitsAsset } from '../fund-order/public';
import type { StatementKey } from './document-ids';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { statementTexts } from './statement-texts';

/**
 * Account statements (issue 6): made on demand from the ledger (ledger_entry of the account, with its journal's
 * kind and reference), for a market day (daily) or a calendar month (monthly). Market days are Hong Kong days:
 * UTC+08:00 all year (Hong Kong keeps no daylight saving time), so a day's bounds are fixed instants.
 */

const marketOffsetMs = 8 * 60 * 60 * 1000;

/** The Hong Kong market day of an instant, yyyy-mm-dd. */
export function marketDayOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + marketOffsetMs).toISOString().slice(0, 10);
}

/** The instant a market day starts (00:00 in Hong Kong), as the ledger writes instants (ISO-8601 UTC). */
export function marketDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - marketOffsetMs).toISOString();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant a statement period ends (exclusive): the start of the day after its last day. */
export function periodEndInstant(periodEnd: string): string {
  return marketDayStart(nextDay(periodEnd));
}

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

/**
 * The statements an account has by `today` (a market day): a daily statement for each past market day with ledger
 * entries of the account, a monthly statement for each past calendar month with entries. Today and the current
 * month are not over yet, so they have none. Newest first.
 */
export async function statementKeysOf(
  db: Kysely<Database>,
  account: AccountKey,
  today: string,
): Promise<StatementKey[]> {
  const accountCode = account.accountCode.toUpperCase();
  const rows = await db
    .selectFrom('ledger_entry')
    .select('created_at')
    .distinct()
    .where('account_code', '=', accountCode)
    .where('source', '=', account.source)
    .where('created_at', '<', marketDayStart(today))
    .execute();
  const days = new Set(rows.map((row) => marketDayOf(row.created_at)));
  const currentMonth = today.slice(0, 7);
  const months = new Set([...days].map((day) => day.slice(0, 7)).filter((month) => month < currentMonth));
  const keys: StatementKey[] = [];
  for (const day of days) {
    keys.push({ kind: 'dailyStatement', accountCode, source: account.source, periodStart: day, periodEnd: day });
  }
  for (const month of months) {
    const [year, monthNumber] = month.split('-').map(Number);
    keys.push({
      kind: 'monthlyStatement',
      accountCode,
      source: account.source,
      periodStart: `${month}-01`,
      periodEnd: lastDayOfMonth(year ?? 0, monthNumber ?? 1),
    });
  }
  return keys;
}

/** Whether the account has the statement: its period is over by `today` and has entries of the account. */
export async function statementExists(db: Kysely<Database>, key: StatementKey, today: string): Promise<boolean> {
  if (key.periodEnd >= today) return false;
  const row = await db
    .selectFrom('ledger_entry')
    .select('id')
    .where('account_code', '=', key.accountCode)
    .where('source', '=', key.source)
    .where('created_at', '>=', marketDayStart(key.periodStart))
    .where('created_at', '<', periodEndInstant(key.periodEnd))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type BalancePair = { readonly available: string; readonly onHold: string };

export type StatementLine = {
  /** ISO-8601 UTC instant of the journal. */
  readonly at: string;
  /** The description in English (the PDF prints it in the statement's language from `kind` and `fundId`). */
  readonly description: string;
  /** The journal's kind, and the fund it is about, if any. */
  readonly kind: string;
  readonly fundId: string | null;
  readonly reference: string;
  /** Signed changes of the account's buckets (decimal strings). */
  readonly available: string;
  readonly onHold: string;
};

export type StatementAsset = {
  /** The ledger asset: a currency code or 'FUND:<id>'. */
  readonly asset: string;
  /** The asset in English; the PDF names it in the statement's language (the fund's name in that language). */
  readonly label: string;
  readonly fundId: string | null;
  /** Decimals shown: the currency's precision or the fund's unit decimals. */
  readonly decimals: number;
  readonly opening: BalancePair;
  readonly lines: readonly StatementLine[];
  readonly closing: BalancePair;
};

/** A name in each language (a fund's, from the catalogue). */
export type LocalisedName = Readonly<Record<Language, string>>;

export type StatementHolding = {
  readonly fundId: string;
  /** The fund's English name; `names` has it in each language. */
  readonly name: string;
  readonly names: LocalisedName;
  readonly currency: string;
  readonly units: string;
  readonly unitDecimals: number;
  /** The last NAV on or before the period's end; null when the fund had none. */
  readonly nav: string | null;
  readonly navDate: string | null;
  /** units × NAV, rounded half up to the currency's precision. */
  readonly marketValue: string | null;
  readonly currencyPrecision: number;
};

export type Statement = StatementKey & {
  readonly displayName: string;
  /** The client's language (its preference, else the default): the PDF's language (ADR 024). */
  readonly language: Language;
  /** The names of the funds the statement names, by fund id. */
  readonly fundNames: Readonly<Record<string, LocalisedName>>;
  /** Cash currencies first (alphabetically), then fund units by fund id. */
  readonly assets: readonly StatementAsset[];
  readonly holdings: readonly StatementHolding[];
};

/** A journal kind as words in a language; a kind no text lists is spelt out from its name (English). */
function kindLabel(kind: string, language: Language = 'en'): string {
  const kinds = statementTexts[language].kinds;
  const known = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (known !== undefined) return known;
  const spaced = kind.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

const fundAssetPrefix = fundUnitsAsset('');
const houseFundPrefix = houseFundAccount('');

/** The fund a journal line is about: its units, or the fund's house account. */
function fundIdOfLine(line: { readonly asset: string; readonly account_code: string }): string | undefined {
  if (line.asset.startsWith(fundAssetPrefix)) return line.asset.slice(fundAssetPrefix.length);
  if (line.account_code.startsWith(houseFundPrefix)) return line.account_code.slice(houseFundPrefix.length);
  return undefined;
}

const zero = new ExactDecimal(0);

type Running = { available: Decimal; onHold: Decimal };

function pairOf(running: Running): BalancePair {
  return { available: running.available.toFixed(), onHold: running.onHold.toFixed() };
}

const journalBatch = 500;

/** The statement's figures, read from the ledger (and, for holdings, the period-end NAVs). */
export async function buildStatement(db: Kysely<Database>, key: StatementKey): Promise<Statement> {
  const start = marketDayStart(key.periodStart);
  const end = periodEndInstant(key.periodEnd);
  const entries = await ledgerEntriesBefore(db, key, end);

  // The funds the period's journals are about (their other lines name them: units or the fund's house account).
  const periodJournalIds = [...new Set(entries.filter((e) => e.created_at >= start).map((e) => e.journal_id))];
  const fundOfJournal = new Map<string, string>();
  for (let index = 0; index < periodJournalIds.length; index += journalBatch) {
    const lines = await db
      .selectFrom('ledger_entry')
      .select(['journal_id', 'asset', 'account_code'])
      .where('journal_id', 'in', periodJournalIds.slice(index, index + journalBatch))
      .execute();
    for (const line of lines) {
      const fundId = fundIdOfLine(line);
      if (fundId !== undefined && !fundOfJournal.has(line.journal_id)) fundOfJournal.set(line.journal_id, fundId);
    }
  }

  const running = new Map<string, Running>();
  const openings = new Map<string, BalancePair>();
  const linesOf = new Map<string, StatementLine[]>();
  const ensure = (asset: string): Running => {
    let balance = running.get(asset);
    if (balance === undefined) {
      balance = { available: zero, onHold: zero };
      running.set(asset, balance);
    }
    return balance;
  };
  // One statement line per (journal, asset): a hold moves available to on hold in one line.
  const pending = new Map<string, { line: StatementLine & { available: string; onHold: string }; asset: string }>();
  for (const entry of entries) {
    const balance = ensure(entry.asset);
    const amount = new ExactDecimal(entry.amount);
    if (entry.created_at < start) {
      if (entry.bucket === 'available') balance.available = balance.available.plus(amount);
      else balance.onHold = balance.onHold.plus(amount);
      continue;
    }
    if (!openings.has(entry.asset)) openings.set(entry.asset, pairOf(balance));
    if (entry.bucket === 'available') balance.available = balance.available.plus(amount);
    else balance.onHold = balance.onHold.plus(amount);
    const lineKey = `${entry.journal_id}|${entry.asset}`;
    const existing = pending.get(lineKey);
    if (existing === undefined) {
      const fundId = fundOfJournal.get(entry.journal_id);
      const line = {
        at: entry.created_at,
        description: kindLabel(entry.kind) + (fundId === undefined ? '' : ` (${fundId})`),
        kind: entry.kind,
        fundId: fundId ?? null,
        reference: entry.reference,
        available: entry.bucket === 'available' ? amount.toFixed() : '0',
        onHold: entry.bucket === 'onHold' ? amount.toFixed() : '0',
      };
      pending.set(lineKey, { line, asset: entry.asset });
      linesOf.set(entry.asset, [...(linesOf.get(entry.asset) ?? []), line]);
    } else {
      const { line } = existing;
      if (entry.bucket === 'available') line.available = new ExactDecimal(line.available).plus(amount).toFixed();
      else line.onHold = new ExactDecimal(line.onHold).plus(amount).toFixed();
    }
  }

  const fundIds = [
    ...new Set([
      ...[...running.keys()]
        .filter((asset) => asset.startsWith(fundAssetPrefix))
        .map((asset) => asset.slice(fundAssetPrefix.length)),
      ...fundOfJournal.values(),
    ]),
  ];
  const funds = await findFundsByIds(db, fundIds);
  const fundById = new Map(funds.map((fund) => [fund.id, fund]));
  const fundNames: Record<string, LocalisedName> = Object.fromEntries(
    funds.map((fund) => [fund.id, { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn }]),
  );
  const currencies = await db.selectFrom('currency').select(['code', 'precision']).execute();
  const precisionOf = new Map(currencies.map((currency) => [currency.code, currency.precision]));

  const assets: StatementAsset[] = [...running.entries()]
    .filter(([asset, balance]) => linesOf.has(asset) || !balance.available.isZero() || !balance.onHold.isZero())
    .sort(([a], [b]) => {
      const aFund = a.startsWith(fundAssetPrefix);
      const bFund = b.startsWith(fundAssetPrefix);
      if (aFund !== bFund) return aFund ? 1 : -1;
      return a < b ? -1 : a > b ? 1 : 0;
    })
    .map(([asset, balance]) => {
      const fundId = asset.startsWith(fundAssetPrefix) ? asset.slice(fundAssetPrefix.length) : undefined;
      const fund = fundId === undefined ? undefined : fundById.get(fundId);
      return {
        asset,
        label: fundId === undefined ? `Cash ${asset}` : `Units of ${fund?.name_en ?? fundId} (${fundId})`,
        fundId: fundId ?? null,
        decimals: fundId === undefined ? (precisionOf.get(asset) ?? 2) : (fund?.unit_decimals ?? 4),
        opening: openings.get(asset) ?? pairOf(balance),
        lines: linesOf.get(asset) ?? [],
        closing: pairOf(balance),
      };
    });

  const heldFundIds = assets.flatMap((asset) => (asset.fundId === null ? [] : [asset.fundId]));
  const pricesAtEnd = await pricesOnOrBefore(db, heldFundIds, key.periodEnd);
  const holdings: StatementHolding[] = [];
  for (const asset of assets) {
    if (!asset.asset.startsWith(fundAssetPrefix)) continue;
    const fundId = asset.asset.slice(fundAssetPrefix.length);
    const units = new ExactDecimal(asset.closing.available).plus(asset.closing.onHold);
    if (units.isZero()) continue;
    const fund = fundById.get(fundId);
    const price = pricesAtEnd.get(fundId);
    const currency = fund?.currency ?? '';
    const currencyPrecision = precisionOf.get(currency) ?? 2;
    holdings.push({
      fundId,
      name: fund?.name_en ?? fundId,
      names: fundNames[fundId] ?? { en: fundId, 'zh-HK': fundId, 'zh-CN': fundId },
      currency,
      units: units.toFixed(),
      unitDecimals: fund?.unit_decimals ?? 4,
      nav: price === undefined ? null : new ExactDecimal(price.nav).toFixed(),
      navDate: price?.priceDate ?? null,
      marketValue:
        price === undefined
          ? null
          : units.times(price.nav).toDecimalPlaces(currencyPrecision, Decimal.ROUND_HALF_UP).toFixed(),
      currencyPrecision,
    });
  }

  const account = await db
    .selectFrom('account')
    .select('display_name')
    .where('account_code', '=', key.accountCode)
    .where('source', '=', key.source)
    .executeTakeFirst();
  const preferred = await preferredLanguageOf(db, { accountCode: key.accountCode, source: key.source });
  const language = isLanguage(preferred) ? preferred : defaultLanguage;
  return { ...key, displayName: account?.display_name ?? key.accountCode, language, fundNames, assets, holdings };
}

/** Bumped when the layout changes, so cached statements are remade. */
const statementLayoutVersion = 2;

/** A digest of the statement's figures: a cached PDF made from the same figures is the same document. */
export function statementDigest(statement: Statement): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: statementLayoutVersion, statement }))
    .digest('hex');
}

function shown(value: string, decimals: number): string {
  return formatNumber(value, { decimals, rounding: 'none' });
}

function signed(value: string, decimals: number): string {
  if (new ExactDecimal(value).isZero()) return '';
  const text = shown(value, decimals);
  return text.startsWith('-') ? text : `+${text}`;
}

function total(pair: BalancePair): string {
  return new ExactDecimal(pair.available).plus(pair.onHold).toFixed();
}

/** The statement as a PDF in its language: per asset its opening balance, movements and closing balance; then the
 * holdings. Fund names are the catalogue's in that language. */
export async function renderStatement(statement: Statement, createdAt: Date): Promise<Uint8Array> {
  const { language } = statement;
  const text = statementTexts[language];
  const daily = statement.kind === 'dailyStatement';
  const period = daily ? statement.periodStart : text.period(statement.periodStart, statement.periodEnd);
  const title = daily ? text.title.daily : text.title.monthly;
  const fundName = (fundId: string) => statement.fundNames[fundId]?.[language] ?? fundId;
  const assetLabel = (asset: StatementAsset) =>
    asset.fundId === null ? text.cash(asset.asset) : text.unitsOf(fundName(asset.fundId), asset.fundId);
  const pdf = await PdfWriter.create(
    {
      title: `${title} ${statement.accountCode} ${period}`,
      subject: text.subject(title, statement.accountCode, period),
      author: 'Portal',
      keywords: [statement.accountCode, statement.kind],
      createdAt,
    },
    text.footer(title, statement.accountCode, period),
    language,
  );
  pdf.titleBlock(title, text.accountLine(statement.accountCode, statement.source, period));
  pdf.keyValues([
    [text.accountHolder, statement.displayName],
    [text.account, `${statement.accountCode} (${statement.source})`],
    [text.periodFrom, statement.periodStart],
    [text.periodTo, statement.periodEnd],
  ]);

  pdf.heading(text.balances);
  pdf.table(
    [
      { header: text.asset, width: 4 },
      { header: text.opening, width: 2, align: 'right' },
      { header: text.closingAvailable, width: 2, align: 'right' },
      { header: text.closingOnHold, width: 2, align: 'right' },
      { header: text.closingTotal, width: 2, align: 'right' },
    ],
    statement.assets.map((asset) => [
      assetLabel(asset),
      shown(total(asset.opening), asset.decimals),
      shown(asset.closing.available, asset.decimals),
      shown(asset.closing.onHold, asset.decimals),
      shown(total(asset.closing), asset.decimals),
    ]),
  );

  for (const asset of statement.assets) {
    pdf.heading(assetLabel(asset));
    const rows: string[][] = [
      [
        '',
        text.openingBalance,
        '',
        shown(asset.opening.available, asset.decimals),
        shown(asset.opening.onHold, asset.decimals),
      ],
    ];
    for (const line of asset.lines) {
      rows.push([
        `${marketDayOf(line.at)} ${new Date(Date.parse(line.at) + marketOffsetMs).toISOString().slice(11, 16)}`,
        kindLabel(line.kind, language) + (line.fundId === null ? '' : ` (${line.fundId})`),
        line.reference,
        signed(line.available, asset.decimals),
        signed(line.onHold, asset.decimals),
      ]);
    }
    rows.push([
      '',
      text.closingBalance,
      '',
      shown(asset.closing.available, asset.decimals),
      shown(asset.closing.onHold, asset.decimals),
    ]);
    pdf.table(
      [
        { header: text.dateAndTime, width: 2.2 },
        { header: text.description, width: 3.6 },
        { header: text.reference, width: 2.6 },
        { header: text.available, width: 2, align: 'right' },
        { header: text.onHold, width: 2, align: 'right' },
      ],
      rows,
      { boldRows: new Set([0, rows.length - 1]) },
    );
    if (asset.lines.length === 0) pdf.paragraph(text.noMovements, { size: 8, muted: true });
  }

  pdf.heading(text.holdingsAt(statement.periodEnd));
  if (statement.holdings.length === 0) {
    pdf.paragraph(text.noHoldings, { muted: true });
  } else {
    pdf.table(
      [
        { header: text.fund, width: 4 },
        { header: text.units, width: 2, align: 'right' },
        { header: text.nav, width: 1.6, align: 'right' },
        { header: text.navDate, width: 1.6 },
        { header: text.marketValue, width: 2.4, align: 'right' },
      ],
      statement.holdings.map((holding) => [
        `${holding.names[language]} (${holding.fundId})`,
        shown(holding.units, holding.unitDecimals),
        holding.nav === null ? '-' : formatNumber(holding.nav),
        holding.navDate ?? '-',
        holding.marketValue === null
          ? '-'
          : `${holding.currency} ${shown(holding.marketValue, holding.currencyPrecision)}`,
      ]),
    );
    pdf.paragraph(text.marketValueNote, { size: 8, muted: true });
  }
  return pdf.save();
}
