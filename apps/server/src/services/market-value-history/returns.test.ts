import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { modifiedDietzReturn, moneyWeightedReturn, percentOfRate, timeWeightedReturn, type FlowPoint } from './returns';

/*
 * Worked examples of the returns shown on /assets/portfolio and /portfolios/detail/{key} (issue 26). Each example
 * publishes its cash flows, its values and the expected returns to 6 decimals; the expected values were worked out by
 * hand (TWR, Modified Dietz) and by an independent bisection in Python's decimal module at 50 digits (MWR).
 * Convention: a flow happens at the end of its day; a point's value includes that day's flow.
 */

const sixDecimals = (rate: { toFixed(places: number): string } | null) => rate?.toFixed(6) ?? null;

describe('returns of a portfolio with external flows', () => {
  it('example A: a deposit mid-period', () => {
    // Day 0: value 100,000.
    // Day 10: the holdings are worth 105,000, then a deposit of 50,000 → value 155,000.
    // Day 20: value 160,000.
    const points: FlowPoint[] = [
      { dayIndex: 0, value: '100000', flow: '0' },
      { dayIndex: 10, value: '155000', flow: '50000' },
      { dayIndex: 20, value: '160000', flow: '0' },
    ];
    // TWR = (105,000 / 100,000) × (160,000 / 155,000) − 1 = 1.05 × 1.0322580645… − 1 = 0.083871
    expect(sixDecimals(timeWeightedReturn(points))).toBe('0.083871');
    // Modified Dietz = (160,000 − 100,000 − 50,000) / (100,000 + 50,000 × 10/20) = 10,000 / 125,000 = 0.080000
    expect(sixDecimals(modifiedDietzReturn(points))).toBe('0.080000');
    // MWR: 100,000 (1+d)^20 + 50,000 (1+d)^10 = 160,000 → (1+d)^20 − 1 = 0.080310
    expect(sixDecimals(moneyWeightedReturn(points))).toBe('0.080310');
    expect(percentOfRate(timeWeightedReturn(points))).toBe('8.39');
  });

  it('example B: a withdrawal mid-period', () => {
    // Day 0: value 200,000. Day 15: worth 210,000, then 60,000 withdrawn → 150,000. Day 30: value 147,000.
    const points: FlowPoint[] = [
      { dayIndex: 0, value: '200000', flow: '0' },
      { dayIndex: 15, value: '150000', flow: '-60000' },
      { dayIndex: 30, value: '147000', flow: '0' },
    ];
    // TWR = 1.05 × (147,000 / 150,000) − 1 = 1.05 × 0.98 − 1 = 0.029000
    expect(sixDecimals(timeWeightedReturn(points))).toBe('0.029000');
    // Modified Dietz = (147,000 − 200,000 + 60,000) / (200,000 − 60,000 × 15/30) = 7,000 / 170,000 = 0.041176
    expect(sixDecimals(modifiedDietzReturn(points))).toBe('0.041176');
    // MWR: 200,000 (1+d)^30 − 60,000 (1+d)^15 = 147,000 → 0.041103, within 0.0001 of Modified Dietz (cross-check)
    const mwr = moneyWeightedReturn(points);
    expect(sixDecimals(mwr)).toBe('0.041103');
    expect(
      mwr
        ?.minus(modifiedDietzReturn(points) ?? 0)
        .abs()
        .lessThan('0.0001'),
    ).toBe(true);
  });

  it('example C: a full withdrawal, an empty stretch, then a new deposit', () => {
    // Day 0: 50,000. Day 5: worth 52,000, all of it withdrawn → 0. Day 10: 0.
    // Day 12: a deposit of 10,000 → 10,000. Day 20: 11,000.
    const points: FlowPoint[] = [
      { dayIndex: 0, value: '50000', flow: '0' },
      { dayIndex: 5, value: '0', flow: '-52000' },
      { dayIndex: 10, value: '0', flow: '0' },
      { dayIndex: 12, value: '10000', flow: '10000' },
      { dayIndex: 20, value: '11000', flow: '0' },
    ];
    // TWR: the pieces from an empty portfolio (days 5→10, 10→12) have no capital at risk and are left out:
    // (52,000 / 50,000) × (11,000 / 10,000) − 1 = 1.04 × 1.1 − 1 = 0.144000
    expect(sixDecimals(timeWeightedReturn(points))).toBe('0.144000');
    // Modified Dietz = (11,000 − 50,000 + 42,000) / (50,000 − 52,000 × 15/20 + 10,000 × 8/20) = 3,000 / 15,000 = 0.200000
    expect(sixDecimals(modifiedDietzReturn(points))).toBe('0.200000');
    // MWR: 50,000 (1+d)^20 − 52,000 (1+d)^15 + 10,000 (1+d)^8 = 11,000 → 0.191600
    expect(sixDecimals(moneyWeightedReturn(points))).toBe('0.191600');
  });

  it('without flows the three agree with the simple return', () => {
    const points: FlowPoint[] = [
      { dayIndex: 0, value: '80000', flow: '0' },
      { dayIndex: 7, value: '76000', flow: '0' },
      { dayIndex: 14, value: '84000', flow: '0' },
    ];
    // 84,000 / 80,000 − 1 = 0.050000
    expect(sixDecimals(timeWeightedReturn(points))).toBe('0.050000');
    expect(sixDecimals(modifiedDietzReturn(points))).toBe('0.050000');
    expect(sixDecimals(moneyWeightedReturn(points))).toBe('0.050000');
  });

  it('nothing invested gives no return rather than a made-up one', () => {
    const empty: FlowPoint[] = [
      { dayIndex: 0, value: '0', flow: '0' },
      { dayIndex: 3, value: '0', flow: '0' },
    ];
    expect(timeWeightedReturn(empty)).toBeNull();
    expect(moneyWeightedReturn(empty)).toBeNull();
    expect(modifiedDietzReturn(empty)).toBeNull();
    expect(percentOfRate(null)).toBeNull();
  });
});

