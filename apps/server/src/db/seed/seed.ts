import type { Kysely } from 'kysely';
import { getBrand, type PortalVariant } from '@portal/contract/brands';
import { areas } from '../../areas';
import { seedStages, type Area, type SeedContext } from '../../platform/area';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { dialectOf } from '../../platform/db/compiled-query';
import type { PasswordHasher } from '../../platform/identity/passwords';

export type SeedOptions = {
  /** The demo accounts of the README and their data; never in production (NODE_ENV=production). */
  readonly demoAccounts: boolean;
  readonly passwords: PasswordHasher;
  /** The areas' demo catalogue seeds (funds with five years of NAVs, their documents, IPOs); tests seed what they need. */
  readonly demoCatalogue?: boolean;
  /** The brand being seeded (each brand its own subset of the catalogue); absent: every fund, no questionnaires. */
  readonly brand?: PortalVariant;
};

/**
 * Inserts the data a fresh portal needs: each area's seeds (its `area.ts`), stage by stage, in the order of the list
 * of areas. Idempotent: rows that already exist are left untouched, so it runs at every start and running it twice
 * changes nothing.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  clock: Clock,
  options: SeedOptions,
  list: readonly Area[] = areas,
): Promise<void> {
  const context: SeedContext = {
    clock,
    passwords: options.passwords,
    brand: options.brand === undefined ? undefined : getBrand(options.brand),
    seededAt: clock.now(),
    dialect: dialectOf(db),
  };
  const runs = {
    reference: true,
    demo: options.demoAccounts,
    catalogue: options.demoCatalogue === true,
    demoActivity: options.demoAccounts && options.demoCatalogue === true,
  } satisfies Record<(typeof seedStages)[number], boolean>;
  for (const stage of seedStages) {
    if (!runs[stage]) continue;
    if (stage === 'reference') {
      // Reference data in one transaction: a start that fails half-way leaves none of it.
      await db.transaction().execute(async (transaction) => {
        for (const area of list) await area.seeds.reference?.(transaction, context);
      });
    } else {
      for (const area of list) await area.seeds[stage]?.(db, context);
    }
  }
}
