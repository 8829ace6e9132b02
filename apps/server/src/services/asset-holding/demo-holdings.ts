import type { Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { AssetHoldingTable, AssetHoldingValuationTable } from './asset-holding-tables';

/*
 * The demo client C10001's other assets (issue 26 part 1): a flat valued every quarter for three years, a car losing
 * value each half year, and gold bars counted in taels. Fixed ids: a holding that exists is left untouched, so the
 * seed runs at every start.
 */

const demoAccount = { account_code: 'C10001', source: 'gateway' } as const;

/** The day `months` months before `from` (UTC), yyyy-mm-dd; the 28th at the latest, so every month has it. */
function monthsBefore(from: Date, months: number): string {
  const day = Math.min(from.getUTCDate(), 28);
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - months, day));
  return date.toISOString().slice(0, 10);
}

type DemoHolding = {
  readonly row: Omit<AssetHoldingTable, 'value' | 'quantity' | 'valuation_date' | 'created_at' | 'updated_at'>;
  /** The valuations: months before the seeding, value and quantity. */
  readonly valuations: readonly (readonly [number, string, string | null])[];
};

function demoHoldings(seededAt: Date): DemoHolding[] {
  const common = {
    ...demoAccount,
    status: 'active',
    status_before_delete: null,
    link_kind: null,
    link_instrument_id: null,
    deleted_at: null,
  } as const;
  // A flat bought 38 months ago for 8,200,000, valued each quarter: +0.6 % a quarter, then a dip.
  const flatValues = Array.from({ length: 13 }, (_, index) => {
    const quarter = 12 - index;
    const growth = new ExactDecimal('1').plus(new ExactDecimal('0.006').times(index));
    const dip = index >= 9 ? new ExactDecimal('0.97') : new ExactDecimal('1');
    const value = new ExactDecimal('8350000')
      .times(growth)
      .times(dip)
      .div(10000)
      .toDecimalPlaces(0)
      .times(10000)
      .toFixed(0);
    return [quarter * 3, value, null] as const;
  });
  // A car bought 30 months ago for 468,000, worth 12 % less each half year.
  const carValues = Array.from({ length: 6 }, (_, index) => {
    const value = new ExactDecimal('468000').times(new ExactDecimal('0.88').pow(index)).toDecimalPlaces(0).toFixed(0);
    return [30 - index * 6, value, null] as const;
  });
  return [
    {
      row: {
        ...common,
        id: 'AH-DEMO-C10001-FLAT',
        name: 'Flat in Taikoo Shing',
        category: 'realEstate',
        currency: 'HKD',
        cost: '8200000',
        purchase_date: monthsBefore(seededAt, 38),
        notes: 'Two bedrooms, 620 sq ft. Valued from the bank’s quarterly survey.',
      },
      valuations: flatValues,
    },
    {
      row: {
        ...common,
        id: 'AH-DEMO-C10001-CAR',
        name: 'Toyota Alphard',
        category: 'vehicle',
        currency: 'HKD',
        cost: '468000',
        purchase_date: monthsBefore(seededAt, 30),
        notes: '',
      },
      valuations: carValues,
    },
    {
      row: {
        ...common,
        id: 'AH-DEMO-C10001-GOLD',
        name: 'Gold bars',
        category: 'commodities',
        currency: 'HKD',
        cost: '152000',
        purchase_date: monthsBefore(seededAt, 24),
        notes: 'Five 1-tael bars in a safe deposit box.',
      },
      valuations: [
        [24, '152000', '5'],
        [12, '171500', '5'],
        [0, '196250', '5'],
      ],
    },
  ];
}

/** Seeds C10001's other assets with their valuation history, once. */
export async function seedDemoHoldings(db: Kysely<Database>, seededAt: Date): Promise<void> {
  const account = await db
    .selectFrom('account')
    .select('account_code')
    .where('account_code', '=', demoAccount.account_code)
    .executeTakeFirst();
  if (account === undefined) return;
  for (const holding of demoHoldings(seededAt)) {
    const exists = await db
      .selectFrom('asset_holding')
      .select('id')
      .where('id', '=', holding.row.id)
      .executeTakeFirst();
    if (exists !== undefined) continue;
    const valuations: AssetHoldingValuationTable[] = holding.valuations.map(([months, value, quantity]) => ({
      holding_id: holding.row.id,
      valuation_date: monthsBefore(seededAt, months),
      value,
      quantity,
      recorded_at: new Date(
        Math.min(seededAt.getTime(), Date.parse(`${monthsBefore(seededAt, months)}T10:00:00.000Z`)),
      ).toISOString(),
    }));
    const latest = valuations.at(-1);
    if (latest === undefined) continue;
    const createdAt = valuations[0]?.recorded_at ?? latest.recorded_at;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('asset_holding')
        .values({
          ...holding.row,
          value: latest.value,
          quantity: latest.quantity,
          valuation_date: latest.valuation_date,
          created_at: createdAt,
          updated_at: latest.recorded_at,
        })
        .execute();
      await trx.insertInto('asset_holding_valuation').values(valuations).execute();
    });
  }
}
