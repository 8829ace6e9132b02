import type { CalendarDate } from './date-format';

/**
 * The 'Estimated Completion Date' shown on every advisor path while the advisor feature is off (SPEC §2):
 * the 18th of this month if today is on or before the 16th, the 25th if on or before the 23rd, otherwise the
 * 18th of next month (December rolls over to January of the next year).
 * `today` is the market's calendar day (see `calendarDateOf`), so the caller's clock and zone decide it.
 */
export function estimatedCompletionDate(today: CalendarDate): CalendarDate {
  const { year, month, day } = today;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`Not a calendar day: ${year}-${month}-${day}`);
  }
  if (day <= 16) return { year, month, day: 18 };
  if (day <= 23) return { year, month, day: 25 };
  return month === 12 ? { year: year + 1, month: 1, day: 18 } : { year, month: month + 1, day: 18 };
}