describe('the money-weighted return solves its equation', () => {
  // Checked independently of the solver, at 50 digits: the daily rate d = (1 + R)^(1/N) − 1 behind the period rate R
  // must make V_0 (1 + d)^N + Σ F_i (1 + d)^(N − n_i) equal V_N, to a billionth of the money that went in.
  const Check = Decimal.clone({ precision: 50 });
  it('on random years and decades of daily values with deposits and withdrawals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3_650 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (days, seed, volatile) => {
          let state = seed;
          const next = () => {
            state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
            return state / 2_147_483_648;
          };
          let value = 1_000 + next() * 1e8;
          const points: FlowPoint[] = [{ dayIndex: 0, value: value.toFixed(2), flow: '0' }];
          for (let day = 1; day < days; day += 1) {
            const flow = next() < 0.03 ? (next() - 0.4) * value * 0.5 : 0;
            value = Math.max(0, value * (1 + (next() - 0.5) * (volatile ? 0.2 : 0.02)) + flow);
            points.push({ dayIndex: day, value: value.toFixed(2), flow: flow.toFixed(2) });
          }
          const rate = moneyWeightedReturn(points);
          const [first, ...rest] = points;
          const last = points.at(-1);
          if (rate === null || first === undefined || last === undefined) return;
          const daily = new Check(rate.toString()).plus(1).pow(new Check(1).dividedBy(last.dayIndex)).minus(1);
          const grown = (amount: Decimal.Value, dayIndex: number) =>
            new Check(amount).times(daily.plus(1).pow(last.dayIndex - dayIndex));
          let excess = grown(first.value, 0).minus(last.value);
          let invested = new Check(first.value);
          for (const point of rest) {
            excess = excess.plus(grown(point.flow, point.dayIndex));
            invested = invested.plus(new Check(point.flow).abs());
          }
          expect(excess.abs().dividedBy(invested).lessThan('1e-9')).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });
});
