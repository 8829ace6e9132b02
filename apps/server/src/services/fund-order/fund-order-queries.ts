import type { FundOrderTable } from './fund-order-tables';
import type { Executor } from './fund-order-dependencies';
import type { FundOrder } from '@portal/contract';
import type { AccountKey } from './positions';

/* The fund order rows an account reads, each with its fund's names and currency. */

export type OrderWithFund = FundOrderTable & {
  readonly name_en: string;
  readonly name_zh_hk: string;
  readonly name_zh_cn: string;
  readonly fund_currency: string;
};

export function ordersWithFund(db: Executor) {
  return db
    .selectFrom('fund_order as o')
    .innerJoin('fund as f', 'f.id', 'o.fund_id')
    .selectAll('o')
    .select(['f.name_en', 'f.name_zh_hk', 'f.name_zh_cn', 'f.currency as fund_currency']);
}

export async function findOrder(
  db: Executor,
  account: AccountKey,
  orderId: string,
): Promise<OrderWithFund | undefined> {
  return ordersWithFund(db)
    .where('o.id', '=', orderId)
    .where('o.account_code', '=', account.accountCode.toUpperCase())
    .where('o.source', '=', account.source)
    .executeTakeFirst();
}

/** Every leg of a switch: the switch-out first, then the switch-ins in the order they were named. */
export async function findSwitchLegs(db: Executor, switchId: string): Promise<OrderWithFund[]> {
  const legs = await ordersWithFund(db).where('o.switch_id', '=', switchId).execute();
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

/** The account's orders matching the filters, newest first, after the cursor; `limit` of them. */
export async function queryOrders(
  db: Executor,
  account: AccountKey,
  filters: OrderFilters,
  options: {
    readonly after?: { placedAt: string; id: string };
    readonly limit: number;
    readonly dayStart: (day: string) => string;
  },
): Promise<OrderWithFund[]> {
  let query = ordersWithFund(db)
    .where('o.account_code', '=', account.accountCode.toUpperCase())
    .where('o.source', '=', account.source);
  if (filters.statuses.length > 0) query = query.where('o.status', 'in', [...filters.statuses]);
  if (filters.types.length > 0) query = query.where('o.type', 'in', [...filters.types]);
  if (filters.fundId !== undefined) query = query.where('o.fund_id', '=', filters.fundId);
  if (filters.fromDate !== undefined) query = query.where('o.placed_at', '>=', options.dayStart(filters.fromDate));
  if (filters.toDate !== undefined) query = query.where('o.placed_at', '<', options.dayStart(nextDay(filters.toDate)));
  const { after } = options;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('o.placed_at', '<', after.placedAt),
        eb.and([eb('o.placed_at', '=', after.placedAt), eb('o.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('o.placed_at', 'desc').orderBy('o.id', 'desc').limit(options.limit).execute();
}

function nextDay(day: string): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + 1);
  return moment.toISOString().slice(0, 10);
}
