/*
 * Trading phases of each exchange (issue 15), on the exchange's own clock. Weekends are closed; there is no holiday
 * calendar yet (a public holiday trades like any weekday). Zod-free: pure functions of an instant.
 *
 * HKEX (Asia/Hong_Kong): pre-opening 09:00-09:30 (order input 09:00-09:15, no cancel 09:15-09:20, matching 09:20),
 *   continuous 09:30-12:00, lunch break 12:00-13:00, continuous 13:00-16:00, closing auction 16:00-16:10.
 * NASDAQ, NYSE (America/New_York, so daylight saving follows the US rules): continuous 09:30-16:00; pre-market
 *   04:00-09:30 and post-market 16:00-20:00 only with `prePostMarket` (an account whose permissions list the
 *   exchange in allowPrePostMarketExchangeIds), otherwise closed then.
 * SSE, SZSE (Asia/Shanghai): opening call auction 09:15-09:30 (matching 09:25), continuous 09:30-11:30 and
 *   13:00-14:57, closing call auction 14:57-15:00, lunch break 11:30-13:00.
 */
import { stockExchanges, type StockExchangeCode } from './exchanges';

export const tradingPhases = [
  'closed',
  'preOpening',
  'continuous',
  'lunchBreak',
  'closingAuction',
  'preMarket',
  'postMarket',
] as const;
export type TradingPhase = (typeof tradingPhases)[number];

/** One phase of a trading day, from `start` (inclusive) to `end` (exclusive), in minutes after local midnight. */
export type TradingSession = { readonly phase: TradingPhase; readonly start: number; readonly end: number };

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

const hongKongDay: readonly TradingSession[] = [
  { phase: 'preOpening', start: at(9), end: at(9, 30) },
  { phase: 'continuous', start: at(9, 30), end: at(12) },
  { phase: 'lunchBreak', start: at(12), end: at(13) },
  { phase: 'continuous', start: at(13), end: at(16) },
  { phase: 'closingAuction', start: at(16), end: at(16, 10) },
];
const usDay: readonly TradingSession[] = [
  { phase: 'preMarket', start: at(4), end: at(9, 30) },
  { phase: 'continuous', start: at(9, 30), end: at(16) },
  { phase: 'postMarket', start: at(16), end: at(20) },
];
const chinaDay: readonly TradingSession[] = [
  { phase: 'preOpening', start: at(9, 15), end: at(9, 30) },
  { phase: 'continuous', start: at(9, 30), end: at(11, 30) },
  { phase: 'lunchBreak', start: at(11, 30), end: at(13) },
  { phase: 'continuous', start: at(13), end: at(14, 57) },
  { phase: 'closingAuction', start: at(14, 57), end: at(15) },
];

/** The sessions of an exchange's trading day, in order (US pre/post market included: they need the permission). */
export function tradingSessionsOf(exchange: StockExchangeCode): readonly TradingSession[] {
  const market = stockExchanges[exchange].market;
  return market === 'HKEX' ? hongKongDay : market === 'US' ? usDay : chinaDay;
}

/** The continuous sessions only (when prices trade), in order. */
export function continuousSessionsOf(exchange: StockExchangeCode): readonly TradingSession[] {
  return tradingSessionsOf(exchange).filter((session) => session.phase === 'continuous');
}

