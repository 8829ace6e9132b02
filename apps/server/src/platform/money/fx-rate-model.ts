import { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract';
import { gaussianOf, hashString, mix } from '../runtime/seeded-random';

/*
 * The FX market-data simulator (ADR 034): a mid rate is a pure function of (currency pair, time) around the seeded
 * base rate of the `exchange_rate` table, so every server process agrees (ADR 026) and the same source answers
 * everywhere the portal converts (searchExchangeRates, fund tickets, portfolio totals, stock buying power, FX quotes).
 *
 * - Each currency has a deviation d(c, t) from its seeded value against USD: a sum of four slow waves (about 1 min,
 *   11 min, 84 min and a day; phases hashed from the currency) and a small noise per tick, times the currency's
 *   amplitude. d(USD) = 0. The rate from `a` to `b` is base(a → b) × exp(d(b) − d(a)).
 * - The rate moves on ticks of `fxRateTickMs`: the rate at t is that of the tick t falls in, whose start is the rate
 *   time shown to clients ("rate as of").
 * - HKD is pegged to USD (7.75-7.85): its amplitude is small and its deviation clamped so USD/HKD stays inside the
 *   band; CNY moves a little more; the fund currencies (EUR, JPY, GBP) more again.
 * - Floats live only inside the model; a rate leaves it as a decimal of 7 significant digits.
 */

/** The rates move every 5 seconds of the server clock. */
export const fxRateTickMs = 5_000;

/** How far each currency wanders from its seeded rate against USD (natural log; 0.01 ≈ 1 %). */
const amplitudes: Readonly<Record<string, number>> = {
  USD: 0,
  HKD: 0.0025,
  CNY: 0.008,
  EUR: 0.02,
  JPY: 0.025,
  GBP: 0.02,
};
const defaultAmplitude = 0.02;

/** The seeded USD/HKD is 7.7850: deviations of HKD within these bounds keep USD/HKD inside 7.75-7.85. */
const hkdDeviationBounds = { low: Math.log(7.752 / 7.785), high: Math.log(7.848 / 7.785) } as const;

/** Periods in ticks and weights of the waves (weights sum to 1; the fast waves are small, so 10 s moves little). */
const waves = [
  { period: 12, weight: 0.03 },
  { period: 137, weight: 0.12 },
  { period: 1_009, weight: 0.35 },
  { period: 17_291, weight: 0.5 },
] as const;
const noiseWeight = 0.01;

/** The start of the tick an instant falls in: the time of the rate at that instant. */
export function rateTimeOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / fxRateTickMs) * fxRateTickMs);
}

/** A currency's log deviation from its seeded rate against USD at a tick. */
function deviationOf(currency: string, tick: number): number {
  const amplitude = amplitudes[currency] ?? defaultAmplitude;
  if (amplitude === 0) return 0;
  const seed = hashString(`fx:${currency}`);
  let sum = 0;
  waves.forEach(({ period, weight }, index) => {
    const phase = (mix(seed, index) / 4_294_967_296) * 2 * Math.PI;
    sum += weight * Math.sin((2 * Math.PI * (tick % period)) / period + phase);
  });
  const noise = Math.max(-3, Math.min(3, gaussianOf(mix(seed, tick >>> 0, Math.floor(tick / 4_294_967_296)))));
  const deviation = amplitude * (sum + noiseWeight * noise);
  return currency === 'HKD'
    ? Math.min(hkdDeviationBounds.high, Math.max(hkdDeviationBounds.low, deviation))
    : deviation;
}

/** The factor the seeded rate from `from` to `to` is multiplied by at an instant. */
export function driftFactorOf(from: string, to: string, at: Date): number {
  const tick = Math.floor(at.getTime() / fxRateTickMs);
  return Math.exp(deviationOf(to, tick) - deviationOf(from, tick));
}

/** The simulated mid rate from `from` to `to` at `at`, from the seeded rate between them; 1 for the same currency. */
export function simulatedMidRate(seeded: Decimal.Value, from: string, to: string, at: Date): Decimal {
  if (from === to) return new ExactDecimal(1);
  const factor = new ExactDecimal(driftFactorOf(from, to, at).toPrecision(12));
  return new ExactDecimal(seeded).times(factor).toSignificantDigits(7, Decimal.ROUND_HALF_UP);
}

/**
 * The spread of a pair in basis points, bid to ask (each side of the mid has half): 10 for USD/HKD (pegged, deep),
 * 30 for a pair with CNY, 40 for every other pair.
 */
export function spreadBasisPointsOf(from: string, to: string): number {
  const pair = new Set([from, to]);
  if (pair.has('USD') && pair.has('HKD') && pair.size === 2) return 10;
  if (pair.has('CNY')) return 30;
  return 40;
}

/** Bid and ask of `from` → `to` around a mid: a client selling `from` gets the bid, one buying `from` pays the ask. */
export function bidAskOf(mid: Decimal, from: string, to: string): { bid: Decimal; ask: Decimal } {
  const half = new ExactDecimal(spreadBasisPointsOf(from, to)).dividedBy(20_000);
  return {
    bid: mid.times(new ExactDecimal(1).minus(half)).toSignificantDigits(7, Decimal.ROUND_DOWN),
    ask: mid.times(new ExactDecimal(1).plus(half)).toSignificantDigits(7, Decimal.ROUND_UP),
  };
}
