import { Decimal } from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { isWholeLots } from '@portal/contract/domain/stock/board-lot';
import { isOnSpread } from '@portal/contract/domain/stock/spread-table';
import { stockCatalogue } from './stock-catalogue-data';
import {
  simulatedAuctionPrice,
  simulatedDailyBar,
  simulatedDailyBars,
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
});
