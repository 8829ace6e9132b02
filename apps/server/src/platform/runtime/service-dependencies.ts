import type { Kysely } from 'kysely';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import type { Clock } from './clock';
import type { Config } from './config';
import { databaseDialectOf, type Database, type DatabaseDialect } from '../db/db';
import type { EventPublisher } from './events';

/**
 * What every service that moves money or units through the ledger needs (funds, stocks, IPOs, cash, FX): the
 * database and its engine (the ledger locks rows on PostgreSQL), the event publisher, the server clock and the brand.
 * A service adds its own seams to it (a bank adapter, a rate source, the password hasher).
 */
export type LedgerServiceDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};

/** Those dependencies from an operation's context, or from the server's own for its jobs (start.ts). */
export function ledgerServiceDependenciesOf(context: {
  readonly config: Pick<Config, 'databaseUrl' | 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly events: EventPublisher;
  readonly clock: Clock;
}): LedgerServiceDependencies {
  return {
    db: context.db,
    dialect: databaseDialectOf(context.config),
    events: context.events,
    clock: context.clock,
    brand: getBrand(context.config.portalVariant),
  };
}
