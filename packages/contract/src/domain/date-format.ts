/** The market's time zone; every date rule takes the zone explicitly and defaults to this one. */
export const defaultMarketTimeZone = 'Asia/Hong_Kong';

/** A moment: a Date, epoch milliseconds, or an ISO 8601 string such as '2026-11-21T07:05:09Z'. */
export type MomentInput = Date | number | string;

/** A day of the calendar; month runs 1 to 12. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

type FormatterKind = 'date' | 'time12' | 'time24' | 'time24WithSeconds';

const formatterOptions = {
  // SPEC §9: dates in the Canadian-French locale, which writes year-month-day.
  date: { locale: 'fr-CA', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
  // SPEC §9: times in US English.
  time12: { locale: 'en-US', options: { hour: 'numeric', minute: '2-digit', hour12: true } },
  // h23 rather than hour12: false, which some engines render as '24:05' just after midnight.
  time24: { locale: 'en-US', options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
  time24WithSeconds: {
    locale: 'en-US',
    options: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  },
} as const satisfies Record<FormatterKind, { locale: string; options: Intl.DateTimeFormatOptions }>;

const formatterCache = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

function formatter(kind: FormatterKind, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    const { locale, options } = formatterOptions[kind];
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatterCache.set(key, cached);
  }
  return cached;
}

function toDate(moment: MomentInput): Date {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date or time: ${String(moment)}`);
  return date;
}

function partsOf(
  kind: FormatterKind,
  moment: MomentInput,
  timeZone: string,
): Map<Intl.DateTimeFormatPartTypes, string> {
  const parts = formatter(kind, timeZone).formatToParts(toDate(moment));
  return new Map(parts.map((part) => [part.type, part.value]));
}

function part(parts: Map<Intl.DateTimeFormatPartTypes, string>, type: Intl.DateTimeFormatPartTypes): string {
  const value = parts.get(type);
  if (value === undefined) throw new RangeError(`The date formatter gave no ${type}`);
  return value;
}

/** The date as year-month-day in `timeZone`, the fr-CA form: '2026-11-21'. */
export function formatDate(moment: MomentInput, timeZone: string = defaultMarketTimeZone): string {
  const parts = partsOf('date', moment, timeZone);
  // Assembled from the parts so the order and separators never depend on the engine's locale data.
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** Month and day: characters 5 to 10 of `formatDate` (SPEC §9), e.g. '11-21'. */
export function formatMonthDay(moment: MomentInput, timeZone: string = defaultMarketTimeZone): string {
  return formatDate(moment, timeZone).slice(5, 10);
}

/** US English 12-hour time, lowercase, no space before am/pm and no leading zero on the hour: '3:05pm'. */
export function formatTime12(moment: MomentInput, timeZone: string = defaultMarketTimeZone): string {
  const parts = partsOf('time12', moment, timeZone);
  return `${part(parts, 'hour')}:${part(parts, 'minute')}${part(parts, 'dayPeriod').toLowerCase()}`;
}

/**
 * 24-hour time as hours:minutes, e.g. '15:05'. Hours are zero-padded ('09:05'), which is what en-US gives with
 * hourCycle h23; the parts are assembled here so every engine agrees.
 */
export function formatTime24(moment: MomentInput, timeZone: string = defaultMarketTimeZone): string {
  const parts = partsOf('time24', moment, timeZone);
  return `${part(parts, 'hour').padStart(2, '0')}:${part(parts, 'minute')}`;
}

/** 24-hour time as hours:minutes:seconds, e.g. '15:05:09'; hours zero-padded as in `formatTime24`. */
export function formatTime24WithSeconds(moment: MomentInput, timeZone: string = defaultMarketTimeZone): string {
  const parts = partsOf('time24WithSeconds', moment, timeZone);
  return `${part(parts, 'hour').padStart(2, '0')}:${part(parts, 'minute')}:${part(parts, 'second')}`;
}

/** The calendar day a moment falls on in `timeZone`. */
export function calendarDateOf(moment: MomentInput, timeZone: string = defaultMarketTimeZone): CalendarDate {
  const [year, month, day] = formatDate(moment, timeZone).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Could not read a calendar date from ${String(moment)}`);
  }
  return { year, month, day };
}

/** A calendar day written year-month-day like `formatDate`: { year: 2026, month: 11, day: 18 } -> '2026-11-18'. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The last day of a month (month 1-12), yyyy-mm-dd. */
export function lastDayOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
}

/** Whether a yyyy-mm-dd text names a day the calendar has (not 2025-02-30). */
export function isRealCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return false;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}
