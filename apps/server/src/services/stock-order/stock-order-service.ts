import { ExactDecimal, maximumStockOrderExportRows, stockOrderService, type StockBuyingPower } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { stockExchanges, marketOfExchange } from '@portal/contract/domain/stock/exchanges';
import {
  allowsPrePostMarket,
  shownOrderTypes,
  shownProgramOrderTypes,
} from '@portal/contract/domain/stock/order-types';
import { goodTillDateRange } from '@portal/contract/domain/stock/good-till-date';
import { AppError } from '../../platform/http/errors';
import { balanceOf } from '../../platform/money/ledger';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { valueStockPositions } from './position-valuation';
import { amendStockOrder, amendableExchange, cancelStockOrder } from './lifecycle';
import { marketOrderProtectionTicks, orderDayOf, phaseFor } from './order-rules';
import { auditedAdvisorOf, checkAdvisor, checkOrderTerms, placeStockOrder, type OrderActor } from './placement';
import { auditedActorOf } from '../../platform/audit/audit-trail';
import { stockAsset } from './positions';
import type { StockOrderDependencies } from './stock-order-dependencies';
import {
  findStockOrder,
  queryStockOrderRows,
  queryStockTradeRows,
  tradesOfOrder,
  unsettledOf,
} from './stock-order-queries';
import { instrumentCache, stockOrdersCsv, toStockOrder, toStockTrade } from './stock-order-view';
import { stockOrderRefusal } from './stock-order-refusal';
import { setSkipConfirmation, tradePasswordSaved, tradingAccountOf, type AccountKey } from './trading-account';

function accountOf(input: { accountCode: string; source: AccountKey['source'] }): AccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/**
 * Who acts: the session, and the advisor acting for the account (an advisee session's advisor, or an advisor naming
 * its advisee from its own session, which the operation's actsFor allowed), so either is held to advisorStockTrading,
 * recorded on the order and on the client's audit trail (ADR 059).
 */
function actorOf(context: OperationContext, account: AccountKey): OrderActor {
  const actor = context.actor;
  if (actor === undefined) throw AppError.unauthenticated();
  return { sessionId: actor.sessionId, advisorAccountCode: auditedActorOf(actor, account)?.accountCode ?? null };
}

async function buyingPowerOf(
  deps: StockOrderDependencies,
  account: AccountKey,
  currency: string,
  unsettledCash: ReadonlyMap<string, Decimal>,
): Promise<StockBuyingPower> {
  const balance = await balanceOf(deps.db, { ...account, asset: currency });
  return {
    currency,
    available: balance.available.toFixed(),
    onHold: balance.onHold.toFixed(),
    unsettled: (unsettledCash.get(currency) ?? new ExactDecimal(0)).toFixed(),
  };
}

function todayOf(deps: StockOrderDependencies): string {
  return orderDayOf('HKEX', deps.clock.now());
}

async function orderAnswer(deps: StockOrderDependencies, orderId: string, account: AccountKey) {
  const row = await findStockOrder(deps.db, account, orderId);
  if (row === undefined) throw stockOrderRefusal('orderNotFound');
  return toStockOrder(deps, row, await deps.market.findInstrument(row.stock_id));
}

/**
 * The stock order service (issue 15): placement.ts, lifecycle.ts and matching.ts hold the rules (ADR 028). Its
 * dependencies (the market data seam and the fee schedule among them) come from `stockOrderDependenciesOf`.
 */
