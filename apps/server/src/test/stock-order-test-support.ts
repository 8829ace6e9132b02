import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { getBrand, type PortalVariant } from '@portal/contract/brands';
import { stepPrice } from '@portal/contract/domain/stock/spread-table';
import { exchangeDayOf, tradingPhaseAt } from '@portal/contract/domain/stock/trading-sessions';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { createTestClock, type TestClock } from '../platform/runtime/clock';
import { createEventPublisher, type EventPublisher } from '../platform/runtime/events';
import { deposit, journalTotals } from '../platform/money/ledger';
import { createPasswordHasher, type PasswordHasher } from '../platform/identity/passwords';
import type {
  OrderFeeLine,
  OrderFeeSchedule,
  OrderInstrument,
  OrderMarketData,
  OrderPriceTick,
  StockOrderDependencies,
} from '../services/stock-order/stock-order-dependencies';
import { createMatchingSimulator } from '../services/stock-order/matching-simulator';
import { createTestDatabase, type TestDatabase } from './test-app';

/*
 * Stock order tests on the service's own functions, with a scripted market (the test says when which price trades)
 * and a small fee schedule that grows with quantity and consideration like the real one. The real market data
 * simulator and fee schedule are stock-market's and domain/stock/fees' (tested there).
 */

const names = (en: string) => ({ en, 'zh-HK': en, 'zh-CN': en });

export const testInstruments: readonly OrderInstrument[] = [
  {
    stockId: 'HKEX-00700',
    exchange: 'HKEX',
    code: '00700',
    names: names('Tencent'),
    currency: 'HKD',
    boardLot: 100,
    sector: 'technology',
    status: 'active',
    referencePrice: '10',
  },
  {
    stockId: 'HKEX-00005',
    exchange: 'HKEX',
    code: '00005',
    names: names('HSBC'),
    currency: 'HKD',
    boardLot: 400,
    sector: 'financials',
    status: 'active',
    referencePrice: '10',
  },
  {
    stockId: 'HKEX-09999',
    exchange: 'HKEX',
    code: '09999',
    names: names('Suspended Co'),
    currency: 'HKD',
    boardLot: 100,
    sector: 'technology',
    status: 'suspended',
    referencePrice: '10',
  },
  {
    stockId: 'HKEX-00001',
    exchange: 'HKEX',
    code: '00001',
    names: names('Delisted Co'),
    currency: 'HKD',
    boardLot: 500,
    sector: 'industrials',
    status: 'deleted',
    referencePrice: '10',
  },
  {
    stockId: 'NASDAQ-AAPL',
    exchange: 'NASDAQ',
    code: 'AAPL',
    names: names('Apple'),
    currency: 'USD',
    boardLot: 1,
    sector: 'technology',
    status: 'active',
    referencePrice: '10',
  },
  {
    stockId: 'SSE-600519',
    exchange: 'SSE',
    code: '600519',
    names: names('Moutai'),
    currency: 'CNY',
    boardLot: 100,
    sector: 'consumerStaples',
    status: 'active',
    referencePrice: '10',
  },
];

export type ScriptedMarket = OrderMarketData & {
  /**
   * A trade at `price` of `volume` shares at `at` (the next quotes show it as last); `extended` marks a US
   * pre-market or post-market print.
   */
  trade(stockId: string, at: Date, price: string, volume?: number, options?: { readonly extended?: boolean }): void;
  auction(stockId: string, day: string, kind: 'opening' | 'closing', price: string): void;
};

export function scriptedMarket(initial: Readonly<Record<string, string>> = {}): ScriptedMarket {
  const ticks = new Map<string, OrderPriceTick[]>();
  const auctions = new Map<string, string>();
  const opening: Record<string, string> = {
    'HKEX-00700': '385.0',
    'HKEX-00005': '65.00',
    'HKEX-09999': '10.00',
    'HKEX-00001': '50.00',
    'NASDAQ-AAPL': '190.00',
    'SSE-600519': '1500.00',
    ...initial,
  };
  const pathOf = (stockId: string) => ticks.get(stockId) ?? [];
  const lastAt = (instrument: Pick<OrderInstrument, 'stockId'>, at: Date) => {
    let last = opening[instrument.stockId] ?? '10';
    for (const tick of pathOf(instrument.stockId)) if (new Date(tick.at) <= at) last = tick.price;
    return last;
  };
  return {
    findInstrument: async (stockId) => testInstruments.find((instrument) => instrument.stockId === stockId),
    findInstruments: async (stockIds) =>
      new Map(
        testInstruments
          .filter((instrument) => stockIds.includes(instrument.stockId))
          .map((instrument) => [instrument.stockId, instrument]),
      ),
    quoteAt: (instrument, at) => {
      const last = lastAt(instrument, at);
      const phase = tradingPhaseAt(instrument.exchange, at, { prePostMarket: true });
      const trading = phase === 'continuous' || phase === 'preMarket' || phase === 'postMarket';
      return {
        last,
        bid: trading ? stepPrice(instrument.exchange, last, -1) : null,
        ask: trading ? stepPrice(instrument.exchange, last, 1) : null,
        previousClose: opening[instrument.stockId] ?? last,
        phase,
      };
    },
    lastPriceAt: (instrument, at) => {
      const last = lastAt(instrument, at);
      return { last, previousClose: opening[instrument.stockId] ?? last };
    },
    ticksBetween: (instrument, from, to) =>
      pathOf(instrument.stockId).filter((tick) => new Date(tick.at) > from && new Date(tick.at) <= to),
    auctionPrice: (instrument, day, kind) => auctions.get(`${instrument.stockId}|${day}|${kind}`),
    trade: (stockId, at, price, volume = 1_000_000, { extended = false } = {}) => {
      const path = [...pathOf(stockId), { at, price, volume, ...(extended ? { extended } : {}) }];
      path.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
      ticks.set(stockId, path);
    },
    auction: (stockId, day, kind, price) => {
      auctions.set(`${stockId}|${day}|${kind}`, price);
    },
  };
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, ExactDecimal.ROUND_UP);

