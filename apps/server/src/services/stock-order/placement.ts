import { randomUUID } from 'node:crypto';
import { ExactDecimal, type AuditDetail } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { marketOfExchange } from '@portal/contract/domain/stock/exchanges';
import { isWholeLots } from '@portal/contract/domain/stock/board-lot';
import {
  allowsPrePostMarket,
  isAuctionOrderType,
  isProgramOrderType,
  isStockOrderType,
  needsPrice,
  needsTriggerPrice,
  orderTypeRefusal,
  shownOrderTypes,
  shownProgramOrderTypes,
  type ProgramOrderType,
  type StockOrderType,
} from '@portal/contract/domain/stock/order-types';
import { orderRemarkError } from '@portal/contract/domain/stock/order-remark';
import { goodTillDateError } from '@portal/contract/domain/stock/good-till-date';
import type { StockOrderResult } from '@portal/contract/domain/order/stock-order-results';
import { riskProfileExpired } from '../../platform/identity/account-directory';
import { compiledRowInsert } from '../../platform/db/compiled-query';
import { placeOrder } from '../../platform/orders/place-order';
import { recordAuditedAction, type AuditedActor } from '../../platform/audit/audit-trail';
import type { PasswordHasher } from '../../platform/identity/passwords';
import type { OrderInstrument, StockOrderDependencies } from './stock-order-dependencies';
import { stockOrderRefusal } from './stock-order-refusal';
import {
  buyHoldOf,
  checkedPrice,
  checkedQuantity,
  checkedValue,
  closedRefusal,
  isExtendedPhase,
  orderDayOf,
  phaseFor,
  protectivePrice,
} from './order-rules';
import { orderStatus } from './order-status';
import { stockAsset, stockLedgerKinds } from './positions';
import {
  placementReadsOf,
  saveTradePasswordForSession,
  type AccountKey,
  type PlacementReads,
  type TradingAccount,
} from './trading-account';
import type { StockOrderTable } from './stock-order-tables';

/**
 * Who is placing: the session (for a saved trade password) and the advisor acting for the client (in an advisee
 * session, or from its own session for one of its advisees), null when the client places its own order.
 */
export type OrderActor = { readonly sessionId: string; readonly advisorAccountCode: string | null };

/** The advisor placing, amending or cancelling for the client, as the client's audit trail names it (ADR 059). */
export function auditedAdvisorOf(actor: OrderActor): AuditedActor | undefined {
  return actor.advisorAccountCode === null
    ? undefined
    : { accountCode: actor.advisorAccountCode, role: 'advisor', sessionId: actor.sessionId };
}

/** What the client's audit trail says of a stock order: its stock, side, type, quantity and price. */
export function stockOrderDetail(
  order: Pick<StockOrderTable, 'side' | 'order_type' | 'quantity' | 'price' | 'currency'>,
  instrument: Pick<OrderInstrument, 'code' | 'names'> | undefined,
  fallbackCode: string,
): AuditDetail {
  return {
    market: 'stock',
    orderKind: order.order_type,
    instrument: instrument?.code ?? fallbackCode,
    ...(instrument === undefined ? {} : { instrumentNames: instrument.names }),
    side: order.side === 'S' ? 'S' : 'B',
    quantity: order.quantity,
    ...(order.price === null ? {} : { price: order.price }),
    currency: order.currency,
  };
}

/** An order as the ticket sends it (the contract's placeStockOrder input, parsed). */
export type StockOrderRequest = AccountKey & {
  readonly clientReference: string;
  readonly stockId: string;
  readonly side: 'B' | 'S';
  readonly orderType: string;
  readonly price?: string | undefined;
  readonly stopPrice?: string | undefined;
  readonly quantity: string;
  readonly programOrderType: string;
  readonly goodTillDate?: string | undefined;
  readonly remark: string;
  /** Allow pre-market and post-market execution (US limit orders; the contract defaults it to false). */
  readonly prePostMarket?: boolean | undefined;
  readonly tradePassword?: string | undefined;
  readonly saveTradePassword: boolean;
  /** The client confirmed a price off the spread table (the brand's overrideOutOfSpread; the contract defaults it). */
  readonly confirmOutOfSpread?: boolean | undefined;
};

