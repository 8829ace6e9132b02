import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  marketDayOf,
  marketInstant,
} from '../../platform/market/market-calendar';
import { applicationAmountOf } from '@portal/contract/domain/stock/ipo-application-money';
import type { IpoOfferingTable } from './stock-ipo-tables';

/** Hong Kong offerings: their days and times are Hong Kong's. */
const hongKong = 'Asia/Hong_Kong';

/** The board lots one may apply for (HK allotment tables run from one lot to about a quarter of the public tranche). */
const tableLots = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200, 300, 400, 500];

/** The allotment table of a lot and a maximum offer price, as stored (JSON). */
export function allotmentTableOf(boardLot: number, maximumPrice: string): string {
  return JSON.stringify(
    tableLots.map((lots) => ({
      quantity: lots * boardLot,
      amount: applicationAmountOf(lots * boardLot, maximumPrice).toFixed(2),
    })),
  );
}

type SeededOffering = {
  readonly code: string;
  readonly names: readonly [string, string, string];
  readonly sector: string;
  readonly prices: readonly [low: string, high: string, final: string];
  readonly boardLot: number;
  readonly ratio: string;
  readonly publicShares: number;
  /** Business days from today: opening (09:00), closing (12:00), result (09:00); listing the day after the result. */
  readonly days: readonly [open: number, close: number, result: number];
  readonly finance: boolean;
};

/**
 * The demo offerings, placed around the server clock's day when first seeded: two open (one with margin financing),
 * one upcoming, one closed awaiting its result and one whose result is out. Fictional issuers.
 */
const seededOfferings: readonly SeededOffering[] = [
  {
    code: '09901',
    names: ['Harbour Robotics Holdings', '港灣機械人控股', '港湾机器人控股'],
    sector: 'technology',
    prices: ['9.80', '10.50', '10.20'],
    boardLot: 500,
    ratio: '0.6',
    publicShares: 12_000_000,
    days: [-1, 2, 4],
    finance: true,
  },
  {
    code: '09902',
    names: ['Jade Mountain Biotech', '翠山生物科技', '翠山生物科技'],
    sector: 'healthcare',
    prices: ['38.00', '42.80', '42.80'],
    boardLot: 200,
    ratio: '0.25',
    publicShares: 5_000_000,
    days: [-2, 1, 3],
    finance: false,
  },
  {
    code: '09903',
    names: ['Lantau Green Energy', '大嶼綠色能源', '大屿绿色能源'],
    sector: 'utilities',
    prices: ['5.60', '6.20', '5.90'],
    boardLot: 1000,
    ratio: '0.5',
    publicShares: 30_000_000,
    days: [3, 6, 8],
    finance: false,
  },
  {
    code: '09904',
    names: ['Kowloon Cloud Data', '九龍雲數據', '九龙云数据'],
    sector: 'technology',
    prices: ['18.20', '20.00', '19.40'],
    boardLot: 400,
    ratio: '0.4',
    publicShares: 8_000_000,
    days: [-6, -1, 1],
    finance: true,
  },
  {
    code: '09905',
    names: ['Pearl River Foods', '珠江食品', '珠江食品'],
    sector: 'consumer',
    prices: ['3.10', '3.45', '3.30'],
    boardLot: 2000,
    ratio: '0.3',
    publicShares: 40_000_000,
    days: [-12, -8, -6],
    finance: false,
  },
];

/** The row of a seeded offering, its days counted from `today`. */
export function offeringRow(offering: SeededOffering, today: string, createdAt: string): IpoOfferingTable {
  const [open, close, result] = offering.days;
  const [low, high, final] = offering.prices;
  const resultDay = shiftBusinessDays(today, result);
  return {
    id: `IPO-${offering.code}`,
    stock_id: `HKEX-${offering.code}`,
    exchange: 'HKEX',
    code: offering.code,
    name_en: offering.names[0],
    name_zh_hk: offering.names[1],
    name_zh_cn: offering.names[2],
    sector: offering.sector,
    currency: 'HKD',
    offer_price_low: low,
    offer_price_high: high,
    final_price: final,
    board_lot: offering.boardLot,
    allotment_table: allotmentTableOf(offering.boardLot, high),
    allotment_ratio: offering.ratio,
    public_offer_shares: offering.publicShares,
    open_at: marketInstant(shiftBusinessDays(today, open), '09:00', hongKong).toISOString(),
    close_at: marketInstant(shiftBusinessDays(today, close), '12:00', hongKong).toISOString(),
    result_at: marketInstant(resultDay, '09:00', hongKong).toISOString(),
    listing_date: addBusinessDays(resultDay, 1),
    cash_handling_fee: '0',
    finance_handling_fee: offering.finance ? '100' : '0',
    finance_available: offering.finance ? 1 : 0,
    finance_deposit_percent: '10',
    proportion_deposit_percents: JSON.stringify(['20', '30', '50']),
    finance_interest_rate: '3.8',
    finance_days: 7,
    // Offerings already open when seeded are not announced again (newIPO is for an offering opening from now on).
    announced_at: open <= 0 ? createdAt : null,
    submitted_at: null,
    allotted_at: null,
    created_at: createdAt,
  };
}

/** The business day `count` business days from `today` (before it when negative). */
function shiftBusinessDays(today: string, count: number): string {
  if (count >= 0) return addBusinessDays(today, count);
  let day = today;
  for (let step = 0; step > count; step -= 1) {
    day = addDays(day, -1);
    while (!isBusinessDay(day)) day = addDays(day, -1);
  }
  return day;
}

/** Seeds the demo offerings (idempotent: offerings already there are left as they are). */
export async function seedIpoOfferings(db: Kysely<Database>, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = marketDayOf(now, hongKong);
  const createdAt = now.toISOString();
  await db
    .insertInto('ipo_offering')
    .values(seededOfferings.map((offering) => offeringRow(offering, today, createdAt)))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export type { SeededOffering };

/**
 * A demo offering open from now (dev support: journeys on a server whose clock earlier journeys moved on, past the
 * seeded ones): like IPO-09901, opened today, closing in two business days, its result two after. Answers its id.
 */
export async function openDemoOffering(db: Kysely<Database>, clock: Clock): Promise<string> {
  const now = clock.now();
  const today = marketDayOf(now, hongKong);
  const template = seededOfferings[0];
  if (template === undefined) throw new Error('No seeded offering to copy');
  const row = offeringRow({ ...template, days: [0, 2, 4] }, today, now.toISOString());
  const id = `IPO-D${now.getTime().toString(36).toUpperCase()}`;
  await db
    .insertInto('ipo_offering')
    .values({ ...row, id, open_at: new Date(now.getTime() - 60_000).toISOString(), announced_at: null })
    .execute();
  return id;
}
