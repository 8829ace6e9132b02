import type { Kysely, Transaction } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';

/** What placing and moving fund orders needs: the database, the ledger's engine, events, the clock and the brand. */
export type FundOrderDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};

/** The database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}
