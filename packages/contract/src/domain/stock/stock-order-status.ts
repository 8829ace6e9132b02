/*
 * Stock order statuses of SPEC §4, with what each allows. SPEC lists the statuses but not their transitions; the
 * portal reads them so:
 *
 * - open (the order can still fill or is on its way to the market): pending (accepted by the portal, not yet at
 *   the exchange), processing (sent, not yet acknowledged), queuing (resting in the exchange's queue),
 *   partiallyMatched (resting with part filled), modifying and cancelling (a change on its way), approving and
 *   approvalRequired (held for a dealer's approval), overriding (a dealer overriding a limit) and overrideSuccess
 *   (overridden, on its way to the market);
 * - resting (open and in the market, so it matches as prices move): queuing, partiallyMatched, and the order while
 *   modifying or cancelling until the exchange answers (pending counts too: the simulator queues it at once);
 * - final (nothing more happens): matched, success, cancelled, partiallyCancelled (part filled, the rest
 *   cancelled, also how an expired good-till-date order with fills ends), unmatched (expired without a fill),
 *   rejected, approvalRejected, overrideFail, overrideRejected, error, partiallyMatchedError, queuingError, failed;
 * - amendable (price and quantity; also needs the exchange in allowModifyOrderExchange): pending, queuing,
 *   partiallyMatched; cancellable: those and approving, approvalRequired. While modifying or cancelling another
 *   change waits (orderChangeInProgress).
 *
 * "Another listing" of SPEC §4 (Filled, Cancel, In Market, Partially Filled, Approval Required) is a display group
 * every status falls into: `stockOrderDisplayGroupOf`. Cancel gathers every order that ended without a fill.
 */
import type { TextInLanguages } from '../order/result-catalogue';
import type { OrderMarket } from './order-types';

const text = (en: string, zhHK: string, zhCN: string): TextInLanguages => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN });

export const stockOrderStatuses = [
  'pending',
  'modifying',
  'cancelling',
  'processing',
  'queuing',
  'matched',
  'partiallyMatched',
  'cancelled',
  'rejected',
  'approving',
  'approvalRequired',
  'approvalRejected',
  'overriding',
  'overrideSuccess',
  'overrideFail',
  'unmatched',
  'error',
  'overrideRejected',
  'partiallyMatchedError',
  'queuingError',
  'partiallyCancelled',
  'failed',
  'success',
] as const;
export type StockOrderStatus = (typeof stockOrderStatuses)[number];

export function isStockOrderStatus(value: unknown): value is StockOrderStatus {
  return typeof value === 'string' && (stockOrderStatuses as readonly string[]).includes(value);
}

/** Statuses in which the order can still fill or is on its way to the market. */
export const openStockOrderStatuses = [
  'pending',
  'processing',
  'queuing',
  'partiallyMatched',
  'modifying',
  'cancelling',
  'approving',
  'approvalRequired',
  'overriding',
  'overrideSuccess',
] as const satisfies readonly StockOrderStatus[];

/** Statuses in which the order rests in the market and matches as prices move. */
export const restingStockOrderStatuses = [
  'pending',
  'queuing',
  'partiallyMatched',
  'modifying',
  'cancelling',
] as const satisfies readonly StockOrderStatus[];

/** Statuses in which the order's price and quantity may be amended (where its exchange allows). */
export const amendableStockOrderStatuses = [
  'pending',
  'queuing',
  'partiallyMatched',
] as const satisfies readonly StockOrderStatus[];

/** Statuses in which the order may be cancelled. */
export const cancellableStockOrderStatuses = [
  'pending',
  'queuing',
  'partiallyMatched',
  'approving',
  'approvalRequired',
] as const satisfies readonly StockOrderStatus[];

const isIn = (list: readonly StockOrderStatus[], status: StockOrderStatus) => list.includes(status);

export function isOpenStockOrderStatus(status: StockOrderStatus): boolean {
  return isIn(openStockOrderStatuses, status);
}

export function isRestingStockOrderStatus(status: StockOrderStatus): boolean {
  return isIn(restingStockOrderStatuses, status);
}

/** A final status: nothing more happens to the order. */
export function isFinalStockOrderStatus(status: StockOrderStatus): boolean {
  return !isOpenStockOrderStatus(status);
}

/** The final statuses, in SPEC order. */
export const finalStockOrderStatuses: readonly StockOrderStatus[] = stockOrderStatuses.filter(isFinalStockOrderStatus);

/** The markets of brand.flags.allowModifyOrderExchange. */
export type ModifiableOrderMarket = 'HKEX' | 'US';

/**
 * Why an order may not be amended, as a stock order result name; undefined when it may. The order's market must be
 * listed in allowModifyOrderExchange (China Connect orders are never amendable: Stock Connect takes cancels only).
 */
