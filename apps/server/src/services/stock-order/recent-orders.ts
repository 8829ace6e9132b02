import { ExactDecimal, type ClientOrder } from '@portal/contract';
import { findInstruments } from '../stock-market/public';
import { codeOfStockId } from './lifecycle';
import type { Executor } from './stock-order-dependencies';
import { queryStockOrderRows } from './stock-order-queries';
import type { StockOrderTable } from './stock-order-tables';
import type { AccountKey } from './trading-account';

/*
 * An account's newest stock orders as the advisor desk's client details list them (issue 28 part 3): read by the
 * stock history's own query, named from the instrument catalogue, in the desk's one shape for an order of any area.
 */

type Names = ClientOrder['names'];

/** A stock order in the desk's shape: its shares, and their value at the limit price (or what has filled). */
export function clientOrderOfStockOrder(row: StockOrderTable, names: Names | undefined): ClientOrder {
  const code = codeOfStockId(row.stock_id);
  const filled = new ExactDecimal(row.filled_quantity);
  const amount = filled.isZero()
    ? row.price === null
      ? null
      : new ExactDecimal(row.price).times(row.quantity).toFixed()
    : new ExactDecimal(row.filled_consideration).toFixed();
  return {
    area: 'stock',
    orderId: row.id,
    placedAt: row.placed_at,
    instrumentId: row.stock_id,
    names: names ?? { en: code, 'zh-HK': code, 'zh-CN': code },
    side: row.side,
    status: row.status,
    quantity: new ExactDecimal(row.quantity).toFixed(),
    amount,
    currency: row.currency,
    placedByAdvisor: row.advisor_code,
  };
}

/** The account's `limit` newest stock orders, newest first. */
export async function recentStockOrdersOf(db: Executor, account: AccountKey, limit: number): Promise<ClientOrder[]> {
  const { rows } = await queryStockOrderRows(db, { ...account, statuses: [] }, { pageSize: limit });
  const instruments = await findInstruments(
    db,
    rows.map((row) => row.stock_id),
  );
  const namesById = new Map(instruments.map((instrument) => [instrument.stockId, instrument.names]));
  return rows.map((row) => clientOrderOfStockOrder(row, namesById.get(row.stock_id)));
}
