import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { roundDownToLots } from '@portal/contract/domain/stock/board-lot';
import { exchangeDayOf, tradingSessionsOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { isAuctionOrderType } from '@portal/contract/domain/stock/order-types';
import type {
  ExecutionRequest,
  GatewayExecution,
  GatewayOrder,
  StockGateway,
} from '../../adapters/stock-gateway/stock-gateway';
import type { MarketInstrument } from '../../adapters/market-data/market-data-feed';
import type { OrderMarketData, OrderPriceTick } from './stock-order-dependencies';

/*
 * The matching simulator (ADR 028; the stock gateway's embedded default, ADR 051): it replays the market's trades (the
 * market data feed's ticks, a deterministic function of the instrument and the time) over each order's window.
 * - A buy limit fills when a tick trades at or below its limit, a sell at or above, at the tick's price (never worse
 *   than the limit), up to half the tick's volume in whole lots (at least one lot): large orders fill in parts.
 * - US pre-market and post-market prints (ticks marked `extended`) fill only orders placed with "allow pre-market
 *   and post-market execution"; every order takes the regular session's ticks.
 * - A stop-limit order waits for a tick at or beyond its stop (buy: at or above; sell: at or below), then rests as a
 *   limit order from the next tick.
 * - A market order fills at once, whole, at the ask (buy) or the bid (sell) of the quote at its window's start; a buy
 *   whose ask is above the protective price it was held at is cancelled instead.
 * - At-auction orders fill whole at the auction's price when the auction they wait for (the opening auction at the
 *   end of the pre-opening session, the closing auction at its end) happens in the window; an at-auction limit only
 *   when the price is at or better than its limit.
 * - A suspended or deleted instrument trades nothing.
 */

/** The market the simulator replays: the feed's quotes, trades and auction prices. */
export type MatchingMarket = Pick<OrderMarketData, 'quoteAt' | 'ticksBetween' | 'auctionPrice'>;

/** The longest stretch of one instrument's trades read at once (the feed gives at most 30 trading days). */
const maximumTapeMs = 20 * 86_400_000;

/** The share of a tick's volume an order may take. */
const volumeShare = new ExactDecimal('0.5');

const instantOf = (tick: OrderPriceTick) => (tick.at instanceof Date ? tick.at : new Date(tick.at));

/** The auctions (opening, closing) of each day between two instants, each with the instant its price is struck. */
export function auctionsBetween(exchange: StockExchangeCode, from: Date, to: Date) {
  const timeZone = stockExchanges[exchange].timeZone;
  const sessions = tradingSessionsOf(exchange);
  const opening = sessions.find((session) => session.phase === 'preOpening');
  const closing = sessions.find((session) => session.phase === 'closingAuction');
  const auctions: { day: string; kind: 'opening' | 'closing'; at: Date }[] = [];
  for (let day = exchangeDayOf(exchange, from); ;) {
    for (const [kind, session] of [
      ['opening', opening],
      ['closing', closing],
    ] as const) {
      if (session === undefined) continue;
      const at = zonedInstant(day, session.end, timeZone);
      if (at > from && at <= to) auctions.push({ day, kind, at });
    }
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (zonedInstant(next, 0, timeZone) > to) break;
    day = next;
  }
  return auctions.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function wholeLotsOf(quantity: Decimal, lot: number): Decimal {
  return new ExactDecimal(roundDownToLots(quantity.floor().toFixed(), lot));
}

/** How much of a tick an order takes: half its volume in whole lots, at least a lot, at most what is left. */
function takeOf(tick: OrderPriceTick, remaining: Decimal, lot: number): Decimal {
  let take = wholeLotsOf(new ExactDecimal(tick.volume).times(volumeShare), lot);
  if (take.lessThan(lot)) take = new ExactDecimal(lot);
  return take.greaterThan(remaining) ? remaining : take;
}

function crosses(order: GatewayOrder, price: Decimal): boolean {
  if (order.limitPrice === null) return true;
  return order.side === 'B' ? price.lessThanOrEqualTo(order.limitPrice) : price.greaterThanOrEqualTo(order.limitPrice);
}

type TicksOf = (instrument: MarketInstrument, from: Date, to: Date) => readonly OrderPriceTick[];

/** One order's executions in its window. */
function executionsOfOrder(market: MatchingMarket, request: ExecutionRequest, ticksOf: TicksOf): GatewayExecution[] {
  const { order, from, to } = request;
  const { instrument } = order;
  if (to <= from || instrument.status !== 'active' || !order.remaining.greaterThan(0)) return [];
  if (order.orderType === 'market') {
    const quote = market.quoteAt(instrument, from);
    const price = new ExactDecimal((order.side === 'B' ? quote.ask : quote.bid) ?? quote.last);
    if (order.side === 'B' && order.protectivePrice !== null && price.greaterThan(order.protectivePrice)) {
      return [{ kind: 'cancelled', at: from, reason: 'priceTooFarFromMarket' }];
    }
    return [{ kind: 'fill', at: from, price, quantity: order.remaining }];
  }
  if (isAuctionOrderType(order.orderType)) {
    for (const auction of auctionsBetween(instrument.exchange, from, to)) {
      const struck = market.auctionPrice(instrument, auction.day, auction.kind);
      if (struck === undefined) continue;
      const price = new ExactDecimal(struck);
      if (!crosses(order, price)) continue;
      if (order.side === 'B' && order.protectivePrice !== null && price.greaterThan(order.protectivePrice)) continue;
      return [{ kind: 'fill', at: auction.at, price, quantity: order.remaining }];
    }
    return [];
  }
  const executions: GatewayExecution[] = [];
  let remaining = order.remaining;
  let stop = order.awaitingStop;
  for (const tick of ticksOf(instrument, from, to)) {
    if (!remaining.greaterThan(0)) break;
    const at = instantOf(tick);
    if (at <= from || at > to) continue;
    // A pre-market or post-market print fills only orders that allow extended hours.
    if (tick.extended === true && !order.extendedHours) continue;
    const price = new ExactDecimal(tick.price);
    if (stop !== null) {
      const reached = order.side === 'B' ? price.greaterThanOrEqualTo(stop) : price.lessThanOrEqualTo(stop);
      if (reached) {
        executions.push({ kind: 'triggered', at });
        stop = null;
      }
      continue;
    }
    if (!crosses(order, price)) continue;
    const quantity = takeOf(tick, remaining, instrument.boardLot);
    if (quantity.isZero()) continue;
    executions.push({ kind: 'fill', at, price, quantity });
    remaining = remaining.minus(quantity);
  }
  return executions;
}

/** The index of the first tick after `instant` in ascending times. */
function firstAfter(times: readonly number[], instant: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? 0) <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The matching simulator over a market (the brand's feed, or a test's scripted one). Each call reads each instrument's
 * trades once, over the union of its orders' windows when that is at most 20 days, and replays them for every order.
 */
export function createMatchingSimulator(market: MatchingMarket): StockGateway {
  return {
    executionsOf(requests) {
      const windows = new Map<string, { from: number; to: number }>();
      for (const { order, from, to } of requests) {
        const known = windows.get(order.instrument.stockId);
        windows.set(order.instrument.stockId, {
          from: Math.min(known?.from ?? from.getTime(), from.getTime()),
          to: Math.max(known?.to ?? to.getTime(), to.getTime()),
        });
      }
      const tapes = new Map<string, { readonly ticks: readonly OrderPriceTick[]; readonly times: readonly number[] }>();
      const ticksOf: TicksOf = (instrument, from, to) => {
        const window = windows.get(instrument.stockId);
        if (window === undefined || window.to - window.from > maximumTapeMs) {
          return market.ticksBetween(instrument, from, to);
        }
        let tape = tapes.get(instrument.stockId);
        if (tape === undefined) {
          const ticks = market.ticksBetween(instrument, new Date(window.from), new Date(window.to));
          tape = { ticks, times: ticks.map((tick) => instantOf(tick).getTime()) };
          tapes.set(instrument.stockId, tape);
        }
        return tape.ticks.slice(firstAfter(tape.times, from.getTime()), firstAfter(tape.times, to.getTime()));
      };
      return Promise.resolve(requests.map((request) => executionsOfOrder(market, request, ticksOf)));
    },
  };
}