/** The order's terms once every check passed. */
export type CheckedOrder = {
  readonly instrument: OrderInstrument;
  readonly orderType: StockOrderType;
  readonly programOrderType: ProgramOrderType;
  readonly price: Decimal | null;
  readonly stopPrice: Decimal | null;
  readonly quantity: Decimal;
  readonly orderDay: string;
  readonly goodTillDate: string | null;
  /** The order may execute in US pre-market and post-market. */
  readonly prePostMarket: boolean;
  /** Buy: the price the cash hold is sized at; null for a sell. */
  readonly holdPrice: Decimal | null;
  /** What is held: cash (buy) or shares (sell). */
  readonly holdAmount: Decimal;
  readonly holdAsset: string;
};

function refuse(result: StockOrderResult): never {
  throw stockOrderRefusal(result);
}

/** The terms checks that need no password and no ledger (the estimate uses them too). */
export async function checkOrderTerms(
  deps: StockOrderDependencies,
  trading: TradingAccount,
  request: Omit<StockOrderRequest, 'clientReference' | 'remark' | 'saveTradePassword' | 'programOrderType'> & {
    readonly programOrderType?: string;
    readonly remark?: string;
  },
  {
    checkHours,
    confirmsOutOfSpread,
  }: {
    readonly checkHours: boolean;
    /** A price off the spread needs the client's confirmation (placement), or only the brand's override (estimate). */
    readonly confirmsOutOfSpread: boolean;
  },
): Promise<CheckedOrder> {
  const now = deps.clock.now();
  // 1. The instrument: known, not delisted, not suspended.
  const instrument = await deps.market.findInstrument(request.stockId);
  if (instrument === undefined) refuse('unknownInstrument');
  if (instrument.status === 'deleted') refuse('productDelisted');
  if (instrument.status === 'suspended') refuse('productSuspended');
  const exchange = instrument.exchange;
  const market = marketOfExchange(exchange);
  const { permissions } = trading;
  // 2. The account may trade (SPEC §5: an empty order type list suspends it); the order type and program type.
  if (shownOrderTypes(permissions).length === 0) refuse('clientSuspended');
  if (!isStockOrderType(request.orderType)) refuse('invalidOrderType');
  const orderType = request.orderType;
  if (!shownOrderTypes(permissions, market).includes(orderType)) refuse('invalidOrderType');
  if (permissions.auctionOrderSellOnly && isAuctionOrderType(orderType) && request.side === 'B') {
    refuse('atAuctionSellOnly');
  }
  const programOrderType = request.programOrderType ?? 'none';
  if (!isProgramOrderType(programOrderType)) refuse('invalidProgramOrderType');
  const offeredProgramTypes = shownProgramOrderTypes(deps.brand.flags.goodTillDateEnabled, permissions);
  if (!offeredProgramTypes.includes(programOrderType)) refuse('invalidProgramOrderType');
  // 3. Price: required where the type has one, positive, within the exchange's decimals, on the spread table (off
  //    it only where the brand overrides the table and, when placing, the client confirmed the override).
  const offSpread =
    deps.brand.flags.overrideOutOfSpread && (!confirmsOutOfSpread || request.confirmOutOfSpread === true)
      ? 'accept'
      : 'refuse';
  let price: Decimal | null = null;
  if (needsPrice(orderType)) {
    if (request.price === undefined || request.price === '') refuse('priceRequired');
    const checked = checkedPrice('price', request.price, exchange, offSpread);
    if ('refusal' in checked) refuse(checked.refusal);
    price = checked.price;
  }
  let stopPrice: Decimal | null = null;
  if (needsTriggerPrice(orderType)) {
    if (request.stopPrice === undefined || request.stopPrice === '') refuse('priceRequired');
    const checked = checkedPrice('stopPrice', request.stopPrice, exchange, offSpread);
    if ('refusal' in checked) refuse(checked.refusal);
    stopPrice = checked.price;
  }
  // 4. Quantity: a positive whole number of shares, whole board lots (odd lots refused); the value at the price below
  //    the figure ceiling (so that what the order holds stays within the ledger).
  const checkedQty = checkedQuantity(request.quantity);
  if ('refusal' in checkedQty) refuse(checkedQty.refusal);
  const quantity = checkedQty.quantity;
  if (!isWholeLots(quantity.toFixed(), instrument.boardLot)) refuse('wrongLotSize');
  const valueRefusal = checkedValue(price, quantity);
  if (valueRefusal !== undefined) refuse(valueRefusal);
  // 5. Remark: at most 10 valid characters.
  if (request.remark !== undefined && orderRemarkError(request.remark) !== undefined) refuse('invalidRemark');
  // 6. Good-till-date: only with that program type, inside the range.
  const orderDay = orderDayOf(exchange, now);
  let goodTillDate: string | null = null;
  if (programOrderType === 'goodTillDate') {
    if (request.goodTillDate === undefined) refuse('goodTillDateOutOfRange');
    if (goodTillDateError(request.goodTillDate, orderDay) !== undefined) refuse('goodTillDateOutOfRange');
    goodTillDate = request.goodTillDate;
  } else if (request.goodTillDate !== undefined) {
    refuse('invalidProgramOrderType');
  }
  // 7. Extended hours (ADR 028): only where the account may (a US exchange in allowPrePostMarketExchangeIds), only
  //    for limit orders (the only type US pre/post market takes).
  const prePostMarket = request.prePostMarket === true;
  if (prePostMarket) {
    if (market !== 'US' || !allowsPrePostMarket(permissions, exchange)) refuse('prePostMarketNotPermitted');
    if (orderType !== 'limit') refuse('orderTypeNotAllowedInPhase');
  }
  // 8. Trading hours: the exchange open for this account (closed: saying when it opens next), the type taken in this
  //    phase; in pre/post market only an order that allows those hours (one without would wait for a session it did
  //    not ask to trade in: the exchange is not open to it now).
  const phase = phaseFor(exchange, permissions, now);
  if (checkHours) {
    if (phase === 'closed' || phase === 'lunchBreak') {
      const withExtendedHours = phaseFor(exchange, { allowPrePostMarketExchangeIds: [exchange] }, now);
      if (withExtendedHours === 'preMarket' || withExtendedHours === 'postMarket') refuse('prePostMarketNotPermitted');
      throw closedRefusal(exchange, permissions, now);
    }
    if (isExtendedPhase(phase) && !prePostMarket) refuse('nonTradingHour');
    const typeRefusal = orderTypeRefusal(permissions, { market, type: orderType, side: request.side }, phase);
    if (typeRefusal !== undefined) refuse(typeRefusal);
  }
  // What is held: a buy its consideration and fees at the limit (market and at-auction: the protective price).
  let holdPrice: Decimal | null = null;
  let holdAmount: Decimal;
  let holdAsset: string;
  if (request.side === 'B') {
    holdPrice = price ?? protectivePrice(exchange, deps.market.quoteAt(instrument, now));
    const heldValueRefusal = checkedValue(holdPrice, quantity);
    if (heldValueRefusal !== undefined) refuse(heldValueRefusal);
    holdAmount = buyHoldOf(deps.fees, exchange, quantity, holdPrice);
    holdAsset = instrument.currency;
  } else {
    holdAmount = quantity;
    holdAsset = stockAsset(instrument.stockId);
  }
  return {
    instrument,
    orderType,
    programOrderType,
    price,
    stopPrice,
    quantity,
    orderDay,
    goodTillDate,
    prePostMarket,
    holdPrice,
    holdAmount,
    holdAsset,
  };
}

