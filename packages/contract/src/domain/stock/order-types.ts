/*
 * Stock order types, program order types, order sides and the stock trading permissions of SPEC §3 and §5. Pure
 * and zod-free, so the ticket may import them; the permissions' schema is in stock-trading-permissions-schema.ts.
 *
 * Order types, in their rank (SPEC §5 "only valid types below the grey-market type, default first"): the types a
 * ticket offers come first, then `greyMarket`, which is placed from the IPO's grey-market screen only and never
 * shown on the ticket; a type ranked after it would not be shown either.
 *
 * - limit: HKEX's "limit order" — matched only at the given price, never sweeping the book;
 * - enhancedLimit: HKEX's "enhanced limit order" — up to ten price queues at once at the given price or better;
 *   the rest rests as a limit order;
 * - specialLimit: HKEX's "special limit order" — up to ten queues at the given price or better, the rest cancelled;
 * - market: at the best prices available (the broker sends it as an aggressive order);
 * - atAuction: matched at the auction's final price (pre-opening and closing auction), no price given;
 * - atAuctionLimit: matched at the auction price if it is the given price or better;
 * - stopLimit: a limit order sent when the market reaches the trigger price;
 * - greyMarket: a limit order in a new listing's grey market (the broker's own session, 16:15-18:30 the day
 *   before listing), which is none of the exchange's trading phases: no phase here takes it.
 *
 * Which types a market takes: HKEX every type (market and stopLimit are the broker's: HKEX itself takes neither,
 * the broker sends an aggressive or triggered limit order); US (NASDAQ, NYSE) limit, market and stopLimit; CN
 * (SSE, SZSE, Stock Connect northbound) limit only, as Stock Connect takes limit orders only.
 *
 * `OrderMarket` and `OrderTradingPhase` spell the same values as exchanges.ts's `StockMarket` and
 * trading-sessions.ts's `TradingPhase` (written beside this at the same time), so either may be passed.
 */
import { isBelowFigureCeiling, isPlainDecimal, toDecimal, type DecimalInput } from '../decimal-value';
import type { TextInLanguages } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

/** Order side of SPEC §3: B buy, S sell. */
export const stockOrderSides = ['B', 'S'] as const;
export type StockOrderSide = (typeof stockOrderSides)[number];

export function isStockOrderSide(value: unknown): value is StockOrderSide {
  return value === 'B' || value === 'S';
}

/** Every order type, in rank: the ticket's types, then greyMarket. */
export const stockOrderTypes = [
  'limit',
  'enhancedLimit',
  'specialLimit',
  'market',
  'atAuction',
  'atAuctionLimit',
  'stopLimit',
  'greyMarket',
] as const;
export type StockOrderType = (typeof stockOrderTypes)[number];

export function isStockOrderType(value: unknown): value is StockOrderType {
  return typeof value === 'string' && (stockOrderTypes as readonly string[]).includes(value);
}

/** The markets of the exchanges (HKEX; US = NASDAQ and NYSE; CN = SSE and SZSE), as exchanges.ts names them. */
export type OrderMarket = 'HKEX' | 'US' | 'CN';

/** The trading phases of trading-sessions.ts (the same names). */
export type OrderTradingPhase =
  'closed' | 'preOpening' | 'continuous' | 'lunchBreak' | 'closingAuction' | 'preMarket' | 'postMarket';

/** The order types each market takes. */
export const orderTypesOfMarket: { readonly [M in OrderMarket]: readonly StockOrderType[] } = {
  HKEX: ['limit', 'enhancedLimit', 'specialLimit', 'market', 'atAuction', 'atAuctionLimit', 'stopLimit', 'greyMarket'],
  US: ['limit', 'market', 'stopLimit'],
  CN: ['limit'],
};

/** Whether an order of this type carries a limit price (market and atAuction take whatever the market gives). */
export function needsPrice(type: StockOrderType): boolean {
  return type !== 'market' && type !== 'atAuction';
}

/** Whether an order of this type carries a trigger price besides its price (stopLimit). */
export function needsTriggerPrice(type: StockOrderType): boolean {
  return type === 'stopLimit';
}

/** Whether the type is one of the auction types (matched at an auction's price; auctionOrderSellOnly applies). */
export function isAuctionOrderType(type: StockOrderType): boolean {
  return type === 'atAuction' || type === 'atAuctionLimit';
}

/**
 * The phases in which each market accepts each type: what the exchange takes in that phase. HKEX: at-auction types
 * in the pre-opening session and the closing auction session, the other types in the continuous session; US: every
 * type in regular hours, limit orders only in pre-market and post-market (those phases exist only for exchanges in
 * allowPrePostMarketExchangeIds); CN: limit orders in the call auctions and the continuous session. No market takes
 * orders when closed or at lunch here: the broker does not queue orders for a later phase. A good-till-date order
 * rests across phases once placed.
 */
