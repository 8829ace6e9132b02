import { ExactDecimal, cryptoQuoteCurrencies } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { describeContract, type ContractClause } from '../contract-suite';
import type { FosBackend, FosFill, FosRestingOrder } from './fos-backend';

/*
 * What any FOS back end must do (ADR 051): list its assets and pairs, quote and keep a book that make sense, execute a
 * market order never better than its book, and fill a resting limit order only at or better than its limit, never
 * beyond what is left, inside the window asked, in order, at the asset's precision. Asked at a weekday and a weekend
 * instant (crypto trades every day).
 */

const instants = [new Date('2026-11-25T09:30:00.000Z'), new Date('2026-11-28T03:00:00.000Z')];
const twoDaysMs = 2 * 86_400_000;

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

/** A resting order a contract run asks about; one through the market must fill. */
type Probe = FosRestingOrder & { readonly throughTheMarket: boolean };

/** The resting orders a contract run asks about, around the market at `at`: near it, and through it. */
function restingOrdersAt(fos: FosBackend, at: Date): Probe[] {
  const orders: Probe[] = [];
  for (const pair of fos.pairs().filter((listed) => ['BTC', 'ETH', 'USDT'].includes(listed.asset))) {
    const asset = fos.assets().find((listed) => listed.code === pair.asset);
    if (asset === undefined) continue;
    const quote = fos.quoteAt(pair.pairId, at);
    const limit = (price: string, factor: string) =>
      new ExactDecimal(price).times(factor).toDecimalPlaces(pair.priceDecimals);
    const remaining = new ExactDecimal(asset.stablecoin ? '25000' : '3');
    const common = { pairId: pair.pairId, remaining, quantityDecimals: asset.precision };
    orders.push(
      { ...common, side: 'buy', limitPrice: limit(quote.ask, '0.999'), throughTheMarket: false },
      { ...common, side: 'buy', limitPrice: limit(quote.ask, '1.05'), throughTheMarket: true },
      { ...common, side: 'sell', limitPrice: limit(quote.bid, '1.001'), throughTheMarket: false },
      { ...common, side: 'sell', limitPrice: limit(quote.bid, '0.95'), throughTheMarket: true },
    );
  }
  return orders;
}

function fillProblems(order: Probe, from: Date, to: Date, fills: readonly FosFill[]): string[] {
  const problems: string[] = [];
  if (order.throughTheMarket && fills.length === 0) {
    problems.push(`${order.side} ${order.pairId} limit ${order.limitPrice.toFixed()} through the market: no fill`);
  }
  const named = (fill: FosFill) =>
    `${order.side} ${order.pairId} limit ${order.limitPrice.toFixed()}: ${fill.quantity.toFixed()} at ${fill.price.toFixed()} ${fill.at.toISOString()}`;
  let total: Decimal = new ExactDecimal(0);
  let before = from;
  for (const fill of fills) {
    const worse =
      order.side === 'buy' ? fill.price.greaterThan(order.limitPrice) : fill.price.lessThan(order.limitPrice);
    if (worse) problems.push(`worse than the limit: ${named(fill)}`);
    if (fill.at <= from || fill.at > to) problems.push(`outside the window: ${named(fill)}`);
    if (fill.at < before) problems.push(`out of order: ${named(fill)}`);
    if (!fill.quantity.greaterThan(0) || fill.quantity.decimalPlaces() > order.quantityDecimals) {
      problems.push(`not a quantity of the asset: ${named(fill)}`);
    }
    before = fill.at;
    total = total.plus(fill.quantity);
  }
  if (total.greaterThan(order.remaining)) {
    problems.push(`${order.side} ${order.pairId}: filled ${total.toFixed()} of ${order.remaining.toFixed()} left`);
  }
  return problems;
}

