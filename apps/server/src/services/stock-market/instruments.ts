import type { Kysely } from 'kysely';
import type { StockSector, StockStatus } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import { isStockExchangeCode, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { Database } from '../../platform/db/db';
import type { StockInstrumentTable } from './stock-market-tables';

/** An instrument of the catalogue, as other services see it (public.ts). */
export type StockInstrument = {
  readonly stockId: string;
  readonly exchange: StockExchangeCode;
  readonly code: string;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly currency: BrandCurrency;
  readonly boardLot: number;
  readonly sector: StockSector;
  readonly status: StockStatus;
  /** The simulator's anchor price (a decimal string); not a quote. */
  readonly referencePrice: string;
};

function instrumentOf(row: StockInstrumentTable): StockInstrument {
  if (!isStockExchangeCode(row.exchange)) throw new Error(`Unknown exchange ${row.exchange} of ${row.stock_id}.`);
  return {
    stockId: row.stock_id,
    exchange: row.exchange,
    code: row.code,
    names: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
    currency: row.currency as BrandCurrency, // written by the seed from the exchange's currency
    boardLot: row.board_lot,
    sector: row.sector as StockSector, // written by the seed from the contract's sectors
    status: row.status as StockStatus, // written by the seed from the contract's statuses
    referencePrice: String(row.reference_price),
  };
}

/**
 * How long a process keeps an instrument it read (ms). The catalogue is written only by the seed at start (ADR 029),
 * so nothing goes stale today; the bound keeps a future back-office change (a suspension) visible within it.
 */
const instrumentCacheMilliseconds = 10_000;

/** Instruments read, per database handle (tests open many), with the time (performance.now) they were read. */
const cachedInstruments = new WeakMap<Kysely<Database>, Map<string, { instrument: StockInstrument; readAt: number }>>();

/** One instrument by id (deleted ones too); undefined when the catalogue has none. Kept for 10 s once found. */
export async function findInstrument(db: Kysely<Database>, stockId: string): Promise<StockInstrument | undefined> {
  let cache = cachedInstruments.get(db);
  if (cache === undefined) {
    cache = new Map();
    cachedInstruments.set(db, cache);
  }
  const now = performance.now();
  const cached = cache.get(stockId);
  if (cached !== undefined && now - cached.readAt < instrumentCacheMilliseconds) return cached.instrument;
  const row = await db.selectFrom('stock_instrument').selectAll().where('stock_id', '=', stockId).executeTakeFirst();
  if (row === undefined) return undefined;
  const instrument = instrumentOf(row);
  cache.set(stockId, { instrument, readAt: now });
  return instrument;
}

/** Several instruments by id, in one query; unknown ids are left out. */
export async function findInstruments(db: Kysely<Database>, stockIds: readonly string[]): Promise<StockInstrument[]> {
  if (stockIds.length === 0) return [];
  const rows = await db
    .selectFrom('stock_instrument')
    .selectAll()
    .where('stock_id', 'in', [...stockIds])
    .execute();
  return rows.map(instrumentOf);
}

/** Every instrument of the catalogue (deleted ones too), by stock id. */
export async function listInstruments(db: Kysely<Database>): Promise<StockInstrument[]> {
  const rows = await db.selectFrom('stock_instrument').selectAll().orderBy('stock_id').execute();
  return rows.map(instrumentOf);
}

/** The instrument as the contract lists it (without the simulator's anchor). */
export function instrumentView(instrument: StockInstrument) {
  const { referencePrice: _anchor, ...view } = instrument;
  return { ...view, names: { ...view.names } };
}

/** Whether an instrument matches a search text: its code (HK with or without leading zeros) or a name. */
export function matchesText(instrument: StockInstrument, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return true;
  const code = instrument.code.toLowerCase();
  if (code.includes(wanted)) return true;
  if (instrument.exchange === 'HKEX' && /^\d+$/.test(wanted)) {
    const digits = wanted.replace(/^0+/, '');
    if (digits !== '' && code.replace(/^0+/, '').startsWith(digits)) return true;
  }
  return Object.values(instrument.names).some((name) => name.toLowerCase().includes(wanted));
}

/** Whether the text names the instrument's code exactly (700, 0700 and 00700 are all 00700). */
export function isExactCode(instrument: StockInstrument, text: string): boolean {
  const wanted = text.trim().toUpperCase();
  if (instrument.code === wanted) return true;
  return instrument.exchange === 'HKEX' && /^\d{1,5}$/.test(wanted) && instrument.code === wanted.padStart(5, '0');
}
