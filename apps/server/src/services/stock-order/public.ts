/*
 * What other services may import from stock-order (ADR 015, ADR 028): it owns stock_trading_account, stock_order,
 * stock_trade and stock_position. IPO allotments and corporate actions move shares (and their cost) with
 * applyStockMovement in their own transaction, never by writing stock_position.
 */
export {
  applyStockMovement,
  houseStockAccount,
  stockAsset,
  stockLedgerKinds,
  stockPositionsOf,
  type StockMovement,
  type StockPositionRow,
} from './positions';
export { settlementDateOf } from './matching';
// Read by stock-document (contract notes and statements): an account's fills and the days it has them.
export { stockTradeDays, stockTradesOf, unsettledOf } from './stock-order-queries';
export type { StockTradeTable as StockTradeRow } from './stock-order-tables';
// Read by trade-notice (the executed-trade notice of each fill, issue 17 part 7).
export { latestFillOf } from './stock-order-queries';
// The trade password's change (account-credential, ADR 040): its state, and the replacement in the caller's transaction.
export { replaceTradePassword, tradePasswordStateOf, type TradePasswordState } from './trading-account';
// The positions valued as stockPositions values them (the one portfolio across areas, issue 26).
export { stockPositionsValued } from './stock-order-wiring';
// The advisor desk's client details (issue 28): the account's newest orders in the desk's shape.
export { clientOrderOfStockOrder, recentStockOrdersOf } from './recent-orders';
// The advisor desk (issue 28): a whole book's open and newest orders, one query each.
export { openStockOrdersOfBook, recentStockOrdersOfBook, type BookStockOrder } from './book-orders';
