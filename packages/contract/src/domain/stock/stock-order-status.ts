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
import type { OrderMarket } from './order-types';

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
