import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, type AllotmentLine, type IpoOfferingSummary, type IpoPhase } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { IpoOfferingTable } from './stock-ipo-tables';

type Executor = Kysely<Database> | Transaction<Database>;

/** Where an offering is at `now`: upcoming before its opening, open until its closing, closed from then on. */
export function phaseOf(offering: Pick<IpoOfferingTable, 'open_at' | 'close_at'>, now: Date): IpoPhase {
  const at = now.toISOString();
  if (at < offering.open_at) return 'upcoming';
  if (at < offering.close_at) return 'open';
  return 'closed';
}

/** The result is out once the allotment was done. */
export function resultAnnounced(offering: Pick<IpoOfferingTable, 'allotted_at'>): boolean {
  return offering.allotted_at !== null;
}

/** The stored allotment table, read back exactly. */
export function allotmentTableOf(offering: Pick<IpoOfferingTable, 'allotment_table'>): AllotmentLine[] {
  const lines = JSON.parse(offering.allotment_table) as readonly { quantity: number; amount: string }[];
  return lines.map((line) => ({ quantity: String(line.quantity), amount: new ExactDecimal(line.amount).toFixed(2) }));
}

export function proportionPercentsOf(offering: Pick<IpoOfferingTable, 'proportion_deposit_percents'>): string[] {
  return (JSON.parse(offering.proportion_deposit_percents) as readonly string[]).map((percent) =>
    new ExactDecimal(percent).toFixed(),
  );
}

export function namesOf(offering: Pick<IpoOfferingTable, 'name_en' | 'name_zh_hk' | 'name_zh_cn'>) {
  return { en: offering.name_en, 'zh-HK': offering.name_zh_hk, 'zh-CN': offering.name_zh_cn };
}

export async function findOffering(db: Executor, offeringId: string): Promise<IpoOfferingTable | undefined> {
  return db.selectFrom('ipo_offering').selectAll().where('id', '=', offeringId).executeTakeFirst();
}

export async function listOfferings(db: Executor): Promise<IpoOfferingTable[]> {
  return db.selectFrom('ipo_offering').selectAll().orderBy('open_at', 'desc').orderBy('id').execute();
}

const phaseOrder: Readonly<Record<IpoPhase, number>> = { open: 0, upcoming: 1, closed: 2 };

/** The list order: open (closing soonest first), upcoming (opening soonest first), closed (latest result first). */
export function byPhase(now: Date) {
  return (a: IpoOfferingTable, b: IpoOfferingTable): number => {
    const phaseA = phaseOf(a, now);
    const phaseB = phaseOf(b, now);
    if (phaseA !== phaseB) return phaseOrder[phaseA] - phaseOrder[phaseB];
    const key = (offering: IpoOfferingTable) =>
      phaseA === 'open' ? offering.close_at : phaseA === 'upcoming' ? offering.open_at : offering.result_at;
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return phaseA === 'closed' ? -order : order;
  };
}

export function toOfferingSummary(
  offering: IpoOfferingTable,
  now: Date,
  applicationId: string | null,
): IpoOfferingSummary {
  const table = allotmentTableOf(offering);
  const first = table[0];
  return {
    offeringId: offering.id,
    stockId: offering.stock_id,
    exchange: offering.exchange,
    code: offering.code,
    names: namesOf(offering),
    sector: offering.sector,
    currency: offering.currency,
    offerPriceLow: new ExactDecimal(offering.offer_price_low).toFixed(),
    offerPriceHigh: new ExactDecimal(offering.offer_price_high).toFixed(),
    finalPrice: resultAnnounced(offering) ? new ExactDecimal(offering.final_price).toFixed() : null,
    boardLot: offering.board_lot,
    minimumQuantity: first?.quantity ?? String(offering.board_lot),
    minimumAmount: first?.amount ?? '0',
    openAt: offering.open_at,
    closeAt: offering.close_at,
    resultAt: offering.result_at,
    listingDate: offering.listing_date,
    phase: phaseOf(offering, now),
    resultAnnounced: resultAnnounced(offering),
    financeAvailable: offering.finance_available === 1,
    applicationId,
  };
}
