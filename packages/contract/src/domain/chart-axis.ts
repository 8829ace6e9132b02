import { Decimal } from 'decimal.js';
import { toDecimal, type DecimalInput } from './decimal-value';

/**
 * Nice axis steps of SPEC §9: 0.5, 1, 2, 3 or 5 times a power of ten. Since 0.5 × 10^n is 5 × 10^(n-1), the
 * steps in increasing order are 1, 2, 3, 5, 10, 20, 30, 50, ... (and the same times 10^-1, 10^-2, ...).
 */
export const niceStepMultipliers = ['0.5', '1', '2', '3', '5'] as const;

/** The steps of one decade, smallest first; each is multiplied by 10^n. */
const decadeMultipliers = ['1', '2', '3', '5'] as const;

export type AxisRange = { readonly min: Decimal; readonly max: Decimal };

/** Largest multiple of `step` at or below `value`: floor(value / step) × step, computed exactly. */
function floorToStep(value: Decimal, step: Decimal): Decimal {
  const remainder = value.mod(step); // has the sign of value
  if (remainder.isZero()) return value;
  return remainder.isNegative() ? value.minus(remainder).minus(step) : value.minus(remainder);
}

/** Smallest multiple of `step` at or above `value`: ceil(value / step) × step, computed exactly. */
function ceilToStep(value: Decimal, step: Decimal): Decimal {
  const remainder = value.mod(step);
  if (remainder.isZero()) return value;
  return remainder.isNegative() ? value.minus(remainder) : value.minus(remainder).plus(step);
}

/**
 * The range an axis covers. A range with min above max is swapped. A single value (min === max) is widened by
 * the value's order of magnitude on both sides (7 -> 6..8, 0.0123 -> 0.0023..0.0223, 0 -> -1..1), so the axis
 * still has a scale.
 */
function axisRange(min: DecimalInput, max: DecimalInput): AxisRange {
  let low = toDecimal(min);
  let high = toDecimal(max);
  if (low.greaterThan(high)) [low, high] = [high, low];
  if (low.equals(high)) {
    const magnitude = low.isZero() ? new Decimal(1) : new Decimal(10).pow(low.abs().e);
    return { min: low.minus(magnitude), max: high.plus(magnitude) };
  }
  return { min: low, max: high };
}

function labelCount(range: AxisRange, step: Decimal): number {
  return ceilToStep(range.max, step).minus(floorToStep(range.min, step)).div(step).toNumber() + 1;
}

function assertMaxLabels(maxLabels: number): void {
  if (!Number.isInteger(maxLabels) || maxLabels < 2) {
    throw new RangeError(`An axis needs room for at least 2 labels, not ${maxLabels}`);
  }
}

/**
 * The smallest nice step whose labels, from floor(min/step)×step to ceil(max/step)×step, number at most
 * `maxLabels`. Exact: steps and bounds are Decimals, so 0.1 + 0.2 style errors never appear.
 * A range with values on both sides of zero always needs 3 labels (-step, 0, step), so there a limit of 2 is
 * treated as 3.
 */
export function chooseAxisStep(min: DecimalInput, max: DecimalInput, maxLabels: number): Decimal {
  assertMaxLabels(maxLabels);
  const range = axisRange(min, max);
  const crossesZero = range.min.isNegative() && !range.min.isZero() && range.max.greaterThan(0);
  const limit = crossesZero ? Math.max(maxLabels, 3) : maxLabels;
  // Any acceptable step is at least span / (maxLabels - 1); start one decade below that and walk upwards.
  const lowestPossible = range.max.minus(range.min).div(maxLabels - 1);
  for (let exponent = lowestPossible.e - 1; ; exponent += 1) {
    const decade = new Decimal(10).pow(exponent);
    for (const multiplier of decadeMultipliers) {
      const step = decade.times(multiplier);
      if (labelCount(range, step) <= limit) return step;
    }
  }
}

/** The labels of a nice axis covering min..max with at most `maxLabels` labels, lowest first. */
export function axisTicks(min: DecimalInput, max: DecimalInput, maxLabels: number): Decimal[] {
  const step = chooseAxisStep(min, max, maxLabels);
  const range = axisRange(min, max);
  const last = ceilToStep(range.max, step);
  const ticks: Decimal[] = [];
  for (let tick = floorToStep(range.min, step); tick.lessThanOrEqualTo(last); tick = tick.plus(step)) {
    ticks.push(tick.isZero() ? new Decimal(0) : tick);
  }
  return ticks;
}
