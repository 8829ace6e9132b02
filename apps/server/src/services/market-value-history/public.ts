/*
 * What other areas may use of the one portfolio (ADR 048, ADR 056): the return methods, so an area that values a part
 * of a client's holdings (a plan's, issue 27) measures it the way the portfolio does.
 */
export { percentOfRate, timeWeightedGrowthOf, timeWeightedReturnOf, type FlowPoint } from './returns';
// The advisor desk (issue 28): a client's portfolio now, and a book's positions searched in SQL.
export { netWorthOf, type PortfolioPlatform } from './holdings';
export { heldPositionOf, instrumentsHeldBy, positionTotalsOf } from './position-search';
// The advisor desk (issue 28): a whole book's positions and snapshots summed in one query each.
export {
  bookAssetsByAdvisor,
  bookClientAssets,
  bookConcentrations,
  bookFirstSnapshotDay,
  bookFlowsAfter,
  bookHolderCounts,
  bookHoldersOf,
  bookInstrumentTotals,
  bookPositionTotals,
  bookValuesOn,
} from './book-values';