/**
 * The trade password step (SPEC §3 tradePasswordRequired). ADR 028: a brand's tradeTokenEnabled is served by this
 * step too (the account that must confirm trades has tradePasswordRequired); there is no separate token device.
 */
async function checkTradePassword(
  passwords: PasswordHasher,
  { trading, tradePasswordSaved }: PlacementReads,
  tradePassword: string | undefined,
): Promise<boolean> {
  if (!trading.permissions.tradePasswordRequired) return false;
  if (tradePasswordSaved) return false;
  if (tradePassword === undefined || tradePassword === '') refuse('tradePasswordRequired');
  if (trading.tradePasswordHash === null) {
    await passwords.verifyNothing(tradePassword);
    refuse('wrongTradePassword');
  }
  if (!(await passwords.verify(trading.tradePasswordHash, tradePassword))) refuse('wrongTradePassword');
  return true;
}

/** BCAN (Hong Kong investor identification; the China Connect Northbound Investor ID), unless the broker overrides. */
function checkBcan(trading: TradingAccount, instrument: OrderInstrument): void {
  const market = marketOfExchange(instrument.exchange);
  if (market === 'HKEX' && trading.hongKongBcan === null && !trading.permissions.allowHongKongBcanOverride) {
    refuse('hongKongBcanMissing');
  }
  if (market === 'CN' && trading.chinaBcan === null && !trading.permissions.allowChinaBcanOverride) {
    refuse('chinaBcanMissing');
  }
}

