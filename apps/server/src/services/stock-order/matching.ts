import { randomUUID } from 'node:crypto';
import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { marketOfExchange, stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { roundDownToLots } from '@portal/contract/domain/stock/board-lot';
import { exchangeDayOf, tradingSessionsOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { isAuctionOrderType, isStockOrderType } from '@portal/contract/domain/stock/order-types';
import type { Database } from '../../platform/db';
import type { Publish } from '../../platform/events';
import { houseCashAccount, postJournal, type LedgerLineInput } from '../../platform/ledger';
import type { OrderInstrument, OrderPriceTick, StockOrderDependencies } from './stock-order-dependencies';
import { codeOfStockId, endOrder, lockedOrder, releaseOrderHold, StaleOrderError, updateOrder } from './lifecycle';
import { costOf, feeLinesBetween } from './order-rules';
import { isResting, orderStatus, restingStatuses } from './order-status';
import { houseStockAccount, moveStockPosition, stockAsset, stockLedgerKinds } from './positions';
import type { StockOrderTable } from './stock-order-tables';

/*
 * The matching simulator (ADR 028), the gateway's stand-in: every run replays the market's trades (the feed's ticks,
 * a deterministic function of the instrument and the time) between where each resting order stopped and now.
 * - A buy limit fills when a tick trades at or below its limit, a sell at or above, at the tick's price (never worse
 *   than the limit), up to half the tick's volume in whole lots (at least one lot): large orders fill in parts.
 * - US pre-market and post-market prints (ticks marked `extended`) fill only orders placed with "allow pre-market
 *   and post-market execution" (pre_post_market); every order takes the regular session's ticks.
 * - A stop-limit order waits for a tick at or beyond its stop (buy: at or above; sell: at or below), then rests as a
 *   limit order from the next tick.
 * - A market order fills at once, whole, at the ask (buy) or the bid (sell) of the quote at its placement; a buy whose
 *   ask is above the protective price it was held at is cancelled instead.
 * - At-auction orders fill whole at the auction's price when the auction they wait for (the opening auction at the
 *   end of the pre-opening session, the closing auction at its end) happens in the window; an at-auction limit only
 *   when the price is at or better than its limit.
 * - A day order expires at the end of its exchange's trading day, a good-till-date order at the end of its date:
 *   cancelled with result code orderExpired, its hold released.
 * Each fill is one transaction: the fill row, the ledger journal, the position, the order and the events.
 */

/** The longest stretch of market one run replays for an order (the feed gives at most 30 trading days). */
const maximumCatchUpMs = 20 * 86_400_000;

/**
 * How far a run's progress must go before it is written for an order without fills: a quiet order is not rewritten
 * every run (its window is replayed again, which fills nothing twice: nothing in it crossed).
 */
const progressStepMs = 15 * 60_000;

/** The share of a tick's volume an order may take. */
const volumeShare = new ExactDecimal('0.5');

/** Settlement: T+2 on HKEX and Stock Connect, T+1 in the US (business days: weekdays; ADR 028). */
export function settlementDateOf(exchange: StockExchangeCode, tradeDate: string): string {
  let days = marketOfExchange(exchange) === 'US' ? 1 : 2;
  let date = new Date(`${tradeDate}T00:00:00Z`);
  while (days > 0) {
    date = new Date(date.getTime() + 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** End of the last session of an exchange's day, by `<exchange> <day>` (zone arithmetic is dear; days are few). */
const dayEnds = new Map<string, Date>();

/** The instant an order expires: the end of the last session of its order date (day) or its good-till-date. */
export function expiryOf(order: Pick<StockOrderTable, 'exchange' | 'order_date' | 'good_till_date'>): Date {
  const exchange = order.exchange;
  const day = order.good_till_date ?? order.order_date;
  const key = `${exchange} ${day}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    const sessions = tradingSessionsOf(exchange);
    const last = sessions[sessions.length - 1];
    end = zonedInstant(day, last === undefined ? 24 * 60 : last.end, stockExchanges[exchange].timeZone);
    if (dayEnds.size > 10_000) dayEnds.clear();
    dayEnds.set(key, end);
  }
  return end;
}

/** The auctions (opening, closing) of each day between two instants, each with the instant its price is struck. */
function auctionsBetween(exchange: StockExchangeCode, from: Date, to: Date) {
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

const instantOf = (tick: OrderPriceTick) => (tick.at instanceof Date ? tick.at : new Date(tick.at));

type Fill = { readonly price: Decimal; readonly quantity: Decimal; readonly at: Date };

/**
 * Fills part of an order in the caller's transaction: the fill row, the journal (buy: held cash for consideration and
 * this fill's fees to HOUSE:CASH, shares from HOUSE:STOCK:<id>; sell: held shares out, cash in net of fees), the
 * position, the order (and, once filled, the release of what it still holds) and the events.
 */
export async function fillOrder(
  trx: Transaction<Database>,
  publish: Publish,
  deps: StockOrderDependencies,
  order: StockOrderTable,
  fill: Fill,
): Promise<StockOrderTable> {
  const exchange = order.exchange;
  const side = order.side;
  const filledBefore = new ExactDecimal(order.filled_quantity);
  const considerationBefore = new ExactDecimal(order.filled_consideration);
  const consideration = fill.price.times(fill.quantity);
  const filledAfter = filledBefore.plus(fill.quantity);
  const considerationAfter = considerationBefore.plus(consideration);
  const feesBefore = costOf(deps.fees, exchange, side, filledBefore, considerationBefore);
  const feesAfter = costOf(deps.fees, exchange, side, filledAfter, considerationAfter);
  const feeLines = feeLinesBetween(feesBefore.lines, feesAfter.lines);
  let fees = feesAfter.total.minus(order.filled_fees);
  if (fees.isNegative()) fees = new ExactDecimal(0);
  const account = { accountCode: order.account_code, source: order.source };
  const cash = { ...account, asset: order.currency };
  const shares = { ...account, asset: stockAsset(order.stock_id) };
  const house = houseStockAccount(order.stock_id);
  const tradeId = `ST${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
  const lines: LedgerLineInput[] = [];
  let net: Decimal;
  let holdAfter: Decimal;
  if (side === 'B') {
    net = consideration.plus(fees);
    holdAfter = new ExactDecimal(order.hold_amount).minus(net);
    lines.push(
      { ...cash, bucket: 'onHold', amount: net.negated() },
      { ...cash, accountCode: houseCashAccount, bucket: 'available', amount: net },
      { ...shares, accountCode: house, bucket: 'available', amount: fill.quantity.negated() },
      { ...shares, bucket: 'available', amount: fill.quantity },
    );
  } else {
    net = consideration.minus(fees);
    holdAfter = new ExactDecimal(order.hold_amount).minus(fill.quantity);
    lines.push(
      { ...shares, bucket: 'onHold', amount: fill.quantity.negated() },
      { ...shares, accountCode: house, bucket: 'available', amount: fill.quantity },
    );
    if (!net.isZero()) {
      lines.push(
        { ...cash, bucket: 'available', amount: net },
        { ...cash, accountCode: houseCashAccount, bucket: 'available', amount: net.negated() },
      );
    }
  }
  await postJournal(trx, deps.dialect, {
    kind: stockLedgerKinds.fill,
    ...account,
    reference: tradeId,
    at: fill.at,
    lines: lines.filter((line) => !new ExactDecimal(line.amount).isZero()),
  });
  const tradeDate = exchangeDayOf(exchange, fill.at);
  await trx
    .insertInto('stock_trade')
    .values({
      id: tradeId,
      order_id: order.id,
      account_code: order.account_code,
      source: order.source,
      stock_id: order.stock_id,
      currency: order.currency,
      side,
      price: fill.price.toFixed(),
      quantity: fill.quantity.toFixed(),
      consideration: consideration.toFixed(),
      fees: JSON.stringify(feeLines.map((line) => ({ name: line.name, amount: line.amount.toFixed() }))),
      total_fees: fees.toFixed(),
      net_amount: net.toFixed(),
      traded_at: fill.at.toISOString(),
      trade_date: tradeDate,
      settlement_date: settlementDateOf(exchange, tradeDate),
    })
    .execute();
  await moveStockPosition(
    trx,
    {
      ...account,
      stockId: order.stock_id,
      quantity: side === 'B' ? fill.quantity : fill.quantity.negated(),
      ...(side === 'B' ? { cost: consideration.plus(fees) } : {}),
    },
    fill.at,
  );
  const done = filledAfter.greaterThanOrEqualTo(order.quantity);
  let updated = await updateOrder(
    trx,
    order,
    {
      filled_quantity: filledAfter.toFixed(),
      filled_consideration: considerationAfter.toFixed(),
      filled_fees: new ExactDecimal(order.filled_fees).plus(fees).toFixed(),
      hold_amount: holdAfter.toFixed(),
      status: done ? orderStatus.matched : orderStatus.partiallyMatched,
      matched_until: fill.at.toISOString(),
    },
    fill.at,
  );
  if (done) {
    await releaseOrderHold(trx, deps, updated, fill.at);
    updated = await updateOrder(trx, updated, { hold_amount: '0' }, fill.at);
  }
  await publish({
    type: 'matchedStockOrderUpdate',
    ...account,
    fields: {
      code: codeOfStockId(order.stock_id),
      referenceCode: order.id,
      quantity: fill.quantity.toFixed(),
      currencyCode: order.currency,
      amount: net.toFixed(),
    },
  });
  return updated;
}

/** Runs one change of an order in a transaction on the version read, or answers undefined when it changed meanwhile. */
async function changeOrder(
  deps: StockOrderDependencies,
  order: StockOrderTable,
  work: (trx: Transaction<Database>, publish: Publish, order: StockOrderTable) => Promise<StockOrderTable>,
): Promise<StockOrderTable | undefined> {
  try {
    return await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const locked = await lockedOrder(trx, deps, order.id);
      if (locked === undefined || locked.version !== order.version) throw new StaleOrderError(order.id);
      return work(trx, publish, locked);
    });
  } catch (error) {
    if (error instanceof StaleOrderError) return undefined;
    throw error;
  }
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

function crosses(order: StockOrderTable, price: Decimal): boolean {
  if (order.price === null) return true;
  return order.side === 'B' ? price.lessThanOrEqualTo(order.price) : price.greaterThanOrEqualTo(order.price);
}

/** Moves one resting order on to `now`: its fills, then its expiry. Answers the fills made. */
export async function matchOrder(
  deps: StockOrderDependencies,
  start: StockOrderTable,
  instrument: OrderInstrument | undefined,
  now: Date,
  ticksOf: (instrument: OrderInstrument, from: Date, to: Date) => readonly OrderPriceTick[] = (i, from, to) =>
    deps.market.ticksBetween(i, from, to),
): Promise<number> {
  let order: StockOrderTable | undefined = start;
  let fills = 0;
  const expiry = expiryOf(start);
  const from = new Date(start.matched_until);
  // The feed replays at most 30 trading days at once: a longer gap is caught up over several runs.
  const horizon = new Date(from.getTime() + maximumCatchUpMs);
  const until = [now, expiry, horizon].reduce((earliest, instant) => (instant < earliest ? instant : earliest));
  if (instrument === undefined || instrument.status === 'deleted') {
    await changeOrder(deps, start, (trx, publish, locked) =>
      endOrder(trx, publish, deps, locked, { status: 'rejected', result: 'productDelisted' }, now),
    );
    return 0;
  }
  const lot = instrument.boardLot;
  const remainingOf = (current: StockOrderTable) => new ExactDecimal(current.quantity).minus(current.filled_quantity);

  if (until > from && instrument.status === 'active') {
    if (order.order_type === 'market') {
      const quote = deps.market.quoteAt(instrument, from);
      const price = new ExactDecimal((order.side === 'B' ? quote.ask : quote.bid) ?? quote.last);
      const current: StockOrderTable = order;
      if (order.side === 'B' && order.hold_price !== null && price.greaterThan(order.hold_price)) {
        await changeOrder(deps, current, (trx, publish, locked) =>
          endOrder(trx, publish, deps, locked, { status: 'cancelled', result: 'priceTooFarFromMarket' }, now),
        );
        return fills;
      }
      order = await changeOrder(deps, current, (trx, publish, locked) =>
        fillOrder(trx, publish, deps, locked, { price, quantity: remainingOf(locked), at: from }),
      );
      return order === undefined ? fills : fills + 1;
    }
    if (isStockOrderType(order.order_type) && isAuctionOrderType(order.order_type)) {
      for (const auction of auctionsBetween(order.exchange, from, until)) {
        if (order === undefined || !isResting(order.status)) break;
        const struck = deps.market.auctionPrice(instrument, auction.day, auction.kind);
        if (struck === undefined) continue;
        const price = new ExactDecimal(struck);
        const current: StockOrderTable = order;
        if (!crosses(current, price)) continue;
        if (current.side === 'B' && current.hold_price !== null && price.greaterThan(current.hold_price)) continue;
        order = await changeOrder(deps, current, (trx, publish, locked) =>
          fillOrder(trx, publish, deps, locked, { price, quantity: remainingOf(locked), at: auction.at }),
        );
        if (order !== undefined) fills += 1;
      }
    } else {
      for (const tick of ticksOf(instrument, from, until)) {
        if (order === undefined || !isResting(order.status)) break;
        const at = instantOf(tick);
        if (at <= from || at > until) continue;
        const current: StockOrderTable = order;
        // A pre-market or post-market print fills only orders that allow extended hours.
        if (tick.extended === true && current.pre_post_market !== 1) continue;
        const price = new ExactDecimal(tick.price);
        if (current.triggered === 0) {
          const stop = new ExactDecimal(current.stop_price ?? '0');
          const reached = current.side === 'B' ? price.greaterThanOrEqualTo(stop) : price.lessThanOrEqualTo(stop);
          if (reached) {
            order = await changeOrder(deps, current, (trx, _publish, locked) =>
              updateOrder(trx, locked, { triggered: 1, matched_until: at.toISOString() }, at),
            );
          }
          continue;
        }
        if (!crosses(current, price)) continue;
        const quantity = takeOf(tick, remainingOf(current), lot);
        if (quantity.isZero()) continue;
        order = await changeOrder(deps, current, (trx, publish, locked) =>
          fillOrder(trx, publish, deps, locked, { price, quantity, at }),
        );
        if (order !== undefined) fills += 1;
      }
    }
  }
  if (order === undefined || !isResting(order.status)) return fills;
  const current: StockOrderTable = order;
  if (until >= expiry) {
    await changeOrder(deps, current, (trx, publish, locked) =>
      endOrder(trx, publish, deps, locked, { status: 'cancelled', result: 'orderExpired' }, expiry),
    );
  } else if (until.getTime() - new Date(current.matched_until).getTime() >= progressStepMs) {
    await changeOrder(deps, current, (trx, _publish, locked) =>
      updateOrder(trx, locked, { matched_until: until.toISOString() }, now),
    );
  }
  return fills;
}

/** One run of the matching job: every resting order, oldest first, moved on to the clock's now. */
export async function runStockMatching(deps: StockOrderDependencies): Promise<{ orders: number; fills: number }> {
  const now = deps.clock.now();
  // At the market: every order accepted by now is queuing (one statement; the client was told at placement).
  await deps.db
    .updateTable('stock_order')
    .set((eb) => ({ status: orderStatus.queuing, version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('status', '=', orderStatus.pending)
    .where('placed_at', '<=', now.toISOString())
    .execute();
  const resting = await deps.db
    .selectFrom('stock_order')
    .selectAll()
    .where('status', 'in', [...restingStatuses])
    .orderBy('placed_at')
    .orderBy('id')
    .execute();
  const instruments = new Map<string, OrderInstrument | undefined>();
  // Each stock's trades are read once a run, from the earliest point a resting order of it needs.
  const earliest = new Map<string, Date>();
  for (const order of resting) {
    const from = new Date(order.matched_until);
    const known = earliest.get(order.stock_id);
    if (known === undefined || from < known) earliest.set(order.stock_id, from);
  }
  const tapes = new Map<string, { readonly ticks: readonly OrderPriceTick[]; readonly times: readonly number[] }>();
  /** The index of the first tick after `instant` in ascending times. */
  const firstAfter = (times: readonly number[], instant: number) => {
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((times[middle] ?? 0) <= instant) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const ticksOf = (instrument: OrderInstrument, from: Date, to: Date) => {
    const start = earliest.get(instrument.stockId) ?? from;
    if (from < start || to > now || now.getTime() - start.getTime() > maximumCatchUpMs) {
      return deps.market.ticksBetween(instrument, from, to);
    }
    let tape = tapes.get(instrument.stockId);
    if (tape === undefined) {
      const ticks = deps.market.ticksBetween(instrument, start, now);
      tape = { ticks, times: ticks.map((tick) => instantOf(tick).getTime()) };
      tapes.set(instrument.stockId, tape);
    }
    return tape.ticks.slice(firstAfter(tape.times, from.getTime()), firstAfter(tape.times, to.getTime()));
  };
  let fills = 0;
  for (const order of resting) {
    if (!instruments.has(order.stock_id)) {
      instruments.set(order.stock_id, await deps.market.findInstrument(order.stock_id));
    }
    fills += await matchOrder(deps, order, instruments.get(order.stock_id), now, ticksOf);
  }
  return { orders: resting.length, fills };
}
