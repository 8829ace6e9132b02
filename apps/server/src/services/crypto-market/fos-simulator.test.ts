import { describe, expect, it } from 'vitest';
import { ExactDecimal, cryptoPairs } from '@portal/contract';
import { createFosSimulator, fosTickMs } from './fos-simulator';

/*
 * The FOS simulator (ADR 042): a pure function of pair and instant (two simulators, as two server processes, agree),
 * moving 24/7 on 2-second ticks, at realistic levels, with a sane book, HKD pairs through the FX model, and limit
 * orders filled only at or better than their price, in parts the book's sizes allow.
 */

const at = new Date('2026-11-28T03:00:00.000Z'); // a Saturday: crypto trades anyway
const simulator = createFosSimulator({ usdHkdReference: '7.7850' });

describe('the FOS simulator', () => {
  it('answers the same quote, book and bars for the same instant in another process', () => {
    const other = createFosSimulator({ usdHkdReference: '7.7850' });
    for (const { pairId } of cryptoPairs) {
      expect(other.quoteAt(pairId, at)).toEqual(simulator.quoteAt(pairId, at));
      expect(other.bookAt(pairId, at)).toEqual(simulator.bookAt(pairId, at));
    }
    expect(other.bars('ETH-USD', '1W', at)).toEqual(simulator.bars('ETH-USD', '1W', at));
  });

  it('moves on a weekend, tick by tick, and keeps a quote within a tick', () => {
    const later = new Date(at.getTime() + 10 * 60_000);
    expect(simulator.quoteAt('BTC-USD', later).last).not.toBe(simulator.quoteAt('BTC-USD', at).last);
    const sameTick = new Date(Math.floor(at.getTime() / fosTickMs) * fosTickMs + fosTickMs - 1);
    expect(simulator.quoteAt('BTC-USD', sameTick)).toEqual(simulator.quoteAt('BTC-USD', at));
  });

  it('trades at realistic levels over a year, the stablecoins near one dollar', () => {
    for (let day = 0; day < 365; day += 7) {
      const when = new Date(at.getTime() + day * 86_400_000);
      const btc = Number(simulator.quoteAt('BTC-USD', when).last);
      const eth = Number(simulator.quoteAt('ETH-USD', when).last);
      const usdt = Number(simulator.quoteAt('USDT-USD', when).last);
      expect(btc).toBeGreaterThan(55_000);
      expect(btc).toBeLessThan(150_000);
      expect(eth).toBeGreaterThan(1_500);
      expect(eth).toBeLessThan(6_000);
      expect(Math.abs(usdt - 1)).toBeLessThan(0.01);
    }
  });

  it('quotes bid below the price below ask, at the pair’s decimals, with a 24-hour change from the open', () => {
    for (const pair of cryptoPairs) {
      const quote = simulator.quoteAt(pair.pairId, at);
      const decimals = (value: string) => value.split('.')[1]?.length ?? 0;
      expect(decimals(quote.bid), pair.pairId).toBe(pair.priceDecimals);
      expect(new ExactDecimal(quote.bid).lessThan(quote.last)).toBe(true);
      expect(new ExactDecimal(quote.last).lessThan(quote.ask)).toBe(true);
      expect(new ExactDecimal(quote.last).minus(quote.open24h).toFixed(pair.priceDecimals)).toBe(quote.change24h);
      expect(new ExactDecimal(quote.low24h).lessThanOrEqualTo(quote.high24h)).toBe(true);
    }
  });

  it('prices the HKD pairs as the USD ones times the FX model’s USD→HKD (about 7.8)', () => {
    const ratio = Number(simulator.quoteAt('BTC-HKD', at).last) / Number(simulator.quoteAt('BTC-USD', at).last);
    expect(ratio).toBeGreaterThan(7.7);
    expect(ratio).toBeLessThan(7.9);
  });

  it('keeps a book of 10 levels a side, best first, asks above bids', () => {
    const book = simulator.bookAt('ETH-USD', at);
    expect(book.bids).toHaveLength(10);
    expect(book.asks).toHaveLength(10);
    for (let index = 1; index < 10; index += 1) {
      expect(Number(book.bids[index]?.price)).toBeLessThan(Number(book.bids[index - 1]?.price));
      expect(Number(book.asks[index]?.price)).toBeGreaterThan(Number(book.asks[index - 1]?.price));
    }
    expect(Number(book.asks[0]?.price)).toBeGreaterThan(Number(book.bids[0]?.price));
  });

  it('walks the book for a market order: the average price no better than the best, by quantity or by amount', () => {
    const big = simulator.executeQuantity('BTC-USD', 'buy', new ExactDecimal('3'), at);
    const average = big.cost.dividedBy(3);
    expect(average.greaterThan(big.bestPrice)).toBe(true);
    const byAmount = simulator.executeAmount('BTC-USD', 'buy', new ExactDecimal('1000'), 8, at);
    expect(byAmount.quantity.decimalPlaces()).toBeLessThanOrEqual(8);
    expect(byAmount.cost.lessThanOrEqualTo(1000)).toBe(true);
    expect(byAmount.cost.greaterThan(999)).toBe(true);
  });

  it('fills a resting limit order only at or better than its limit, in parts, never beyond what is left', () => {
    const ask = new ExactDecimal(simulator.quoteAt('ETH-USD', at).ask);
    const order = {
      pairId: 'ETH-USD',
      side: 'buy' as const,
      limitPrice: ask.times('0.995').toDecimalPlaces(2),
      remaining: new ExactDecimal('40'),
      quantityDecimals: 18,
    };
    const fills = simulator.fillsBetween(order, at, new Date(at.getTime() + 2 * 86_400_000));
    expect(fills.length).toBeGreaterThan(1);
    let total = new ExactDecimal(0);
    for (const fill of fills) {
      expect(fill.price.lessThanOrEqualTo(order.limitPrice)).toBe(true);
      total = total.plus(fill.quantity);
    }
    expect(total.lessThanOrEqualTo(40)).toBe(true);
    const sell = simulator.fillsBetween(
      { ...order, side: 'sell', limitPrice: ask.times(3).toDecimalPlaces(2) },
      at,
      new Date(at.getTime() + 3_600_000),
    );
    expect(sell).toEqual([]);
  });
});
