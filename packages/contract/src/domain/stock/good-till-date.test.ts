import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  exchangeDateAt,
  goodTillDateError,
  goodTillDateRange,
  goodTillDates,
  isTradingDate,
} from './good-till-date';

describe('good-till-date range (next trading day to 30 calendar days ahead, weekdays only)', () => {
  it('runs from tomorrow to 30 days ahead on a Wednesday', () => {
    // 2026-11-25 is a Wednesday; 30 days later, 2026-12-25, is a Friday.
    expect(goodTillDateRange('2026-11-25')).toEqual({ first: '2026-11-26', last: '2026-12-25' });
  });

  it('starts on Monday when today is a Friday, and ends on the Friday before a weekend 30th day', () => {
    // 2026-11-27 is a Friday; 30 days later, 2026-12-27, is a Sunday.
    expect(goodTillDateRange('2026-11-27')).toEqual({ first: '2026-11-30', last: '2026-12-25' });
  });

  it('crosses a month end and a leap day', () => {
    // 2028-02-28 is a Monday; 2028 is a leap year.
    expect(goodTillDateRange('2028-02-28')).toEqual({ first: '2028-02-29', last: '2028-03-29' });
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lists every weekday of the range for a picker', () => {
    const dates = goodTillDates('2026-11-25');
    expect(dates[0]).toBe('2026-11-26');
    expect(dates.at(-1)).toBe('2026-12-25');
    expect(dates).toHaveLength(22);
    expect(dates.every(isTradingDate)).toBe(true);
  });

  it('accepts a weekday in the range and names what is wrong with any other date', () => {
    expect(goodTillDateError('2026-11-26', '2026-11-25')).toBeUndefined();
    expect(goodTillDateError('2026-12-25', '2026-11-25')).toBeUndefined();
    expect(goodTillDateError('2026-11-25', '2026-11-25')).toBe('outOfRange');
    expect(goodTillDateError('2026-12-28', '2026-11-25')).toBe('outOfRange');
    expect(goodTillDateError('2026-11-28', '2026-11-25')).toBe('notTradingDay');
    expect(goodTillDateError('2026-02-30', '2026-11-25')).toBe('invalidDate');
    expect(goodTillDateError('26-11-30', '2026-11-25')).toBe('invalidDate');
    expect(goodTillDateError('', '2026-11-25')).toBe('invalidDate');
  });

  it("takes today from the exchange's clock: 17:00 UTC is already the next day in Hong Kong", () => {
    const at = new Date('2026-11-25T17:00:00Z');
    expect(exchangeDateAt(at, 'Asia/Hong_Kong')).toBe('2026-11-26');
    expect(exchangeDateAt(at, 'America/New_York')).toBe('2026-11-25');
  });
});
