import { toDecimal } from '@portal/contract/domain/decimal-value';

/**
 * The change of the latest NAV from the one before it in percent, rounded half-up to two decimals (as the watchlist's
 * dayChangePercent); null with fewer than two prices or a zero previous NAV.
 */
export function latestChangePercent(points: readonly { readonly nav: string }[]): string | null {
  const latest = points.at(-1);
  const previous = points.at(-2);
  if (!latest || !previous || toDecimal(previous.nav).isZero()) return null;
  return toDecimal(latest.nav).div(previous.nav).minus(1).times(100).toDecimalPlaces(2).toFixed(2);
}