export const fosContract: readonly ContractClause<FosBackend>[] = [
  {
    says: 'lists its assets and their pairs, each pair once, of a listed asset, priced in USD or HKD',
    problemsOf(fos) {
      const problems: string[] = [];
      const assets = new Set(fos.assets().map((asset) => asset.code));
      const pairIds = fos.pairs().map((pair) => pair.pairId);
      if (assets.size === 0 || pairIds.length === 0) problems.push('no asset or no pair');
      if (new Set(pairIds).size !== pairIds.length) problems.push(`a pair listed twice: ${pairIds.join(', ')}`);
      for (const pair of fos.pairs()) {
        if (!assets.has(pair.asset)) problems.push(`${pair.pairId}: ${pair.asset} is not listed`);
        if (!(cryptoQuoteCurrencies as readonly string[]).includes(pair.currency)) problems.push(pair.pairId);
      }
      return problems;
    },
  },
  {
    says: "quotes every pair with a positive bid below its ask, at the pair's price decimals",
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const pair of fos.pairs()) {
          const quote = fos.quoteAt(pair.pairId, at);
          const named = `${pair.pairId} at ${at.toISOString()}: ${quote.bid} / ${quote.ask}`;
          if (!new ExactDecimal(quote.bid).greaterThan(0)) problems.push(`no bid: ${named}`);
          if (!new ExactDecimal(quote.bid).lessThan(quote.ask)) problems.push(`crossed: ${named}`);
          if (decimalsOf(quote.bid) > pair.priceDecimals || decimalsOf(quote.ask) > pair.priceDecimals) {
            problems.push(`beyond ${pair.priceDecimals} decimals: ${named}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: "answers a last price that is the quote's last, of the quote's time",
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const pair of fos.pairs()) {
          const quote = fos.quoteAt(pair.pairId, at);
          const last = fos.lastPriceAt(pair.pairId, at);
          if (last.last !== quote.last || last.at !== quote.at) {
            problems.push(`${pair.pairId} at ${at.toISOString()}: ${last.last} at ${last.at}, quoted ${quote.last}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'keeps a book best first: bids falling, asks rising, the best bid below the best ask, every size positive',
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const pair of fos.pairs()) {
          const book = fos.bookAt(pair.pairId, at);
          const named = `${pair.pairId} at ${at.toISOString()}`;
          const prices = (levels: typeof book.bids) => levels.map((level) => new ExactDecimal(level.price));
          const bids = prices(book.bids);
          const asks = prices(book.asks);
          if (bids.some((price, index) => index > 0 && !price.lessThan(bids[index - 1] ?? price))) {
            problems.push(`bids not falling: ${named}`);
          }
          if (asks.some((price, index) => index > 0 && !price.greaterThan(asks[index - 1] ?? price))) {
            problems.push(`asks not rising: ${named}`);
          }
          const [bestBid] = bids;
          const [bestAsk] = asks;
          if (bestBid === undefined || bestAsk === undefined || !bestBid.lessThan(bestAsk)) {
            problems.push(`no book or crossed: ${named}`);
          }
          if ([...book.bids, ...book.asks].some((level) => !new ExactDecimal(level.quantity).greaterThan(0))) {
            problems.push(`an empty level: ${named}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'executes a market order never better than its book: a buy at or above the best ask, a sell at or below the best bid',
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const pair of fos.pairs().filter((listed) => ['BTC', 'ETH'].includes(listed.asset))) {
          const book = fos.bookAt(pair.pairId, at);
          const quantity = new ExactDecimal('2.5');
          for (const side of ['buy', 'sell'] as const) {
            const best = new ExactDecimal((side === 'buy' ? book.asks[0] : book.bids[0])?.price ?? '0');
            const execution = fos.executeQuantity(pair.pairId, side, quantity, at);
            const floor = quantity.times(best);
            const better = side === 'buy' ? execution.cost.lessThan(floor) : execution.cost.greaterThan(floor);
            const named = `${side} ${pair.pairId} at ${at.toISOString()}: ${execution.cost.toFixed()} vs ${floor.toFixed()}`;
            if (!execution.quantity.equals(quantity)) problems.push(`not the quantity asked: ${named}`);
            if (!execution.bestPrice.equals(best))
              problems.push(`best price ${execution.bestPrice.toFixed()}: ${named}`);
            if (better) problems.push(`better than the book: ${named}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: "spends no more than the amount of a market order for an amount, for a quantity at the asset's precision",
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        for (const pair of fos.pairs()) {
          const asset = fos.assets().find((listed) => listed.code === pair.asset);
          if (asset === undefined) continue;
          const amount = new ExactDecimal(pair.currency === 'HKD' ? '7800' : '1000');
          const execution = fos.executeAmount(pair.pairId, 'buy', amount, asset.precision, at);
          const named = `${pair.pairId} at ${at.toISOString()}: ${execution.quantity.toFixed()} for ${execution.cost.toFixed()}`;
          if (execution.cost.greaterThan(amount)) problems.push(`over the amount: ${named}`);
          if (!execution.quantity.greaterThan(0) || execution.quantity.decimalPlaces() > asset.precision) {
            problems.push(`not a quantity of the asset: ${named}`);
          }
        }
      }
      return problems;
    },
  },
  {
    says: 'fills a resting buy only at or below its limit and a sell at or above, in the window asked, never beyond what is left (and fills one through the market)',
    problemsOf(fos) {
      const problems: string[] = [];
      for (const at of instants) {
        const to = new Date(at.getTime() + twoDaysMs);
        for (const order of restingOrdersAt(fos, at))
          problems.push(...fillProblems(order, at, to, fos.fillsBetween(order, at, to)));
      }
      return problems;
    },
  },
  {
    says: 'answers the same quote, book and fills when asked again',
    problemsOf(fos) {
      const problems: string[] = [];
      const text = (value: unknown) => JSON.stringify(value);
      for (const at of instants) {
        for (const pair of fos.pairs()) {
          if (text(fos.quoteAt(pair.pairId, at)) !== text(fos.quoteAt(pair.pairId, at)))
            problems.push(`quote ${pair.pairId}`);
          if (text(fos.bookAt(pair.pairId, at)) !== text(fos.bookAt(pair.pairId, at)))
            problems.push(`book ${pair.pairId}`);
        }
        const to = new Date(at.getTime() + 3_600_000);
        for (const order of restingOrdersAt(fos, at)) {
          if (text(fos.fillsBetween(order, at, to)) !== text(fos.fillsBetween(order, at, to))) {
            problems.push(`fills of ${order.side} ${order.pairId}`);
          }
        }
      }
      return problems;
    },
  },
];

export function describeFosContract(makeFos: () => FosBackend | Promise<FosBackend>): void {
  describeContract('the FOS back-end contract', fosContract, makeFos);
}
