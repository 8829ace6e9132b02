import { Decimal } from 'decimal.js';

/*
 * The returns of a portfolio over a period (issue 26 part 2), from valuations and external flows, in decimal
 * arithmetic only (no floats touch money). A rate is a ratio: it is computed to 24 significant digits here and shown
 * rounded (percent, two decimals) by the caller.
 *
 * The series: points oldest first, each a day (or instant) with the value at its end and the net external flow during
 * it (deposits and transfers in positive, withdrawals and transfers out negative). A flow is taken to happen at the
 * end of its day, after the markets moved: the value of a day already includes that day's flow.
 */

/**
 * Decimals for rates: 24 significant digits, HALF-UP (money itself is never rounded here). Ten years of daily links
 * lose at most a few units in the 20th digit, far below the two decimals of percent shown; 40 digits cost twice the
 * time of the page's first view for nothing a client sees.
 */
export const RateDecimal = Decimal.clone({ precision: 24, rounding: Decimal.ROUND_HALF_UP });
type Rate = InstanceType<typeof RateDecimal>;

export type FlowPoint = {
  /** Days since the period's start (0 for the first point). */
  readonly dayIndex: number;
  /** The value at the end of the day, flows included. */
  readonly value: Decimal.Value;
  /** The net external flow during the day (positive in, negative out). */
  readonly flow: Decimal.Value;
};

const one = new RateDecimal(1);
const zero = new RateDecimal(0);

/**
 * The time-weighted growth from the first point to each point: the period cut at every valuation, each piece's growth
 * (V_i − F_i) ÷ V_(i−1) linked by multiplication. A piece that starts from nothing (after a full withdrawal, or before
 * the first deposit) has no capital at risk and is left out; `measured` says whether any piece had.
 */
export function timeWeightedGrowthOf(points: readonly FlowPoint[]): { growth: Rate[]; measured: boolean } {
  let growth = one;
  let measured = false;
  const series = points.map((point, index) => {
    const beforeValue = points[index - 1]?.value;
    if (beforeValue === undefined) return growth;
    const before = new RateDecimal(beforeValue);
    if (before.lessThanOrEqualTo(0)) return growth;
    growth = growth.times(new RateDecimal(point.value).minus(point.flow).dividedBy(before));
    measured = true;
    return growth;
  });
  return { growth: series, measured };
}

/** Time-weighted return over the whole series: its last growth minus one; null when no piece had capital at risk. */
export function timeWeightedReturn(points: readonly FlowPoint[]): Rate | null {
  return timeWeightedReturnOf(timeWeightedGrowthOf(points));
}

/** The time-weighted return of a growth series already linked. */
export function timeWeightedReturnOf({
  growth,
  measured,
}: {
  growth: readonly Rate[];
  measured: boolean;
}): Rate | null {
  const last = growth.at(-1);
  return measured && last !== undefined ? last.minus(one) : null;
}

/**
 * The Modified Dietz return (a cross-check of the money-weighted return): gain ÷ (starting value + each flow weighted
 * by the share of the period left after it), gain = V_end − V_start − ΣF. Null when that capital is not positive.
 */
export function modifiedDietzReturn(points: readonly FlowPoint[]): Rate | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || last.dayIndex <= first.dayIndex) return null;
  const length = new RateDecimal(last.dayIndex - first.dayIndex);
  let flows = zero;
  let weighted = zero;
  for (const point of points.slice(1)) {
    const flow = new RateDecimal(point.flow);
    flows = flows.plus(flow);
    weighted = weighted.plus(flow.times(length.minus(point.dayIndex - first.dayIndex)).dividedBy(length));
  }
  const capital = new RateDecimal(first.value).plus(weighted);
  if (capital.lessThanOrEqualTo(0)) return null;
  return new RateDecimal(last.value).minus(first.value).minus(flows).dividedBy(capital);
}

