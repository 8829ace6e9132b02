import { randomBytes } from 'node:crypto';
import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import {
  ExactDecimal,
  fundOrderResultCodes,
  fundOrderResultMessages,
  type FundOrder,
  type FundOrderFailure,
} from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Database, DatabaseDialect } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { EventPublisher } from '../../platform/events';
import type { FundOrderTable } from './fund-order-tables';
import type { AccountKey } from './positions';

/** What placing and moving fund orders needs: the database, the ledger's engine, events, the clock and the brand. */
export type FundOrderDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};

export type Executor = Kysely<Database> | Transaction<Database>;

export function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}

/** The 422 answer of a refused fund order (SPEC §8): code the result's name, details its name and number. */
export function refusal(result: FundOrderFailure): AppError {
  return AppError.businessRule(result, fundOrderResultMessages[result], {
    result,
    resultCode: fundOrderResultCodes[result],
  });
}

/** A new order id: 'FO', the market day's digits and 10 random hex digits (FO20250115A1B2C3D4E5). */
export function newOrderId(prefix: 'FO' | 'SW', day: string): string {
  return `${prefix}${day.replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The most a single amount may be (an absurd amount is refused, not stored). */
export const amountLimit = new ExactDecimal('1e12');

export function decimalOrUndefined(value: string): Decimal | undefined {
  try {
    const decimal = new ExactDecimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/** Currencies' precisions by code. */
export async function currencyPrecisions(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('currency').select(['code', 'precision']).execute();
  return new Map(rows.map((row) => [row.code, Number(row.precision)]));
}

/** Units of `to` one unit of `from` buys ('1' for the same currency); undefined without a rate. */
export async function rateOf(db: Executor, from: string, to: string): Promise<Decimal | undefined> {
  if (from === to) return new ExactDecimal(1);
  const row = await db
    .selectFrom('exchange_rate')
    .select('rate')
    .where('from_code', '=', from)
    .where('to_code', '=', to)
    .executeTakeFirst();
  return row === undefined ? undefined : new ExactDecimal(row.rate);
}

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

export async function findOrderByReference(
  db: Executor,
  account: AccountKey,
  clientReference: string,
): Promise<OrderWithFund | undefined> {
  return ordersWithFund(db)
    .where('o.client_reference', '=', clientReference)
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

function plain(value: string | null): string | null {
  return value === null ? null : new ExactDecimal(value).toFixed();
}

/** An order as the contract shows it. */
export function toFundOrder(row: OrderWithFund): FundOrder {
  return {
    orderId: row.id,
    clientReference: row.client_reference,
    accountCode: row.account_code,
    fundId: row.fund_id,
    fundNames: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
    fundCurrency: row.fund_currency,
    kind: row.kind,
    type: row.type,
    direction: row.direction,
    basis: row.basis,
    switchId: row.switch_id,
    status: row.status,
    amount: plain(row.amount),
    units: plain(row.units),
    payCurrency: row.pay_currency,
    payAmount: plain(row.pay_amount),
    fxRate: new ExactDecimal(row.fx_rate).toFixed(),
    feePercent: new ExactDecimal(row.fee_percent).toFixed(),
    fee: plain(row.fee),
    netAmount: plain(row.net_amount),
    nav: plain(row.nav),
    placedAt: row.placed_at,
    orderDate: row.order_date,
    cutOffAt: row.cut_off_at,
    dealingDate: row.dealing_date,
    settlementDate: row.settlement_date,
    updatedAt: row.updated_at,
    // A switch is cancelled through its switch-out (all legs with it); a switch-in alone is not.
    cancellable: row.status === 'pending' && row.kind !== 'switchIn',
  };
}

export type OrderFilters = {
  readonly statuses: readonly FundOrder['status'][];
  readonly types: readonly FundOrder['type'][];
  readonly fundId?: string | undefined;
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

/** An opaque keyset cursor: the last shown order's (placed_at, id). */
export function encodeCursor(row: Pick<FundOrderTable, 'placed_at' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.placed_at, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { placedAt: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(new Date(value[0]).getTime())
    ) {
      return { placedAt: value[0], id: value[1] };
    }
  } catch {
    // answered below
  }
  throw AppError.badRequest('The cursor is not one this operation gave out.', {
    fieldErrors: [{ path: 'cursor', message: 'Not a cursor of this list.' }],
  });
}

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
