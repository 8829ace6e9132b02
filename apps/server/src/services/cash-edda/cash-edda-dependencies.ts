import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Database, DatabaseDialect } from '../../platform/db';
import type { EventPublisher } from '../../platform/events';
import type { EddaBankAdapter } from './edda-bank-adapter';

/** What eDDA needs: the database, the ledger's engine, events, the server clock, the brand and the bank seam. */
export type CashEddaDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly bank: EddaBankAdapter;
};
