/*
 * What other services may import from fund-order (ADR 015): it owns fund_order, fund_position and
 * fund_dividend_payment; others read positions, unit movements and dividends received through these functions.
 */
export {
  fundLedgerKinds,
  fundPositionsOf,
  fundUnitsAsset,
  unitMovementsOf,
  type FundPosition,
  type UnitMovement,
} from './positions';
export { dividendsReceivedOf, type DividendsReceived } from './dividends';
// Read by trade-notice: an account's order with its fund's names (the executed-trade notice, issue 17 part 7).
export { findOrder as findFundOrder, type OrderWithFund as FundOrderWithFund } from './fund-order-queries';
// Placed by plan-subscription (issue 27): a group of fund orders as one, in the caller's transaction, and where they stand.
export {
  fundOrderStatesOf,
  insertFundOrderGroup,
  placeFundOrderGroup,
  prepareFundOrderGroup,
  type FundOrderGroupLeg,
  type FundOrderGroupRequest,
  type FundOrderState,
  type PreparedFundOrderGroup,
} from './order-group';
export { cancelOrder as cancelFundOrder } from './lifecycle';
export type { FundOrderDependencies } from './fund-order-dependencies';
export { refusal as fundOrderRefusal } from './fund-order-refusal';
// The advisor desk's client details (issue 28): the account's newest orders in the desk's shape.
export { clientOrderOfFundOrder, recentFundOrdersOf } from './recent-orders';
// The advisor desk (issue 28): a whole book's open and newest orders, one query each.
export { openFundOrdersOfBook, recentFundOrdersOfBook, type BookFundOrder } from './book-orders';
