/*
 * What other areas may use of the other assets (ADR 015, ADR 048; issue 26 part 1): asset-holding owns asset_holding,
 * asset_holding_valuation and asset_holding_attachment. The portfolio values a client's active other assets at an
 * instant with `valueOtherAssetsAt` (see its doc comment for the rules: active only, latest valuation on or before the
 * day, linked ones at quantity × last price, values in each holding's own currency as decimal strings).
 */
export { valueOtherAssetsAt, type OtherAssetValue, type OtherAssetValueDependencies } from './other-asset-values';
export type { HoldingAccount } from './holdings';
