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