/**
 * Money-weighted return: the internal rate of return over the period, as the period's growth (1 + d)^N − 1 of the one
 * daily rate d at which the starting value and every flow, grown to the end, equal the end value:
 *   f(d) = V_0 (1 + d)^N + Σ F_i (1 + d)^(N − n_i) − V_N = 0.
 * Solved in decimals by Newton's method kept inside a bracket that always holds the root: a step that would leave the
 * bracket, or that shrinks it too slowly, is a halving instead (so it converges wherever bisection would, and in a few
 * steps where the curve is smooth). The bracket starts at [−0.999, 0.01] and is widened upwards until the sign changes;
 * the first guess is d = 0 (a daily rate is near it for nearly any portfolio);
 * it stops when a step moves d by less than 10^-16 (far below a rounding of the shown percent). Null when nothing was
 * invested or no root is bracketed.
 */
export function moneyWeightedReturn(points: readonly FlowPoint[]): Rate | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || last.dayIndex <= first.dayIndex) return null;
  const days = last.dayIndex - first.dayIndex;
  const cashFlows = [
    { grownDays: days, amount: new RateDecimal(first.value) },
    ...points
      .slice(1)
      .filter((point) => !new RateDecimal(point.flow).isZero())
      .map((point) => ({ grownDays: last.dayIndex - point.dayIndex, amount: new RateDecimal(point.flow) })),
  ];
  if (cashFlows.every((flow) => flow.amount.lessThanOrEqualTo(0))) return null;
  const end = new RateDecimal(last.value);
  /** f(d) and its slope f'(d) = Σ A_i n_i (1 + d)^(n_i − 1), in one pass. */
  const excessAndSlope = (daily: Rate) => {
    const base = one.plus(daily);
    let excess = end.negated();
    let slope = zero;
    for (const flow of cashFlows) {
      if (flow.grownDays === 0) {
        excess = excess.plus(flow.amount);
        continue;
      }
      const grownButOne = base.pow(flow.grownDays - 1);
      excess = excess.plus(flow.amount.times(grownButOne).times(base));
      slope = slope.plus(flow.amount.times(flow.grownDays).times(grownButOne));
    }
    return { excess, slope };
  };
  const signAt = (daily: Rate) => excessAndSlope(daily).excess.comparedTo(0);
  let low = new RateDecimal('-0.999');
  let high = new RateDecimal('0.01');
  const lowSign = signAt(low);
  if (lowSign === 0) return one.plus(low).pow(days).minus(one);
  let highSign = signAt(high);
  for (let widen = 0; widen < 40 && highSign === lowSign; widen += 1) {
    high = high.times(2);
    highSign = signAt(high);
  }
  if (highSign === lowSign) return null;
  const tolerance = new RateDecimal('1e-16');
  // A daily rate is near zero for nearly every portfolio: the first guess.
  let daily = zero;
  let lastStep = high.minus(low);
  for (let step = 0; step < 200; step += 1) {
    const { excess, slope } = excessAndSlope(daily);
    const sign = excess.comparedTo(0);
    if (sign === 0) break;
    if (sign === lowSign) low = daily;
    else high = daily;
    const newton = slope.isZero() ? null : daily.minus(excess.dividedBy(slope));
    // Newton's point when it lands inside the bracket and moves less than half the step before; a halving otherwise.
    const next =
      newton !== null &&
      newton.greaterThan(low) &&
      newton.lessThan(high) &&
      newton.minus(daily).abs().lessThan(lastStep.dividedBy(2))
        ? newton
        : low.plus(high).dividedBy(2);
    lastStep = next.minus(daily).abs();
    daily = next;
    if (lastStep.lessThan(tolerance) || high.minus(low).lessThan(tolerance)) break;
  }
  return one.plus(daily).pow(days).minus(one);
}

/** A rate as a percent with two decimals, HALF-UP ("8.39" for 0.083871); null stays null. */
export function percentOfRate(rate: Rate | null): string | null {
  return rate === null ? null : rate.times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}
