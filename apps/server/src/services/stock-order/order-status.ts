/*
 * The statuses a stock order takes here (SPEC §4 Order statuses; ADR 028): pending (accepted, not yet at the market)
 * → queuing (resting) → partiallyMatched → matched; cancelled (by the client, or at the end of its day / its
 * good-till-date: then with result code orderExpired); rejected (by the market after acceptance). modifying and
 * cancelling are the states of a change a real gateway confirms later; the simulator applies a change at once, so
 * they are never stored.
 */
export const orderStatus = {
  pending: 'pending',
  queuing: 'queuing',
  partiallyMatched: 'partiallyMatched',
  matched: 'matched',
  cancelled: 'cancelled',
  rejected: 'rejected',
} as const;
export type StoredOrderStatus = (typeof orderStatus)[keyof typeof orderStatus];

/** The statuses of an order that may still fill (it rests at the market). */
export const restingStatuses: readonly StoredOrderStatus[] = [
  orderStatus.pending,
  orderStatus.queuing,
  orderStatus.partiallyMatched,
];

export function isResting(status: string): boolean {
  return (restingStatuses as readonly string[]).includes(status);
}
