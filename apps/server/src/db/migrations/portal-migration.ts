import type { Migration } from 'kysely/migration';
import type { DatabaseDialect } from '../../platform/db/db';

/** A migration written once for both engines; it is given the dialect so it can pick column types. */
export type PortalMigration = (dialect: DatabaseDialect) => Migration;
