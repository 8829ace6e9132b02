import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';
import type { EddaBankAdapter } from '../../adapters/edda-bank/edda-bank';

/** What eDDA needs: the database, the ledger's engine, events, the server clock, the brand and the bank seam. */
export type CashEddaDependencies = LedgerServiceDependencies & {
  readonly bank: EddaBankAdapter;
};
