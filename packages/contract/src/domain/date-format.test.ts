import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  defaultMarketTimeZone,
  formatCalendarDate,
  formatDate,
  formatMonthDay,
  formatTime12,
  formatTime24,
  formatTime24WithSeconds,
} from './date-format';

// 15:05:09 in Hong Kong (UTC+8) on 21 November 2026.
const afternoon = '2026-11-21T07:05:09Z';
// 00:30 in Hong Kong on 21 November 2026, still 20 November in UTC.
const justAfterMidnight = new Date(Date.UTC(2026, 10, 20, 16, 30, 0));
// 09:05:00 in Hong Kong.
const morning = Date.UTC(2026, 10, 21, 1, 5, 0);

describe('dates (SPEC §9: fr-CA year-month-day)', () => {
  it('defaults to the Hong Kong market zone', () => {
    expect(defaultMarketTimeZone).toBe('Asia/Hong_Kong');
    expect(formatDate(afternoon)).toBe('2026-11-21');
  });

  it('shows the date of the given zone, not of the machine (tests run in UTC)', () => {
    expect(formatDate(justAfterMidnight)).toBe('2026-11-21');
    expect(formatDate(justAfterMidnight, 'UTC')).toBe('2026-11-20');
    expect(formatDate(justAfterMidnight, 'America/New_York')).toBe('2026-11-20');
  });

  it('takes characters 5 to 10 of the date as month-day', () => {
    expect(formatMonthDay(afternoon)).toBe('11-21');
    expect(formatMonthDay('2026-01-05T00:00:00Z')).toBe('01-05');
  });

  it('reads and writes calendar days', () => {
    expect(calendarDateOf(justAfterMidnight)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(calendarDateOf(justAfterMidnight, 'UTC')).toEqual({ year: 2026, month: 11, day: 20 });
    expect(formatCalendarDate({ year: 2027, month: 1, day: 8 })).toBe('2027-01-08');
  });
});

describe('times (SPEC §9: US English)', () => {
  it('writes 12-hour times lowercase with no space before am/pm', () => {
    expect(formatTime12(afternoon)).toBe('3:05pm');
    expect(formatTime12(morning)).toBe('9:05am');
    expect(formatTime12(justAfterMidnight)).toBe('12:30am');
    expect(formatTime12('2026-11-21T04:00:00Z')).toBe('12:00pm');
  });

  it('writes 24-hour times as h:mm and h:mm:ss with zero-padded hours, as en-US h23 does', () => {
    expect(formatTime24(afternoon)).toBe('15:05');
    expect(formatTime24WithSeconds(afternoon)).toBe('15:05:09');
    expect(formatTime24(morning)).toBe('09:05');
    expect(formatTime24WithSeconds(morning)).toBe('09:05:00');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatTime24(justAfterMidnight)).toBe('00:30');
    expect(formatTime24WithSeconds(justAfterMidnight)).toBe('00:30:00');
  });

  it('uses the zone it is given', () => {
    expect(formatTime24(afternoon, 'UTC')).toBe('07:05');
    expect(formatTime12(afternoon, 'Europe/London')).toBe('7:05am');
  });

  it('refuses an invalid moment', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatTime24(Number.NaN)).toThrow(RangeError);
  });
});
