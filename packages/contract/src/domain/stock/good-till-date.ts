/*
 * The good-till-date range of SPEC §5 ("order expiry must be in the good-till-date range"). SPEC does not give the
 * range; the portal's is: from the exchange's next trading day after today up to 30 calendar days after today,
 * weekdays only (an order placed on a Friday may run to Monday at the earliest). There is no holiday calendar yet
 * (as in trading-sessions.ts), so a public holiday on a weekday is a valid expiry; the order then simply expires at
 * that day's close. "Today" is the exchange's local date (Asia/Hong_Kong for HKEX, America/New_York for the US),
 * which `exchangeDateAt` gives for an instant. Dates are 'YYYY-MM-DD' strings.
 */

/** How many calendar days after today the last allowed good-till-date may be. */
export const goodTillDateMaxCalendarDays = 30;

export type GoodTillDateRange = { readonly first: string; readonly last: string };

/** What is wrong with a good-till-date, the field error's name. */
export type GoodTillDateError = 'invalidDate' | 'notTradingDay' | 'outOfRange';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** The UTC midnight of a 'YYYY-MM-DD' date, or undefined when it is not a real date. */
function parseDate(date: string): Date | undefined {
  const match = datePattern.exec(date);
  if (!match) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? undefined : parsed;
}

const formatDate = (date: Date) => date.toISOString().slice(0, 10);
const isWeekday = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;

/** The date `days` calendar days after a 'YYYY-MM-DD' date. */
export function addCalendarDays(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return formatDate(new Date(parsed.getTime() + days * dayMs));
}

/** Whether a 'YYYY-MM-DD' date is a trading day (a weekday; no holiday calendar yet). */
export function isTradingDate(date: string): boolean {
  const parsed = parseDate(date);
  return parsed !== undefined && isWeekday(parsed);
}

/** The exchange's local date at an instant, 'YYYY-MM-DD', in its time zone (e.g. 'Asia/Hong_Kong'). */
export function exchangeDateAt(at: Date, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The allowed good-till-dates when the exchange's date is `today`: the next trading day to 30 days ahead. */
export function goodTillDateRange(today: string, maxCalendarDays = goodTillDateMaxCalendarDays): GoodTillDateRange {
  let first = addCalendarDays(today, 1);
  while (!isTradingDate(first)) first = addCalendarDays(first, 1);
  let last = addCalendarDays(today, maxCalendarDays);
  while (!isTradingDate(last)) last = addCalendarDays(last, -1);
  return { first, last };
}

/** Every allowed good-till-date, in order (for a date picker). */
export function goodTillDates(today: string, maxCalendarDays = goodTillDateMaxCalendarDays): string[] {
  const { first, last } = goodTillDateRange(today, maxCalendarDays);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) if (isTradingDate(date)) dates.push(date);
  return dates;
}

/** The field error of a good-till-date when the exchange's date is `today`, or undefined when it is allowed. */
export function goodTillDateError(
  date: string,
  today: string,
  maxCalendarDays = goodTillDateMaxCalendarDays,
): GoodTillDateError | undefined {
  if (!parseDate(date)) return 'invalidDate';
  const { first, last } = goodTillDateRange(today, maxCalendarDays);
  // 'YYYY-MM-DD' strings compare as their dates.
  if (date < first || date > last) return 'outOfRange';
  if (!isTradingDate(date)) return 'notTradingDay';
  return undefined;
}
