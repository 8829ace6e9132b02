/*
 * A crypto order's statuses (SPEC §4's order statuses, the ones a virtual-asset order takes; ADR 042): a limit order
 * rests `queuing` until it fills in parts (`partiallyMatched`) or whole (`matched`), or is cancelled (`cancelled`, or
 * `partiallyCancelled` when some of it had filled). A market order fills whole at its quote: `matched` at once.
 */
export const cryptoOrderStatuses = [
  'queuing',
  'partiallyMatched',
  'matched',
  'cancelled',
  'partiallyCancelled',
] as const;
export type CryptoOrderStatus = (typeof cryptoOrderStatuses)[number];

/** Statuses of an order still in the book (cancellable). */
export const openCryptoOrderStatuses: readonly CryptoOrderStatus[] = ['queuing', 'partiallyMatched'];

export const cryptoOrderSides = ['buy', 'sell'] as const;
export type CryptoOrderSide = (typeof cryptoOrderSides)[number];

export const cryptoOrderTypes = ['market', 'limit'] as const;
export type CryptoOrderType = (typeof cryptoOrderTypes)[number];

/** What the client typed: the quantity of the asset, or the amount of cash (the consideration, before the fee). */
export const cryptoOrderBases = ['quantity', 'amount'] as const;
export type CryptoOrderBasis = (typeof cryptoOrderBases)[number];
