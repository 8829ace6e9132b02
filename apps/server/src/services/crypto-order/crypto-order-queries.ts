import type { Kysely } from 'kysely';
import type { AdvisorCryptoOrder, CryptoOrder, CryptoOrderSide, CryptoOrderStatus, Language } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { csvField, csvText } from '../../platform/content/csv';
import type { OrderAccount } from '../../platform/orders/place-order';
import { keysetPage } from '../../platform/paging/keyset';
import { cryptoOrderView } from './crypto-order-view';

/** The history's filters (contract searchCryptoOrders). */
export type CryptoOrderFilter = {
  readonly statuses: readonly CryptoOrderStatus[];
  readonly side?: CryptoOrderSide | undefined;
  readonly pairId?: string | undefined;
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/** A page of the account's orders, newest first, keyset paged on (placed_at, id): no OFFSET at any depth. */
export async function searchCryptoOrders(
  db: Kysely<Database>,
  account: OrderAccount,
  filter: CryptoOrderFilter,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ orders: CryptoOrder[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('crypto_order')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source);
  if (filter.statuses.length > 0) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.side !== undefined) query = query.where('side', '=', filter.side);
  if (filter.pairId !== undefined) query = query.where('pair_id', '=', filter.pairId);
  if (filter.fromDate !== undefined) query = query.where('placed_at', '>=', `${filter.fromDate}T00:00:00.000Z`);
  if (filter.toDate !== undefined) query = query.where('placed_at', '<', nextDay(filter.toDate));
  const { items, nextCursor } = await keysetPage(query, { key: 'placed_at', id: 'id', direction: 'desc' }, page);
  return { orders: items.map(cryptoOrderView), nextCursor };
}

const headers: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Order',
    'Placed at',
    'Pair',
    'Side',
    'Type',
    'Status',
    'Quantity',
    'Price',
    'Filled',
    'Average price',
    'Amount',
    'Fee',
    'Client reference',
    'Placed by advisor',
  ],
  'zh-HK': [
    '訂單',
    '落盤時間',
    '交易對',
    '買賣',
    '類型',
    '狀態',
    '數量',
    '價格',
    '已成交',
    '平均價',
    '金額',
    '費用',
    '客戶參考',
    '代落顧問',
  ],
  'zh-CN': [
    '订单',
    '下单时间',
    '交易对',
    '买卖',
    '类型',
    '状态',
    '数量',
    '价格',
    '已成交',
    '平均价',
    '金额',
    '费用',
    '客户参考',
    '代下顾问',
  ],
};

/** The orders as CSV rows, headers in the asked language (values as the wire carries them). */
export function cryptoOrdersCsv(orders: readonly CryptoOrder[], language: Language): string {
  return csvText([
    headers[language].map((header) => csvField(header)),
    ...orders.map((order) => [
      csvField(order.orderId),
      csvField(order.placedAt),
      csvField(order.pairId),
      csvField(order.side),
      csvField(order.orderType),
      csvField(order.status),
      csvField(order.quantity, true),
      csvField(order.price, true),
      csvField(order.filledQuantity, true),
      csvField(order.averagePrice, true),
      csvField(order.filledConsideration, true),
      csvField(order.fee, true),
      csvField(order.clientReference),
      csvField(order.advisorCode),
    ]),
  ]);
}

/** The orders an advisor placed for its advisees on the vaOrder panel, newest first (ADR 045). */
export async function advisorCryptoOrders(
  db: Kysely<Database>,
  advisorCode: string,
  limit: number,
): Promise<AdvisorCryptoOrder[]> {
  const rows = await db
    .selectFrom('crypto_order')
    .selectAll()
    .where('advisor_code', '=', advisorCode)
    .where('source', '=', 'fos')
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...cryptoOrderView(row), accountCode: row.account_code }));
}
