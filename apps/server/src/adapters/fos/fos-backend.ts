import type { Decimal } from 'decimal.js';
import type {
  CryptoAssetDefinition,
  CryptoBar,
  CryptoBook,
  CryptoChartRange,
  CryptoOrderSide,
  CryptoPairDefinition,
  CryptoQuote,
} from '@portal/contract';

/*
 * The FOS seam (issue 18 part 1, ADR 042, ADR 051): what the portal asks of the licensed virtual-asset platform. The
 * simulator (services/crypto-market/fos-simulator.ts, beside the service that draws on its model) is its only
 * implementation today, chosen by the brand's data feed like the stocks' feed (ADR 029) in crypto-market's
 * fos-backend-of.ts; a real platform's adapter implements the same type and runs the contract suite
 * (fos-contract.ts). It holds no state: prices, the book and the fills a resting order gets are functions of the pair
 * and the instant, so every server process answers the same.
 */

/** One fill the venue reports: when, at what price, how much of the asset. */
export type FosFill = { readonly at: Date; readonly price: Decimal; readonly quantity: Decimal };

/** A resting limit order as the venue sees it. */
export type FosRestingOrder = {
  readonly pairId: string;
  readonly side: CryptoOrderSide;
  readonly limitPrice: Decimal;
  /** What is left to fill, at the asset's precision. */
  readonly remaining: Decimal;
  readonly quantityDecimals: number;
};

/** A market order's execution at an instant: the levels it takes and their exact cost. */
export type FosMarketExecution = {
  readonly quantity: Decimal;
  /** Σ level quantity × level price, exact. */
  readonly cost: Decimal;
  /** The best price: ask for a buy, bid for a sell. */
  readonly bestPrice: Decimal;
};

export type FosBackend = {
  readonly name: string;
  assets(): readonly CryptoAssetDefinition[];
  pairs(): readonly CryptoPairDefinition[];
  quoteAt(pairId: string, at: Date): CryptoQuote;
  /** The quote's last price and time only (what valuing a holding needs), without the 24 hours' open, high and low. */
  lastPriceAt(pairId: string, at: Date): { readonly last: string; readonly at: string };
  bookAt(pairId: string, at: Date): CryptoBook;
  bars(pairId: string, range: CryptoChartRange, at: Date): CryptoBar[];
  /** A market order of a quantity, walking the book at `at` (beyond its depth at the last level's price). */
  executeQuantity(pairId: string, side: CryptoOrderSide, quantity: Decimal, at: Date): FosMarketExecution;
  /** A market order for an amount of cash: the most quantity (at `quantityDecimals`) the amount pays for at `at`. */
  executeAmount(
    pairId: string,
    side: CryptoOrderSide,
    amount: Decimal,
    quantityDecimals: number,
    at: Date,
  ): FosMarketExecution;
  /** The fills a resting limit order gets from the book after `from` up to `to`, oldest first. */
  fillsBetween(order: FosRestingOrder, from: Date, to: Date): FosFill[];
};
