import { Decimal } from 'decimal.js';

/*
 * The returns of a portfolio over a period (issue 26 part 2), from valuations and external flows, in decimal
 * arithmetic only (no floats touch money). A rate is a ratio: it is computed to 40 significant digits here and shown
 * rounded (percent, two decimals) by the caller.
 *
 * The series: points oldest first, each a day (or instant) with the value at its end and the net external flow during
 * it (deposits and transfers in positive, withdrawals and transfers out negative). A flow is taken to happen at the
 * end of its day, after the markets moved: the value of a day already includes that day's flow.
 */

/** Decimals for rates: 40 significant digits, HALF-UP (money itself is never rounded here). */
export const RateDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
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
 * Time-weighted return: the period cut at every valuation, each piece's growth (V_i − F_i) ÷ V_(i−1) linked by
 * multiplication, minus one. A piece that starts from nothing (after a full withdrawal, or before the first deposit)
 * has no capital at risk and is left out. Null when no piece had capital at risk.
 */
export function timeWeightedReturn(points: readonly FlowPoint[]): Rate | null {
  let growth = one;
  let measured = false;
  for (let index = 1; index < points.length; index += 1) {
    const before = new RateDecimal(points[index - 1]?.value ?? 0);
    const point = points[index];
    if (point === undefined || before.lessThanOrEqualTo(0)) continue;
    const end = new RateDecimal(point.value).minus(point.flow);
    growth = growth.times(end.dividedBy(before));
    measured = true;
  }
  return measured ? growth.minus(one) : null;
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
 *   V_0 (1 + d)^N + Σ F_i (1 + d)^(N − n_i) = V_N.
 * Solved by bisection on d in decimals (60 halvings of the bracket, far below a rounding of the shown percent), the
 * bracket widened upwards until the sign changes. Null when nothing was invested or no root is bracketed.
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
  const excess = (daily: Rate) =>
    cashFlows.reduce((sum, flow) => sum.plus(flow.amount.times(one.plus(daily).pow(flow.grownDays))), zero).minus(end);
  let low = new RateDecimal('-0.999');
  let high = new RateDecimal('0.01');
  let lowSign = excess(low).comparedTo(0);
  for (let widen = 0; widen < 40 && excess(high).comparedTo(0) === lowSign; widen += 1) high = high.times(2);
  if (excess(high).comparedTo(0) === lowSign) return null;
  for (let step = 0; step < 60; step += 1) {
    const middle = low.plus(high).dividedBy(2);
    const sign = excess(middle).comparedTo(0);
    if (sign === 0) return one.plus(middle).pow(days).minus(one);
    if (sign === lowSign) {
      low = middle;
      lowSign = sign;
    } else high = middle;
  }
  return one.plus(low.plus(high).dividedBy(2)).pow(days).minus(one);
}

/** A rate as a percent with two decimals, HALF-UP ("8.39" for 0.083871); null stays null. */
export function percentOfRate(rate: Rate | null): string | null {
  return rate === null ? null : rate.times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}
