import type { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  type BookClientKey,
  type BookHolders,
  type BookHoldings,
  type BookInstrument,
  type BookInstrumentSort,
  type Language,
  type PortfolioSlice,
} from '@portal/contract';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { allocationOf, loadCurrencyBook, percentSharesOf } from '../../platform/money/valuation';
import { bookHoldersOf, bookInstrumentTotals, bookPositionTotals } from '../market-value-history/public';
import { bookClientDirectory, clientKeyOf } from './book-clients';
import { bookCurrencyOf, type BookDependencies } from './book-summary';

/*
 * The holdings dashboard (issue 28 part 4): the book's positions aggregated by instrument (sorted and paged), by area,
 * asset category, currency and risk level, each with its share of the book (largest remainder: the shares of a
 * breakdown add up to 100.00); and an instrument's holders in the book, keyset-paged by account code.
 */

const money = (value: Decimal) => value.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2);

type Instrument = Omit<BookInstrument, 'sharePercent'> & { readonly reporting: Decimal };

function comparatorOf(sort: BookInstrumentSort, language: Language) {
  const collator = new Intl.Collator(language);
  const byValue = (a: Instrument, b: Instrument) => a.reporting.comparedTo(b.reporting);
  const compare: Record<BookInstrumentSort, (a: Instrument, b: Instrument) => number> = {
    value: byValue,
    holders: (a, b) => a.holders - b.holders || byValue(a, b),
    quantity: (a, b) => new ExactDecimal(a.quantity).comparedTo(b.quantity),
    name: (a, b) => collator.compare(a.names[language], b.names[language]),
  };
  return compare[sort];
}

export async function bookHoldings(
  deps: BookDependencies,
  scope: BookScope,
  request: {
    readonly sort: BookInstrumentSort;
    readonly direction: 'asc' | 'desc';
    readonly language: Language;
    readonly pageIndex: number;
    readonly pageSize: number;
  },
): Promise<BookHoldings> {
  const clients = bookClientsQuery(deps.db, scope);
  const [totals, rows, book] = await Promise.all([
    bookPositionTotals(deps.db, clients),
    bookInstrumentTotals(deps.db, clients),
    loadCurrencyBook(deps.db, deps.clock.now()),
  ]);
  const currency = bookCurrencyOf(deps.brand);
  // One row per instrument: its category, currency and risk level as most of its value has them.
  const byId = new Map<string, Instrument>();
  for (const row of rows) {
    const reporting = new ExactDecimal(row.valueReporting);
    const before = byId.get(row.holdingId);
    const lead = before === undefined || reporting.greaterThan(before.reporting) ? row : before;
    byId.set(row.holdingId, {
      holdingId: row.holdingId,
      area: lead.area as BookInstrument['area'],
      category: lead.category as BookInstrument['category'],
      riskLevel: lead.riskLevel as BookInstrument['riskLevel'],
      currency: lead.currency,
      names: lead.names,
      quantity: new ExactDecimal(before?.quantity ?? 0).plus(row.quantity).toFixed(),
      value: new ExactDecimal(before?.value ?? 0).plus(row.value).toFixed(),
      valueReporting: '',
      holders: (before?.holders ?? 0) + row.holders,
      reporting: (before?.reporting ?? new ExactDecimal(0)).plus(reporting),
    });
  }
  const instruments = [...byId.values()];
  const total = instruments.reduce((sum, instrument) => sum.plus(instrument.reporting), new ExactDecimal(0));
  const compare = comparatorOf(request.sort, request.language);
  const sign = request.direction === 'asc' ? 1 : -1;
  instruments.sort(
    (a, b) => sign * compare(a, b) || (a.holdingId < b.holdingId ? -1 : a.holdingId > b.holdingId ? 1 : 0),
  );
  const shares = percentSharesOf(instruments.map((instrument) => instrument.reporting));
  const start = request.pageIndex * request.pageSize;
  const slices = (keyOf: (instrument: Instrument) => string): PortfolioSlice[] =>
    allocationOf(
      instruments.map((instrument) => ({ key: keyOf(instrument), value: instrument.reporting })),
      book,
      currency,
    );
  return {
    reportingCurrency: currency,
    total: money(total),
    holders: totals.holders,
    valuedFrom: totals.valuedFrom,
    valuedTo: totals.valuedTo,
    byArea: slices((instrument) => instrument.area),
    byCategory: slices((instrument) => instrument.category),
    byCurrency: slices((instrument) => instrument.currency),
    byRiskLevel: slices((instrument) => instrument.riskLevel),
    instruments: {
      total: instruments.length,
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      rows: instruments.slice(start, start + request.pageSize).map(({ reporting, ...instrument }, index) => ({
        ...instrument,
        valueReporting: money(reporting),
        sharePercent: (shares[start + index] ?? new ExactDecimal(0)).toFixed(2),
      })),
    },
  };
}

export async function bookHolders(
  deps: BookDependencies,
  scope: BookScope,
  request: { readonly holdingId: string; readonly after?: BookClientKey; readonly pageSize: number },
): Promise<BookHolders> {
  const clients = bookClientsQuery(deps.db, scope);
  const { total, holders } = await bookHoldersOf(deps.db, clients, request.holdingId, {
    ...(request.after === undefined ? {} : { after: request.after }),
    limit: request.pageSize + 1,
  });
  const page = holders.slice(0, request.pageSize);
  const directory = await bookClientDirectory(deps.db, scope, page);
  const last = page.at(-1);
  return {
    holdingId: request.holdingId,
    reportingCurrency: bookCurrencyOf(deps.brand),
    total,
    holders: page.flatMap((holder) => {
      const client = directory.get(clientKeyOf(holder));
      if (client === undefined) return [];
      const portfolio = new ExactDecimal(holder.portfolioValue);
      return [
        {
          client,
          quantity: holder.quantity,
          value: holder.value,
          currency: holder.currency,
          valueReporting: money(new ExactDecimal(holder.valueReporting)),
          portfolioValue: money(portfolio),
          sharePercent: portfolio.isZero()
            ? '0.00'
            : money(new ExactDecimal(holder.valueReporting).times(100).dividedBy(portfolio)),
          valuedAt: holder.valuedAt,
        },
      ];
    }),
    nextAfter:
      holders.length > request.pageSize && last !== undefined
        ? { accountCode: last.accountCode, source: last.source }
        : null,
  };
}
