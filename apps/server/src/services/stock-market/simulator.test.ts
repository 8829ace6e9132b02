import { Decimal } from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { isWholeLots } from '@portal/contract/domain/stock/board-lot';
import { isOnSpread } from '@portal/contract/domain/stock/spread-table';
import { stockCatalogue } from './stock-catalogue-data';
import {
  simulatedAuctionPrice,
  simulatedDailyBar,
  simulatedDailyBars,
  simulatedIntradayBars,
  simulatedPreviousClose,
  simulatedQuoteAt,
  simulatedTicksBetween,
  type SimulatedInstrument,
} from './simulator';

const instruments: SimulatedInstrument[] = stockCatalogue.map((entry) => ({
  stockId: `${entry.exchange}-${entry.code}`,
  exchange: entry.exchange,
  boardLot: entry.lot,
  status: entry.status ?? 'active',
  referencePrice: entry.price,
}));
const byId = (stockId: string) => {
  const found = instruments.find((instrument) => instrument.stockId === stockId);
  if (found === undefined) throw new Error(stockId);
  return found;
};
const tencent = byId('HKEX-00700');
const apple = byId('NASDAQ-AAPL');
const moutai = byId('SSE-600519');

// Wednesday 2026-11-25 in Hong Kong (UTC+8).
const hk = (time: string, day = '2026-11-25') => new Date(`${day}T${time}+08:00`);

