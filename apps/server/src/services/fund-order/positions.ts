import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';

/**
 * What the fund-order service tells other services about an account's fund positions (ARCHITECTURE §2: services
 * talk through exported functions, not each other's tables). Owner: fund-order. Units come from the ledger; the
 * cost from fund_position, kept by the lifecycle by the average-cost method (a redemption takes out cost in
 * proportion to units; see applyUnitMovement).
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
  const stored = await db
    .selectFrom('fund_position')
    .select(['fund_id', 'cost'])
    .where('account_code', '=', accountCode)
    .where('source', '=', account.source)
    .execute();
  const costs = new Map(stored.map((row) => [row.fund_id, row.cost]));
  return held.map((row) => ({ ...row, cost: new ExactDecimal(costs.get(row.fundId) ?? 0) }));
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

/** The average-cost state of one holding: the units the orders moved and the cost of them (fund currency). */
export type CostState = { readonly units: Decimal; readonly cost: Decimal };

/**
 * The average-cost method, one order at a time: a subscription adds its units and gross amount; a redemption (or
 * switch-out) takes out cost in proportion to its units, rounded to 8 places (nothing when no units are held).
 */
export function applyUnitMovement(
  current: CostState,
  order: { readonly type: string; readonly units: string | null; readonly amount: string | null },
): CostState {
  const units = new ExactDecimal(order.units ?? 0);
  if (order.type === 'S') {
    return { units: current.units.plus(units), cost: current.cost.plus(order.amount ?? 0) };
  }
  if (!current.units.greaterThan(0)) return current;
  const share = units.greaterThan(current.units) ? new ExactDecimal(1) : units.dividedBy(current.units);
  return {
    units: current.units.minus(units),
    cost: current.cost.minus(current.cost.times(share)).toDecimalPlaces(8),
  };
}

/**
 * The stored position (fund_position) after an order moved units, in the lifecycle step's transaction: a
 * subscription when it settles, a redemption or switch-out when its units are deducted.
 */
export async function recordUnitMovement(
  trx: Transaction<Database>,
  order: {
    readonly account_code: string;
    readonly source: LoginSource;
    readonly fund_id: string;
    readonly type: string;
    readonly units: string | null;
    readonly amount: string | null;
  },
  at: Date,
): Promise<void> {
  const key = { account_code: order.account_code.toUpperCase(), source: order.source, fund_id: order.fund_id };
  const row = await trx
    .selectFrom('fund_position')
    .select(['units', 'cost'])
    .where('account_code', '=', key.account_code)
    .where('source', '=', key.source)
    .where('fund_id', '=', key.fund_id)
    .executeTakeFirst();
  const current = {
    units: new ExactDecimal(row?.units ?? 0),
    cost: new ExactDecimal(row?.cost ?? 0),
  };
  const next = applyUnitMovement(current, order);
  if (next === current) return;
  await storePosition(trx, key, next, row !== undefined, at);
}

/** Writes a holding's stored position: an insert when there is no row yet, else an update. */
async function storePosition(
  trx: Transaction<Database>,
  key: { readonly account_code: string; readonly source: LoginSource; readonly fund_id: string },
  state: CostState,
  exists: boolean,
  at: Date,
): Promise<void> {
  const fields = { units: state.units.toFixed(), cost: state.cost.toFixed(), updated_at: at.toISOString() };
  if (!exists) {
    await trx
      .insertInto('fund_position')
      .values({ ...key, ...fields })
      .execute();
  } else {
    await trx
      .updateTable('fund_position')
      .set(fields)
      .where('account_code', '=', key.account_code)
      .where('source', '=', key.source)
      .where('fund_id', '=', key.fund_id)
      .execute();
  }
}

/**
 * Sets one holding's stored position to its replay over the account's unit-moving orders: after an order that had
 * moved units leaves them (a redemption that failed after its units were deducted), in that step's transaction.
 */
export async function rebuildPosition(
  trx: Transaction<Database>,
  order: { readonly account_code: string; readonly source: LoginSource; readonly fund_id: string },
  at: Date,
): Promise<void> {
  const key = { account_code: order.account_code.toUpperCase(), source: order.source, fund_id: order.fund_id };
  const replayed = await replayedCostStates(trx, { accountCode: key.account_code, source: key.source });
  const state = replayed.get(key.fund_id) ?? { units: new ExactDecimal(0), cost: new ExactDecimal(0) };
  const row = await trx
    .selectFrom('fund_position')
    .select('fund_id')
    .where('account_code', '=', key.account_code)
    .where('source', '=', key.source)
    .where('fund_id', '=', key.fund_id)
    .executeTakeFirst();
  await storePosition(trx, key, state, row !== undefined, at);
}

/**
 * The average-cost state per fund replayed from every unit-moving order, oldest first (what fund_position stores,
 * step by step). The reference the property test checks the stored rows against, and migration 0010's backfill.
 */
export async function replayedCostStates(db: Executor, account: AccountKey): Promise<Map<string, CostState>> {
  const state = new Map<string, CostState>();
  for (const order of await unitMovingOrders(db, account)) {
    const current = state.get(order.fund_id) ?? { units: new ExactDecimal(0), cost: new ExactDecimal(0) };
    state.set(order.fund_id, applyUnitMovement(current, order));
  }
  return state;
}

/**
 * The units of a fund the account held at the close of the business day before `day`: settled subscriptions whose
 * settlement day is before it, less redemptions and switch-outs deducted on an order day before it.
 */
export async function unitsHeldBefore(
  db: Executor,
  account: AccountKey,
  fundId: string,
  day: string,
): Promise<Decimal> {
  const rows = await db
    .selectFrom('fund_order')
    .select(['type', 'units'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('fund_id', '=', fundId)
    .where((eb) =>
      eb.or([
        eb.and([eb('type', '=', 'S'), eb('status', '=', 'settled'), eb('settlement_date', '<', day)]),
        eb.and([
          eb('type', '=', 'R'),
          eb('status', 'in', ['deducted', 'priced', 'settled']),
          eb('order_date', '<', day),
        ]),
      ]),
    )
    .execute();
  return rows.reduce((sum, row) => {
    const units = new ExactDecimal(row.units ?? 0);
    return row.type === 'S' ? sum.plus(units) : sum.minus(units);
  }, new ExactDecimal(0));
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
  /** A cancelled or rejected order gives its hold back: onHold → available. */
  release: 'fundOrder.release',
  /** The order is deducted: the held cash or units go to the fund (onHold → HOUSE:FUND:<id>). */
  deduct: 'fundOrder.deduct',
  /** Settlement: units (subscription) or cash proceeds (redemption) from the fund to the client's available. */
  settle: 'fundOrder.settle',
  /** A deducted order that failed (its fund suspended before pricing): what went to the fund comes back. */
  refund: 'fundOrder.refund',
  /** A fund's dividend paid in cash from the fund (HOUSE:FUND:<id>) to a holder's available balance. */
  dividend: 'fund.dividend',
} as const;
