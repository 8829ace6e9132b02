import { describe, expect, it } from 'vitest';
import {
  backTestPeriod,
  dailyModelValues,
  modelValues,
  rebalancingDays,
  yearsBefore,
  type NavHistory,
} from './back-test';

/* The back-test's arithmetic on NAV histories small enough to follow by hand. */

const history = (entries: Record<string, [string, string][]>): NavHistory =>
  new Map(Object.entries(entries).map(([fundId, prices]) => [fundId, prices.map(([day, nav]) => ({ day, nav }))]));

describe('plan back-test', () => {
  it('takes the first day, each month’s end between and the last day', () => {
    expect(rebalancingDays('2024-01-15', '2024-03-15')).toEqual([
      '2024-01-15',
      '2024-01-31',
      '2024-02-29',
      '2024-03-15',
    ]);
    expect(rebalancingDays('2024-01-31', '2024-02-29')).toEqual(['2024-01-31', '2024-02-29']);
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2025-01-15', 5)).toBe('2020-01-15');
  });

  it('rebalances to the weights at each month’s end (60/40 worked by hand)', () => {
    // A: 10 → 11 → 11 → 12.1; B: 20 → 19 (its NAV of the 30th, the last on or before the 31st) → 20.9 → 20.9.
    // 10000 → 6000×1.1 + 4000×0.95 = 10400 → 6240×1 + 4160×1.1 = 10816 → 6489.6×1.1 + 4326.4×1 = 11464.96.
    const navs = history({
      A: [
        ['2024-01-15', '10'],
        ['2024-01-31', '11'],
        ['2024-02-29', '11'],
        ['2024-03-15', '12.1'],
      ],
      B: [
        ['2024-01-15', '20'],
        ['2024-01-30', '19'],
        ['2024-02-29', '20.9'],
      ],
    });
    const weights = [
      { fundId: 'A', weightBasisPoints: 6000 },
      { fundId: 'B', weightBasisPoints: 4000 },
    ];
    const values = modelValues(navs, weights, rebalancingDays('2024-01-15', '2024-03-15'));
    expect(values?.map((value) => value.toFixed(2))).toEqual(['10000.00', '10400.00', '10816.00', '11464.96']);
  });

  it('values the model day by day between month ends, agreeing with the back-test at each month end', () => {
    // The same 60/40 as above with one NAV between month ends: A is 10.5 on 22 January (units 600 → 6300) and
    // B 19.5 (units 200 → 3900): 10200 that day, while the back-test has no point there.
    const navs = history({
      A: [
        ['2024-01-15', '10'],
        ['2024-01-22', '10.5'],
        ['2024-01-31', '11'],
        ['2024-02-29', '11'],
        ['2024-03-15', '12.1'],
      ],
      B: [
        ['2024-01-15', '20'],
        ['2024-01-22', '19.5'],
        ['2024-01-30', '19'],
        ['2024-02-29', '20.9'],
      ],
    });
    const weights = [
      { fundId: 'A', weightBasisPoints: 6000 },
      { fundId: 'B', weightBasisPoints: 4000 },
    ];
    const days = ['2024-01-15', '2024-01-22', '2024-01-31', '2024-02-15', '2024-02-29', '2024-03-08', '2024-03-15'];
    const values = dailyModelValues(navs, weights, days)?.map((value) => value.toFixed(2));
    expect(values).toEqual(['10000.00', '10200.00', '10400.00', '10400.00', '10816.00', '10816.00', '11464.96']);
  });

  it('states total and annualised returns, and refuses a period older than a fund', () => {
    // One fund from 100 to 133.1 over three years: 33.10 % in all, 10.00 % a year.
    const navs = history({
      A: [
        ['2022-01-14', '100'],
        ['2023-06-30', '120'],
        ['2025-01-15', '133.1'],
      ],
    });
    const weights = [{ fundId: 'A', weightBasisPoints: 10_000 }];
    const threeYears = backTestPeriod(navs, weights, '3years', '2025-01-15');
    expect(threeYears).toMatchObject({
      available: true,
      from: '2022-01-15',
      to: '2025-01-15',
      totalReturnPercent: '33.10',
      annualisedReturnPercent: '10.00',
    });
    expect(threeYears.available && threeYears.points.length).toBe(38);
    expect(backTestPeriod(navs, weights, '5years', '2025-01-15')).toEqual({
      period: '5years',
      available: false,
      reason: 'notEnoughHistory',
      firstCommonDay: '2022-01-14',
    });
  });
});
