import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Database, DatabaseDialect } from '../../platform/db';
import type { EventPublisher } from '../../platform/events';

/**
 * Where quotes read mid rates: the FX simulator through platform/currency-rates (tests may script one), read with the
 * caller's executor (inside a transaction, its transaction: SQLite has one connection).
 */
export type FxRateSource = {
  midRate(
    db: Kysely<Database> | Transaction<Database>,
    from: string,
    to: string,
    at: Date,
  ): Promise<Decimal | undefined>;
};

/** What quoting and converting need. */
export type CashFxDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly rates: FxRateSource;
};
