import { randomUUID } from 'node:crypto';
import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { marketOfExchange, stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { exchangeDayOf, tradingSessionsOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import type { ExecutionRequest, GatewayExecution, GatewayOrder } from '../../adapters/stock-gateway/stock-gateway';
import { isAuctionOrderType, isStockOrderType } from '@portal/contract/domain/stock/order-types';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { houseCashAccount, postJournal, type LedgerLineInput } from '../../platform/money/ledger';
import type { OrderInstrument, StockOrderDependencies } from './stock-order-dependencies';
import { codeOfStockId, endOrder, lockedOrder, releaseOrderHold, StaleOrderError, updateOrder } from './lifecycle';
import { costOf, feeLinesBetween } from './order-rules';
import { isResting, orderStatus, restingStatuses } from './order-status';
import { houseStockAccount, moveStockPosition, stockAsset, stockLedgerKinds } from './positions';
import type { StockOrderTable } from './stock-order-tables';

/*
 * The matching job (ADR 028): every run asks the stock gateway (ADR 051; the matching simulator by default,
 * matching-simulator.ts) what became of each resting order since where it stopped, and applies its execution reports
 * one by one, each on the version read: a fill is one transaction (the fill row, the ledger journal, the position,
 * the order and the events), a stop-limit's trigger marks it triggered, a market buy the market moved beyond its
 * protective price is cancelled. The portal keeps what is its own: a day order expires at the end of its exchange's
 * trading day, a good-till-date order at the end of its date (cancelled with result code orderExpired, its hold
 * released), and an order of a deleted instrument is rejected.
 */

/** The longest stretch of market one run replays for an order (the feed gives at most 30 trading days). */
const maximumCatchUpMs = 20 * 86_400_000;

/**
 * How far a run's progress must go before it is written for an order without fills: a quiet order is not rewritten
 * every run (its window is replayed again, which fills nothing twice: nothing in it crossed).
 */
const progressStepMs = 15 * 60_000;

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

/** The order as the gateway sees it; undefined for a row whose type no gateway knows (placement writes none). */
function gatewayOrderOf(order: StockOrderTable, instrument: OrderInstrument): GatewayOrder | undefined {
  if (!isStockOrderType(order.order_type)) return undefined;
  const protects = order.side === 'B' && (order.order_type === 'market' || isAuctionOrderType(order.order_type));
  return {
    orderId: order.id,
    instrument,
    side: order.side,
    orderType: order.order_type,
    remaining: new ExactDecimal(order.quantity).minus(order.filled_quantity),
    limitPrice: order.price === null ? null : new ExactDecimal(order.price),
    awaitingStop: order.triggered === 0 ? new ExactDecimal(order.stop_price ?? '0') : null,
    extendedHours: order.pre_post_market === 1,
    protectivePrice: protects && order.hold_price !== null ? new ExactDecimal(order.hold_price) : null,
  };
}

/** Where one run takes an order to: the end of its window (now, its expiry, or a catch-up's horizon). */
function windowOf(
  order: StockOrderTable,
  now: Date,
): { readonly from: Date; readonly until: Date; readonly expiry: Date } {
  const expiry = expiryOf(order);
  const from = new Date(order.matched_until);
  // The feed replays at most 30 trading days at once: a longer gap is caught up over several runs.
  const horizon = new Date(from.getTime() + maximumCatchUpMs);
  const until = [now, expiry, horizon].reduce((earliest, instant) => (instant < earliest ? instant : earliest));
  return { from, until, expiry };
}

/**
 * Moves one resting order on to `now`: applies the gateway's execution reports for its window, then its expiry.
 * Answers the fills made.
 */
async function applyExecutions(
  deps: StockOrderDependencies,
  start: StockOrderTable,
  instrument: OrderInstrument | undefined,
  executions: readonly GatewayExecution[],
  now: Date,
): Promise<number> {
  if (instrument === undefined || instrument.status === 'deleted') {
    await changeOrder(deps, start, (trx, publish, locked) =>
      endOrder(trx, publish, deps, locked, { status: 'rejected', result: 'productDelisted' }, now),
    );
    return 0;
  }
  const { until, expiry } = windowOf(start, now);
  let order: StockOrderTable | undefined = start;
  let fills = 0;
  for (const execution of executions) {
    if (order === undefined || !isResting(order.status)) break;
    const current: StockOrderTable = order;
    if (execution.kind === 'triggered') {
      order = await changeOrder(deps, current, (trx, _publish, locked) =>
        updateOrder(trx, locked, { triggered: 1, matched_until: execution.at.toISOString() }, execution.at),
      );
    } else if (execution.kind === 'cancelled') {
      order = await changeOrder(deps, current, (trx, publish, locked) =>
        endOrder(trx, publish, deps, locked, { status: 'cancelled', result: execution.reason }, now),
      );
    } else {
      order = await changeOrder(deps, current, (trx, publish, locked) => {
        // Never beyond what is left, whatever a gateway reports (its contract forbids it).
        const left = new ExactDecimal(locked.quantity).minus(locked.filled_quantity);
        const quantity = execution.quantity.greaterThan(left) ? left : execution.quantity;
        return fillOrder(trx, publish, deps, locked, { price: execution.price, quantity, at: execution.at });
      });
      if (order !== undefined) fills += 1;
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

/**
 * One run of the matching job: every resting order, oldest first, moved on to the clock's now by the gateway's
 * execution reports (asked for all of them at once).
 */
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
  for (const order of resting) {
    if (!instruments.has(order.stock_id)) {
      instruments.set(order.stock_id, await deps.market.findInstrument(order.stock_id));
    }
  }
  // What the gateway is asked: each order of a live instrument with time to replay.
  const asked = new Map<string, ExecutionRequest>();
  for (const order of resting) {
    const instrument = instruments.get(order.stock_id);
    if (instrument === undefined || instrument.status === 'deleted') continue;
    const { from, until } = windowOf(order, now);
    const gatewayOrder = gatewayOrderOf(order, instrument);
    if (gatewayOrder !== undefined && until > from) asked.set(order.id, { order: gatewayOrder, from, to: until });
  }
  const requests = [...asked.values()];
  const reports = await deps.gateway.executionsOf(requests);
  const executionsOf = new Map(requests.map((request, index) => [request.order.orderId, reports[index] ?? []]));
  let fills = 0;
  for (const order of resting) {
    fills += await applyExecutions(deps, order, instruments.get(order.stock_id), executionsOf.get(order.id) ?? [], now);
  }
  return { orders: resting.length, fills };
}
