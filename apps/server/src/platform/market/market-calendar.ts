import { calendarDateOf, formatCalendarDate, formatTime24 } from '@portal/contract/domain/date-format';

/*
 * Market days and times of a fund order's timeline (issue 6). Business days are Monday to Friday: the demo has no
 * holiday calendar (Hong Kong public holidays are dealt as ordinary days). Days are written yyyy-mm-dd.
 */

const dayMs = 86_400_000;

function dayNumberOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(year, month - 1, date) / dayMs;
}

function dayOfNumber(dayNumber: number): string {
  const moment = new Date(dayNumber * dayMs);
  return formatCalendarDate({
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  });
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(dayNumberOf(day) * dayMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `count` calendar days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumberOf(day) + count);
}

/** The business day `count` business days after `day` (`day` itself when count is 0 and it is a business day). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  for (let step = 0; step < count; step += 1) {
    current = addDays(current, 1);
    while (!isBusinessDay(current)) current = addDays(current, 1);
  }
  return current;
}

/** The business days after `from` up to and including `to`, oldest first. */
export function businessDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) days.push(day);
  return days;
}

/** The market day a moment falls on. */
export function marketDayOf(moment: Date, timeZone: string): string {
  return formatCalendarDate(calendarDateOf(moment, timeZone));
}

/** The instant a market day shows the wall-clock time HH:mm in the zone. */
export function marketInstant(day: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = dayNumberOf(day) * dayMs + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  // The zone's offset at (about) that moment, found by reading the guess back; twice for a change of offset.
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = new Date(guess);
    const shownWall =
      dayNumberOf(marketDayOf(shown, timeZone)) * dayMs +
      formatTime24(shown, timeZone)
        .split(':')
        .map(Number)
        .reduce((sum, part, index) => sum + part * (index === 0 ? 3_600_000 : 60_000), 0);
    guess += wall - shownWall;
  }
  return new Date(guess);
}

export type OrderTimeline = {
  readonly orderDate: string;
  readonly cutOffAt: Date;
  readonly dealingDate: string;
  readonly settlementDate: string;
};

/** Minutes after the cut-off an order moves on: submitted at the cut-off, processing +30, deducted +60. */
export const processingAfterCutOffMs = 30 * 60_000;
export const deductedAfterCutOffMs = 60 * 60_000;
/** The wall-clock times a dealing day's NAV prices orders, and a settlement day settles them. */
export const pricingTime = '18:00';
export const settlementTime = '09:00';

/**
 * The timeline of an order placed at `placedAt`: it deals for today when placed before the cut-off on a business
 * day, else for the next business day; priced `dealingDays` business days later, settled `settlementDays` after that.
 */
export function orderTimeline(
  placedAt: Date,
  terms: { readonly cutOffTime: string; readonly timeZone: string; dealingDays: number; settlementDays: number },
): OrderTimeline {
  const today = marketDayOf(placedAt, terms.timeZone);
  const beforeCutOff = isBusinessDay(today) && formatTime24(placedAt, terms.timeZone) < terms.cutOffTime;
  const orderDate = beforeCutOff ? today : addBusinessDays(addDays(today, 1), 0);
  const dealingDate = addBusinessDays(orderDate, terms.dealingDays);
  return {
    orderDate,
    cutOffAt: marketInstant(orderDate, terms.cutOffTime, terms.timeZone),
    dealingDate,
    settlementDate: addBusinessDays(dealingDate, terms.settlementDays),
  };
}
