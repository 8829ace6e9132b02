import { describe, expect, it } from 'vitest';
import { brokenClausesOf } from '../../adapters/contract-suite';
import type { FosBackend } from '../../adapters/fos/fos-backend';
import { describeFosContract, fosContract } from '../../adapters/fos/fos-contract';
import { createFosSimulator } from './fos-simulator';

// The embedded FOS simulator keeps the FOS contract (ADR 051); a licensed platform's adapter would run the same suite.
describeFosContract(() => createFosSimulator({ usdHkdReference: '7.7850' }));

describe('the FOS contract catches a broken back end', () => {
  it('a venue that fills a resting buy above its limit breaks it', async () => {
    const simulator = createFosSimulator({ usdHkdReference: '7.7850' });
    const generous: FosBackend = {
      ...simulator,
      fillsBetween: (order, from, to) =>
        simulator.fillsBetween(order, from, to).map((fill) => ({ ...fill, price: fill.price.plus('0.01') })),
    };
    expect(Object.keys(await brokenClausesOf(fosContract, generous))).toEqual([
      'fills a resting buy only at or below its limit and a sell at or above, in the window asked, never beyond what is left (and fills one through the market)',
    ]);
  });

  it("a venue whose last price is not its quote's breaks it", async () => {
    const simulator = createFosSimulator({ usdHkdReference: '7.7850' });
    const stale: FosBackend = {
      ...simulator,
      lastPriceAt: (pairId, at) => simulator.lastPriceAt(pairId, new Date(at.getTime() - 3_600_000)),
    };
    expect(Object.keys(await brokenClausesOf(fosContract, stale))).toEqual([
      "answers a last price that is the quote's last, of the quote's time",
    ]);
  });

  it('a venue that never fills a resting order breaks it', async () => {
    const idle: FosBackend = { ...createFosSimulator({ usdHkdReference: '7.7850' }), fillsBetween: () => [] };
    expect(Object.keys(await brokenClausesOf(fosContract, idle))).toHaveLength(1);
  });

  it('a venue that executes a market buy below its best ask breaks it', async () => {
    const simulator = createFosSimulator({ usdHkdReference: '7.7850' });
    const cheap: FosBackend = {
      ...simulator,
      executeQuantity: (pairId, side, quantity, at) => {
        const execution = simulator.executeQuantity(pairId, side, quantity, at);
        return { ...execution, cost: execution.cost.times(side === 'buy' ? '0.99' : '1.01') };
      },
    };
    expect(Object.keys(await brokenClausesOf(fosContract, cheap))).toEqual([
      'executes a market order never better than its book: a buy at or above the best ask, a sell at or below the best bid',
    ]);
  });
});
