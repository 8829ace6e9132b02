import { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  cryptoAssetOf,
  cryptoAssets,
  cryptoPairOf,
  cryptoPairs,
  type CryptoAssetCode,
  type CryptoBar,
  type CryptoBook,
  type CryptoBookLevel,
  type CryptoChartRange,
  type CryptoOrderSide,
  type CryptoPairDefinition,
  type CryptoQuote,
} from '@portal/contract';
import { simulatedMidRate } from '../../platform/money/fx-rate-model';
import { gaussianOf, generatorOf, hashString, mix } from '../../platform/runtime/seeded-random';
import type { FosBackend, FosFill, FosMarketExecution, FosRestingOrder } from '../../adapters/fos/fos-backend';

/*
 * The FOS simulator (issue 18 part 1, ADR 042): prices of virtual assets that trade 24/7, a pure function of (asset,
 * instant) on 2-second ticks, from platform/runtime/seeded-random. A price is a reference level (BTC about 90,000 USD, ETH
 * 3,000, the stablecoins 1) times exp(deviation): six waves of periods from 7 minutes to 97 days with phases hashed
 * from the asset, plus a small noise per tick, scaled by the asset's volatility (stablecoins barely move). HKD pairs
 * are the USD price times the FX model's USD→HKD rate at the same instant (platform/money/fx-rate-model). The book is 10
 * levels a side around the mid, its spread and sizes per asset, sizes hashed per tick. Floats live only inside the
 * model; every price leaves it rounded to the pair's decimals as an exact decimal.
 */

export const fosTickMs = 2_000;
const dayMs = 86_400_000;

type AssetModel = {
  readonly referenceUsd: number;
  /** Scale of the deviation (log price). */
  readonly volatility: number;
  /** Bid to ask, basis points of the mid. */
  readonly spreadBasisPoints: number;
  /** The notional (USD) the best level holds, about. */
  readonly levelNotionalUsd: number;
};

const models: Readonly<Record<CryptoAssetCode, AssetModel>> = {
  BTC: { referenceUsd: 90_000, volatility: 0.03, spreadBasisPoints: 4, levelNotionalUsd: 60_000 },
  ETH: { referenceUsd: 3_000, volatility: 0.04, spreadBasisPoints: 6, levelNotionalUsd: 40_000 },
  USDT: { referenceUsd: 1, volatility: 0.0004, spreadBasisPoints: 2, levelNotionalUsd: 200_000 },
  USDC: { referenceUsd: 1, volatility: 0.0004, spreadBasisPoints: 2, levelNotionalUsd: 200_000 },
  SOL: { referenceUsd: 180, volatility: 0.05, spreadBasisPoints: 10, levelNotionalUsd: 20_000 },
  XRP: { referenceUsd: 2.2, volatility: 0.05, spreadBasisPoints: 10, levelNotionalUsd: 15_000 },
  LTC: { referenceUsd: 95, volatility: 0.045, spreadBasisPoints: 10, levelNotionalUsd: 10_000 },
};

/** Wave periods (ms) and their weights: the slow ones carry the trend, the fast ones the minute-to-minute moves. */
const waves: readonly { readonly periodMs: number; readonly weight: number }[] = [
  { periodMs: 7 * 60_000, weight: 0.12 },
  { periodMs: 53 * 60_000, weight: 0.22 },
  { periodMs: 6.1 * 3_600_000, weight: 0.35 },
  { periodMs: 2.3 * dayMs, weight: 0.6 },
  { periodMs: 17 * dayMs, weight: 1 },
  { periodMs: 97 * dayMs, weight: 1.5 },
];
const noiseWeight = 0.03;

const bookLevels = 10;
/** Of a level's size, the share a resting order can take at one look at the book. */
const participation = 0.5;
/** At most this many looks at the book between two instants (a long clock jump is sampled, not replayed tick by tick). */
const maximumLooks = 720;

