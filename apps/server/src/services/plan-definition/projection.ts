import { Decimal } from 'decimal.js';
import type { PlanProjectionYear } from '@portal/contract';
import type { RiskLevel } from '@portal/contract/domain/fund';

/*
 * The projection (issue 27 part 3, ADR 057 "Projection"): a stated, deterministic lognormal model.
 * - Each risk level has a median yearly growth g and a yearly volatility σ of the log return (the table below).
 * - An amount invested for t years is worth, at the percentile with normal quantile z,
 *     amount × exp(t × ln(1 + g) + z × σ × √t).
 * - The lump sum is invested at the start; each monthly amount at the start of its month (month k of the horizon is
 *   invested for (12y − k) ÷ 12 years at the end of year y).
 * - A percentile of the whole is the sum of each amount's value at that percentile: exact for a lump sum, and the
 *   comonotonic reading for the monthly amounts (every month's return at the same percentile), which is what a fan
 *   chart of "good, middle and bad markets" shows. It widens the band slightly against independent months.
 * - z of the 10th and 90th percentiles is ∓1.2815515655446004; the 50th is the median (z = 0).
 * Computed with decimal.js at 30 digits; amounts shown rounded half-up to two decimals.
 */

/** 30 significant digits: a trillion to the cent needs 15; the rest keeps 480 added factors exact to the cent. */
const ProjectionDecimal = Decimal.clone({ precision: 30, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof ProjectionDecimal>;

/** The normal quantile of the 90th percentile (the 10th is its negative). */
export const zOf90thPercentile = '1.2815515655446004';

/** Median yearly growth and yearly volatility, percent, per risk level: the stated assumptions. */
export const projectionAssumptions: Readonly<
  Record<RiskLevel, { readonly medianGrowthPercentPerYear: string; readonly volatilityPercentPerYear: string }>
> = {
  None: { medianGrowthPercentPerYear: '1', volatilityPercentPerYear: '0.5' },
  Low: { medianGrowthPercentPerYear: '2', volatilityPercentPerYear: '2' },
  LowToMedium: { medianGrowthPercentPerYear: '3', volatilityPercentPerYear: '5' },
  Medium: { medianGrowthPercentPerYear: '4.5', volatilityPercentPerYear: '9' },
  MediumToHigh: { medianGrowthPercentPerYear: '6', volatilityPercentPerYear: '14' },
  High: { medianGrowthPercentPerYear: '7', volatilityPercentPerYear: '18' },
  // A Locked plan is never offered; it is projected as the highest level.
  Locked: { medianGrowthPercentPerYear: '7', volatilityPercentPerYear: '18' },
};

export type ProjectionInput = {
  readonly riskLevel: RiskLevel;
  readonly horizonYears: number;
  readonly lumpSum: string;
  readonly monthlyAmount: string;
};

/**
 * The growth factors exp(t ln(1+g) + zσ√t) for t = m/12, m = 0 … months, at one percentile, kept per risk level and
 * percentile and extended as longer horizons are asked for: they never change, and a suggestion projects a dozen plans
 * over up to 40 years (480 months) on few risk levels.
 */
const factorCache = new Map<string, Exact[]>();

function growthFactors(riskLevel: RiskLevel, z: Exact, months: number): readonly Exact[] {
  const key = `${riskLevel}:${z.toString()}`;
  const factors = factorCache.get(key) ?? [];
  if (factors.length > months) return factors;
  const assumption = projectionAssumptions[riskLevel];
  const logGrowth = new ProjectionDecimal(assumption.medianGrowthPercentPerYear).div(100).plus(1).ln();
  const spread = z.times(new ProjectionDecimal(assumption.volatilityPercentPerYear).div(100));
  for (let month = factors.length; month <= months; month += 1) {
    const years = new ProjectionDecimal(month).div(12);
    factors.push(years.times(logGrowth).plus(spread.times(years.sqrt())).exp());
  }
  factorCache.set(key, factors);
  return factors;
}

const money = (value: Exact) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The 10th, 50th and 90th percentile of the value at the end of each year 0 … horizon, with the amount invested. */
export function projectionOf(input: ProjectionInput): PlanProjectionYear[] {
  const months = input.horizonYears * 12;
  const lumpSum = new ProjectionDecimal(input.lumpSum);
  const monthly = new ProjectionDecimal(input.monthlyAmount);
  const z90 = new ProjectionDecimal(zOf90thPercentile);
  const percentiles = [z90.neg(), new ProjectionDecimal(0), z90].map((z) => {
    const factors = growthFactors(input.riskLevel, z, months);
    // sums[m] = Σ factors[1..m]: the monthly amounts paid m, m−1, … 1 months before a year's end.
    const sums: Exact[] = [new ProjectionDecimal(0)];
    for (let month = 1; month <= months; month += 1) {
      sums.push((sums[month - 1] ?? new ProjectionDecimal(0)).plus(factors[month] ?? 0));
    }
    return (year: number) => {
      const month = year * 12;
      return lumpSum.times(factors[month] ?? 1).plus(monthly.times(sums[month] ?? 0));
    };
  });
  const [p10, p50, p90] = percentiles;
  if (p10 === undefined || p50 === undefined || p90 === undefined) throw new Error('Three percentiles');
  return Array.from({ length: input.horizonYears + 1 }, (_, year) => ({
    year,
    invested: money(lumpSum.plus(monthly.times(year * 12))),
    p10: money(p10(year)),
    p50: money(p50(year)),
    p90: money(p90(year)),
  }));
}
