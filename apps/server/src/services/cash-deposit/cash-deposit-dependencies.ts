import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Database, DatabaseDialect } from '../../platform/db';
import type { EventPublisher } from '../../platform/events';

/** What deposit requests need: the database, the ledger's engine, events, the server clock and the brand. */
export type CashDepositDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};
