import { ExactDecimal, type StockOrder, type StockTrade } from '@portal/contract';
import type { Language } from '@portal/contract';
import {
  isStockOrderType,
  stockOrderSideLabels,
  stockOrderTypeLabels,
} from '@portal/contract/domain/stock/order-types';
import {
  amendableStockOrderStatuses,
  cancelRefusal,
  isStockOrderStatus,
  stockOrderStatusLabels,
} from '@portal/contract/domain/stock/stock-order-status';
import { stockFeeLineNames, type StockFeeLineName } from '@portal/contract/domain/stock/fees';
import { csvField, csvText } from '../../platform/content/csv';
import { amendableExchange, codeOfStockId } from './lifecycle';
import type { OrderInstrument, StockOrderDependencies } from './stock-order-dependencies';
import type { StockOrderTable, StockTradeTable } from './stock-order-tables';

/** Instruments by id, each looked up once per answer. */
export function instrumentCache(deps: StockOrderDependencies) {
  const cache = new Map<string, Promise<OrderInstrument | undefined>>();
  return (stockId: string) => {
    let found = cache.get(stockId);
    if (found === undefined) {
      found = deps.market.findInstrument(stockId);
      cache.set(stockId, found);
    }
    return found;
  };
}

const decimal = (value: string) => new ExactDecimal(value).toFixed();

function namesOf(instrument: OrderInstrument | undefined, stockId: string) {
  const code = codeOfStockId(stockId);
  return instrument?.names ?? { en: code, 'zh-HK': code, 'zh-CN': code };
}

export function toStockOrder(
  deps: StockOrderDependencies,
  row: StockOrderTable,
  instrument: OrderInstrument | undefined,
): StockOrder {
  const filled = new ExactDecimal(row.filled_quantity);
  return {
    orderId: row.id,
    clientReference: row.client_reference,
    accountCode: row.account_code,
    stockId: row.stock_id,
    exchange: row.exchange,
    code: instrument?.code ?? codeOfStockId(row.stock_id),
    names: namesOf(instrument, row.stock_id),
    currency: row.currency,
    side: row.side,
    orderType: row.order_type,
    programOrderType: row.program_order_type,
    prePostMarket: row.pre_post_market === 1,
    price: row.price === null ? null : decimal(row.price),
    stopPrice: row.stop_price === null ? null : decimal(row.stop_price),
    triggered: row.triggered === 1,
    quantity: decimal(row.quantity),
    filledQuantity: filled.toFixed(),
    averageFillPrice: filled.isZero()
      ? null
      : new ExactDecimal(row.filled_consideration).dividedBy(filled).toDecimalPlaces(4).toFixed(),
    status: row.status,
    remark: row.remark,
    goodTillDate: row.good_till_date,
    orderDate: row.order_date,
    onHold: decimal(row.hold_amount),
    resultCode: row.result_code,
    advisorCode: row.advisor_code,
    placedAt: row.placed_at,
    updatedAt: row.updated_at,
    // The same rules the amend and cancel operations apply: an order being modified or cancelled offers neither.
    amendable:
      (amendableStockOrderStatuses as readonly string[]).includes(row.status) &&
      row.price !== null &&
      amendableExchange(deps, row.exchange),
    cancellable: cancelRefusal(row.status) === undefined,
  };
}

/** A fill's fee lines as stored (JSON written by matching.ts), the unknown names left out. */
function feeLinesOf(stored: string): { name: StockFeeLineName; amount: string }[] {
  const parsed: unknown = JSON.parse(stored);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const name: unknown = Reflect.get(line, 'name');
    const amount: unknown = Reflect.get(line, 'amount');
    const known = (stockFeeLineNames as readonly unknown[]).includes(name);
    return known && typeof amount === 'string' ? [{ name: name as StockFeeLineName, amount: decimal(amount) }] : [];
  });
}

export function toStockTrade(row: StockTradeTable, instrument: OrderInstrument | undefined): StockTrade {
  const fees = feeLinesOf(row.fees);
  return {
    tradeId: row.id,
    orderId: row.order_id,
    stockId: row.stock_id,
    code: instrument?.code ?? codeOfStockId(row.stock_id),
    names: namesOf(instrument, row.stock_id),
    currency: row.currency,
    side: row.side,
    price: decimal(row.price),
    quantity: decimal(row.quantity),
    consideration: decimal(row.consideration),
    fees,
    totalFees: decimal(row.total_fees),
    netAmount: decimal(row.net_amount),
    tradedAt: row.traded_at,
    tradeDate: row.trade_date,
    settlementDate: row.settlement_date,
    settled: false,
  };
}

const columns = [
  'orderId',
  'placedAt',
  'stock',
  'name',
  'side',
  'orderType',
  'status',
  'currency',
  'price',
  'quantity',
  'filledQuantity',
  'averageFillPrice',
  'goodTillDate',
  'remark',
  'clientReference',
] as const;
type Column = (typeof columns)[number];

const headers: Record<Language, Record<Column, string>> = {
  en: {
    orderId: 'Order ID',
    placedAt: 'Placed at',
    stock: 'Stock',
    name: 'Name',
    side: 'Side',
    orderType: 'Order type',
    status: 'Status',
    currency: 'Currency',
    price: 'Price',
    quantity: 'Quantity',
    filledQuantity: 'Filled quantity',
    averageFillPrice: 'Average price',
    goodTillDate: 'Good till',
    remark: 'Remark',
    clientReference: 'Client reference',
  },
  'zh-HK': {
    orderId: '指示編號',
    placedAt: '落盤時間',
    stock: '股票',
    name: '名稱',
    side: '買賣',
    orderType: '指示類別',
    status: '狀態',
    currency: '貨幣',
    price: '價格',
    quantity: '數量',
    filledQuantity: '已成交數量',
    averageFillPrice: '平均價',
    goodTillDate: '有效日期',
    remark: '備註',
    clientReference: '客戶參考編號',
  },
  'zh-CN': {
    orderId: '指示编号',
    placedAt: '下单时间',
    stock: '股票',
    name: '名称',
    side: '买卖',
    orderType: '指示类别',
    status: '状态',
    currency: '货币',
    price: '价格',
    quantity: '数量',
    filledQuantity: '已成交数量',
    averageFillPrice: '平均价',
    goodTillDate: '有效日期',
    remark: '备注',
    clientReference: '客户参考编号',
  },
};

/** The orders as CSV text in a language (headers, side, status and type words translated). */
export function stockOrdersCsv(orders: readonly StockOrder[], language: Language): string {
  const header = columns.map((column) => csvField(headers[language][column]));
  const rows = orders.map((order) => {
    const cells: Record<Column, string> = {
      orderId: csvField(order.orderId),
      placedAt: csvField(order.placedAt),
      stock: csvField(`${order.exchange} ${order.code}`),
      name: csvField(order.names[language]),
      side: csvField(stockOrderSideLabels[order.side][language]),
      orderType: csvField(
        isStockOrderType(order.orderType) ? stockOrderTypeLabels[order.orderType][language] : order.orderType,
      ),
      status: csvField(
        isStockOrderStatus(order.status) ? stockOrderStatusLabels[order.status][language] : order.status,
      ),
      currency: csvField(order.currency),
      price: csvField(order.price, true),
      quantity: csvField(order.quantity, true),
      filledQuantity: csvField(order.filledQuantity, true),
      averageFillPrice: csvField(order.averageFillPrice, true),
      goodTillDate: csvField(order.goodTillDate),
      remark: csvField(order.remark),
      clientReference: csvField(order.clientReference),
    };
    return columns.map((column) => cells[column]);
  });
  return csvText([header, ...rows]);
}
