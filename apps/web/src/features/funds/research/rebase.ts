import { toDecimal } from '@portal/contract/domain/decimal-value';
import type { LineChartPoint } from '../../../shared/charts/line-chart-layout';

/** Decimals of a rebased value: enough for a chart and its tooltip. */
export const rebasedDecimals = 4;

/**
 * A NAV series rebased so its first point is 100 (SPEC comparer: all lines start at 100): value = nav ÷ first nav ×
 * 100, exact decimals rounded half-up to four places. A series whose first NAV is zero cannot be rebased: none.
 */
export function rebased(points: readonly { readonly date: string; readonly nav: string }[]): LineChartPoint[] {
  const first = points[0];
  if (!first || toDecimal(first.nav).isZero()) return [];
  const base = toDecimal(first.nav);
  return points.map((point) => ({
    date: point.date,
    value: toDecimal(point.nav).div(base).times(100).toDecimalPlaces(rebasedDecimals).toString(),
  }));
}