/** Brokerage 0.25% (minimum 50 in HK, 1 elsewhere), stamp duty 0.1% rounded up to the dollar in HK. */
export const testFeeSchedule: OrderFeeSchedule = ({ exchange, quantity, consideration }) => {
  if (quantity.isZero()) return { lines: [], total: new ExactDecimal(0) };
  const minimum = exchange === 'HKEX' ? 50 : 1;
  const brokerage = ExactDecimal.max(cents(new ExactDecimal(consideration).times('0.0025')), minimum);
  const lines: OrderFeeLine[] = [{ name: 'brokerage', amount: brokerage }];
  if (exchange === 'HKEX')
    lines.push({ name: 'stampDuty', amount: new ExactDecimal(consideration).times('0.001').ceil() });
  return { lines, total: lines.reduce((sum, line) => sum.plus(line.amount), new ExactDecimal(0)) };
};

export type StockOrderTestBed = {
  readonly database: TestDatabase['database'];
  readonly deps: StockOrderDependencies;
  readonly market: ScriptedMarket;
  readonly clock: TestClock;
  readonly events: EventPublisher;
  readonly passwords: PasswordHasher;
  close(): Promise<void>;
};

/** A migrated, seeded database (demo accounts) with the stock order dependencies on a scripted market. */
export async function createStockOrderTestBed(
  options: { readonly variant?: PortalVariant; readonly start?: string } = {},
): Promise<StockOrderTestBed> {
  const testDatabase = await createTestDatabase(options.variant === undefined ? {} : { variant: options.variant });
  const { database } = testDatabase;
  const clock = createTestClock(options.start);
  const events = createEventPublisher({ clock });
  const passwords = createPasswordHasher(testDatabase.config);
  await migrateToLatest(database);
  await seedDatabase(database.db, clock, { demoAccounts: true, passwords });
  const market = scriptedMarket();
  const deps: StockOrderDependencies = {
    db: database.db,
    dialect: database.dialect,
    events,
    clock,
    brand: getBrand(testDatabase.config.portalVariant),
    market,
    gateway: createMatchingSimulator(market),
    fees: testFeeSchedule,
  };
  return { database, deps, market, clock, events, passwords, close: () => testDatabase.dispose() };
}

/** Cash or shares from outside into a client's available balance. */
export async function depositTo(
  bed: StockOrderTestBed,
  accountCode: string,
  asset: string,
  amount: string,
  reference = `test-${Math.random().toString(36).slice(2)}`,
): Promise<void> {
  const house = asset.startsWith('STOCK:') ? `HOUSE:${asset}` : undefined;
  await bed.events.inTransaction(bed.database.db, (trx) =>
    deposit(trx, bed.database.dialect, {
      accountCode,
      source: 'gateway',
      asset,
      amount,
      reference,
      at: bed.clock.now(),
      ...(house === undefined ? {} : { houseAccount: house }),
    }),
  );
}

/** What a refused order must leave unchanged: journal totals and the counts of journals, entries, orders, fills. */
export async function stockSnapshot(bed: StockOrderTestBed) {
  const db = bed.database.db;
  const count = async (table: 'ledger_journal' | 'ledger_entry' | 'stock_order' | 'stock_trade' | 'order_reference') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const totals = [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort();
  return {
    totals,
    journals: await count('ledger_journal'),
    entries: await count('ledger_entry'),
    orders: await count('stock_order'),
    trades: await count('stock_trade'),
    references: await count('order_reference'),
  };
}

export function dayOf(at: Date): string {
  return exchangeDayOf('HKEX', at);
}

// For tests of other services that place and fill stock orders on the test bed (test/ sits outside the slices).
export { placeStockOrder } from '../services/stock-order/placement';
export { runStockMatching } from '../services/stock-order/matching';
export { demoTradePassword } from '../services/stock-order/trading-account';
