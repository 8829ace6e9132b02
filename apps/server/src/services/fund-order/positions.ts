import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db';

/**
 * What the fund-order service tells other services about an account's fund positions (ARCHITECTURE §2: services
 * talk through exported functions, not each other's tables). Owner: fund-order. Units come from the ledger; the
 * cost from the settled orders by the average-cost method (a redemption takes out cost in proportion to units).
 */
export type FundPosition = {
  readonly fundId: string;
  readonly availableUnits: Decimal;
  readonly onHoldUnits: Decimal;
  /** Total cost of the units held, in the fund's currency (fees included). */
  readonly cost: Decimal;
};

/** A change of an account's units of a fund on a market day (a subscription settled, a redemption deducted). */
export type UnitMovement = {
  readonly fundId: string;
  /** yyyy-mm-dd, the market day the units moved. */
  readonly date: string;
  /** Signed. */
  readonly units: Decimal;
};

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

type Executor = Kysely<Database> | Transaction<Database>;

/** Every fund the account holds units of (available or on hold), by fund id. */
export async function fundPositionsOf(db: Executor, account: AccountKey): Promise<FundPosition[]> {
  const accountCode = account.accountCode.toUpperCase();
  const balances = await db
    .selectFrom('ledger_balance')
    .select(['asset', 'available', 'on_hold'])
    .where('account_code', '=', accountCode)
    .where('source', '=', account.source)
    .where('asset', 'like', `${fundAssetPrefix}%`)
    .orderBy('asset')
    .execute();
  const held = balances
    .map((row) => ({
      fundId: row.asset.slice(fundAssetPrefix.length),
      availableUnits: new ExactDecimal(row.available),
      onHoldUnits: new ExactDecimal(row.on_hold),
    }))
    .filter((row) => !row.availableUnits.plus(row.onHoldUnits).isZero());
  if (held.length === 0) return [];
  const costs = await averageCosts(db, { accountCode, source: account.source });
  return held.map((row) => ({ ...row, cost: costs.get(row.fundId) ?? new ExactDecimal(0) }));
}

type MovedOrder = {
  readonly fund_id: string;
  readonly type: string;
  readonly units: string | null;
  readonly amount: string | null;
  readonly status: string;
  readonly order_date: string;
  readonly settlement_date: string;
  readonly placed_at: string;
};

/**
 * The orders that moved units: subscriptions when they settled (units in), redemptions once deducted (units out, to
 * the fund), each on its market day.
 */
async function unitMovingOrders(db: Executor, account: AccountKey): Promise<(MovedOrder & { day: string })[]> {
  const rows = await db
    .selectFrom('fund_order')
    .select(['fund_id', 'type', 'units', 'amount', 'status', 'order_date', 'settlement_date', 'placed_at'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where((eb) =>
      eb.or([
        eb.and([eb('type', '=', 'S'), eb('status', '=', 'settled')]),
        eb.and([eb('type', '=', 'R'), eb('status', 'in', ['deducted', 'priced', 'settled'])]),
      ]),
    )
    .execute();
  return rows
    .map((row) => ({ ...row, day: row.type === 'S' ? row.settlement_date : row.order_date }))
    .sort((a, b) => (a.day === b.day ? a.placed_at.localeCompare(b.placed_at) : a.day < b.day ? -1 : 1));
}

/** Average cost per fund: a subscription adds its gross amount, a redemption takes out cost in proportion to units. */
async function averageCosts(db: Executor, account: AccountKey): Promise<Map<string, Decimal>> {
  const state = new Map<string, { units: Decimal; cost: Decimal }>();
  for (const order of await unitMovingOrders(db, account)) {
    const current = state.get(order.fund_id) ?? { units: new ExactDecimal(0), cost: new ExactDecimal(0) };
    const units = new ExactDecimal(order.units ?? 0);
    if (order.type === 'S') {
      current.units = current.units.plus(units);
      current.cost = current.cost.plus(order.amount ?? 0);
    } else if (current.units.greaterThan(0)) {
      const share = units.greaterThan(current.units) ? new ExactDecimal(1) : units.dividedBy(current.units);
      current.cost = current.cost.minus(current.cost.times(share)).toDecimalPlaces(8);
      current.units = current.units.minus(units);
    }
    state.set(order.fund_id, current);
  }
  return new Map([...state].map(([fundId, { cost }]) => [fundId, cost]));
}

/**
 * Every movement of the account's units, oldest first: a subscription's units on its settlement day, a
 * redemption's (negative) on its order day, when they left for the fund.
 */
export async function unitMovementsOf(db: Executor, account: AccountKey): Promise<UnitMovement[]> {
  return (await unitMovingOrders(db, account))
    .filter((order) => order.units !== null && !new ExactDecimal(order.units).isZero())
    .map((order) => {
      const units = new ExactDecimal(order.units ?? 0);
      return { fundId: order.fund_id, date: order.day, units: order.type === 'S' ? units : units.negated() };
    });
}

const fundAssetPrefix = 'FUND:';

/** The ledger asset of a fund's units (the cash asset is the currency code). */
export function fundUnitsAsset(fundId: string): string {
  return `${fundAssetPrefix}${fundId}`;
}

/**
 * The ledger journal kinds the fund-order service posts (a statement describes each), every one referenced by the
 * order id (deposits by the seed's own reference).
 */
export const fundLedgerKinds = {
  /** Cash into the client's available balance from outside (HOUSE:CASH). */
  deposit: 'cash.deposit',
  /** An order holds cash (subscription) or units (redemption, switch-out): available → onHold. */
  hold: 'fundOrder.hold',
  /** A cancelled, rejected or failed order gives its hold back: onHold → available. */
  release: 'fundOrder.release',
  /** The order is deducted: the held cash or units go to the fund (onHold → HOUSE:FUND:<id>). */
  deduct: 'fundOrder.deduct',
  /** Settlement: units (subscription) or cash proceeds (redemption) from the fund to the client's available. */
  settle: 'fundOrder.settle',
} as const;
