import { Decimal } from 'decimal.js';
import type { StockQuote } from '@portal/contract';
import { stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import {
  continuousSessionsOf,
  localClockOf,
  tradingPhaseAt,
  tradingSessionsOf,
  zonedInstant,
} from '@portal/contract/domain/stock/trading-sessions';
import {
  decimalsOfIndex,
  formatUnits,
  lastIndexOf,
  nearestIndex,
  priceOfIndex,
  unitsOfIndex,
  unitsPerCurrency,
} from './price-grid';
import { gaussianOf, generatorOf, hashString, mix } from '../../platform/runtime/seeded-random';
import type { PriceTick } from '../../adapters/market-data/market-data-feed';

/*
 * The market data simulator (issue 15): every price is a pure function of (instrument, time), so every server
 * process computes the same quote for the same instant (ADR 026 scale-out) and the orders' matching can replay the
 * trades between two instants after the clock moved.
 *
 * - Daily closes: the log of the price wanders around the instrument's reference price (a mean-reverting walk, one
 *   step per weekday from 2019-01-07, each step a hash of (instrument, day): no state but a per-process cache).
 * - A day's open is the previous close moved by a small gap.
 * - A day's trades: one every 2 to 5 seconds of its continuous sessions (none in the lunch break, auctions, nights,
 *   weekends), each a step of whole ticks on the spread table's grid (price-grid.ts), bridged so the last trade is
 *   the day's close; each trade's volume is whole board lots. A day's daily bar is read off this path (open, high,
 *   low, close, volume), so the two always agree.
 * - The closing auction prints the close; the opening auction the open.
 * - US extended hours (NASDAQ, NYSE; ADR 029): pre-market (04:00-09:30 New York) prints a sparse trade every 15 to
 *   60 seconds, small lots, walking from the previous close to the day's open (the overnight gap happens there);
 *   post-market (16:00-20:00) prints as sparsely, wandering around the close. Each session is its own hash of
 *   (instrument, day, session) and a path of its own (extendedPathOf): the regular session's path, the daily bars
 *   and the charts (the official bars) are exactly what they were without it. The quote in those phases shows the
 *   extended last, its change against the previous close and a book around it; ticks marked `extended`.
 * - Suspended and deleted instruments stopped trading at the close of `haltDay` and stay there.
 *
 * Floats appear only inside the model (the log-price walk, the mean-reversion); every price leaves it as a grid index,
 * written exactly, and volumes and turnovers are integers.
 */

export type SimulatedInstrument = {
  readonly stockId: string;
  readonly exchange: StockExchangeCode;
  readonly boardLot: number;
  readonly status: 'active' | 'suspended' | 'deleted';
  readonly referencePrice: string;
};

/** The day the demo's suspended and deleted instruments last traded. */
export const haltDay = '2025-03-31';
const epochDay = '2019-01-07'; // a Monday
const dayMs = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// Trading days: weekdays (no holiday calendar yet), numbered from the epoch.

function dayNumberOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / dayMs;
}

function dayOfNumber(number: number): string {
  return new Date(number * dayMs).toISOString().slice(0, 10);
}