function tickOf(at: Date): number {
  return Math.floor(at.getTime() / fosTickMs);
}

function assetSeed(asset: CryptoAssetCode): number {
  return hashString(`fos:${asset}`);
}

/** The asset's log deviation from its reference at a tick. */
function deviationOf(asset: CryptoAssetCode, tick: number): number {
  const seed = assetSeed(asset);
  const timeMs = tick * fosTickMs;
  let sum = 0;
  for (const [index, wave] of waves.entries()) {
    const phase = (mix(seed, index) / 4_294_967_296) * 2 * Math.PI;
    sum += wave.weight * Math.sin((2 * Math.PI * timeMs) / wave.periodMs + phase);
  }
  const noise = Math.max(-3, Math.min(3, gaussianOf(mix(seed, tick >>> 0, Math.floor(tick / 4_294_967_296)))));
  return models[asset].volatility * (sum + noiseWeight * noise);
}

function decimalOf(value: number): Decimal {
  return new ExactDecimal(value.toPrecision(15));
}

/** The mid price in USD at a tick (unrounded). */
function usdMidAt(asset: CryptoAssetCode, tick: number): Decimal {
  const model = models[asset];
  return decimalOf(model.referenceUsd * Math.exp(deviationOf(asset, tick)));
}

export type FosSimulatorOptions = {
  /** The seeded USD→HKD rate the FX model moves (the `exchange_rate` table's). */
  readonly usdHkdReference: Decimal.Value;
};

function pairOrThrow(pairId: string): CryptoPairDefinition {
  const pair = cryptoPairOf(pairId);
  if (pair === undefined) throw new RangeError(`Not a pair of the FOS simulator: ${pairId}`);
  return pair;
}

function quantityDecimalsOfBook(asset: CryptoAssetCode): number {
  const precision = cryptoAssetOf(asset)?.precision ?? 8;
  return Math.min(precision, models[asset].referenceUsd < 10 ? 2 : 4);
}

