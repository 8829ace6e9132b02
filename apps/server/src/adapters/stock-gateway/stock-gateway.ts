import type { Decimal } from 'decimal.js';
import type { StockOrderSide, StockOrderType } from '@portal/contract/domain/stock/order-types';
import type { MarketInstrument } from '../market-data/market-data-feed';

/*
 * The stock gateway seam (ADR 028, ADR 051): where the exchange (through the securities gateway) says what became of
 * the orders the portal sent. The portal keeps its orders, holds, ledger and expiry; the gateway reports, for each
 * resting order over a window of time, its execution reports: fills, a stop-limit order's trigger, or a market order
 * cancelled because the market moved beyond the price it was held at. The embedded simulator
 * (services/stock-order/matching-simulator.ts, beside the orders it matches) replays the market data feed's trades;
 * a real gateway answers from its execution reports. The contract suite is stock-gateway-contract.ts.
 */

/** A resting order as the exchange sees it. */
export type GatewayOrder = {
  readonly orderId: string;
  readonly instrument: MarketInstrument;
  readonly side: StockOrderSide;
  readonly orderType: StockOrderType;
  /** What is left to fill, in shares. */
  readonly remaining: Decimal;
  /** The limit price; null for a market or at-auction order. */
  readonly limitPrice: Decimal | null;
  /** A stop-limit order's trigger price, while it waits for it; null once triggered or for any other type. */
  readonly awaitingStop: Decimal | null;
  /** Whether US pre-market and post-market trades may fill it. */
  readonly extendedHours: boolean;
  /** The most a buy may pay a share (what its hold was taken at), for a market or at-auction buy; null otherwise. */
  readonly protectivePrice: Decimal | null;
};

/** One execution report. */
export type GatewayExecution =
  | { readonly kind: 'fill'; readonly at: Date; readonly price: Decimal; readonly quantity: Decimal }
  /** A stop-limit order's stop was reached: it rests as a limit order from then on. */
  | { readonly kind: 'triggered'; readonly at: Date }
  /** A market buy the market moved beyond its protective price: cancelled unfilled. */
  | { readonly kind: 'cancelled'; readonly at: Date; readonly reason: 'priceTooFarFromMarket' };

/** One question: what became of an order after `from` up to `to`. */
export type ExecutionRequest = { readonly order: GatewayOrder; readonly from: Date; readonly to: Date };

export type StockGateway = {
  /**
   * The execution reports of each order in its window, oldest first: one list per request, in the requests' order.
   * Asked for many orders at once (the matching job's run), so a gateway can read each instrument's tape once.
   */
  executionsOf(requests: readonly ExecutionRequest[]): Promise<readonly (readonly GatewayExecution[])[]>;
};
