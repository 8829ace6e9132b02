import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import { formatNumber } from '@portal/contract/domain/number-format';
import { displayStockCode, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { stockFeeLineLabels, stockFeeLineNames, type StockFeeLineName } from '@portal/contract/domain/stock/fees';
import { localClockOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import type { Database } from '../../platform/db/db';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { findInstruments, type MarketDataFeed, type StockInstrument } from '../stock-market/public';
import { stockAsset, stockTradesOf, type StockTradeRow } from '../stock-order/public';
import type { StockDocumentKey } from './stock-document-ids';
import { stockAreaKindPrefixes, stockDocumentTexts, stockKindLabel } from './stock-document-texts';
import { ledgerEntriesBefore } from '../../platform/money/ledger';

/*
 * A contract note (the fills of one trade date) and a monthly stock statement (positions at the month's start and
 * end from the ledger, the month's fills, the stock area's cash movements and the market value at month end), made
 * from the fills and the ledger when downloaded, in the client's language (ADR 024). Months and the ledger's days are
 * Hong Kong days (the brand's home market); a fill belongs to its exchange's trade date.
 */

const homeTimeZone = stockExchanges.HKEX.timeZone;

export type LocalisedName = Readonly<Record<Language, string>>;

export type DocumentTrade = {
  readonly tradeId: string;
  readonly orderId: string;
  readonly stockId: string;
  /** The code as shown (HK without its leading zero: 0700). */
  readonly code: string;
  readonly names: LocalisedName;
  readonly exchange: string;
  readonly side: 'B' | 'S';
  readonly currency: string;
  readonly price: string;
  readonly priceDecimals: number;
  readonly quantity: string;
  readonly consideration: string;
  readonly fees: readonly { readonly name: string; readonly amount: string }[];
  readonly totalFees: string;
  readonly netAmount: string;
  readonly tradedAt: string;
  /** hh:mm in the exchange's time zone. */
  readonly localTime: string;
  readonly tradeDate: string;
  readonly settlementDate: string;
};

type DocumentHeader = StockDocumentKey & {
  readonly displayName: string;
  /** The client's language (its preference, else the default): the PDF's language. */
  readonly language: Language;
};

export type ContractNote = DocumentHeader & { readonly trades: readonly DocumentTrade[] };

export type StatementPosition = {
  readonly stockId: string;
  readonly code: string;
  readonly names: LocalisedName;
  readonly currency: string;
  readonly opening: string;
  readonly closing: string;
  /** The last close on or before the period's end; null when the stock has none (not in the catalogue). */
  readonly closingPrice: string | null;
  readonly priceDecimals: number;
  /** closing × closingPrice, to the cent (halves up). */
  readonly marketValue: string | null;
};

export type StatementCashLine = {
  readonly at: string;
  readonly kind: string;
  readonly reference: string;
  readonly currency: string;
  /** The signed change of the account's cash (available and on hold together). */
  readonly amount: string;
};

export type MonthlyStockStatement = DocumentHeader & {
  readonly positions: readonly StatementPosition[];
  readonly trades: readonly DocumentTrade[];
  readonly cash: readonly StatementCashLine[];
  /** Market value per currency of the closing positions. */
  readonly marketValues: readonly { readonly currency: string; readonly amount: string }[];
};

function unknownInstrument(stockId: string): Pick<StockInstrument, 'names' | 'code' | 'exchange'> {
  const [exchange = 'HKEX', code = stockId] = stockId.split('-');
  return { names: { en: stockId, 'zh-HK': stockId, 'zh-CN': stockId }, code, exchange: exchange as 'HKEX' };
}

function shownCode(instrument: Pick<StockInstrument, 'code' | 'exchange'>): string {
  return displayStockCode(instrument.exchange, instrument.code);
}

function priceDecimalsOf(exchange: string): number {
  return exchange in stockExchanges ? stockExchanges[exchange as 'HKEX'].tradePriceDecimalPoint : 2;
}

async function headerOf(db: Kysely<Database>, key: StockDocumentKey): Promise<DocumentHeader> {
  const account = await db
    .selectFrom('account')
    .select('display_name')
    .where('account_code', '=', key.accountCode)
    .where('source', '=', key.source)
    .executeTakeFirst();
  const preferred = await preferredLanguageOf(db, { accountCode: key.accountCode, source: key.source });
  return {
    ...key,
    displayName: account?.display_name ?? key.accountCode,
    language: isLanguage(preferred) ? preferred : defaultLanguage,
  };
}

async function instrumentsOf(db: Kysely<Database>, stockIds: Iterable<string>) {
  const instruments = await findInstruments(db, [...new Set(stockIds)]);
  return new Map(instruments.map((instrument) => [instrument.stockId, instrument]));
}

function documentTradesOf(rows: readonly StockTradeRow[], instruments: ReadonlyMap<string, StockInstrument>) {
  return rows.map((row): DocumentTrade => {
    const instrument = instruments.get(row.stock_id) ?? unknownInstrument(row.stock_id);
    const timeZone = stockExchanges[instrument.exchange].timeZone;
    const fees = JSON.parse(row.fees) as { name: string; amount: string }[];
    return {
      tradeId: row.id,
      orderId: row.order_id,
      stockId: row.stock_id,
      code: shownCode(instrument),
      names: instrument.names,
      exchange: instrument.exchange,
      side: row.side,
      currency: row.currency,
      price: new ExactDecimal(row.price).toFixed(),
      priceDecimals: priceDecimalsOf(instrument.exchange),
      quantity: new ExactDecimal(row.quantity).toFixed(),
      consideration: new ExactDecimal(row.consideration).toFixed(),
      fees: fees.map((fee) => ({ name: fee.name, amount: new ExactDecimal(fee.amount).toFixed() })),
      totalFees: new ExactDecimal(row.total_fees).toFixed(),
      netAmount: new ExactDecimal(row.net_amount).toFixed(),
      tradedAt: row.traded_at,
      localTime: formatTime24(row.traded_at, timeZone),
      tradeDate: row.trade_date,
      settlementDate: row.settlement_date,
    };
  });
}

/** The fills of the key's trade date (none: the account has no contract note that day). */
export async function buildContractNote(db: Kysely<Database>, key: StockDocumentKey): Promise<ContractNote> {
  const rows = await stockTradesOf(db, key, { fromDate: key.periodStart, toDate: key.periodEnd });
  const instruments = await instrumentsOf(
    db,
    rows.map((row) => row.stock_id),
  );
  return { ...(await headerOf(db, key)), trades: documentTradesOf(rows, instruments) };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The instant a Hong Kong day starts. */
function dayStart(day: string): string {
  return zonedInstant(day, 0, homeTimeZone).toISOString();
}

function isStockAreaKind(kind: string): boolean {
  return stockAreaKindPrefixes.some((prefix) => kind.startsWith(prefix));
}

const stockAssetPrefix = stockAsset('');

/**
 * The month's statement: share positions at its start and end (the ledger's STOCK:<id> entries, held shares
 * included), its fills, the cash the stock area moved (journals of kinds stockOrder.*, ipo.*, corporateAction.*), and
 * the closing positions' market value at the last close on or before the month's end.
 */
export async function buildMonthlyStockStatement(
  db: Kysely<Database>,
  feed: Pick<MarketDataFeed, 'previousClose'>,
  key: StockDocumentKey,
): Promise<MonthlyStockStatement> {
  const start = dayStart(key.periodStart);
  const end = dayStart(nextDay(key.periodEnd));
  const entries = await ledgerEntriesBefore(db, key, end);
  const opening = new Map<string, Decimal>();
  const closing = new Map<string, Decimal>();
  const cash = new Map<string, StatementCashLine & { amount: string }>();
  for (const entry of entries) {
    const amount = new ExactDecimal(entry.amount);
    if (entry.asset.startsWith(stockAssetPrefix)) {
      const stockId = entry.asset.slice(stockAssetPrefix.length);
      closing.set(stockId, (closing.get(stockId) ?? new ExactDecimal(0)).plus(amount));
      if (entry.created_at < start) opening.set(stockId, (opening.get(stockId) ?? new ExactDecimal(0)).plus(amount));
      continue;
    }
    if (entry.created_at < start || !isStockAreaKind(entry.kind)) continue;
    const lineKey = `${entry.journal_id}|${entry.asset}`;
    const line = cash.get(lineKey);
    if (line === undefined) {
      cash.set(lineKey, {
        at: entry.created_at,
        kind: entry.kind,
        reference: entry.reference,
        currency: entry.asset,
        amount: amount.toFixed(),
      });
    } else {
      line.amount = new ExactDecimal(line.amount).plus(amount).toFixed();
    }
  }
  const rows = await stockTradesOf(db, key, { fromDate: key.periodStart, toDate: key.periodEnd });
  const instruments = await instrumentsOf(db, [...closing.keys(), ...rows.map((row) => row.stock_id)]);
  const positions: StatementPosition[] = [];
  const marketValues = new Map<string, Decimal>();
  for (const [stockId, quantity] of [...closing.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const before = opening.get(stockId) ?? new ExactDecimal(0);
    if (quantity.isZero() && before.isZero()) continue;
    const instrument = instruments.get(stockId);
    const closingPrice = instrument === undefined ? null : feed.previousClose(instrument, nextDay(key.periodEnd));
    const currency = instrument?.currency ?? '';
    const value = closingPrice === null ? null : quantity.times(closingPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (value !== null && !value.isZero()) {
      marketValues.set(currency, (marketValues.get(currency) ?? new ExactDecimal(0)).plus(value));
    }
    positions.push({
      stockId,
      code: shownCode(instrument ?? unknownInstrument(stockId)),
      names: (instrument ?? unknownInstrument(stockId)).names,
      currency,
      opening: before.toFixed(),
      closing: quantity.toFixed(),
      closingPrice: closingPrice === null ? null : new ExactDecimal(closingPrice).toFixed(),
      priceDecimals: priceDecimalsOf(instrument?.exchange ?? 'HKEX'),
      marketValue: value === null ? null : value.toFixed(2),
    });
  }
  return {
    ...(await headerOf(db, key)),
    positions,
    trades: documentTradesOf(rows, instruments),
    cash: [...cash.values()].filter((line) => !new ExactDecimal(line.amount).isZero()),
    marketValues: [...marketValues.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
  };
}

/** Bumped when a layout changes, so cached documents are remade. */
const layoutVersion = 2;

/** A digest of what a document shows: a cached PDF made from the same figures is the same document. */
export function stockDocumentDigest(document: ContractNote | MonthlyStockStatement): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: layoutVersion, document }))
    .digest('hex');
}

function shown(value: string, decimals: number): string {
  return formatNumber(value, { decimals, rounding: 'none' });
}

function money(value: string): string {
  return formatNumber(value, { decimals: 2, rounding: 'normal' });
}

function feeLabel(name: string, language: Language): string {
  const known = stockFeeLineNames.find((line): line is StockFeeLineName => line === name);
  return known === undefined ? name : stockFeeLineLabels[known][language];
}

async function writerFor(header: DocumentHeader, title: string, period: string, createdAt: Date) {
  const text = stockDocumentTexts[header.language];
  const pdf = await PdfWriter.create(
    {
      title: `${title} ${header.accountCode} ${period}`,
      subject: text.subject(title, header.accountCode, period),
      author: 'Portal',
      keywords: [header.accountCode, header.kind],
      createdAt,
    },
    text.footer(title, header.accountCode, period),
    header.language,
  );
  pdf.titleBlock(title, text.accountLine(header.accountCode, header.source, period));
  return pdf;
}

function tradeRows(trades: readonly DocumentTrade[], language: Language, withDate: boolean): string[][] {
  const text = stockDocumentTexts[language];
  return trades.map((trade) => [
    withDate ? `${trade.tradeDate} ${trade.localTime}` : trade.localTime,
    `${trade.code} ${trade.names[language]}`,
    trade.side === 'B' ? text.buy : text.sell,
    shown(trade.quantity, 0),
    shown(trade.price, trade.priceDecimals),
    `${trade.currency} ${money(trade.consideration)}`,
    money(trade.totalFees),
    money(trade.netAmount),
    trade.settlementDate,
  ]);
}

function tradeColumns(language: Language, withDate: boolean) {
  const text = stockDocumentTexts[language];
  return [
    { header: text.time, width: withDate ? 2.4 : 1 },
    { header: text.stock, width: withDate ? 2.6 : 3 },
    { header: text.side, width: 0.8 },
    { header: text.quantity, width: 1.3, align: 'right' as const },
    { header: text.price, width: 1.3, align: 'right' as const },
    { header: text.consideration, width: 2.2, align: 'right' as const },
    { header: text.totalFees, width: 1.4, align: 'right' as const },
    { header: text.netAmount, width: 1.7, align: 'right' as const },
    { header: text.settlementDate, width: 2.2 },
  ];
}

/** The contract note as a PDF: the day's trades, then each trade with every fee line, then the net per currency. */
export async function renderContractNote(note: ContractNote, createdAt: Date): Promise<Uint8Array> {
  const { language } = note;
  const text = stockDocumentTexts[language];
  const pdf = await writerFor(note, text.contractNote, note.periodStart, createdAt);
  pdf.keyValues([
    [text.accountHolder, note.displayName],
    [text.account, `${note.accountCode} (${note.source})`],
    [text.tradeDate, note.periodStart],
  ]);
  pdf.heading(text.trades);
  if (note.trades.length === 0) {
    pdf.paragraph(text.noTrades, { muted: true });
    return pdf.save();
  }
  pdf.table(tradeColumns(language, false), tradeRows(note.trades, language, false), { size: 7.5 });
  for (const trade of note.trades) {
    pdf.heading(
      text.tradeHeading(
        trade.side === 'B' ? text.buy : text.sell,
        shown(trade.quantity, 0),
        `${trade.code} ${trade.names[language]}`,
        `${trade.currency} ${shown(trade.price, trade.priceDecimals)}`,
      ),
    );
    pdf.keyValues([
      [text.stock, `${trade.code} ${trade.names[language]} (${trade.exchange})`],
      [text.side, trade.side === 'B' ? text.buy : text.sell],
      [text.quantity, shown(trade.quantity, 0)],
      [text.price, `${trade.currency} ${shown(trade.price, trade.priceDecimals)}`],
      [text.consideration, `${trade.currency} ${money(trade.consideration)}`],
      ...trade.fees.map((fee): [string, string] => [feeLabel(fee.name, language), money(fee.amount)]),
      [text.totalFees, money(trade.totalFees)],
      [text.netAmount, `${trade.currency} ${money(trade.netAmount)}`],
      [text.settlementDate, trade.settlementDate],
      [text.orderReference, trade.orderId],
      [text.tradeReference, trade.tradeId],
    ]);
  }
  pdf.heading(text.summary);
  const nets = new Map<string, Decimal>();
  for (const trade of note.trades) {
    const signed = trade.side === 'B' ? new ExactDecimal(trade.netAmount).negated() : new ExactDecimal(trade.netAmount);
    nets.set(trade.currency, (nets.get(trade.currency) ?? new ExactDecimal(0)).plus(signed));
  }
  pdf.keyValues(
    [...nets.entries()].map(([currency, net]): [string, string] => [
      net.isNegative() ? text.netPayable : text.netReceivable,
      `${currency} ${money(net.abs().toFixed())}`,
    ]),
  );
  return pdf.save();
}

/** The monthly statement as a PDF: positions with market value, the month's trades, the stock area's cash. */
export async function renderMonthlyStockStatement(
  statement: MonthlyStockStatement,
  createdAt: Date,
): Promise<Uint8Array> {
  const { language } = statement;
  const text = stockDocumentTexts[language];
  const period = text.period(statement.periodStart, statement.periodEnd);
  const pdf = await writerFor(statement, text.monthlyStatement, period, createdAt);
  pdf.keyValues([
    [text.accountHolder, statement.displayName],
    [text.account, `${statement.accountCode} (${statement.source})`],
    [text.periodFrom, statement.periodStart],
    [text.periodTo, statement.periodEnd],
  ]);
  pdf.heading(text.positions);
  if (statement.positions.length === 0) {
    pdf.paragraph(text.noPositions, { muted: true });
  } else {
    pdf.table(
      [
        { header: text.stock, width: 3 },
        { header: text.openingQuantity, width: 2, align: 'right' },
        { header: text.closingQuantity, width: 2, align: 'right' },
        { header: text.closingPrice, width: 1.6, align: 'right' },
        { header: text.marketValue, width: 2.4, align: 'right' },
      ],
      statement.positions.map((position) => [
        `${position.code} ${position.names[language]}`,
        shown(position.opening, 0),
        shown(position.closing, 0),
        position.closingPrice === null ? '-' : shown(position.closingPrice, position.priceDecimals),
        position.marketValue === null ? '-' : `${position.currency} ${money(position.marketValue)}`,
      ]),
    );
    pdf.keyValues(
      statement.marketValues.map((value): [string, string] => [
        text.marketValueTotal(value.currency),
        money(value.amount),
      ]),
    );
    pdf.paragraph(text.marketValueNote, { size: 8, muted: true });
  }
  pdf.heading(text.trades);
  if (statement.trades.length === 0) pdf.paragraph(text.noTrades, { muted: true });
  else pdf.table(tradeColumns(language, true), tradeRows(statement.trades, language, true), { size: 7 });
  pdf.heading(text.cashMovements);
  if (statement.cash.length === 0) {
    pdf.paragraph(text.noCashMovements, { muted: true });
  } else {
    pdf.table(
      [
        { header: text.time, width: 2.2 },
        { header: text.description, width: 3.4 },
        { header: text.reference, width: 2.8 },
        { header: text.amount, width: 2.2, align: 'right' },
      ],
      statement.cash.map((line) => {
        const time = `${localClockOf(new Date(line.at), homeTimeZone).day} ${formatTime24(line.at, homeTimeZone)}`;
        const amount = money(line.amount);
        return [
          time,
          stockKindLabel(line.kind, language),
          line.reference,
          `${line.currency} ${amount.startsWith('-') ? amount : `+${amount}`}`,
        ];
      }),
    );
  }
  return pdf.save();
}
