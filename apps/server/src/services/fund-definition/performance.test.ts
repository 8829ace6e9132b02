import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referencePercent } from '../../test/fund-test-support';
import { measuredFrom, performancePercent } from './performance';

describe('performancePercent', () => {
  it('is (end ÷ start − 1) × 100 rounded half-up to two decimals, exactly', () => {
    expect(performancePercent('10', '10.2345')).toBe('2.35');
    expect(performancePercent('10.0000', '10.2344')).toBe('2.34');
    expect(performancePercent('10', '9.7655')).toBe('-2.35');
    expect(performancePercent('10', '9.7656')).toBe('-2.34');
    expect(performancePercent('3', '4')).toBe('33.33');
    expect(performancePercent('3', '5')).toBe('66.67');
    expect(performancePercent('12.3456', '12.3456')).toBe('0.00');
    expect(performancePercent('0.3', '0.1')).toBe('-66.67');
    // 0.1 + 0.2 style: 0.3 over 0.1 is exactly +200 %.
    expect(performancePercent('0.1', '0.3')).toBe('200.00');
    // A tie only a long division can see: 8 → 8.0004 is exactly 0.005 %, which rounds up to 0.01.
    expect(performancePercent('8', '8.0004')).toBe('0.01');
    expect(performancePercent('8', '7.9996')).toBe('-0.01');
    expect(() => performancePercent('0', '1')).toThrow(RangeError);
  });

  it('agrees with an integer reference for random four-decimal NAVs', () => {
    const nav = fc.integer({ min: 1, max: 99_999_999 }).map((units) => {
      const text = String(units).padStart(5, '0');
      return `${text.slice(0, -4)}.${text.slice(-4)}`;
    });
    fc.assert(
      fc.property(nav, nav, (start, end) => {
        expect(performancePercent(start, end)).toBe(referencePercent(start, end));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('measuredFrom', () => {
  it('measures calendar periods back from the latest NAV, month ends clamped, ytd from the last year end', () => {
    expect(measuredFrom('1week', '2025-01-15', '2010-01-04')).toEqual({ day: '2025-01-08' });
    expect(measuredFrom('1months', '2025-03-31', '2010-01-04')).toEqual({ day: '2025-02-28' });
    expect(measuredFrom('3months', '2024-05-31', '2010-01-04')).toEqual({ day: '2024-02-29' });
    expect(measuredFrom('1year', '2024-02-29', '2010-01-04')).toEqual({ day: '2023-02-28' });
    expect(measuredFrom('10years', '2025-01-15', '2010-01-04')).toEqual({ day: '2015-01-15' });
    expect(measuredFrom('ytd', '2025-01-15', '2010-01-04')).toEqual({ day: '2024-12-31' });
    expect(measuredFrom('sinceLaunch', '2025-01-15', '2010-01-04')).toBe('launch');
    expect(measuredFrom('none', '2025-01-15', '2010-01-04')).toBeUndefined();
  });

  it('gives nothing for a period longer than the fund has existed', () => {
    expect(measuredFrom('1months', '2025-01-15', '2025-01-01')).toBeUndefined();
    expect(measuredFrom('ytd', '2025-01-15', '2025-01-01')).toBeUndefined();
    expect(measuredFrom('1week', '2025-01-15', '2025-01-08')).toEqual({ day: '2025-01-08' });
    expect(measuredFrom('1week', '2025-01-15', '2025-01-09')).toBeUndefined();
    expect(measuredFrom('sinceLaunch', '2025-01-15', '2025-01-15')).toBe('launch');
  });
});