const phasesOfType: { readonly [M in OrderMarket]: Partial<Record<StockOrderType, readonly OrderTradingPhase[]>> } = {
  HKEX: {
    limit: ['continuous'],
    enhancedLimit: ['continuous'],
    specialLimit: ['continuous'],
    market: ['continuous'],
    stopLimit: ['continuous'],
    atAuction: ['preOpening', 'closingAuction'],
    atAuctionLimit: ['preOpening', 'closingAuction'],
  },
  US: {
    limit: ['continuous', 'preMarket', 'postMarket'],
    market: ['continuous'],
    stopLimit: ['continuous'],
  },
  CN: {
    limit: ['preOpening', 'continuous', 'closingAuction'],
  },
};

/** Whether a market takes an order of this type in this trading phase. */
export function isOrderTypeAllowedInPhase(
  market: OrderMarket,
  type: StockOrderType,
  phase: OrderTradingPhase,
): boolean {
  return phasesOfType[market][type]?.includes(phase) ?? false;
}

/** Program order types: none, good-till-date, and the conditional kinds a brand's back end may permit. */
export const programOrderTypes = ['none', 'goodTillDate', 'upTrigger', 'downTrigger'] as const;
export type ProgramOrderType = (typeof programOrderTypes)[number];

export function isProgramOrderType(value: unknown): value is ProgramOrderType {
  return typeof value === 'string' && (programOrderTypes as readonly string[]).includes(value);
}

/** An account's stock trading permissions (SPEC §3). */
export type StockTradingPermissions = {
  /** The account may trade Hong Kong stocks without a valid BCAN (the broker's override). */
  readonly allowHongKongBcanOverride: boolean;
  /** The account may trade China Connect stocks without a valid Northbound Investor ID. */
  readonly allowChinaBcanOverride: boolean;
  /** At-auction and at-auction limit orders only for sells. */
  readonly auctionOrderSellOnly: boolean;
  /** The order types the account may place; empty means its stock trading is suspended. */
  readonly validOrderTypes: readonly StockOrderType[];
  /** The type the ticket starts with (shown first). */
  readonly defaultOrderType: StockOrderType;
  readonly tradePasswordRequired: boolean;
  /** The program order types the account may use besides none and good-till-date. */
  readonly validProgramOrderTypes: readonly ProgramOrderType[];
  /** The exchanges (codes such as 'NASDAQ') where the account may trade pre-market and post-market. */
  readonly allowPrePostMarketExchangeIds: readonly string[];
};

const rank = (type: StockOrderType) => stockOrderTypes.indexOf(type);

/**
 * The order types a ticket shows (SPEC §5): the valid types ranked below the grey-market type, each once, in rank,
 * the default first; with a market, only the types it takes. Empty means trading is suspended.
 */
export function shownOrderTypes(
  permissions: Pick<StockTradingPermissions, 'validOrderTypes' | 'defaultOrderType'>,
  market?: OrderMarket,
): StockOrderType[] {
  const below = [...new Set(permissions.validOrderTypes)]
    .filter((type) => isStockOrderType(type) && rank(type) < rank('greyMarket'))
    .filter((type) => market === undefined || orderTypesOfMarket[market].includes(type))
    .sort((a, b) => rank(a) - rank(b));
  const { defaultOrderType } = permissions;
  return below.includes(defaultOrderType)
    ? [defaultOrderType, ...below.filter((type) => type !== defaultOrderType)]
    : below;
}

/**
 * Whether the account's stock trading is suspended (SPEC §5: the valid order type list is empty). A list with
 * nothing a ticket can show (only greyMarket) is suspended too.
 */
export function isStockTradingSuspended(
  permissions: Pick<StockTradingPermissions, 'validOrderTypes' | 'defaultOrderType'>,
): boolean {
  return shownOrderTypes(permissions).length === 0;
}

/**
 * The program order types a ticket shows (SPEC §5): none, then good-till-date when the brand enables it
 * (goodTillDateEnabled), then the permitted ones, each once.
 */
export function shownProgramOrderTypes(
  goodTillDateEnabled: boolean,
  permissions: Pick<StockTradingPermissions, 'validProgramOrderTypes'>,
): ProgramOrderType[] {
  const permitted = permissions.validProgramOrderTypes.filter(
    (type) => isProgramOrderType(type) && type !== 'none' && type !== 'goodTillDate',
  );
  return ['none', ...(goodTillDateEnabled ? (['goodTillDate'] as const) : []), ...new Set(permitted)];
}

/** Why an order's type may not be placed, as a stock order result name; undefined when it may. */
export type OrderTypeRefusal = 'invalidOrderType' | 'atAuctionSellOnly' | 'orderTypeNotAllowedInPhase';