export function createFosSimulator(options: FosSimulatorOptions): FosBackend {
  const usdHkdReference = new ExactDecimal(options.usdHkdReference);

  function midAt(pair: CryptoPairDefinition, tick: number): Decimal {
    const usd = usdMidAt(pair.asset, tick);
    const inCurrency =
      pair.currency === 'USD'
        ? usd
        : usd.times(simulatedMidRate(usdHkdReference, 'USD', 'HKD', new Date(tick * fosTickMs)));
    return inCurrency.toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_HALF_UP);
  }

  function bidAskAt(pair: CryptoPairDefinition, tick: number): { bid: Decimal; ask: Decimal; mid: Decimal } {
    const mid = midAt(pair, tick);
    const step = new ExactDecimal(1).dividedBy(new ExactDecimal(10).pow(pair.priceDecimals));
    const half = mid.times(models[pair.asset].spreadBasisPoints).dividedBy(20_000);
    let bid = mid.minus(half).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_DOWN);
    let ask = mid.plus(half).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_UP);
    if (ask.minus(bid).lessThan(step)) {
      bid = mid.minus(step).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_DOWN);
      ask = mid.plus(step).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_UP);
    }
    return { bid, ask, mid };
  }

  function levelsAt(pair: CryptoPairDefinition, tick: number): { bids: CryptoBookLevel[]; asks: CryptoBookLevel[] } {
    const { bid, ask, mid } = bidAskAt(pair, tick);
    const model = models[pair.asset];
    const unit = new ExactDecimal(1).dividedBy(new ExactDecimal(10).pow(pair.priceDecimals));
    // Levels a basis point of the mid apart (at least one price unit).
    const gap = Decimal.max(unit, mid.dividedBy(10_000).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_UP));
    const quantityDecimals = quantityDecimalsOfBook(pair.asset);
    const usdMid = usdMidAt(pair.asset, tick).toNumber();
    const random = generatorOf(mix(hashString(pair.pairId), tick >>> 0));
    const side = (best: Decimal, direction: 1 | -1): CryptoBookLevel[] =>
      Array.from({ length: bookLevels }, (_, index) => {
        const notional = model.levelNotionalUsd * (0.35 + random()) * (1 + index * 0.45);
        const quantity = decimalOf(notional / usdMid).toDecimalPlaces(quantityDecimals, Decimal.ROUND_DOWN);
        const price = best.plus(gap.times(index * direction));
        return { price: price.toFixed(pair.priceDecimals), quantity: Decimal.max(quantity, unit).toFixed() };
      });
    return { bids: side(bid, -1), asks: side(ask, 1) };
  }

  function quoteAt(pairId: string, at: Date): CryptoQuote {
    const pair = pairOrThrow(pairId);
    const tick = tickOf(at);
    const { bid, ask, mid } = bidAskAt(pair, tick);
    const dayAgo = tick - dayMs / fosTickMs;
    const open = midAt(pair, dayAgo);
    let high = Decimal.max(open, mid);
    let low = Decimal.min(open, mid);
    // Sampled every 15 minutes over the 24 hours (the ticks between them are not kept).
    const stepTicks = (15 * 60_000) / fosTickMs;
    for (let sample = Math.ceil(dayAgo / stepTicks) * stepTicks; sample < tick; sample += stepTicks) {
      const price = midAt(pair, sample);
      high = Decimal.max(high, price);
      low = Decimal.min(low, price);
    }
    const change = mid.minus(open);
    return {
      pairId,
      at: new Date(tick * fosTickMs).toISOString(),
      bid: bid.toFixed(pair.priceDecimals),
      ask: ask.toFixed(pair.priceDecimals),
      last: mid.toFixed(pair.priceDecimals),
      open24h: open.toFixed(pair.priceDecimals),
      high24h: high.toFixed(pair.priceDecimals),
      low24h: low.toFixed(pair.priceDecimals),
      change24h: change.toFixed(pair.priceDecimals),
      changePercent24h: change.dividedBy(open).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
    };
  }

  function lastPriceAt(pairId: string, at: Date): { last: string; at: string } {
    const pair = pairOrThrow(pairId);
    const tick = tickOf(at);
    return { last: midAt(pair, tick).toFixed(pair.priceDecimals), at: new Date(tick * fosTickMs).toISOString() };
  }

  function bookAt(pairId: string, at: Date): CryptoBook {
    const pair = pairOrThrow(pairId);
    const tick = tickOf(at);
    return { pairId, at: new Date(tick * fosTickMs).toISOString(), ...levelsAt(pair, tick) };
  }

  const barSpecs: Readonly<Record<CryptoChartRange, { spanMs: number; barMs: number }>> = {
    '1D': { spanMs: dayMs, barMs: 15 * 60_000 },
    '1W': { spanMs: 7 * dayMs, barMs: 3_600_000 },
    '1M': { spanMs: 30 * dayMs, barMs: 6 * 3_600_000 },
    '1Y': { spanMs: 365 * dayMs, barMs: dayMs },
  };

  function bars(pairId: string, range: CryptoChartRange, at: Date): CryptoBar[] {
    const pair = pairOrThrow(pairId);
    const { spanMs, barMs } = barSpecs[range];
    const end = at.getTime();
    const first = Math.floor((end - spanMs) / barMs) * barMs;
    const samples = 6;
    const result: CryptoBar[] = [];
    for (let start = first; start < end; start += barMs) {
      const barEnd = Math.min(start + barMs, end);
      const prices: Decimal[] = [];
      for (let index = 0; index <= samples; index += 1) {
        const time = start + ((barEnd - start) * index) / samples;
        prices.push(midAt(pair, tickOf(new Date(time))));
      }
      const open = prices[0] as Decimal; // samples + 1 prices, never empty
      const close = prices[prices.length - 1] as Decimal;
      result.push({
        time: new Date(start).toISOString(),
        open: open.toFixed(pair.priceDecimals),
        high: Decimal.max(...prices).toFixed(pair.priceDecimals),
        low: Decimal.min(...prices).toFixed(pair.priceDecimals),
        close: close.toFixed(pair.priceDecimals),
      });
    }
    return result;
  }

  function sideLevels(pairId: string, side: CryptoOrderSide, at: Date): CryptoBookLevel[] {
    const book = bookAt(pairId, at);
    return side === 'buy' ? book.asks : book.bids;
  }

  function executeQuantity(pairId: string, side: CryptoOrderSide, quantity: Decimal, at: Date): FosMarketExecution {
    const levels = sideLevels(pairId, side, at);
    let left = quantity;
    let cost = new ExactDecimal(0);
    let last = new ExactDecimal(0);
    for (const level of levels) {
      if (left.isZero()) break;
      last = new ExactDecimal(level.price);
      const taken = Decimal.min(left, new ExactDecimal(level.quantity));
      cost = cost.plus(taken.times(level.price));
      left = left.minus(taken);
    }
    if (left.greaterThan(0)) cost = cost.plus(left.times(last));
    const best = new ExactDecimal((levels[0] as CryptoBookLevel).price); // a book side has 10 levels
    return { quantity, cost, bestPrice: best };
  }

  function executeAmount(
    pairId: string,
    side: CryptoOrderSide,
    amount: Decimal,
    quantityDecimals: number,
    at: Date,
  ): FosMarketExecution {
    const levels = sideLevels(pairId, side, at);
    let cash = amount;
    let quantity = new ExactDecimal(0);
    let cost = new ExactDecimal(0);
    let last = new ExactDecimal((levels[0] as CryptoBookLevel).price);
    for (const level of levels) {
      last = new ExactDecimal(level.price);
      const levelCost = last.times(level.quantity);
      if (levelCost.greaterThanOrEqualTo(cash)) break;
      quantity = quantity.plus(level.quantity);
      cost = cost.plus(levelCost);
      cash = cash.minus(levelCost);
    }
    const more = cash.dividedBy(last).toDecimalPlaces(quantityDecimals, Decimal.ROUND_DOWN);
    quantity = quantity.plus(more);
    cost = cost.plus(more.times(last));
    return { quantity, cost, bestPrice: new ExactDecimal((levels[0] as CryptoBookLevel).price) };
  }

  function fillsBetween(order: FosRestingOrder, from: Date, to: Date): FosFill[] {
    const fills: FosFill[] = [];
    const firstTick = tickOf(from) + 1;
    const lastTick = tickOf(to);
    if (lastTick < firstTick) return fills;
    const stride = Math.max(1, Math.ceil((lastTick - firstTick + 1) / maximumLooks));
    let remaining = order.remaining;
    for (let tick = firstTick; tick <= lastTick && remaining.greaterThan(0); tick += stride) {
      const at = new Date(tick * fosTickMs);
      const levels = sideLevels(order.pairId, order.side, at);
      for (const level of levels) {
        const price = new ExactDecimal(level.price);
        const crosses =
          order.side === 'buy'
            ? price.lessThanOrEqualTo(order.limitPrice)
            : price.greaterThanOrEqualTo(order.limitPrice);
        if (!crosses || remaining.isZero()) break;
        const available = new ExactDecimal(level.quantity)
          .times(participation)
          .toDecimalPlaces(order.quantityDecimals, Decimal.ROUND_DOWN);
        const quantity = Decimal.min(remaining, available);
        if (quantity.isZero()) continue;
        fills.push({ at, price, quantity });
        remaining = remaining.minus(quantity);
      }
    }
    return fills;
  }

  return {
    name: 'simulator',
    assets: () => cryptoAssets,
    pairs: () => cryptoPairs,
    quoteAt,
    lastPriceAt,
    bookAt,
    bars,
    executeQuantity,
    executeAmount,
    fillsBetween,
  };
}
