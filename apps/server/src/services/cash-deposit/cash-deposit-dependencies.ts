import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';

/** What deposit requests need: the database, the ledger's engine, events, the server clock and the brand. */
export type CashDepositDependencies = LedgerServiceDependencies;