/** A buy needs a risk profile that has not expired (its questionnaire redone within two years; ADR 037). */
/** A buy needs a risk profile still valid (read with the placement's other reads). */
function checkRiskProfile(deps: StockOrderDependencies, reads: PlacementReads, side: 'B' | 'S'): void {
  if (side === 'B' && riskProfileExpired(reads, deps.clock.now())) refuse('riskProfileExpired');
}

/** Advisee sessions place orders only where the brand's advisorStockTrading allows (SPEC §3). */
export function checkAdvisor(deps: StockOrderDependencies, actor: OrderActor): void {
  if (actor.advisorAccountCode !== null && !deps.brand.flags.advisorStockTrading) refuse('advisorNoPermission');
}

function canonicalRequest(request: StockOrderRequest) {
  const decimal = (value: string | undefined) =>
    value === undefined || !/^-?\d+(\.\d+)?$/.test(value) ? (value ?? null) : new ExactDecimal(value).toFixed();
  return {
    stockId: request.stockId,
    side: request.side,
    orderType: request.orderType,
    price: decimal(request.price),
    stopPrice: decimal(request.stopPrice),
    quantity: decimal(request.quantity),
    programOrderType: request.programOrderType,
    goodTillDate: request.goodTillDate ?? null,
    remark: request.remark,
    // Only when asked: a reference used before the flag existed compares the same as it did.
    ...(request.prePostMarket === true ? { prePostMarket: true } : {}),
    ...(request.confirmOutOfSpread === true ? { confirmOutOfSpread: true } : {}),
  };
}

/** The order placed (its row as written, to answer without reading it back) or the one a used reference made. */
export type PlacedStockOrder =
  | { readonly replayed: false; readonly orderId: string; readonly row: StockOrderTable }
  | { readonly replayed: true; readonly orderId: string };

/** A placed order's row: compiled once (platform/db/compiled-query), the hottest insert of the stock area. */
const insertStockOrder = compiledRowInsert<StockOrderTable>('stock_order', [
  'id',
  'account_code',
  'source',
  'client_reference',
  'stock_id',
  'exchange',
  'currency',
  'side',
  'order_type',
  'program_order_type',
  'price',
  'stop_price',
  'triggered',
  'pre_post_market',
  'quantity',
  'filled_quantity',
  'filled_consideration',
  'filled_fees',
  'status',
  'remark',
  'good_till_date',
  'order_date',
  'hold_asset',
  'hold_amount',
  'hold_price',
  'result_code',
  'advisor_code',
  'matched_until',
  'version',
  'placed_at',
  'updated_at',
]);

/**
 * Places a stock order (ADR 028), checks in this order, each refusal its SPEC §8 code (422) and nothing written:
 * advisor permission, an expired risk profile (a buy: 8511, ADR 037), instrument, account suspended, order type and
 * program type, price, stop price, quantity and board lot, remark, good-till-date, extended hours, trading hours and
 * the type's phase, trade password, BCAN; then, in the placing transaction, the hold (buying power or sellable shares:
 * insufficientFund / insufficientQuantity).
 */
