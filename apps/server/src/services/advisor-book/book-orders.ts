import { ExactDecimal, cryptoAssetOf, type BookOrder } from '@portal/contract';
import { isFinalFundOrderStatus } from '@portal/contract/domain/fund';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { recentCryptoOrdersOfBook } from '../crypto-order/public';
import { findFundsByIds } from '../fund-definition/public';
import { recentFundOrdersOfBook } from '../fund-order/public';
import { findInstruments } from '../stock-market/public';
import { recentStockOrdersOfBook } from '../stock-order/public';
import { bookClientDirectory, clientKeyOf } from './book-clients';
import type { BookDependencies } from './book-summary';

/*
 * The newest orders placed by or for the book's clients (issue 28 part 1): each order area's newest of the book, the
 * lists merged newest first. Who placed an order is what its own area records: the stock and crypto orders' advisor
 * code (an advisor's order for the client), none for a fund order (the funds area keeps no such column).
 */

const unnamed = { en: '', 'zh-HK': '', 'zh-CN': '' } as const;

type Unnamed = Omit<BookOrder, 'client'> & { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** Who placed an order whose area records the advisor who placed it for the client (null: the client). */
function placedByOf(advisorCode: string | null): Pick<BookOrder, 'placedBy' | 'placedByAdvisorCode'> {
  return { placedBy: advisorCode === null ? 'client' : 'advisor', placedByAdvisorCode: advisorCode };
}

export async function bookRecentOrders(
  deps: BookDependencies,
  scope: BookScope,
  limit: number,
): Promise<{ orders: BookOrder[] }> {
  const { db } = deps;
  const clients = bookClientsQuery(db, scope);
  const [funds, stocks, cryptos] = await Promise.all([
    recentFundOrdersOfBook(db, clients, limit),
    recentStockOrdersOfBook(db, clients, limit),
    recentCryptoOrdersOfBook(db, clients, limit),
  ]);
  const [fundRows, instruments] = await Promise.all([
    findFundsByIds(
      db,
      funds.map((order) => order.fundId),
    ),
    findInstruments(
      db,
      stocks.map((order) => order.stockId),
    ),
  ]);
  const fundNames = new Map(
    fundRows.map((fund) => [fund.id, { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn }]),
  );
  const stockNames = new Map(instruments.map((instrument) => [instrument.stockId, { ...instrument.names }]));
  const orders: Unnamed[] = [
    ...funds.map((order) => ({
      area: 'fund' as const,
      orderId: order.orderId,
      accountCode: order.accountCode,
      source: order.source,
      placedAt: order.placedAt,
      ...placedByOf(order.placedBy),
      instrumentId: `fund:${order.fundId}`,
      names: fundNames.get(order.fundId) ?? unnamed,
      side: order.direction === 'I' ? ('buy' as const) : ('sell' as const),
      amount: order.payAmount === null ? null : new ExactDecimal(order.payAmount).toFixed(2),
      quantity: order.units === null ? null : new ExactDecimal(order.units).toFixed(),
      currency: order.payCurrency,
      status: order.status,
      open: !isFinalFundOrderStatus(order.status),
    })),
    ...stocks.map((order) => ({
      area: 'stock' as const,
      orderId: order.orderId,
      accountCode: order.accountCode,
      source: order.source,
      placedAt: order.placedAt,
      ...placedByOf(order.advisorCode),
      instrumentId: `stock:${order.stockId}`,
      names: stockNames.get(order.stockId) ?? unnamed,
      side: order.side === 'B' ? ('buy' as const) : ('sell' as const),
      amount: null,
      quantity: new ExactDecimal(order.quantity).toFixed(),
      currency: order.currency,
      status: order.status,
      open: order.open,
    })),
    ...cryptos.map((order) => ({
      area: 'crypto' as const,
      orderId: order.orderId,
      accountCode: order.accountCode,
      source: order.source,
      placedAt: order.placedAt,
      ...placedByOf(order.advisorCode),
      instrumentId: `crypto:${order.asset}`,
      names: cryptoAssetOf(order.asset)?.names ?? unnamed,
      side: order.side,
      amount: order.amount,
      quantity: new ExactDecimal(order.quantity).toFixed(),
      currency: order.currency,
      status: order.status,
      open: order.open,
    })),
  ];
  const newest = orders
    .sort((a, b) => (a.placedAt !== b.placedAt ? (a.placedAt < b.placedAt ? 1 : -1) : a.orderId < b.orderId ? 1 : -1))
    .slice(0, limit);
  const directory = await bookClientDirectory(db, scope, newest);
  return {
    orders: newest.flatMap(({ accountCode, source, ...order }) => {
      const client = directory.get(clientKeyOf({ accountCode, source }));
      return client === undefined ? [] : [{ ...order, client }];
    }),
  };
}
