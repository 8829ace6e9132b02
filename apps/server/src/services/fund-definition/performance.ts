import type { Decimal } from 'decimal.js';
import { ExactDecimal, periodStart, type FundPerformancePeriod } from '@portal/contract';
import type { CalendarDate } from '@portal/contract/domain/date-format';

/**
 * A fund's return in percent from one NAV to another: (end ÷ start − 1) × 100, rounded HALF-UP (away from zero on a
 * tie: −2.345 → −2.35) to two decimals, computed exactly: both NAVs are scaled to whole numbers, the quotient is
 * divided out as an integer and the remainder decides the rounding, so no intermediate rounding can tip it.
 * performancePercent('10', '10.2345') = '2.35'.
 */
export function performancePercent(startNav: Decimal.Value, endNav: Decimal.Value): string {
  const start = new ExactDecimal(startNav);
  const end = new ExactDecimal(endNav);
  if (start.lessThanOrEqualTo(0)) throw new RangeError(`A start NAV must be above zero, not ${start.toString()}`);
  const scale = new ExactDecimal(10).pow(Math.max(start.decimalPlaces(), end.decimalPlaces()));
  const denominator = start.times(scale);
  // The percent with two decimals, times 100: (end − start) × 100 × 100 ÷ start.
  const numerator = end.minus(start).times(scale).times(10_000);
  let hundredths = numerator.dividedToIntegerBy(denominator);
  const remainder = numerator.minus(hundredths.times(denominator));
  if (remainder.abs().times(2).greaterThanOrEqualTo(denominator)) {
    hundredths = hundredths.plus(numerator.isNegative() ? -1 : 1);
  }
  return hundredths.dividedBy(100).toFixed(2);
}

/** yyyy-mm-dd → CalendarDate. */
export function calendarDateOfDay(day: string): CalendarDate {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  if (year === undefined || month === undefined || dayOfMonth === undefined) throw new RangeError(`Not a day: ${day}`);
  return { year, month, day: dayOfMonth };
}

function dayOf(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const beforeEveryLaunch: CalendarDate = { year: 1, month: 1, day: 1 };

/**
 * Where a fund's return over a period is measured from, for a fund whose latest NAV is of `asOf` and that was
 * launched on `launch` (both yyyy-mm-dd):
 * - 'launch': since launch, from the fund's launch NAV;
 * - a day: from the fund's last NAV on or before that day (domain/fund `periodStart`: calendar months, month-end
 *   clamped; ytd from 31 December of the year before);
 * - undefined: no return: the period 'none', or a fund younger than the period (launched after its start).
 */
export function measuredFrom(
  period: FundPerformancePeriod,
  asOf: string,
  launch: string,
): 'launch' | { readonly day: string } | undefined {
  if (period === 'none') return undefined;
  if (period === 'sinceLaunch') return 'launch';
  // Unclamped by the launch: a period that starts before the launch is longer than the fund's life.
  const start = periodStart(period, calendarDateOfDay(asOf), beforeEveryLaunch);
  if (start === undefined) return undefined;
  const day = dayOf(start);
  return day < launch ? undefined : { day };
}
