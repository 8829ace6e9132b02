import { Decimal } from 'decimal.js';
import type { StockQuote } from '@portal/contract';
import { stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import {
  continuousSessionsOf,
  localClockOf,
  tradingPhaseAt,
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
import { gaussianOf, generatorOf, hashString, mix } from '../../platform/seeded-random';

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
 * - The closing auction prints the close; the opening auction the open. US pre/post market shows the phase but makes
 *   no trades (the price stays where the regular session left it).
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

export type PriceTick = { readonly at: Date; readonly price: string; readonly volume: string };
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

/** The quote of an instrument at an instant. */
export function simulatedQuoteAt(instrument: SimulatedInstrument, requested: Date): StockQuote {
  const { exchange } = instrument;
  const at = haltedAt(instrument, requested);
  const timeZone = stockExchanges[exchange].timeZone;
  const localDay = localClockOf(at, timeZone).day;
  const day = tradingDayOnOrBefore(localDay);
  const path = dayPathOf(instrument, day);
  const offset = day === localDay ? offsetOfInstant(exchange, day, at) : Number.MAX_SAFE_INTEGER;
  const step = stepAt(path, offset);
  const previousIndex = path.previousCloseIndex;
  const lastIndex = step < 0 ? previousIndex : (path.prices[step] ?? previousIndex);
  const uptick = step < 0 ? true : path.upticks[step] === 1;
  const bidIndex = uptick ? Math.max(0, lastIndex - 1) : lastIndex;
  const askIndex = uptick ? lastIndex : Math.min(lastIndexOf(exchange), lastIndex + 1);
  const active = instrument.status === 'active';
  const depth = active ? depthOf(instrument, path, step, bidIndex, askIndex) : { bids: [], asks: [] };
  const price = (index: number | undefined) => (index === undefined ? null : priceOfIndex(exchange, index));
  const turnoverUnits = step < 0 ? 0 : (path.turnovers[step] ?? 0);
  return {
    stockId: instrument.stockId,
    at: requested.toISOString(),
    day,
    phase: tradingPhaseAt(exchange, requested),
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

/** The trades strictly after `from` up to and including `to` (at most `maximumDays` trading days are replayed). */
export function simulatedTicksBetween(
  instrument: SimulatedInstrument,
  from: Date,
  to: Date,
  maximumDays = 30,
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
