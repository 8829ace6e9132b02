import { periodStart, type FundPerformancePeriod } from '@portal/contract/domain/fund';
import { formatCalendarDate, type CalendarDate } from '@portal/contract/domain/date-format';

/*
 * The days of a value-over-time series (moved down from fund-holding, issue 26): the fund portfolio's chart and the
 * one portfolio's net worth history (market-value-history) count their days the same way.
 */

const dayMs = 86_400_000;

/** yyyy-mm-dd → CalendarDate. */
export function calendarDateOfIsoDay(day: string): CalendarDate {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  if (year === undefined || month === undefined || dayOfMonth === undefined) throw new RangeError(`Not a day: ${day}`);
  return { year, month, day: dayOfMonth };
}

/** The business days (Monday to Friday; the demo has no holiday calendar) from one day to another, both included. */
export function businessDaysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let moment = Date.parse(`${fromDay}T00:00:00Z`); moment <= Date.parse(`${toDay}T00:00:00Z`); moment += dayMs) {
    const date = new Date(moment);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** Every calendar day from one day to another, both included (yyyy-mm-dd). */
export function calendarDaysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let moment = Date.parse(`${fromDay}T00:00:00Z`); moment <= Date.parse(`${toDay}T00:00:00Z`); moment += dayMs) {
    days.push(new Date(moment).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The first day of a period ending `today` for holdings first held on `firstDay` (both yyyy-mm-dd): the period's
 * start (domain/fund periodStart; 'sinceLaunch' is since the first holding), never before the first holding.
 */
export function historyStartOf(
  period: Exclude<FundPerformancePeriod, 'none'>,
  today: string,
  firstDay: string,
): string {
  if (firstDay >= today) return today;
  const start = periodStart(period, calendarDateOfIsoDay(today), calendarDateOfIsoDay(firstDay));
  return start === undefined ? firstDay : formatCalendarDate(start);
}