export function stockOrderImplementationWith(
  stockOrderDependenciesOf: (context: OperationContext) => StockOrderDependencies,
) {
  return implementService(stockOrderService, {
    stockTradeTerms: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const instrument = await deps.market.findInstrument(input.stockId);
      if (instrument === undefined) throw AppError.notFound(`There is no stock ${input.stockId}.`);
      const trading = await tradingAccountOf(deps.db, account);
      const now = deps.clock.now();
      const quote = deps.market.quoteAt(instrument, now);
      const market = marketOfExchange(instrument.exchange);
      const orderTypes = shownOrderTypes(trading.permissions, market);
      const today = orderDayOf(instrument.exchange, now);
      const unsettled = await unsettledOf(deps.db, account, today);
      const shares = await balanceOf(deps.db, { ...account, asset: stockAsset(instrument.stockId) });
      const range = goodTillDateRange(today);
      const actor = actorOf(context, account);
      return {
        stockId: instrument.stockId,
        exchange: instrument.exchange,
        code: instrument.code,
        names: instrument.names,
        currency: instrument.currency,
        boardLot: instrument.boardLot,
        priceDecimals: stockExchanges[instrument.exchange].tradePriceDecimalPoint,
        instrumentStatus: instrument.status,
        tradingPhase: phaseFor(instrument.exchange, trading.permissions, now),
        orderTypes,
        defaultOrderType: orderTypes[0] ?? null,
        programOrderTypes: shownProgramOrderTypes(deps.brand.flags.goodTillDateEnabled, trading.permissions),
        tradingSuspended: shownOrderTypes(trading.permissions).length === 0,
        prePostMarketAllowed:
          market === 'US' &&
          orderTypes.includes('limit') &&
          allowsPrePostMarket(trading.permissions, instrument.exchange),
        auctionOrderSellOnly: trading.permissions.auctionOrderSellOnly,
        prefillPrice: deps.brand.flags.usePreviousCloseForOrderTicket ? quote.previousClose : quote.last,
        lastPrice: quote.last,
        previousClose: quote.previousClose,
        overrideOutOfSpread: deps.brand.flags.overrideOutOfSpread,
        buyingPower: await buyingPowerOf(deps, account, instrument.currency, unsettled.cash),
        sellableQuantity: shares.available.toFixed(),
        onHoldQuantity: shares.onHold.toFixed(),
        goodTillDateRange: deps.brand.flags.goodTillDateEnabled ? { from: range.first, to: range.last } : null,
        tradePasswordRequired: trading.permissions.tradePasswordRequired,
        tradePasswordSaved: await tradePasswordSaved(deps.db, actor.sessionId, account),
        skipConfirmation: trading.skipConfirmation,
        amendable: amendableExchange(deps, instrument.exchange),
        marketOrderProtectionTicks,
      };
    },

    estimateStockOrder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const trading = await tradingAccountOf(deps.db, account);
      const order = await checkOrderTerms(deps, trading, input, { checkHours: false, confirmsOutOfSpread: false });
      const price = order.price ?? order.holdPrice ?? new ExactDecimal(0);
      const consideration = order.quantity.times(price);
      const fees = deps.fees({
        exchange: order.instrument.exchange,
        side: input.side,
        quantity: order.quantity,
        consideration,
      });
      const total = input.side === 'B' ? consideration.plus(fees.total) : consideration.minus(fees.total);
      return {
        currency: order.instrument.currency,
        consideration: consideration.toFixed(),
        fees: fees.lines.map((line) => ({ name: line.name, amount: line.amount.toFixed() })),
        totalFees: fees.total.toFixed(),
        total: total.toFixed(),
        price: price.toFixed(),
      };
    },

    placeStockOrder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const placed = await placeStockOrder(deps, context.passwords, actorOf(context, accountOf(input)), input);
      return {
        result: 'success' as const,
        resultCode: 0 as const,
        order: placed.replayed
          ? await orderAnswer(deps, placed.orderId, accountOf(input))
          : toStockOrder(deps, placed.row, await deps.market.findInstrument(placed.row.stock_id)),
        replayed: placed.replayed,
      };
    },

    amendStockOrder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const actor = actorOf(context, accountOf(input));
      checkAdvisor(deps, actor);
      const row = await amendStockOrder(deps, accountOf(input), input, auditedAdvisorOf(actor));
      return { order: toStockOrder(deps, row, await deps.market.findInstrument(row.stock_id)) };
    },

    cancelStockOrder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const actor = actorOf(context, accountOf(input));
      checkAdvisor(deps, actor);
      const row = await cancelStockOrder(deps, accountOf(input), input.orderId, auditedAdvisorOf(actor));
      return { order: toStockOrder(deps, row, await deps.market.findInstrument(row.stock_id)) };
    },

    getStockOrder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const row = await findStockOrder(deps.db, account, input.orderId);
      if (row === undefined) throw AppError.notFound(`There is no stock order ${input.orderId}.`);
      const instrument = await deps.market.findInstrument(row.stock_id);
      const today = todayOf(deps);
      const trades = (await tradesOfOrder(deps.db, row.id)).map((trade) => ({
        ...toStockTrade(trade, instrument),
        settled: trade.settlement_date <= today,
      }));
      return { order: toStockOrder(deps, row, instrument), trades };
    },

    queryStockOrders: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const page = await queryStockOrderRows(deps.db, { ...input, ...account }, input);
      const lookup = instrumentCache(deps);
      const orders = [];
      for (const row of page.rows) orders.push(toStockOrder(deps, row, await lookup(row.stock_id)));
      return { orders, nextCursor: page.nextCursor };
    },

    queryStockTrades: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const page = await queryStockTradeRows(deps.db, { ...input, ...account }, input);
      const lookup = instrumentCache(deps);
      const today = todayOf(deps);
      const trades = [];
      for (const row of page.rows) {
        trades.push({ ...toStockTrade(row, await lookup(row.stock_id)), settled: row.settlement_date <= today });
      }
      return { trades, nextCursor: page.nextCursor };
    },

    exportStockOrders: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const page = await queryStockOrderRows(
        deps.db,
        { ...input, ...account },
        {
          pageSize: maximumStockOrderExportRows,
        },
      );
      const lookup = instrumentCache(deps);
      const orders = [];
      for (const row of page.rows) orders.push(toStockOrder(deps, row, await lookup(row.stock_id)));
      return {
        fileName: `stock-orders-${account.accountCode}-${todayOf(deps)}.csv`,
        contentType: 'text/csv' as const,
        content: stockOrdersCsv(orders, input.language),
        rows: orders.length,
      };
    },

    stockPositions: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      return valueStockPositions(deps, accountOf(input), input.reportingCurrency);
    },

    stockBuyingPower: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const unsettled = await unsettledOf(deps.db, account, todayOf(deps));
      const balances = [];
      for (const currency of deps.brand.cashCurrencies) {
        balances.push(await buyingPowerOf(deps, account, currency, unsettled.cash));
      }
      return { balances };
    },

    loadOrderConfirmationReminder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const trading = await tradingAccountOf(deps.db, accountOf(input));
      return { skipConfirmation: trading.skipConfirmation };
    },

    saveOrderConfirmationReminder: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      await setSkipConfirmation(deps.db, accountOf(input), input.skipConfirmation, deps.clock.now());
      return { skipConfirmation: input.skipConfirmation };
    },

    checkSavedTradePassword: async (input, context) => {
      const deps = stockOrderDependenciesOf(context);
      const account = accountOf(input);
      const trading = await tradingAccountOf(deps.db, account);
      return {
        result: await tradePasswordSaved(deps.db, actorOf(context, account).sessionId, account),
        tradePasswordRequired: trading.permissions.tradePasswordRequired,
      };
    },
  });
}
