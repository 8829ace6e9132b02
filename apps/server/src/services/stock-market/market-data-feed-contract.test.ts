import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../../adapters/contract-suite';
import type { MarketDataFeed, MarketInstrument } from '../../adapters/market-data/market-data-feed';
import { describeMarketDataContract, marketDataContract } from '../../adapters/market-data/market-data-contract';
import { createTestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { marketDataFeedOf } from './market-data-feed';
import { stockCatalogue } from './stock-catalogue-data';

/*
 * The embedded market data simulator keeps the feed's contract (ADR 051); a real feed would run the same suite. The
 * feed reads nothing from the (empty) database for these questions: the catalogue entries are the instruments. Its
 * clock stands after the days asked, so their bars are drawn.
 */

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ variant: 'demo' });
});
afterAll(async () => {
  await testDatabase.dispose();
});

const instruments: MarketInstrument[] = ['HKEX-00700', 'HKEX-00939', 'NASDAQ-AAPL', 'NYSE-JPM', 'SSE-600519'].map(
  (stockId) => {
    const entry = stockCatalogue.find((candidate) => `${candidate.exchange}-${candidate.code}` === stockId);
    if (entry === undefined) throw new Error(`${stockId} is not in the catalogue`);
    return {
      stockId,
      exchange: entry.exchange,
      boardLot: entry.lot,
      status: entry.status ?? 'active',
      referencePrice: entry.price,
    };
  },
);

const simulator = (): MarketDataFeed =>
  marketDataFeedOf({
    config: testDatabase.config,
    db: testDatabase.database.db,
    clock: createTestClock('2026-12-01T00:00:00.000Z'),
  });

describeMarketDataContract(simulator, { instruments });

describe('the market data contract catches a broken feed', () => {
  it('a feed that prints a trade off the price grid, or at a weekend, breaks it', async () => {
    const feed = simulator();
    const sloppy: MarketDataFeed = {
      ...feed,
      ticksBetween: (instrument, from, to) => [
        ...feed.ticksBetween(instrument, from, to),
        { at: to, price: '123.4567', volume: '100' },
      ],
    };
    const broken = Object.keys(await brokenClausesOf(marketDataContract({ instruments }), sloppy));
    expect(broken).toContain(
      'trades only in the sessions: regular trades in the continuous sessions, pre- and post-market prints only in the US, none at a weekend',
    );
    expect(broken).toContain(
      "trades at positive prices on the exchange's price grid, positive whole volumes, oldest first, inside the window asked",
    );
  });

  it("a feed whose previous close is not the last day's close breaks it", async () => {
    const feed = simulator();
    const forgetful: MarketDataFeed = { ...feed, previousClose: (instrument) => instrument.referencePrice };
    expect(Object.keys(await brokenClausesOf(marketDataContract({ instruments }), forgetful))).toEqual([
      "keeps a day's bar in step with its trades (high and low bound them, the close is the last) and the next day's previous close",
    ]);
  });

  it("a feed whose last price is not its quote's breaks it", async () => {
    const feed = simulator();
    const stale: MarketDataFeed = {
      ...feed,
      lastPriceAt: (instrument, at) => feed.lastPriceAt(instrument, new Date(at.getTime() - 3_600_000)),
    };
    expect(Object.keys(await brokenClausesOf(marketDataContract({ instruments }), stale))).toEqual([
      "answers a last price and previous close that are the quote's, of the quote's time",
    ]);
  });
});
