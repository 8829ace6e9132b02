import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './date-format';
import {
  dividendYieldBandOf,
  feeOf,
  payInFundCurrency,
  finalFundOrderStatuses,
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBandRanges,
  fundDividendYieldBands,
  fundOrderBases,
  fundOrderDirectionNames,
  fundOrderDirections,
  fundOrderStatuses,
  fundOrderTypeNames,
  fundOrderTypes,
  fundPerformancePeriods,
  fundRegions,
  isFinalFundOrderStatus,
  isFundDividendYieldBand,
  isFundOrderStatus,
  isFundOrderType,
  isFundPerformancePeriod,
  isFundRegion,
  isRiskLevel,
  minimumSubscriptionOf,
  periodStart,
  riskLevels,
  riskRank,
  unitsFor,
} from './fund';
import { roundDecimal } from './rounding';

function day(written: string): CalendarDate {
  const [year, month, dayOfMonth] = written.split('-').map(Number);
  if (year === undefined || month === undefined || dayOfMonth === undefined) throw new Error(written);
  return { year, month, day: dayOfMonth };
}

describe('fund lists', () => {
  it('keeps each list free of duplicates', () => {
    for (const list of [fundRegions, fundCategories, fundAssetClasses, riskLevels, fundOrderStatuses]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(isFundRegion('greaterChina')).toBe(true);
    expect(isFundRegion('mars')).toBe(false);
  });

  it('orders risk levels from None to Locked, each rank above the one before', () => {
    expect(riskLevels[0]).toBe('None');
    expect(riskLevels.at(-1)).toBe('Locked');
    expect(riskLevels.map(riskRank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(riskRank('MediumToHigh')).toBeGreaterThan(riskRank('Medium'));
    expect(isRiskLevel('Locked')).toBe(true);
    expect(isRiskLevel('locked')).toBe(false);
  });

  it('has the SPEC §3 performance periods, dividend-yield bands and order type letters exactly', () => {
    expect(fundPerformancePeriods.join(',')).toBe(
      'none,1week,1months,3months,6months,1year,2years,3years,4years,5years,10years,ytd,sinceLaunch',
    );
    expect(fundDividendYieldBands.join(',')).toBe(
      'none,lessThanFive,fiveToTen,tenToTwenty,twentyToThirty,thirtyToForty,higherThanForty',
    );
    expect(fundOrderTypes.map((type) => `${type}=${fundOrderTypeNames[type]}`)).toEqual(['S=subscribe', 'R=redeem']);
    expect(fundOrderDirections.map((direction) => `${direction}=${fundOrderDirectionNames[direction]}`)).toEqual([
      'I=in',
      'O=out',
    ]);
    expect(fundOrderBases).toEqual(['amount', 'unit']);
    expect(isFundPerformancePeriod('1months')).toBe(true);
    expect(isFundPerformancePeriod('1month')).toBe(false);
    expect(isFundDividendYieldBand('none')).toBe(true);
    expect(isFundOrderType('B')).toBe(false);
  });

  it('has the SPEC §4 fund order statuses in numeric order, four of them final', () => {
    expect(fundOrderStatuses.join(',')).toBe(
      'pending,submitted,processing,deducted,priced,settled,cancelled,rejected,failed',
    );
    expect(fundOrderStatuses.filter(isFinalFundOrderStatus)).toEqual([...finalFundOrderStatuses]);
    expect(isFinalFundOrderStatus('priced')).toBe(false);
    expect(isFundOrderStatus('settled')).toBe(true);
    expect(isFundOrderStatus('filled')).toBe(false);
  });
});

describe('periodStart (SPEC §3 performance periods, market calendar days)', () => {
  const longAgo = day('2000-01-01');

  it('goes back 7 days for a week, across month and year ends', () => {
    expect(periodStart('1week', day('2024-03-03'), longAgo)).toEqual(day('2024-02-25'));
    expect(periodStart('1week', day('2026-01-05'), longAgo)).toEqual(day('2025-12-29'));
  });

  it('goes back by calendar months, clamping the day to the end of a shorter month', () => {
    expect(periodStart('3months', day('2024-05-31'), longAgo)).toEqual(day('2024-02-29'));
    expect(periodStart('3months', day('2023-05-31'), longAgo)).toEqual(day('2023-02-28'));
    expect(periodStart('1months', day('2026-03-31'), longAgo)).toEqual(day('2026-02-28'));
    expect(periodStart('1months', day('2026-04-30'), longAgo)).toEqual(day('2026-03-30'));
    expect(periodStart('1months', day('2026-01-15'), longAgo)).toEqual(day('2025-12-15'));
    expect(periodStart('6months', day('2026-08-31'), longAgo)).toEqual(day('2026-02-28'));
  });

  it('goes back by calendar years, 29 February becoming 28 February in a common year', () => {
    expect(periodStart('1year', day('2024-02-29'), longAgo)).toEqual(day('2023-02-28'));
    expect(periodStart('4years', day('2024-02-29'), longAgo)).toEqual(day('2020-02-29'));
    expect(periodStart('2years', day('2026-11-20'), longAgo)).toEqual(day('2024-11-20'));
    expect(periodStart('3years', day('2026-11-20'), longAgo)).toEqual(day('2023-11-20'));
    expect(periodStart('5years', day('2026-11-20'), longAgo)).toEqual(day('2021-11-20'));
    expect(periodStart('10years', day('2026-11-20'), longAgo)).toEqual(day('2016-11-20'));
  });

  it('measures year-to-date from the last day of the previous year', () => {
    expect(periodStart('ytd', day('2026-11-20'), longAgo)).toEqual(day('2025-12-31'));
    expect(periodStart('ytd', day('2026-01-01'), longAgo)).toEqual(day('2025-12-31'));
  });

  it('never starts before the launch, and since launch is the launch day', () => {
    const launch = day('2025-06-01');
    expect(periodStart('sinceLaunch', day('2026-11-20'), launch)).toEqual(launch);
    expect(periodStart('3years', day('2026-11-20'), launch)).toEqual(launch);
    expect(periodStart('ytd', day('2025-11-20'), launch)).toEqual(launch);
    expect(periodStart('1week', launch, launch)).toEqual(launch);
    expect(periodStart('1year', day('2026-11-20'), launch)).toEqual(day('2025-11-20'));
  });

  it('gives no start for the none period', () => {
    expect(periodStart('none', day('2026-11-20'), longAgo)).toBeUndefined();
  });

  it('refuses impossible days and a launch after the as-of day', () => {
    expect(() => periodStart('1year', day('2026-02-29'), longAgo)).toThrow(RangeError);
    expect(() => periodStart('1year', day('2026-13-01'), longAgo)).toThrow(RangeError);
    expect(() => periodStart('1year', { year: 2026, month: 1.5, day: 1 }, longAgo)).toThrow(RangeError);
    expect(() => periodStart('1year', day('2026-11-20'), day('2026-11-21'))).toThrow(/launched after/);
  });

  it('always starts on a real day between the launch and the as-of day', () => {
    const calendarDay = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
    const counted = fundPerformancePeriods.filter((period) => period !== 'none');
    const iso = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString();
    fc.assert(
      fc.property(calendarDay, calendarDay, fc.constantFrom(...counted), (first, second, period) => {
        const [launch, asOf] = iso(first) <= iso(second) ? [first, second] : [second, first];
        const start = periodStart(period, asOf, launch);
        if (start === undefined) return false;
        const startIso = iso(start);
        // A real day: writing it and reading it back gives the same year, month and day.
        const roundTrip = new Date(startIso);
        return (
          roundTrip.getUTCDate() === start.day &&
          roundTrip.getUTCMonth() + 1 === start.month &&
          iso(launch) <= startIso &&
          startIso <= iso(asOf)
        );
      }),
    );
  });
});

describe('dividendYieldBandOf (SPEC §3 dividend-yield bands)', () => {
  it('puts each boundary in the band that starts at it', () => {
    const cases = {
      '0.01': 'lessThanFive',
      '4.99': 'lessThanFive',
      '5': 'fiveToTen',
      '5.00': 'fiveToTen',
      '9.999999': 'fiveToTen',
      '10': 'tenToTwenty',
      '19.99': 'tenToTwenty',
      '20': 'twentyToThirty',
      '29.99': 'twentyToThirty',
      '30': 'thirtyToForty',
      '39.99': 'thirtyToForty',
      '40': 'higherThanForty',
      '40.01': 'higherThanForty',
      '250': 'higherThanForty',
    } as const;
    for (const [yieldPercent, band] of Object.entries(cases)) {
      expect(dividendYieldBandOf(yieldPercent), yieldPercent).toBe(band);
    }
  });

  it('gives none when there is no dividend', () => {
    expect(dividendYieldBandOf(undefined)).toBe('none');
    expect(dividendYieldBandOf(null)).toBe('none');
    expect(dividendYieldBandOf('0')).toBe('none');
    expect(dividendYieldBandOf('0.000')).toBe('none');
    expect(dividendYieldBandOf(0)).toBe('none');
  });

  it('is exact where a float is not: 4.9999999999999999999 is still below 5', () => {
    expect(Number('4.9999999999999999999')).toBe(5);
    expect(dividendYieldBandOf('4.9999999999999999999')).toBe('lessThanFive');
    expect(dividendYieldBandOf(new Decimal('0.1').plus('4.9'))).toBe('fiveToTen');
  });

  it('agrees with the published band ranges', () => {
    for (const [band, range] of Object.entries(fundDividendYieldBandRanges)) {
      if (range.from !== '0') expect(dividendYieldBandOf(range.from)).toBe(band);
      if ('below' in range) {
        expect(dividendYieldBandOf(new Decimal(range.below).minus('0.000001'))).toBe(band);
        expect(dividendYieldBandOf(range.below)).not.toBe(band);
      }
    }
  });

  it('refuses a negative yield and a float', () => {
    expect(() => dividendYieldBandOf('-0.5')).toThrow(RangeError);
    expect(() => dividendYieldBandOf(4.5)).toThrow(TypeError);
  });
});

describe('minimumSubscriptionOf (SPEC §9 minimumAmountMultiplyFactor)', () => {
  it('multiplies the fund minimum by the factor exactly', () => {
    expect(minimumSubscriptionOf('10000', '1').toString()).toBe('10000');
    expect(minimumSubscriptionOf('1000', '1.5').toString()).toBe('1500');
    expect(minimumSubscriptionOf('0.1', '3').toString()).toBe('0.3');
    expect(minimumSubscriptionOf('123456789012345.67', '1.23456').toString()).toBe('152414813443081.4703552');
  });

  it('refuses a negative minimum or factor', () => {
    expect(() => minimumSubscriptionOf('-1', '1')).toThrow(RangeError);
    expect(() => minimumSubscriptionOf('1000', '-1')).toThrow(RangeError);
  });
});

describe('unitsFor: net amount ÷ NAV, rounded DOWN to the unit decimals', () => {
  it('never gives a unit fraction the money did not pay for', () => {
    expect(unitsFor('10000', '3', 4).toString()).toBe('3333.3333');
    expect(unitsFor('10000', '12.3456', 3).toString()).toBe('810.005');
    expect(unitsFor('9999.99', '10', 0).toString()).toBe('999');
    expect(unitsFor('100', '0.6667', 2).toString()).toBe('149.99');
  });

  it('is exact where a float is not', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floating point, which rounds down to 2.
    expect(Math.floor(0.3 / 0.1)).toBe(2);
    expect(unitsFor('0.3', '0.1', 0).toString()).toBe('3');
    expect(unitsFor(new Decimal('0.1').plus('0.2'), '0.3', 6).toString()).toBe('1');
    // The quotient is 2.99999999999999999999999666…: decimal.js's default 20 digits would round it to 3.
    expect(unitsFor('8.99999999999999999999999', '3', 2).toString()).toBe('2.99');
  });

  it('gives zero units for a zero amount and refuses a zero or negative NAV', () => {
    expect(unitsFor('0', '10.5', 4).toString()).toBe('0');
    expect(() => unitsFor('100', '0', 4)).toThrow(RangeError);
    expect(() => unitsFor('100', '-1', 4)).toThrow(RangeError);
    expect(() => unitsFor('-100', '1', 4)).toThrow(RangeError);
    expect(() => unitsFor('100', '1', 1.5)).toThrow(RangeError);
  });
});

describe('payInFundCurrency: amount × rate, rounded DOWN to the fund currency precision', () => {
  it('never counts more than was paid', () => {
    expect(payInFundCurrency('100', '7.785', 2).toFixed()).toBe('778.5');
    expect(payInFundCurrency('1.29', '0.128452', 2).toFixed()).toBe('0.16'); // 0.16570308
    expect(payInFundCurrency('10000', '0.0503', 0).toFixed()).toBe('503');
    expect(
      payInFundCurrency('0.1', '3', 2)
        .plus(payInFundCurrency('0.2', '3', 2))
        .toFixed(),
    ).toBe('0.9');
  });
});

describe('feeOf: amount × rate %, rounded HALF-UP to the currency precision', () => {
  it('rounds a half cent up and anything less down', () => {
    expect(feeOf('10000.50', '1.5', 2).toFixed(2)).toBe('150.01'); // 150.0075
    expect(feeOf('10000', '1.5', 2).toFixed(2)).toBe('150.00');
    expect(feeOf('1000', '0.0005', 2).toFixed(2)).toBe('0.01'); // 0.005
    expect(feeOf('1000', '0.0004', 2).toFixed(2)).toBe('0.00'); // 0.004
    expect(feeOf('12345', '2.25', 0).toString()).toBe('278'); // 277.7625
  });

  it('is exact where a float is not', () => {
    // 1.005 × 100 is 100.49999999999999 in floating point, so Math.round gives 1.00 instead of 1.01.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(feeOf('1.005', '100', 2).toFixed(2)).toBe('1.01');
    expect(feeOf(new Decimal('0.1').plus('0.2'), '100', 1).toString()).toBe('0.3');
    // Exactly ….004999: decimal.js's default 20 digits would make the product ….005 and round it up.
    expect(feeOf('123456789012345600.4999', '1', 2).toFixed(2)).toBe('1234567890123456.00');
  });

  it('refuses negative figures and bad precisions', () => {
    expect(() => feeOf('-1', '1', 2)).toThrow(RangeError);
    expect(() => feeOf('1', '-1', 2)).toThrow(RangeError);
    expect(() => feeOf('1', '1', -1)).toThrow(RangeError);
  });
});

/** A non-negative decimal with up to `maxDigits` digits and up to 6 decimals, as a scaled integer and its string. */
function scaledDecimal(maxDigits: number, minimum = 0n) {
  return fc
    .tuple(fc.bigInt({ min: minimum, max: 10n ** BigInt(maxDigits) - 1n }), fc.integer({ min: 0, max: 6 }))
    .map(([scaled, scale]) => ({ scaled, scale, written: written(scaled, scale) }));
}

function written(scaled: bigint, scale: number): string {
  const digits = scaled.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A result with at most `scale` decimals as an integer count of 10^-scale. */
function scaledOf(result: Decimal, scale: number): bigint {
  expect(result.decimalPlaces()).toBeLessThanOrEqual(scale);
  return BigInt(result.toFixed(scale).replace('.', ''));
}

describe('fund order arithmetic against exact integer arithmetic', () => {
  it('unitsFor is the floor of the exact quotient, as rounding.ts mode down', () => {
    fc.assert(
      fc.property(scaledDecimal(18), scaledDecimal(10, 1n), fc.integer({ min: 0, max: 8 }), (net, nav, decimals) => {
        const units = unitsFor(net.written, nav.written, decimals);
        // units = floor(net / nav × 10^decimals) with net = N / 10^a and nav = P / 10^b.
        const numerator = net.scaled * 10n ** BigInt(nav.scale + decimals);
        const denominator = nav.scaled * 10n ** BigInt(net.scale);
        expect(scaledOf(units, decimals)).toBe(numerator / denominator);
        const exact = new (Decimal.clone({ precision: 200 }))(net.written).dividedBy(nav.written);
        expect(roundDecimal(exact, decimals, 'down').toFixed()).toBe(units.toFixed());
      }),
    );
  });

  it('feeOf is the exact fee rounded half-up, as rounding.ts mode normal', () => {
    fc.assert(
      fc.property(scaledDecimal(18), scaledDecimal(6), fc.integer({ min: 0, max: 4 }), (amount, rate, precision) => {
        const fee = feeOf(amount.written, rate.written, precision);
        // fee = amount × rate / 100 = A × R / 10^(a + r + 2), rounded half-up to `precision` decimals.
        const numerator = amount.scaled * rate.scaled * 10n ** BigInt(precision);
        const denominator = 10n ** BigInt(amount.scale + rate.scale + 2);
        const quotient = numerator / denominator;
        const halfOrMore = 2n * (numerator % denominator) >= denominator;
        expect(scaledOf(fee, precision)).toBe(halfOrMore ? quotient + 1n : quotient);
        const exact = new (Decimal.clone({ precision: 200 }))(amount.written).times(rate.written).dividedBy(100);
        expect(roundDecimal(exact, precision, 'normal').toFixed()).toBe(fee.toFixed());
      }),
    );
  });
});