export async function placeStockOrder(
  deps: StockOrderDependencies,
  passwords: PasswordHasher,
  actor: OrderActor,
  request: StockOrderRequest,
): Promise<PlacedStockOrder> {
  const account = { accountCode: request.accountCode.toUpperCase(), source: request.source };
  let savePassword = false;
  let reads: PlacementReads | undefined;
  let written: StockOrderTable | undefined;
  const placed = await placeOrder(deps, {
    area: 'stockOrder',
    account,
    clientReference: request.clientReference,
    request: canonicalRequest(request),
    // One query for the settings, the saved trade password, the risk profile's expiry and the reference's earlier use.
    readUsedReference: async () => {
      reads = await placementReadsOf(deps.db, deps.dialect, account, actor.sessionId, request.clientReference);
      return reads.usedReference;
    },
    check: async () => {
      if (reads === undefined) throw new Error('The placement reads run before the checks');
      checkAdvisor(deps, actor);
      checkRiskProfile(deps, reads, request.side);
      const { trading } = reads;
      const order = await checkOrderTerms(deps, trading, request, { checkHours: true, confirmsOutOfSpread: true });
      const verified = await checkTradePassword(passwords, reads, request.tradePassword);
      savePassword = verified && request.saveTradePassword;
      checkBcan(trading, order.instrument);
      const orderId = `SO${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
      const placedAt = deps.clock.now();
      return {
        orderId,
        placedAt,
        order,
        reservation: {
          asset: order.holdAsset,
          amount: order.holdAmount,
          kind: stockLedgerKinds.hold,
          whenShort: () => stockOrderRefusal(request.side === 'B' ? 'insufficientFund' : 'insufficientQuantity'),
        },
      };
    },
    insert: async (trx, prepared) => {
      const { order } = prepared;
      const at = prepared.placedAt.toISOString();
      const row: StockOrderTable = {
        id: prepared.orderId,
        account_code: account.accountCode,
        source: account.source,
        client_reference: request.clientReference,
        stock_id: order.instrument.stockId,
        exchange: order.instrument.exchange,
        currency: order.instrument.currency,
        side: request.side,
        order_type: order.orderType,
        program_order_type: order.programOrderType,
        price: order.price?.toFixed() ?? null,
        stop_price: order.stopPrice?.toFixed() ?? null,
        triggered: order.stopPrice === null ? 1 : 0,
        pre_post_market: order.prePostMarket ? 1 : 0,
        quantity: order.quantity.toFixed(),
        filled_quantity: '0',
        filled_consideration: '0',
        filled_fees: '0',
        status: orderStatus.pending,
        remark: request.remark,
        good_till_date: order.goodTillDate,
        order_date: order.orderDay,
        hold_asset: order.holdAsset,
        hold_amount: order.holdAmount.toFixed(),
        hold_price: order.holdPrice?.toFixed() ?? null,
        result_code: null,
        advisor_code: actor.advisorAccountCode,
        matched_until: at,
        version: 0,
        placed_at: at,
        updated_at: at,
      };
      await insertStockOrder(trx, deps.dialect, row);
      written = row;
    },
    publish: async (trx, publish, prepared) => {
      const fields = {
        code: prepared.order.instrument.code,
        referenceCode: prepared.orderId,
        quantity: prepared.order.quantity.toFixed(),
      };
      await publish({ type: 'stockOrderUpdate', accountCode: account.accountCode, source: account.source, fields });
      if (actor.advisorAccountCode !== null) {
        await publish({
          type: 'advisorOrderPlaced',
          accountCode: account.accountCode,
          source: account.source,
          fields: { ...fields, advisorCode: actor.advisorAccountCode },
        });
      }
      // An advisor's order is on the client's audit trail (ADR 059), in the placing transaction.
      if (written !== undefined) {
        await recordAuditedAction(trx, auditedAdvisorOf(actor), {
          account,
          action: 'orderPlaced',
          subject: prepared.orderId,
          after: stockOrderDetail(written, prepared.order.instrument, prepared.order.instrument.code),
          at: prepared.placedAt,
        });
      }
    },
    answer: async (_db, orderId) => orderId,
  });
  if (savePassword) await saveTradePasswordForSession(deps.db, actor.sessionId, account, deps.clock.now());
  if (placed.replayed || written === undefined) return { orderId: placed.answer, replayed: true };
  return { orderId: placed.answer, replayed: false, row: written };
}