/**
 * Checks an order's type against the account and the moment: a type the ticket would not show (not valid, or not
 * taken by the market) is invalidOrderType; an at-auction buy under auctionOrderSellOnly is atAuctionSellOnly; a
 * type the market does not take in the phase is orderTypeNotAllowedInPhase (the caller checks a closed market
 * first, which is nonTradingHour).
 */
export function orderTypeRefusal(
  permissions: Pick<StockTradingPermissions, 'validOrderTypes' | 'defaultOrderType' | 'auctionOrderSellOnly'>,
  order: { readonly market: OrderMarket; readonly type: StockOrderType; readonly side: StockOrderSide },
  phase: OrderTradingPhase,
): OrderTypeRefusal | undefined {
  if (!shownOrderTypes(permissions, order.market).includes(order.type)) return 'invalidOrderType';
  if (permissions.auctionOrderSellOnly && isAuctionOrderType(order.type) && order.side === 'B') {
    return 'atAuctionSellOnly';
  }
  if (!isOrderTypeAllowedInPhase(order.market, order.type, phase)) return 'orderTypeNotAllowedInPhase';
  return undefined;
}

/** Whether the account may trade in pre-market and post-market on this exchange. */
export function allowsPrePostMarket(
  permissions: Pick<StockTradingPermissions, 'allowPrePostMarketExchangeIds'>,
  exchange: string,
): boolean {
  return permissions.allowPrePostMarketExchangeIds.includes(exchange);
}

/**
 * Whether a typed price is one at all: a canonical plain decimal (decimal-value's `isPlainDecimal`) above zero and
 * below the figure ceiling, with at most `decimals` decimals (the exchange's tradePriceDecimalPoint; trailing zeros do
 * not count). '1e3', '-1', '0', '+5', '0380', '1,000', ' 5', '1000000000000' and '12.3456' with 3 decimals are
 * refused (invalidPrice). Whether it sits on the spread table is the spread table's question (wrongSpread).
 */
export function priceInputError(price: string, decimals: number): 'invalidPrice' | undefined {
  if (!isPlainDecimal(price)) return 'invalidPrice';
  const fraction = (price.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return 'invalidPrice';
  if (/^[0.]+$/.test(price)) return 'invalidPrice';
  if (!isBelowFigureCeiling(price)) return 'invalidPrice';
  return undefined;
}

/**
 * Whether a typed quantity is one at all: whole shares above zero written canonically, digits only with no leading
 * zero (no sign, point, exponent, separators or padding: '00100' is refused), below the figure ceiling: at most 12
 * digits (invalidQuantity). Whether it is whole board lots is the board lot's question (wrongLotSize).
 */
export function quantityInputError(quantity: string): 'invalidQuantity' | undefined {
  if (!/^[1-9]\d*$/.test(quantity)) return 'invalidQuantity';
  if (!isBelowFigureCeiling(quantity)) return 'invalidQuantity';
  return undefined;
}

/**
 * Whether an order's value (price × quantity: the limit, or the price a market buy is held at) reaches the figure
 * ceiling: overOrderLimit. With each figure below the ceiling, this keeps what an order holds within the ledger.
 */
export function orderValueError(price: DecimalInput, quantity: DecimalInput): 'overOrderLimit' | undefined {
  return isBelowFigureCeiling(toDecimal(price).times(toDecimal(quantity))) ? undefined : 'overOrderLimit';
}

/** Each side's label in the product's languages (tickets, history, contract notes). */
export const stockOrderSideLabels: { readonly [S in StockOrderSide]: TextInLanguages } = {
  B: text('Buy', '買入', '买入'),
  S: text('Sell', '沽出', '卖出'),
};

/** Each order type's label in the product's languages. */
export const stockOrderTypeLabels: { readonly [T in StockOrderType]: TextInLanguages } = {
  limit: text('Limit order', '限價盤', '限价盘'),
  enhancedLimit: text('Enhanced limit order', '增強限價盤', '增强限价盘'),
  specialLimit: text('Special limit order', '特別限價盤', '特别限价盘'),
  market: text('Market order', '市價盤', '市价盘'),
  atAuction: text('At-auction order', '競價盤', '竞价盘'),
  atAuctionLimit: text('At-auction limit order', '競價限價盤', '竞价限价盘'),
  stopLimit: text('Stop-limit order', '止蝕限價盤', '止损限价盘'),
  greyMarket: text('Grey market order', '暗盤買賣盤', '暗盘买卖盘'),
};

/** Each program order type's label in the product's languages (none is a day order). */
export const programOrderTypeLabels: { readonly [T in ProgramOrderType]: TextInLanguages } = {
  none: text('Day order', '即日有效', '当日有效'),
  goodTillDate: text('Good till date', '到期日前有效', '到期日前有效'),
  upTrigger: text('Up trigger', '升市觸發盤', '升市触发盘'),
  downTrigger: text('Down trigger', '跌市觸發盤', '跌市触发盘'),
};