describe('the market data simulator', () => {
  it('quotes every instrument on its spread table, the same each time it is asked', () => {
    for (const instrument of instruments) {
      const at = instrument.exchange === 'HKEX' ? hk('10:41:17') : new Date('2026-11-25T15:41:17Z');
      const quote = simulatedQuoteAt(instrument, at);
      expect(simulatedQuoteAt(instrument, at)).toEqual(quote);
      for (const price of [quote.last, quote.previousClose, quote.bid, quote.ask, quote.high, quote.low]) {
        if (price !== null) expect(isOnSpread(instrument.exchange, price), `${instrument.stockId} ${price}`).toBe(true);
      }
      for (const level of [...quote.bids, ...quote.asks]) {
        expect(isOnSpread(instrument.exchange, level.price)).toBe(true);
        expect(isWholeLots(level.quantity, instrument.boardLot)).toBe(true);
      }
      expect(isWholeLots(quote.volume, instrument.boardLot) || quote.volume === '0').toBe(true);
      expect(new Decimal(quote.change).eq(new Decimal(quote.last).minus(quote.previousClose))).toBe(true);
    }
  });

  it('moves during continuous trading and stands still in the lunch break, at night and on weekends', () => {
    const morning = [hk('10:00:00'), hk('10:00:30'), hk('10:05:00'), hk('11:00:00')].map(
      (at) => simulatedQuoteAt(tencent, at).volume,
    );
    expect(new Set(morning).size).toBe(4);
    expect(simulatedQuoteAt(tencent, hk('12:00:30'))).toMatchObject({
      last: simulatedQuoteAt(tencent, hk('12:59:30')).last,
      volume: simulatedQuoteAt(tencent, hk('12:59:30')).volume,
      phase: 'lunchBreak',
    });
    const evening = simulatedQuoteAt(tencent, hk('20:00:00'));
    expect(evening.phase).toBe('closed');
    expect(simulatedQuoteAt(tencent, hk('23:59:00')).volume).toBe(evening.volume);
    const saturday = simulatedQuoteAt(tencent, hk('11:00:00', '2026-11-28'));
    const friday = simulatedQuoteAt(tencent, hk('18:00:00', '2026-11-27'));
    expect(saturday).toMatchObject({ day: '2026-11-27', last: friday.last, volume: friday.volume, phase: 'closed' });
  });

  it('opens at the previous close before the first trade of the day', () => {
    const early = simulatedQuoteAt(tencent, hk('09:10:00'));
    expect(early).toMatchObject({ phase: 'preOpening', open: null, volume: '0', change: '0.0' });
    expect(early.last).toBe(early.previousClose);
    expect(early.previousClose).toBe(simulatedPreviousClose(tencent, '2026-11-25'));
    expect(simulatedQuoteAt(tencent, hk('09:30:00')).open).toBe(
      simulatedAuctionPrice(tencent, '2026-11-25', 'opening'),
    );
  });

  it("agrees a past day's bar with its trades, and the next day's previous close with its close", () => {
    for (const instrument of [tencent, apple, moutai]) {
      const day = '2026-11-24';
      const bar = simulatedDailyBar(instrument, day, new Date('2026-11-26T00:00:00Z'));
      const ticks = simulatedTicksBetween(
        instrument,
        new Date('2026-11-23T20:00:00Z'),
        new Date('2026-11-25T00:00:00Z'),
      ).filter((tick) => tick.at.getTime() < new Date('2026-11-25T00:00:00Z').getTime());
      const dayTicks =
        instrument === apple
          ? simulatedTicksBetween(apple, new Date('2026-11-24T14:00:00Z'), new Date('2026-11-24T22:00:00Z'))
          : ticks;
      const extreme = (better: (a: Decimal, b: Decimal) => boolean) =>
        dayTicks.reduce(
          (best, tick) => (better(new Decimal(tick.price), new Decimal(best)) ? tick.price : best),
          dayTicks[0]?.price ?? '0',
        );
      expect(bar).toEqual({
        day,
        open: dayTicks[0]?.price,
        close: dayTicks.at(-1)?.price,
        high: extreme((a, b) => a.gt(b)),
        low: extreme((a, b) => a.lt(b)),
        volume: String(dayTicks.reduce((sum, tick) => sum + Number(tick.volume), 0)),
      });
      expect(simulatedPreviousClose(instrument, '2026-11-25')).toBe(bar?.close);
      expect(simulatedAuctionPrice(instrument, day, 'closing')).toBe(bar?.close);
      for (const tick of dayTicks) expect(isWholeLots(tick.volume, instrument.boardLot)).toBe(true);
      const gaps = dayTicks.slice(1).map((tick, index) => tick.at.getTime() - (dayTicks[index]?.at.getTime() ?? 0));
      // A trade every 2 to 5 s within a session (the lunch break is the one longer gap in Hong Kong and China).
      expect(gaps.filter((gap) => gap < 2000)).toEqual([]);
      expect(gaps.filter((gap) => gap > 5000).length).toBeLessThanOrEqual(1);
    }
  });

  it('gives five years of daily bars, each on the spread with a high and low around its open and close', () => {
    const bars = simulatedDailyBars(tencent, '2021-11-25', '2026-11-25', hk('18:00:00'));
    expect(bars.length).toBeGreaterThan(1290);
    expect(bars.at(-1)?.day).toBe('2026-11-25');
    for (const bar of bars) {
      expect(isOnSpread('HKEX', bar.close)).toBe(true);
      const high = new Decimal(bar.high);
      const low = new Decimal(bar.low);
      expect(high.gte(bar.open) && high.gte(bar.close) && low.lte(bar.open) && low.lte(bar.close)).toBe(true);
    }
    // Consecutive closes stay within a plausible daily move (under 20%).
    for (const [index, bar] of bars.slice(1).entries()) {
      const before = new Decimal(bars[index]?.close ?? bar.close);
      expect(new Decimal(bar.close).div(before).minus(1).abs().lt(0.2)).toBe(true);
    }
  });

  it('keeps a suspended stock at its last close', () => {
    const suspended = byId('HKEX-02007');
    const now = simulatedQuoteAt(suspended, hk('10:30:00'));
    const later = simulatedQuoteAt(suspended, hk('15:30:00', '2026-11-26'));
    expect(now).toMatchObject({ status: 'suspended', bid: null, ask: null, bids: [], asks: [] });
    expect(later.last).toBe(now.last);
    expect(simulatedTicksBetween(suspended, hk('09:00:00'), hk('17:00:00'))).toEqual([]);
  });

  it('answers the same whatever this process computed before (a fresh process agrees: ADR 026)', async () => {
    const at = hk('11:15:42');
    const warm = simulatedQuoteAt(tencent, at);
    const warmTicks = simulatedTicksBetween(tencent, hk('11:00:00'), at);
    vi.resetModules();
    const fresh = await import('./simulator');
    // The fresh module has empty caches; it walks to the same day without the five years the tests above read.
    expect(fresh.simulatedQuoteAt(tencent, at)).toEqual(warm);
    expect(fresh.simulatedTicksBetween(tencent, hk('11:00:00'), at)).toEqual(warmTicks);
  });

  describe('US extended hours (pre-market and post-market prints)', () => {
    const brk = byId('NYSE-BRK.B');
    // Tuesday 2026-11-24 in New York (UTC-5): pre-market 09:00-14:30Z, regular 14:30-21:00Z, post-market 21:00-01:00Z.
    const ny = (time: string, day = '2026-11-24') => new Date(`${day}T${time}-05:00`);
    const dayTicks = (instrument: SimulatedInstrument, extendedHours: boolean) =>
      simulatedTicksBetween(instrument, ny('00:00:00'), ny('23:59:59'), 30, { extendedHours });

    it('leaves the regular session, the daily bars and the charts exactly as they were before extended hours', () => {
      // Recorded from the simulator before extended-hours prints existed.
      const recorded: Record<string, string[][]> = {
        'NASDAQ-AAPL': [
          ['2026-11-23', '216.84', '225.14', '216.67', '225.05', '2413245'],
          ['2026-11-24', '223.72', '233.02', '223.29', '229.78', '2377600'],
          ['2026-11-25', '231.17', '233.53', '222.85', '223.28', '2232920'],
        ],
        'NYSE-BRK.B': [
          ['2026-11-23', '623.31', '629.03', '608.00', '608.00', '1868392'],
          ['2026-11-24', '607.18', '613.02', '602.94', '604.34', '1886713'],
          ['2026-11-25', '607.06', '607.36', '582.39', '585.48', '1895474'],
        ],
        'HKEX-00700': [
          ['2026-11-23', '665.5', '674.0', '659.5', '664.5', '872200'],
          ['2026-11-24', '663.5', '683.0', '661.5', '681.0', '868200'],
          ['2026-11-25', '681.0', '685.5', '672.5', '674.5', '854500'],
        ],
      };
      for (const [stockId, bars] of Object.entries(recorded)) {
        const instrument = byId(stockId);
        const now = new Date('2026-11-28T12:00:00Z');
        const read = simulatedDailyBars(instrument, '2026-11-23', '2026-11-25', now);
        expect(read.map((bar) => [bar.day, bar.open, bar.high, bar.low, bar.close, bar.volume])).toEqual(bars);
        expect(simulatedDailyBar(instrument, '2026-11-24', now)).toEqual(read[1]);
      }
      for (const instrument of [apple, brk]) {
        const withExtended = dayTicks(instrument, true);
        const regular = dayTicks(instrument, false);
        expect(regular.every((tick) => tick.extended === undefined)).toBe(true);
        expect(withExtended.filter((tick) => tick.extended !== true)).toEqual(regular);
        // The 5-minute chart of the day is the regular session's: 78 bars from 09:30 to 16:00.
        const intraday = simulatedIntradayBars(instrument, '2026-11-24', 5, new Date('2026-11-28T00:00:00Z'));
        expect(intraday).toHaveLength(78);
        expect(intraday[0]?.time).toEqual(ny('09:30:00'));
      }
      expect(dayTicks(apple, false)).toHaveLength(6677);
    });

    it('prints sparse small trades only in the extended phases, walking from the previous close to the open', () => {
      for (const instrument of [apple, brk]) {
        const ticks = dayTicks(instrument, true);
        const extended = ticks.filter((tick) => tick.extended === true);
        const isExtended = (at: Date) => at < ny('09:30:00') || at >= ny('16:00:00');
        expect(extended.length).toBeGreaterThan(600);
        expect(extended.every((tick) => isExtended(tick.at) && tick.at >= ny('04:00:00'))).toBe(true);
        expect(extended.every((tick) => tick.at < ny('20:00:00'))).toBe(true);
        expect(ticks.filter((tick) => tick.extended !== true).every((tick) => !isExtended(tick.at))).toBe(true);
        const pre = extended.filter((tick) => tick.at < ny('09:30:00'));
        const post = extended.filter((tick) => tick.at >= ny('16:00:00'));
        const gaps = [pre, post].flatMap((session) =>
          session.slice(1).map((tick, index) => tick.at.getTime() - (session[index]?.at.getTime() ?? 0)),
        );
        expect(gaps.every((gap) => gap >= 15_000 && gap <= 60_000)).toBe(true);
        expect(pre.at(-1)?.price).toBe(simulatedAuctionPrice(instrument, '2026-11-24', 'opening'));
        const previousClose = new Decimal(simulatedPreviousClose(instrument, '2026-11-24'));
        expect(new Decimal(pre[0]?.price ?? '0').minus(previousClose).abs().div(previousClose).lt(0.01)).toBe(true);
        const close = new Decimal(simulatedAuctionPrice(instrument, '2026-11-24', 'closing') ?? '0');
        for (const tick of post) expect(new Decimal(tick.price).div(close).minus(1).abs().lt(0.03)).toBe(true);
        for (const tick of extended) {
          expect(isOnSpread(instrument.exchange, tick.price)).toBe(true);
          expect(Number(tick.volume)).toBeGreaterThan(0);
        }
        // Small lots: the extended sessions trade a few percent of the regular session's volume.
        const volumeOf = (list: typeof ticks) => list.reduce((sum, tick) => sum + Number(tick.volume), 0);
        expect(volumeOf(extended)).toBeLessThan(volumeOf(ticks) * 0.1);
      }
      // Hong Kong and China print nothing extended; a weekend nothing at all.
      for (const instrument of [tencent, moutai]) {
        const ticks = simulatedTicksBetween(instrument, hk('00:00:00'), hk('23:59:59'), 30, { extendedHours: true });
        expect(ticks).toEqual(simulatedTicksBetween(instrument, hk('00:00:00'), hk('23:59:59')));
      }
      expect(
        simulatedTicksBetween(apple, ny('00:00:00', '2026-11-28'), ny('23:59:59', '2026-11-29'), 30, {
          extendedHours: true,
        }),
      ).toEqual([]);
    });

    it('quotes the extended last, its change against the previous close and a book around it', () => {
      const previousClose = simulatedPreviousClose(apple, '2026-11-24');
      expect(simulatedQuoteAt(apple, ny('04:00:05'))).toMatchObject({ phase: 'preMarket', last: previousClose });
      const preTicks = simulatedTicksBetween(apple, ny('04:00:00'), ny('08:00:00'), 30, { extendedHours: true });
      const lastPre = preTicks.at(-1);
      const pre = simulatedQuoteAt(apple, ny('08:00:00'));
      expect(pre).toMatchObject({ phase: 'preMarket', last: lastPre?.price, previousClose, open: null, volume: '0' });
      expect(new Decimal(pre.change).eq(new Decimal(pre.last).minus(previousClose))).toBe(true);
      expect([pre.bid, pre.ask]).toContain(pre.last);
      expect(pre.bids.length).toBeGreaterThan(0);
      const postTicks = simulatedTicksBetween(apple, ny('16:00:00'), ny('18:00:00'), 30, { extendedHours: true });
      const post = simulatedQuoteAt(apple, ny('18:00:00'));
      const regularBar = simulatedDailyBar(apple, '2026-11-24', ny('18:00:00'));
      expect(post).toMatchObject({
        phase: 'postMarket',
        last: postTicks.at(-1)?.price,
        open: regularBar?.open,
        high: regularBar?.high,
        volume: regularBar?.volume,
      });
      // After 20:00 the quote is the regular close again; the same instant always answers the same.
      expect(simulatedQuoteAt(apple, ny('20:30:00'))).toMatchObject({ phase: 'closed', last: regularBar?.close });
      expect(simulatedQuoteAt(apple, ny('18:00:00'))).toEqual(post);
      // Hong Kong's quote is untouched by any of this.
      expect(simulatedQuoteAt(tencent, hk('20:00:00')).phase).toBe('closed');
    });
  });
});
