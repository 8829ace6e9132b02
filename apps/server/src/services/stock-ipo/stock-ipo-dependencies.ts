import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';

/** What applying, cancelling and the result day need: the database, the ledger's engine, events, clock and brand. */
export type StockIpoDependencies = LedgerServiceDependencies;
