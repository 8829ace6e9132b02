/*
 * What other services may import from stock-order (ADR 015, STOCKS.md "Ledger names"): it owns stock_position; IPO
 * allotments and corporate actions move shares (and their cost) through applyStockMovement, never by writing it.
 */
export {
  applyStockMovement,
  houseStockAccount,
  stockAsset,
  stockPositionsOf,
  type StockMovement,
  type StockPositionRow,
} from './positions';
