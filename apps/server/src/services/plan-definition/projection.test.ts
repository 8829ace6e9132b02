import { describe, expect, it } from 'vitest';
import { projectionOf } from './projection';

/*
 * The projection against values computed by hand (Python's decimal module at 50 digits, the same formula written
 * apart): an amount invested t years is worth amount × exp(t ln(1+g) + zσ√t), z = ∓1.2815515655446004 for the
 * 10th/90th percentile; monthly amounts at each month's start; percentiles added per amount.
 */
describe('plan projection (lognormal, stated assumptions)', () => {
  it('projects a lump sum at Medium risk (median 4.5 %, volatility 9 % a year)', () => {
    const years = projectionOf({ riskLevel: 'Medium', horizonYears: 2, lumpSum: '10000', monthlyAmount: '0' });
    expect(years).toEqual([
      { year: 0, invested: '10000.00', p10: '10000.00', p50: '10000.00', p90: '10000.00' },
      { year: 1, invested: '10000.00', p10: '9311.61', p50: '10450.00', p90: '11727.56' },
      { year: 2, invested: '10000.00', p10: '9276.68', p50: '10920.25', p90: '12855.01' },
    ]);
  });

  it('projects twelve monthly amounts at Low risk, each invested from the start of its month', () => {
    const [, first] = projectionOf({ riskLevel: 'Low', horizonYears: 1, lumpSum: '0', monthlyAmount: '1000' });
    expect(first).toEqual({ year: 1, invested: '12000.00', p10: '11912.63', p50: '12129.61', p90: '12350.92' });
  });

  it('adds a lump sum and monthly amounts over three years at Medium to high risk', () => {
    const years = projectionOf({ riskLevel: 'MediumToHigh', horizonYears: 3, lumpSum: '5000', monthlyAmount: '500' });
    expect(years).toHaveLength(4);
    expect(years[3]).toEqual({ year: 3, invested: '23000.00', p10: '20311.45', p50: '25671.96', p90: '32623.95' });
  });

  it('keeps the percentiles in order and widening with the years', () => {
    const years = projectionOf({ riskLevel: 'High', horizonYears: 40, lumpSum: '100000', monthlyAmount: '5000' });
    expect(years).toHaveLength(41);
    for (const year of years.slice(1)) {
      expect(Number(year.p10)).toBeLessThan(Number(year.p50));
      expect(Number(year.p50)).toBeLessThan(Number(year.p90));
    }
  });
});