/** Whether a day is a trading day (Monday to Friday). */
export function isTradingDay(day: string): boolean {
  const weekday = new Date(dayNumberOf(day) * dayMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The trading-day number of a weekday (0 for the epoch); of a weekend day, that of the Friday before. */
function tradingIndexOf(day: string): number {
  const days = dayNumberOf(day) - dayNumberOf(epochDay);
  const weeks = Math.floor(days / 7);
  return weeks * 5 + Math.min(days - weeks * 7, 4);
}

function dayOfTradingIndex(index: number): string {
  const weeks = Math.floor(index / 5);
  return dayOfNumber(dayNumberOf(epochDay) + weeks * 7 + (index - weeks * 5));
}

/** The trading day on or before `day`. */
export function tradingDayOnOrBefore(day: string): string {
  return dayOfTradingIndex(tradingIndexOf(day));
}

/** The trading days from `from` to `to`, both included, oldest first. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let index = tradingIndexOf(isTradingDay(from) ? from : nextDay(from)); ; index += 1) {
    const day = dayOfTradingIndex(index);
    if (day > to) break;
    if (day >= from) days.push(day);
  }
  return days;
}

function nextDay(day: string): string {
  return dayOfNumber(dayNumberOf(day) + 1);
}

// ---------------------------------------------------------------------------------------------------------------
// The daily model.

type Profile = {
  readonly seed: number;
  readonly reference: number;
  readonly dailySigma: number;
  /** A typical day's turnover in the currency. */
  readonly turnover: number;
  readonly logOffsets: number[];
};

const profiles = new Map<string, Profile>();

function profileOf(instrument: SimulatedInstrument): Profile {
  const key = `${instrument.stockId}:${instrument.referencePrice}`;
  let profile = profiles.get(key);
  if (profile === undefined) {
    const seed = hashString(instrument.stockId);
    const market = stockExchanges[instrument.exchange].market;
    const size = 0.2 + (mix(seed, 7) % 1000) / 1250;
    profile = {
      seed,
      reference: Number(instrument.referencePrice),
      dailySigma: 0.011 + (mix(seed, 3) % 1000) / 60_000,
      turnover: (market === 'US' ? 3e9 : market === 'HKEX' ? 1.2e9 : 2e9) * size,
      logOffsets: [0],
    };
    profiles.set(key, profile);
  }
  return profile;
}

function logOffsetAt(profile: Profile, index: number): number {
  const offsets = profile.logOffsets;
  for (let next = offsets.length; next <= index; next += 1) {
    const previous = offsets[next - 1] ?? 0;
    offsets.push(0.985 * previous + profile.dailySigma * gaussianOf(mix(profile.seed, next, 1)));
  }
  return offsets[Math.max(0, index)] ?? 0;
}

function closeIndexOf(instrument: SimulatedInstrument, profile: Profile, index: number): number {
  return Math.max(1, nearestIndex(instrument.exchange, profile.reference * Math.exp(logOffsetAt(profile, index))));
}

function openIndexOf(instrument: SimulatedInstrument, profile: Profile, index: number): number {
  const previousClose = unitsOfIndex(instrument.exchange, closeIndexOf(instrument, profile, index - 1));
  const gap = 0.3 * profile.dailySigma * gaussianOf(mix(profile.seed, index, 2));
  return Math.max(1, nearestIndex(instrument.exchange, (previousClose / unitsPerCurrency) * Math.exp(gap)));
}

// ---------------------------------------------------------------------------------------------------------------
// A day's trades.

/** The trades of one day: times (ms of continuous trading after the open), grid indices and running totals. */
export type DayPath = {
  readonly day: string;
  readonly count: number;
  readonly offsets: Int32Array;
  readonly prices: Int32Array;
  /** Shares traded up to and including each trade. */
  readonly volumes: Float64Array;
  /** Units (1/10,000 of the currency) traded up to and including each trade. */
  readonly turnovers: Float64Array;
  readonly highs: Int32Array;
  readonly lows: Int32Array;
  /** 1 when the trade was at the ask (the price went up or stayed after an up move). */
  readonly upticks: Uint8Array;
  readonly previousCloseIndex: number;
};

function continuousMsOf(exchange: StockExchangeCode): number {
  return continuousSessionsOf(exchange).reduce((sum, session) => sum + (session.end - session.start) * 60_000, 0);
}

const pathCache = new Map<string, DayPath>();
const pathCacheSize = 400;

/** The trades of a trading day (deterministic; cached per process, least recently used dropped). */
export function dayPathOf(instrument: SimulatedInstrument, day: string): DayPath {
  const key = `${instrument.stockId}:${instrument.referencePrice}:${day}`;
  const cached = pathCache.get(key);
  if (cached !== undefined) {
    pathCache.delete(key);
    pathCache.set(key, cached);
    return cached;
  }
  const path = generateDay(instrument, day);
  pathCache.set(key, path);
  if (pathCache.size > pathCacheSize) {
    const oldest = pathCache.keys().next().value;
    if (oldest !== undefined) pathCache.delete(oldest);
  }
  return path;
}

function generateDay(instrument: SimulatedInstrument, day: string): DayPath {
  const { exchange, boardLot } = instrument;
  const profile = profileOf(instrument);
  const index = tradingIndexOf(day);
  const open = openIndexOf(instrument, profile, index);
  const close = closeIndexOf(instrument, profile, index);
  const length = continuousMsOf(exchange);
  const next = generatorOf(mix(profile.seed, index, 4));

  // Trade times: the first at the open, then every 2 to 5 seconds.
  const times = new Int32Array(Math.ceil(length / 2000) + 1);
  let count = 1;
  for (let time = 2000 + Math.floor(next() * 3001); time < length; time += 2000 + Math.floor(next() * 3001)) {
    times[count] = time;
    count += 1;
  }

  // A walk of whole ticks: about the day's volatility over the day, in ticks of the opening price.
  const openUnits = unitsOfIndex(exchange, open);
  const tickUnits = Math.max(1, unitsOfIndex(exchange, open + 1) - openUnits);
  const sigmaTicks = (0.8 * profile.dailySigma * openUnits) / tickUnits;
  const stepTicks = Math.max(1, Math.round(sigmaTicks / Math.sqrt(count * 0.4)));
  const moveChance = Math.min(0.8, (sigmaTicks * sigmaTicks) / (count * stepTicks * stepTicks));
  const walk = new Int32Array(count);
  for (let step = 1; step < count; step += 1) {
    const draw = next();
    const move = draw < moveChance / 2 ? -stepTicks : draw < moveChance ? stepTicks : 0;
    walk[step] = (walk[step - 1] ?? 0) + move;
  }
  const drift = close - open - (walk[count - 1] ?? 0);
  const lastIndex = lastIndexOf(exchange);

  const offsets = times.slice(0, count);
  const prices = new Int32Array(count);
  const volumes = new Float64Array(count);
  const turnovers = new Float64Array(count);
  const highs = new Int32Array(count);
  const lows = new Int32Array(count);
  const upticks = new Uint8Array(count);
  const sharesPerTrade = profile.turnover / (openUnits / unitsPerCurrency) / count;
  const lotsPerTrade = Math.max(1, sharesPerTrade / boardLot);
  let volume = 0;
  let turnover = 0;
  let unitsPrice = -1;
  let units = 0;
  for (let step = 0; step < count; step += 1) {
    const bridged =
      step === count - 1 ? close : open + (walk[step] ?? 0) + Math.round((drift * step) / Math.max(1, count - 1));
    const price = Math.min(lastIndex, Math.max(0, bridged));
    const position = step / count;
    const shape = 0.6 + 1.6 * (1 - 4 * position * (1 - position));
    const lots = 1 + Math.floor(next() * next() * 2 * lotsPerTrade * shape);
    const shares = lots * boardLot;
    if (price !== unitsPrice) {
      unitsPrice = price;
      units = unitsOfIndex(exchange, price);
    }
    volume += shares;
    turnover += shares * units;
    prices[step] = price;
    volumes[step] = volume;
    turnovers[step] = turnover;
    highs[step] = step === 0 ? price : Math.max(highs[step - 1] ?? price, price);
    lows[step] = step === 0 ? price : Math.min(lows[step - 1] ?? price, price);
    const previous = step === 0 ? price : (prices[step - 1] ?? price);
    upticks[step] = price > previous ? 1 : price < previous ? 0 : step === 0 ? 1 : (upticks[step - 1] ?? 1);
  }
  return {
    day,
    count,
    offsets,
    prices,
    volumes,
    turnovers,
    highs,
    lows,
    upticks,
    previousCloseIndex: closeIndexOf(instrument, profile, index - 1),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// US extended hours: pre-market and post-market prints (ADR 029), a path per session beside the regular one.

export type ExtendedSession = 'preMarket' | 'postMarket';

/** The prints of one extended session of a day: times (ms after the session's start), grid indices, volumes. */
export type ExtendedPath = {
  readonly day: string;
  readonly session: ExtendedSession;
  /** The session's start and end instants (ms since the epoch). */
  readonly start: number;
  readonly end: number;
  readonly count: number;
  readonly offsets: Int32Array;
  readonly prices: Int32Array;
  /** Shares traded in the session up to and including each print. */
  readonly volumes: Float64Array;
  readonly upticks: Uint8Array;
};

/** The share of a day's turnover the extended sessions print (each session). */
const extendedTurnoverShare = 0.02;

/** Whether an instrument prints in extended hours on a day: US, and trading then (a halted one before its halt). */
function hasExtendedHours(instrument: SimulatedInstrument, day: string): boolean {
  if (stockExchanges[instrument.exchange].market !== 'US' || !isTradingDay(day)) return false;
  return instrument.status === 'active' || day < haltDay;
}

const extendedCache = new Map<string, ExtendedPath>();

/** The prints of a US trading day's pre-market or post-market session (deterministic; cached per process). */
export function extendedPathOf(instrument: SimulatedInstrument, day: string, session: ExtendedSession): ExtendedPath {
  const key = `${instrument.stockId}:${instrument.referencePrice}:${day}:${session}`;
  const cached = extendedCache.get(key);
  if (cached !== undefined) return cached;
  const path = generateExtended(instrument, day, session);
  if (extendedCache.size >= pathCacheSize) extendedCache.clear();
  extendedCache.set(key, path);
  return path;
}

function generateExtended(instrument: SimulatedInstrument, day: string, session: ExtendedSession): ExtendedPath {
  const { exchange, boardLot } = instrument;
  const profile = profileOf(instrument);
  const index = tradingIndexOf(day);
  const window = tradingSessionsOf(exchange).find((candidate) => candidate.phase === session);
  if (window === undefined) throw new Error(`${exchange} has no ${session} session.`);
  const timeZone = stockExchanges[exchange].timeZone;
  const start = zonedInstant(day, window.start, timeZone).getTime();
  const end = zonedInstant(day, window.end, timeZone).getTime();
  const length = end - start;
  // Its own generator: the regular session's draws (salt 4) are not touched.
  const next = generatorOf(mix(profile.seed, index, session === 'preMarket' ? 5 : 6));
  const times: number[] = [];
  for (let time = 15_000 + Math.floor(next() * 45_001); time < length; time += 15_000 + Math.floor(next() * 45_001)) {
    times.push(time);
  }
  const count = times.length;
  const from =
    session === 'preMarket' ? closeIndexOf(instrument, profile, index - 1) : closeIndexOf(instrument, profile, index);
  const to = session === 'preMarket' ? openIndexOf(instrument, profile, index) : from;
  const fromUnits = unitsOfIndex(exchange, from);
  const tickUnits = Math.max(1, unitsOfIndex(exchange, from + 1) - fromUnits);
  // A tenth of the day's volatility, in ticks, for the wander of the thin market.
  const amplitude = Math.max(1, Math.round((0.1 * profile.dailySigma * fromUnits) / tickUnits));
  const stepTicks = Math.max(1, Math.round(amplitude / 4));
  const walk = new Int32Array(count);
  for (let step = 1; step < count; step += 1) {
    const previous = walk[step - 1] ?? 0;
    const draw = next();
    let move = draw < 0.2 ? -stepTicks : draw < 0.4 ? stepTicks : 0;
    // Mean-reverting: beyond the amplitude a move goes back.
    if (Math.abs(previous + move) > amplitude) move = previous > 0 ? -stepTicks : stepTicks;
    walk[step] = previous + move;
  }
  // Pre-market is bridged to the open (its last print is the open); post-market wanders around the close.
  const drift = session === 'preMarket' ? to - from - (walk[count - 1] ?? 0) : 0;
  const lastIndex = lastIndexOf(exchange);
  const sharesPerPrint =
    (extendedTurnoverShare * profile.turnover) / (fromUnits / unitsPerCurrency) / Math.max(1, count);
  const lotsPerPrint = Math.max(1, sharesPerPrint / boardLot);
  const offsets = Int32Array.from(times);
  const prices = new Int32Array(count);
  const volumes = new Float64Array(count);
  const upticks = new Uint8Array(count);
  let volume = 0;
  for (let step = 0; step < count; step += 1) {
    const bridged =
      session === 'preMarket' && step === count - 1
        ? to
        : from + (walk[step] ?? 0) + Math.round((drift * (step + 1)) / Math.max(1, count));
    const price = Math.min(lastIndex, Math.max(0, bridged));
    volume += (1 + Math.floor(next() * next() * 2 * lotsPerPrint)) * boardLot;
    prices[step] = price;
    volumes[step] = volume;
    const previous = step === 0 ? from : (prices[step - 1] ?? price);
    upticks[step] = price > previous ? 1 : price < previous ? 0 : step === 0 ? 1 : (upticks[step - 1] ?? 1);
  }
  return { day, session, start, end, count, offsets, prices, volumes, upticks };
}

/** The last print of an extended session at or before an instant; -1 when none. */
function extendedStepAt(path: ExtendedPath, at: number): number {
  const into = Math.min(at, path.end) - path.start;
  if (into < 0 || path.count === 0 || (path.offsets[0] ?? 0) > into) return -1;
  let low = 0;
  let high = path.count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((path.offsets[middle] ?? 0) <= into) low = middle;
    else high = middle - 1;
  }
  return low;
}

// ---------------------------------------------------------------------------------------------------------------
// Instants and the continuous-trading clock.

const sessionStartsCache = new Map<string, { start: Date; offset: number; length: number }[]>();

/** Each continuous session of a day: its start instant, its offset in continuous trading ms, its length in ms. */
function sessionStartsOf(exchange: StockExchangeCode, day: string) {
  const key = `${exchange}:${day}`;
  let starts = sessionStartsCache.get(key);
  if (starts === undefined) {
    let offset = 0;
    starts = continuousSessionsOf(exchange).map((session) => {
      const length = (session.end - session.start) * 60_000;
      const entry = { start: zonedInstant(day, session.start, stockExchanges[exchange].timeZone), offset, length };
      offset += length;
      return entry;
    });
    if (sessionStartsCache.size > 5000) sessionStartsCache.clear();
    sessionStartsCache.set(key, starts);
  }
  return starts;
}

/** The instant of a continuous-trading offset of a day. */
function instantOfOffset(exchange: StockExchangeCode, day: string, offset: number): Date {
  const sessions = sessionStartsOf(exchange, day);
  const session = [...sessions].reverse().find((candidate) => offset >= candidate.offset) ?? sessions[0];
  if (session === undefined) throw new Error(`${exchange} has no continuous session.`);
  return new Date(session.start.getTime() + offset - session.offset);
}

/** How far into a day's continuous trading an instant is: -1 before the open, the full length after the close. */
function offsetOfInstant(exchange: StockExchangeCode, day: string, at: Date): number {
  const sessions = sessionStartsOf(exchange, day);
  let elapsed = -1;
  for (const session of sessions) {
    const into = at.getTime() - session.start.getTime();
    if (into < 0) break;
    elapsed = session.offset + Math.min(into, session.length);
  }
  return elapsed;
}

/** The last trade at or before a continuous offset; -1 when none. */
function stepAt(path: DayPath, offset: number): number {
  let low = 0;
  let high = path.count - 1;
  if (offset < 0 || (path.offsets[0] ?? 0) > offset) return -1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((path.offsets[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

// ---------------------------------------------------------------------------------------------------------------
// What the feed answers.

/** A trade; `extended` marks a US pre-market or post-market print (only orders that allow those hours take it). */
export type SimulatedDailyBar = {
  readonly day: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
};

function haltedAt(instrument: SimulatedInstrument, at: Date): Date {
  if (instrument.status === 'active') return at;
  const halt = zonedInstant(haltDay, 23 * 60, stockExchanges[instrument.exchange].timeZone);
  return at.getTime() < halt.getTime() ? at : halt;
}

function depthOf(instrument: SimulatedInstrument, path: DayPath, step: number, bidIndex: number, askIndex: number) {
  const { exchange, boardLot } = instrument;
  const seed = mix(hashString(instrument.stockId), dayNumberOf(path.day), step);
  const side = (start: number, direction: 1 | -1, salt: number) =>
    Array.from({ length: 10 }, (_, level) => start + direction * level)
      .filter((index) => index >= 0 && index <= lastIndexOf(exchange))
      .map((index, level) => {
        const draw = mix(seed, salt, level);
        return {
          price: priceOfIndex(exchange, index),
          quantity: String((1 + (draw % (4 + level * 3))) * boardLot * (1 + (draw % 5))),
          orders: 1 + (draw % 9),
        };
      });
  return { bids: side(bidIndex, -1, 1), asks: side(askIndex, 1, 2) };
}

function changeOf(exchange: StockExchangeCode, lastIndex: number, previousIndex: number) {
  const lastUnits = unitsOfIndex(exchange, lastIndex);
  const previousUnits = unitsOfIndex(exchange, previousIndex);
  const decimals = Math.max(decimalsOfIndex(exchange, lastIndex), decimalsOfIndex(exchange, previousIndex));
  const change = formatUnits(lastUnits - previousUnits, decimals);
  const percent = new Decimal(lastUnits - previousUnits)
    .times(100)
    .div(previousUnits)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
  return { change, changePercent: percent === '-0.00' ? '0.00' : percent };
}

/** Where an instrument's price stands at an instant: the day's path and step, the last trade's grid index, the phase. */
function priceStateAt(instrument: SimulatedInstrument, requested: Date) {
  const { exchange } = instrument;
  const at = haltedAt(instrument, requested);
  const timeZone = stockExchanges[exchange].timeZone;
  const localDay = localClockOf(at, timeZone).day;
  const day = tradingDayOnOrBefore(localDay);
  const path = dayPathOf(instrument, day);
  const offset = day === localDay ? offsetOfInstant(exchange, day, at) : Number.MAX_SAFE_INTEGER;
  const step = stepAt(path, offset);
  const previousIndex = path.previousCloseIndex;
  const active = instrument.status === 'active';
  // The market's phase (pre/post market included: the account's permission matters to orders, not to the quote).
  const phase = tradingPhaseAt(exchange, requested, { prePostMarket: true });
  const extended =
    active && day === localDay && (phase === 'preMarket' || phase === 'postMarket') && hasExtendedHours(instrument, day)
      ? extendedPathOf(instrument, day, phase)
      : undefined;
  const extendedStep = extended === undefined ? -1 : extendedStepAt(extended, at.getTime());
  let lastIndex = step < 0 ? previousIndex : (path.prices[step] ?? previousIndex);
  let uptick = step < 0 ? true : path.upticks[step] === 1;
  // The book's seed: the regular trade's step, or past the day's steps for an extended print.
  let bookStep = step;
  if (extended !== undefined && extendedStep >= 0) {
    lastIndex = extended.prices[extendedStep] ?? lastIndex;
    uptick = extended.upticks[extendedStep] === 1;
    bookStep = path.count + 1 + extendedStep + (extended.session === 'postMarket' ? 100_000 : 0);
  }
  return { day, path, step, previousIndex, active, phase, lastIndex, uptick, bookStep };
}

/**
 * The last price and the previous close of an instrument at an instant: the quote's `last` and `previousClose`,
 * without its book, range and volume (what valuing a position needs).
 */
export function simulatedLastPriceAt(
  instrument: SimulatedInstrument,
  requested: Date,
): { readonly last: string; readonly previousClose: string; readonly at: string } {
  const { lastIndex, previousIndex } = priceStateAt(instrument, requested);
  return {
    last: priceOfIndex(instrument.exchange, lastIndex),
    previousClose: priceOfIndex(instrument.exchange, previousIndex),
    at: requested.toISOString(),
  };
}

/** The quote of an instrument at an instant. */
export function simulatedQuoteAt(instrument: SimulatedInstrument, requested: Date): StockQuote {
  const { exchange } = instrument;
  const { day, path, step, previousIndex, active, phase, lastIndex, uptick, bookStep } = priceStateAt(
    instrument,
    requested,
  );
  const bidIndex = uptick ? Math.max(0, lastIndex - 1) : lastIndex;
  const askIndex = uptick ? lastIndex : Math.min(lastIndexOf(exchange), lastIndex + 1);
  const depth = active ? depthOf(instrument, path, bookStep, bidIndex, askIndex) : { bids: [], asks: [] };
  const price = (index: number | undefined) => (index === undefined ? null : priceOfIndex(exchange, index));
  const turnoverUnits = step < 0 ? 0 : (path.turnovers[step] ?? 0);
  return {
    stockId: instrument.stockId,
    at: requested.toISOString(),
    day,
    phase,
    status: instrument.status,
    last: priceOfIndex(exchange, lastIndex),
    bid: active ? priceOfIndex(exchange, bidIndex) : null,
    ask: active ? priceOfIndex(exchange, askIndex) : null,
    open: step < 0 ? null : price(path.prices[0]),
    high: step < 0 ? null : price(path.highs[step]),
    low: step < 0 ? null : price(path.lows[step]),
    previousClose: priceOfIndex(exchange, previousIndex),
    ...changeOf(exchange, lastIndex, previousIndex),
    volume: String(step < 0 ? 0 : (path.volumes[step] ?? 0)),
    turnover: formatUnits(Math.round(turnoverUnits / 100) * 100, 2),
    ...depth,
  };
}

export type TicksOptions = {
  /** Include the US pre-market and post-market prints, marked `extended` (default: the regular sessions only). */
  readonly extendedHours?: boolean;
};

/** The extended prints of one session strictly after `from` up to and including `end`. */
function extendedTicks(instrument: SimulatedInstrument, day: string, session: ExtendedSession, from: Date, end: Date) {
  const path = extendedPathOf(instrument, day, session);
  const ticks: PriceTick[] = [];
  if (end.getTime() < path.start || from.getTime() >= path.end) return ticks;
  const last = extendedStepAt(path, end.getTime());
  for (let step = extendedStepAt(path, from.getTime()) + 1; step <= last; step += 1) {
    const at = new Date(path.start + (path.offsets[step] ?? 0));
    if (at.getTime() <= from.getTime() || at.getTime() > end.getTime()) continue;
    ticks.push({
      at,
      price: priceOfIndex(instrument.exchange, path.prices[step] ?? 0),
      volume: String((path.volumes[step] ?? 0) - (step === 0 ? 0 : (path.volumes[step - 1] ?? 0))),
      extended: true,
    });
  }
  return ticks;
}

/**
 * The trades strictly after `from` up to and including `to` (at most `maximumDays` trading days are replayed), oldest
 * first; with `extendedHours`, a US day's pre-market prints before its regular trades and its post-market after.
 */
export function simulatedTicksBetween(
  instrument: SimulatedInstrument,
  from: Date,
  to: Date,
  maximumDays = 30,
  { extendedHours = false }: TicksOptions = {},
): PriceTick[] {
  const { exchange } = instrument;
  const end = haltedAt(instrument, to);
  if (end.getTime() <= from.getTime()) return [];
  const timeZone = stockExchanges[exchange].timeZone;
  const days = tradingDaysBetween(localClockOf(from, timeZone).day, localClockOf(end, timeZone).day).slice(
    -maximumDays,
  );
  const ticks: PriceTick[] = [];
  for (const day of days) {
    const extended = extendedHours && hasExtendedHours(instrument, day);
    if (extended) ticks.push(...extendedTicks(instrument, day, 'preMarket', from, end));
    const path = dayPathOf(instrument, day);
    const first = stepAt(path, offsetOfInstant(exchange, day, from)) + 1;
    const last = stepAt(path, offsetOfInstant(exchange, day, end));
    for (let step = first; step <= last; step += 1) {
      const at = instantOfOffset(exchange, day, path.offsets[step] ?? 0);
      if (at.getTime() <= from.getTime() || at.getTime() > end.getTime()) continue;
      ticks.push({
        at,
        price: priceOfIndex(exchange, path.prices[step] ?? 0),
        volume: String((path.volumes[step] ?? 0) - (step === 0 ? 0 : (path.volumes[step - 1] ?? 0))),
      });
    }
    if (extended) ticks.push(...extendedTicks(instrument, day, 'postMarket', from, end));
  }
  return ticks;
}

/** A day's bar read off its trades, up to `until` (a day still trading has a partial bar; one not begun none). */
export function simulatedDailyBar(
  instrument: SimulatedInstrument,
  day: string,
  until: Date,
): SimulatedDailyBar | undefined {
  if (!isTradingDay(day)) return undefined;
  const { exchange } = instrument;
  const end = haltedAt(instrument, until);
  const localDay = localClockOf(end, stockExchanges[exchange].timeZone).day;
  if (day > localDay) return undefined;
  const path = dayPathOf(instrument, day);
  const step = day === localDay ? stepAt(path, offsetOfInstant(exchange, day, end)) : path.count - 1;
  if (step < 0) return undefined;
  return {
    day,
    open: priceOfIndex(exchange, path.prices[0] ?? 0),
    high: priceOfIndex(exchange, path.highs[step] ?? 0),
    low: priceOfIndex(exchange, path.lows[step] ?? 0),
    close: priceOfIndex(exchange, path.prices[step] ?? 0),
    volume: String(path.volumes[step] ?? 0),
  };
}

const barCache = new Map<string, SimulatedDailyBar>();

/** The daily bars of the trading days from `fromDay` to `toDay` that have traded by `until`, oldest first. */
export function simulatedDailyBars(
  instrument: SimulatedInstrument,
  fromDay: string,
  toDay: string,
  until: Date,
): SimulatedDailyBar[] {
  const bars: SimulatedDailyBar[] = [];
  const todayOf = localClockOf(haltedAt(instrument, until), stockExchanges[instrument.exchange].timeZone).day;
  for (const day of tradingDaysBetween(fromDay, toDay)) {
    if (day > todayOf) break;
    const key = `${instrument.stockId}:${instrument.referencePrice}:${day}`;
    const finished = day < todayOf;
    const cached = finished ? barCache.get(key) : undefined;
    if (cached !== undefined) {
      bars.push(cached);
      continue;
    }
    const bar = finished ? summariseDay(instrument, day) : simulatedDailyBar(instrument, day, until);
    if (bar === undefined) continue;
    if (finished) barCache.set(key, bar);
    bars.push(bar);
  }
  return bars;
}

/** A finished day's bar without keeping its path (a long chart reads many days once). */
function summariseDay(instrument: SimulatedInstrument, day: string): SimulatedDailyBar {
  const key = `${instrument.stockId}:${instrument.referencePrice}:${day}`;
  const path = pathCache.get(key) ?? generateDay(instrument, day);
  const last = path.count - 1;
  const { exchange } = instrument;
  return {
    day,
    open: priceOfIndex(exchange, path.prices[0] ?? 0),
    high: priceOfIndex(exchange, path.highs[last] ?? 0),
    low: priceOfIndex(exchange, path.lows[last] ?? 0),
    close: priceOfIndex(exchange, path.prices[last] ?? 0),
    volume: String(path.volumes[last] ?? 0),
  };
}

/** The close of the trading day before `day` (of `day` itself when it is a weekend: the Friday's). */
export function simulatedPreviousClose(instrument: SimulatedInstrument, day: string): string {
  const profile = profileOf(instrument);
  const index = isTradingDay(day) ? tradingIndexOf(day) - 1 : tradingIndexOf(day);
  const halted = instrument.status === 'active' ? index : Math.min(index, tradingIndexOf(haltDay));
  return priceOfIndex(instrument.exchange, closeIndexOf(instrument, profile, halted));
}

/** The opening or closing auction's price of a trading day (the day's open or close); undefined on a weekend. */
export function simulatedAuctionPrice(
  instrument: SimulatedInstrument,
  day: string,
  auction: 'opening' | 'closing',
): string | undefined {
  if (!isTradingDay(day)) return undefined;
  if (instrument.status !== 'active' && day > haltDay) return undefined;
  const profile = profileOf(instrument);
  const index = tradingIndexOf(day);
  return priceOfIndex(
    instrument.exchange,
    auction === 'opening' ? openIndexOf(instrument, profile, index) : closeIndexOf(instrument, profile, index),
  );
}

/** The intraday bars of a day: `minutes`-minute OHLCV bars of its trades up to `until`, each at its start instant. */
export function simulatedIntradayBars(
  instrument: SimulatedInstrument,
  day: string,
  minutes: number,
  until: Date,
): (SimulatedDailyBar & { time: Date })[] {
  if (!isTradingDay(day)) return [];
  const { exchange } = instrument;
  const end = haltedAt(instrument, until);
  const path = dayPathOf(instrument, day);
  const localDay = localClockOf(end, stockExchanges[exchange].timeZone).day;
  if (day > localDay) return [];
  const lastStep = day === localDay ? stepAt(path, offsetOfInstant(exchange, day, end)) : path.count - 1;
  const width = minutes * 60_000;
  const bars: (SimulatedDailyBar & { time: Date })[] = [];
  let step = 0;
  while (step <= lastStep) {
    const bucket = Math.floor((path.offsets[step] ?? 0) / width);
    const first = step;
    let high = path.prices[step] ?? 0;
    let low = high;
    while (step + 1 <= lastStep && Math.floor((path.offsets[step + 1] ?? 0) / width) === bucket) {
      step += 1;
      high = Math.max(high, path.prices[step] ?? 0);
      low = Math.min(low, path.prices[step] ?? 0);
    }
    const volume = (path.volumes[step] ?? 0) - (first === 0 ? 0 : (path.volumes[first - 1] ?? 0));
    bars.push({
      day,
      time: instantOfOffset(exchange, day, bucket * width),
      open: priceOfIndex(exchange, path.prices[first] ?? 0),
      high: priceOfIndex(exchange, high),
      low: priceOfIndex(exchange, low),
      close: priceOfIndex(exchange, path.prices[step] ?? 0),
      volume: String(volume),
    });
    step += 1;
  }
  return bars;
}
