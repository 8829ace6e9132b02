import type { FundOrderTable } from './fund-order-tables';
import type { Executor } from './fund-order-dependencies';
import type { FundOrder } from '@portal/contract';
import { findFundsByIds } from '../fund-definition/public';
import type { AccountKey } from './positions';
import { inKeysetOrder, keysetPage } from '../../platform/paging/keyset';

/*
 * The fund order rows an account reads, each with its fund's names and currency: the orders in one query, then their
 * funds in one more by id (fund-definition's, ADR 015), whatever the number of orders.
 */

export type OrderWithFund = FundOrderTable & {
  readonly name_en: string;
  readonly name_zh_hk: string;
  readonly name_zh_cn: string;
  readonly fund_currency: string;
};

function selectOrders(db: Executor) {
  return db.selectFrom('fund_order as o').selectAll('o');
}

/**
 * The orders, in their order, each with its fund's names and currency, read in one query for all of them (through the
 * same executor, so inside the caller's transaction). fund_order.fund_id references fund.id, so every order has its
 * fund; one without would be left out, as the inner join this replaces left it out.
 */
async function withFunds(db: Executor, orders: readonly FundOrderTable[]): Promise<OrderWithFund[]> {
  const funds = await findFundsByIds(
    db,
    orders.map((order) => order.fund_id),
  );
  const fundById = new Map(funds.map((fund) => [fund.id, fund]));
  return orders.flatMap((order) => {
    const fund = fundById.get(order.fund_id);
    if (fund === undefined) return [];
    const { name_en, name_zh_hk, name_zh_cn, currency: fund_currency } = fund;
    return [{ ...order, name_en, name_zh_hk, name_zh_cn, fund_currency }];
  });
}

export async function findOrder(
  db: Executor,
  account: AccountKey,
  orderId: string,
): Promise<OrderWithFund | undefined> {
  const order = await selectOrders(db)
    .where('o.id', '=', orderId)
    .where('o.account_code', '=', account.accountCode.toUpperCase())
    .where('o.source', '=', account.source)
    .executeTakeFirst();
  if (order === undefined) return undefined;
  return (await withFunds(db, [order]))[0];
}

/** Every leg of a switch: the switch-out first, then the switch-ins in the order they were named. */
export async function findSwitchLegs(db: Executor, switchId: string): Promise<OrderWithFund[]> {
  const legs = await withFunds(db, await selectOrders(db).where('o.switch_id', '=', switchId).execute());
  return legs.sort((a, b) =>
    a.kind === b.kind ? a.client_reference.localeCompare(b.client_reference) : a.kind === 'switchOut' ? -1 : 1,
  );
}

export type OrderFilters = {
  readonly statuses: readonly FundOrder['status'][];
  readonly types: readonly FundOrder['type'][];
  readonly fundId?: string | undefined;
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

/** A fund order history's order: newest first by (placed_at, id). */
const newestFirst = { key: 'o.placed_at', id: 'o.id', direction: 'desc' } as const;

function ordersMatching(db: Executor, account: AccountKey, filters: OrderFilters, dayStart: (day: string) => string) {
  let query = selectOrders(db)
    .where('o.account_code', '=', account.accountCode.toUpperCase())
    .where('o.source', '=', account.source);
  if (filters.statuses.length > 0) query = query.where('o.status', 'in', [...filters.statuses]);
  if (filters.types.length > 0) query = query.where('o.type', 'in', [...filters.types]);
  if (filters.fundId !== undefined) query = query.where('o.fund_id', '=', filters.fundId);
  if (filters.fromDate !== undefined) query = query.where('o.placed_at', '>=', dayStart(filters.fromDate));
  if (filters.toDate !== undefined) query = query.where('o.placed_at', '<', dayStart(nextDay(filters.toDate)));
  return query;
}

/** A page of the account's orders matching the filters, newest first, past the cursor, and the next page's cursor. */
export async function queryOrderPage(
  db: Executor,
  account: AccountKey,
  filters: OrderFilters,
  options: {
    readonly cursor?: string | undefined;
    readonly pageSize: number;
    readonly dayStart: (day: string) => string;
  },
): Promise<{ orders: OrderWithFund[]; nextCursor: string | null }> {
  const { items, nextCursor } = await keysetPage(
    ordersMatching(db, account, filters, options.dayStart),
    newestFirst,
    options,
  );
  return { orders: await withFunds(db, items), nextCursor };
}

/** The first `limit` of the account's orders matching the filters, newest first (an export). */
export async function queryOrders(
  db: Executor,
  account: AccountKey,
  filters: OrderFilters,
  options: { readonly limit: number; readonly dayStart: (day: string) => string },
): Promise<OrderWithFund[]> {
  const query = ordersMatching(db, account, filters, options.dayStart);
  return withFunds(db, await inKeysetOrder(query, newestFirst).limit(options.limit).execute());
}

function nextDay(day: string): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + 1);
  return moment.toISOString().slice(0, 10);
}
