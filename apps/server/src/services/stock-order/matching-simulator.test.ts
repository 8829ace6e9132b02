import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../../adapters/contract-suite';
import type { MarketInstrument } from '../../adapters/market-data/market-data-feed';
import type { StockGateway } from '../../adapters/stock-gateway/stock-gateway';
import {
  describeStockGatewayContract,
  stockGatewayContract,
  type StockGatewaySample,
} from '../../adapters/stock-gateway/stock-gateway-contract';
import { createTestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { marketDataFeedOf } from '../stock-market/public';
import { createMatchingSimulator } from './matching-simulator';

/*
 * The matching simulator keeps the stock gateway's contract (ADR 051), replaying the brand's simulated market data; a
 * real gateway would run the same suite with its own market's prices.
 */

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ variant: 'demo' });
});
afterAll(async () => {
  await testDatabase.dispose();
});

const feed = () =>
  marketDataFeedOf({
    config: testDatabase.config,
    db: testDatabase.database.db,
    clock: createTestClock('2026-12-01T00:00:00.000Z'),
  });

/** Two of the catalogue's instruments (stock-market's seed), as the simulator anchors them. */
const instruments: MarketInstrument[] = [
  { stockId: 'HKEX-00700', exchange: 'HKEX', boardLot: 100, status: 'active', referencePrice: '620' },
  { stockId: 'NASDAQ-AAPL', exchange: 'NASDAQ', boardLot: 1, status: 'active', referencePrice: '230.15' },
];
const sample: StockGatewaySample = {
  instruments,
  priceAt: (instrument, at) => feed().quoteAt(instrument, at).last,
};

describeStockGatewayContract(() => createMatchingSimulator(feed()), sample);

describe('the stock gateway contract catches a broken gateway', () => {
  it('a gateway that fills a buy above its limit price breaks it', async () => {
    const simulator = createMatchingSimulator(feed());
    const generous: StockGateway = {
      executionsOf: async (requests) =>
        (await simulator.executionsOf(requests)).map((executions) =>
          executions.map((execution) =>
            execution.kind === 'fill' ? { ...execution, price: execution.price.plus('1') } : execution,
          ),
        ),
    };
    expect(Object.keys(await brokenClausesOf(stockGatewayContract(sample), generous))).toContain(
      'fills a buy never above its limit and a sell never below it (and fills an order through the market)',
    );
  });

  it('a gateway that fills twice what is left, or trades a suspended instrument, breaks it', async () => {
    const simulator = createMatchingSimulator(feed());
    const doubled: StockGateway = {
      executionsOf: async (requests) =>
        (
          await simulator.executionsOf(
            requests.map((request) => ({
              ...request,
              order: { ...request.order, instrument: { ...request.order.instrument, status: 'active' } },
            })),
          )
        ).map((executions) => [...executions, ...executions]),
    };
    const broken = Object.keys(await brokenClausesOf(stockGatewayContract(sample), doubled));
    expect(broken).toContain('never fills more than what is left, each fill a positive quantity');
    expect(broken).toContain(
      'fills nothing at a weekend, nothing of a suspended instrument, no pre- or post-market trade for an order that does not allow them',
    );
  });
});
