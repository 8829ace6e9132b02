import { addDays, isBusinessDay, marketDayOf } from '../../platform/market/market-calendar';
import type { PlanSubscriptionDependencies } from './plan-subscription-dependencies';

/*
 * When a monthly investment runs (ADR 057, "The monthly job"): in each calendar month on the chosen day; a day beyond
 * the month's end (29, 30 or 31 in a shorter month) runs on the month's last business day instead. A chosen day inside
 * the month runs on that day even on a weekend: its orders then deal on the next business day, as any fund order
 * placed that day. Days are market days (the brand's market time zone). The first month is the first whose run day
 * comes after the day of subscribing.
 */

/** yyyy-mm of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).getUTCDate();
}

export function nextMonth(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** The day a month's investment runs on, for a chosen day of 1-31. */
export function scheduledDateOf(month: string, chosenDay: number): string {
  const last = daysInMonth(month);
  if (chosenDay <= last) return `${month}-${String(chosenDay).padStart(2, '0')}`;
  let day = `${month}-${String(last).padStart(2, '0')}`;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The first month whose run day is after `today`. */
export function firstMonthAfter(today: string, chosenDay: number): string {
  const month = monthOf(today);
  return scheduledDateOf(month, chosenDay) > today ? month : nextMonth(month);
}

export function marketToday(deps: Pick<PlanSubscriptionDependencies, 'clock' | 'brand'>): string {
  return marketDayOf(deps.clock.now(), deps.brand.marketTimeZone);
}

/**
 * The next run day on or after today (this month's, if it has not passed, from the first month on), in a month after
 * the last one the job has already run (`lastRunMonth`): once this month's investment is made, the next is next month's.
 */
export function nextInvestmentDate(
  deps: Pick<PlanSubscriptionDependencies, 'clock' | 'brand'>,
  row: { readonly monthly_day: number | null; readonly first_month: string | null },
  lastRunMonth?: string,
): string | null {
  if (row.monthly_day === null) return null;
  const today = marketToday(deps);
  let month = row.first_month !== null && row.first_month > monthOf(today) ? row.first_month : monthOf(today);
  if (scheduledDateOf(month, row.monthly_day) < today) month = nextMonth(month);
  if (lastRunMonth !== undefined && month <= lastRunMonth) month = nextMonth(lastRunMonth);
  return scheduledDateOf(month, row.monthly_day);
}