export type LocalClock = {
  /** The local calendar day, yyyy-mm-dd. */
  readonly day: string;
  /** 0 Sunday ... 6 Saturday. */
  readonly weekday: number;
  /** Minutes after local midnight, with seconds as a fraction. */
  readonly minuteOfDay: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A quarter of an hour in milliseconds: every zone's offset is a whole number of them, changing only on their edges. */
const quarterHour = 15 * 60_000;

/** A zone's offset from UTC (ms) by quarter hour since the epoch: asked of Intl once per zone and quarter hour. */
const offsets = new Map<string, number>();

function offsetOf(moment: Date, timeZone: string): number {
  const quarter = Math.floor(moment.getTime() / quarterHour);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * quarterHour;
    const parts = Object.fromEntries(
      formatterOf(timeZone)
        .formatToParts(new Date(start))
        .map((part) => [part.type, Number(part.value)]),
    );
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = wall - start;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall clock of a zone at an instant. */
export function localClockOf(moment: Date, timeZone: string): LocalClock {
  const wall = new Date(moment.getTime() + offsetOf(moment, timeZone));
  const day = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
  const seconds = wall.getUTCSeconds() + wall.getUTCMilliseconds() / 1000;
  return {
    day,
    weekday: wall.getUTCDay(),
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes() + seconds / 60,
  };
}

/** The instant at which a zone's wall clock shows `minuteOfDay` on `day` (yyyy-mm-dd). */
export function zonedInstant(day: string, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000;
  let guess = wall;
  for (let pass = 0; pass < 3; pass += 1) {
    const shown = localClockOf(new Date(guess), timeZone);
    const shownWall = Date.parse(`${shown.day}T00:00:00Z`) + shown.minuteOfDay * 60_000;
    if (shownWall === wall) break;
    guess += wall - shownWall;
  }
  return new Date(Math.round(guess));
}

export function isTradingDay(weekday: number): boolean {
  return weekday !== 0 && weekday !== 6;
}

export type TradingPhaseOptions = {
  /** Pre- and post-market trading allowed (US only: the exchange is in allowPrePostMarketExchangeIds). */
  readonly prePostMarket?: boolean;
};

/** The phase an exchange is in at an instant. */
export function tradingPhaseAt(
  exchange: StockExchangeCode,
  moment: Date,
  { prePostMarket = false }: TradingPhaseOptions = {},
): TradingPhase {
  const clock = localClockOf(moment, stockExchanges[exchange].timeZone);
  if (!isTradingDay(clock.weekday)) return 'closed';
  const session = tradingSessionsOf(exchange).find(
    (candidate) => clock.minuteOfDay >= candidate.start && clock.minuteOfDay < candidate.end,
  );
  if (session === undefined) return 'closed';
  if ((session.phase === 'preMarket' || session.phase === 'postMarket') && !prePostMarket) return 'closed';
  return session.phase;
}

/** Whether trades happen in a phase (continuous trading, and the extended US hours). */
export function isTradingPhase(phase: TradingPhase): boolean {
  return phase === 'continuous' || phase === 'preMarket' || phase === 'postMarket';
}

/** The exchange's trading day an instant falls on (its local calendar day). */
export function exchangeDayOf(exchange: StockExchangeCode, moment: Date): string {
  return localClockOf(moment, stockExchanges[exchange].timeZone).day;
}

/**
 * When an exchange next takes orders after an instant: the start of its next session that is not a lunch break (on a
 * weekday; no holiday calendar yet), pre-market only with `prePostMarket`. The pre-opening session (HKEX 09:00, SSE
 * and SZSE 09:15) is the opening: the exchange takes orders from then.
 */
export function nextOpeningAt(
  exchange: StockExchangeCode,
  moment: Date,
  { prePostMarket = false }: TradingPhaseOptions = {},
): Date {
  const { timeZone } = stockExchanges[exchange];
  const sessions = tradingSessionsOf(exchange).filter(
    (session) =>
      session.phase !== 'lunchBreak' &&
      (prePostMarket || (session.phase !== 'preMarket' && session.phase !== 'postMarket')),
  );
  let day = localClockOf(moment, timeZone).day;
  // A week holds five trading days: the next opening is at most a weekend away.
  for (let days = 0; days < 8; days += 1) {
    const noon = zonedInstant(day, 12 * 60, timeZone);
    if (isTradingDay(localClockOf(noon, timeZone).weekday)) {
      for (const session of sessions) {
        const start = zonedInstant(day, session.start, timeZone);
        if (start.getTime() > moment.getTime()) return start;
      }
    }
    day = localClockOf(new Date(noon.getTime() + 24 * 3_600_000), timeZone).day;
  }
  throw new Error(`${exchange} has no session in the week after ${moment.toISOString()}`);
}
