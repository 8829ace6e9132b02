import { PostgresAdapter, type Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  marketDayOf,
  marketInstant,
} from '../../platform/market/market-calendar';
import { applyStockMovement } from '../stock-order/public';
import { corporateActionLedgerKinds, corporateActionTimeZone } from './corporate-action-dependencies';
import type { CorporateActionTable } from './corporate-action-tables';

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

/**
 * The demo client's holdings the seeded actions apply to (C10001; shares from HOUSE:STOCK at their cost, journal
 * corporateAction.demoHolding), so each kind shows its effect on a real position.
 */
const demoHoldings = [
  { stockId: 'HKEX-00005', quantity: 2000, cost: '190000' },
  { stockId: 'HKEX-00003', quantity: 5000, cost: '35000' },
  { stockId: 'HKEX-01810', quantity: 2000, cost: '80000' },
  { stockId: 'HKEX-02318', quantity: 1002, cost: '52000' },
  { stockId: 'HKEX-00016', quantity: 1000, cost: '90000' },
  { stockId: 'HKEX-00939', quantity: 10000, cost: '72000' },
] as const;

type SeededAction = Omit<CorporateActionTable, 'ex_date' | 'pay_date' | 'election_deadline' | 'created_at'> & {
  readonly days: readonly [ex: number, pay: number, deadline?: number];
};

/** Demonstration events (not the companies' real actions), dated around the clock's day when first seeded. */
const seededActions: readonly SeededAction[] = [
  { ...terms('CA-00005-DIV', 'HKEX-00005', 'cashDividend'), cash_per_share: '0.78', days: [2, 6] },
  { ...terms('CA-00003-BONUS', 'HKEX-00003', 'bonusShares'), ratio_new: 1, ratio_old: 10, days: [2, 5] },
  { ...terms('CA-01810-SPLIT', 'HKEX-01810', 'split'), ratio_new: 2, ratio_old: 1, days: [3, 3] },
  { ...terms('CA-02318-CONS', 'HKEX-02318', 'consolidation'), ratio_new: 1, ratio_old: 5, days: [4, 4] },
  {
    ...terms('CA-00016-RIGHTS', 'HKEX-00016', 'rightsIssue'),
    ratio_new: 1,
    ratio_old: 5,
    price: '80',
    days: [-1, 5, 3],
  },
  {
    ...terms('CA-00939-SCRIP', 'HKEX-00939', 'scripDividend'),
    cash_per_share: '0.4',
    price: '7.2',
    days: [-1, 6, 3],
  },
];

function terms(id: string, stockId: string, kind: CorporateActionTable['kind']) {
  return {
    id,
    stock_id: stockId,
    kind,
    currency: 'HKD',
    cash_per_share: null,
    ratio_new: null,
    ratio_old: null,
    price: null,
    recorded_at: null,
    applied_at: null,
  };
}

export function seededActionRows(today: string, createdAt: string): CorporateActionTable[] {
  return seededActions.map(({ days, ...action }) => {
    const [ex, pay, deadline] = days;
    return {
      ...action,
      ex_date: shiftBusinessDays(today, ex),
      pay_date: shiftBusinessDays(today, pay),
      election_deadline:
        deadline === undefined
          ? null
          : marketInstant(shiftBusinessDays(today, deadline), '16:00', corporateActionTimeZone).toISOString(),
      created_at: createdAt,
    };
  });
}

function dialectOf(db: Kysely<Database>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Seeds the demo holdings (once: the journals are idempotent) and the demo actions (left alone when there). */
export async function seedCorporateActions(db: Kysely<Database>, clock: Clock): Promise<void> {
  const now = clock.now();
  const dialect = dialectOf(db);
  await db.transaction().execute(async (trx) => {
    for (const holding of demoHoldings) {
      await applyStockMovement(trx, dialect, {
        accountCode: 'C10001',
        source: 'gateway',
        stockId: holding.stockId,
        quantity: new ExactDecimal(holding.quantity),
        cost: new ExactDecimal(holding.cost),
        kind: corporateActionLedgerKinds.demoHolding,
        reference: `demo-${holding.stockId}`,
        at: now,
      });
    }
    await trx
      .insertInto('corporate_action')
      .values(seededActionRows(marketDayOf(now, corporateActionTimeZone), now.toISOString()))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
}

/**
 * A demo rights issue on C10001's SHKP holding dated from now (dev support: a journey on a server whose clock moved
 * past the seeded one): ex-date the previous business day (recorded at the next advance), deadline in two business
 * days, paid in three. Answers its id.
 */
export async function openDemoRightsIssue(db: Kysely<Database>, clock: Clock): Promise<string> {
  const now = clock.now();
  const today = marketDayOf(now, corporateActionTimeZone);
  const id = `CA-D${now.getTime().toString(36).toUpperCase()}`;
  await db
    .insertInto('corporate_action')
    .values({
      ...terms(id, 'HKEX-00016', 'rightsIssue'),
      ratio_new: 1,
      ratio_old: 5,
      price: '80',
      ex_date: shiftBusinessDays(today, -1),
      pay_date: shiftBusinessDays(today, 3),
      election_deadline: marketInstant(shiftBusinessDays(today, 2), '16:00', corporateActionTimeZone).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}
