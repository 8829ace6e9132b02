import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';
import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';

/**
 * Where quotes read mid rates: the FX simulator through platform/money/currency-rates (tests may script one), read with the
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
export type CashFxDependencies = LedgerServiceDependencies & {
  readonly rates: FxRateSource;
};