export function amendRefusal(
  status: StockOrderStatus,
  market: OrderMarket,
  allowModifyOrderExchange: readonly ModifiableOrderMarket[],
): 'orderNotAmendable' | 'orderChangeInProgress' | 'orderAlreadyCancelled' | 'orderAlreadyFilled' | undefined {
  if (market === 'CN' || !allowModifyOrderExchange.includes(market)) return 'orderNotAmendable';
  return changeRefusal(status, amendableStockOrderStatuses, 'orderNotAmendable');
}

/** Why an order may not be cancelled, as a stock order result name; undefined when it may. */
export function cancelRefusal(
  status: StockOrderStatus,
): 'orderNotCancellable' | 'orderChangeInProgress' | 'orderAlreadyCancelled' | 'orderAlreadyFilled' | undefined {
  return changeRefusal(status, cancellableStockOrderStatuses, 'orderNotCancellable');
}

function changeRefusal<Otherwise extends string>(
  status: StockOrderStatus,
  allowed: readonly StockOrderStatus[],
  otherwise: Otherwise,
): Otherwise | 'orderChangeInProgress' | 'orderAlreadyCancelled' | 'orderAlreadyFilled' | undefined {
  if (allowed.includes(status)) return undefined;
  if (status === 'modifying' || status === 'cancelling') return 'orderChangeInProgress';
  if (status === 'cancelled' || status === 'partiallyCancelled') return 'orderAlreadyCancelled';
  if (status === 'matched' || status === 'success') return 'orderAlreadyFilled';
  return otherwise;
}

/** The groups of SPEC §4's other listing: Filled, Cancel, In Market, Partially Filled, Approval Required. */
export const stockOrderDisplayGroups = ['filled', 'cancel', 'inMarket', 'partiallyFilled', 'approvalRequired'] as const;
export type StockOrderDisplayGroup = (typeof stockOrderDisplayGroups)[number];

const displayGroupOf: { readonly [S in StockOrderStatus]: StockOrderDisplayGroup } = {
  pending: 'inMarket',
  modifying: 'inMarket',
  cancelling: 'inMarket',
  processing: 'inMarket',
  queuing: 'inMarket',
  matched: 'filled',
  partiallyMatched: 'partiallyFilled',
  cancelled: 'cancel',
  rejected: 'cancel',
  approving: 'approvalRequired',
  approvalRequired: 'approvalRequired',
  approvalRejected: 'cancel',
  overriding: 'inMarket',
  overrideSuccess: 'inMarket',
  overrideFail: 'cancel',
  unmatched: 'cancel',
  error: 'cancel',
  overrideRejected: 'cancel',
  partiallyMatchedError: 'partiallyFilled',
  queuingError: 'cancel',
  partiallyCancelled: 'partiallyFilled',
  failed: 'cancel',
  success: 'filled',
};

/** The display group of a status in SPEC §4's other listing. */
export function stockOrderDisplayGroupOf(status: StockOrderStatus): StockOrderDisplayGroup {
  return displayGroupOf[status];
}

/** Each status's label in the product's languages. */
export const stockOrderStatusLabels: { readonly [S in StockOrderStatus]: TextInLanguages } = {
  pending: text('Pending', '待處理', '待处理'),
  modifying: text('Modifying', '更改中', '修改中'),
  cancelling: text('Cancelling', '取消中', '撤销中'),
  processing: text('Processing', '處理中', '处理中'),
  queuing: text('Queuing', '排隊中', '排队中'),
  matched: text('Matched', '已成交', '已成交'),
  partiallyMatched: text('Partially matched', '部分成交', '部分成交'),
  cancelled: text('Cancelled', '已取消', '已撤销'),
  rejected: text('Rejected', '已拒絕', '已拒绝'),
  approving: text('Approving', '審批中', '审批中'),
  approvalRequired: text('Approval required', '需要審批', '需要审批'),
  approvalRejected: text('Approval rejected', '審批被拒', '审批被拒'),
  overriding: text('Overriding', '覆核中', '复核中'),
  overrideSuccess: text('Override succeeded', '覆核成功', '复核成功'),
  overrideFail: text('Override failed', '覆核失敗', '复核失败'),
  unmatched: text('Unmatched', '未成交', '未成交'),
  error: text('Error', '錯誤', '错误'),
  overrideRejected: text('Override rejected', '覆核被拒', '复核被拒'),
  partiallyMatchedError: text('Partially matched (error)', '部分成交（錯誤）', '部分成交（错误）'),
  queuingError: text('Queuing error', '排隊錯誤', '排队错误'),
  partiallyCancelled: text('Partially cancelled', '部分取消', '部分撤销'),
  failed: text('Failed', '失敗', '失败'),
  success: text('Success', '成功', '成功'),
};

/** Each display group's label (SPEC §4's words in English). */
export const stockOrderDisplayGroupLabels: { readonly [G in StockOrderDisplayGroup]: TextInLanguages } = {
  filled: text('Filled', '全部成交', '全部成交'),
  cancel: text('Cancel', '已取消', '已撤销'),
  inMarket: text('In Market', '在市場中', '在市场中'),
  partiallyFilled: text('Partially Filled', '部分成交', '部分成交'),
  approvalRequired: text('Approval Required', '需要審批', '需要审批'),
};
