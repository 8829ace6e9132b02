import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database, DatabaseDialect } from '../platform/db/db';
import { areas } from '../areas';
import type { Area } from '../platform/area';
import type { PortalMigration } from './migrations/portal-migration';

/** Every area's migrations, by their recorded name; a name declared twice is refused. */
export function migrationsOf(list: readonly Area[]): Readonly<Record<string, PortalMigration>> {
  const byName = new Map<string, { readonly area: string; readonly migration: PortalMigration }>();
  for (const area of list) {
    for (const [name, migration] of Object.entries(area.migrations)) {
      const earlier = byName.get(name);
      if (earlier !== undefined) throw new Error(`Migration ${name} is declared by ${earlier.area} and ${area.name}.`);
      byName.set(name, { area: area.name, migration });
    }
  }
  return Object.fromEntries(
    [...byName.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, { migration }]) => [name, migration]),
  );
}

/**
 * Every migration, by name, in the order they run (their names' order, as Kysely's Migrator runs them). Each area
 * declares its own in its `area.ts` (ADR 048); no folder is scanned, so the server runs the same way under tsx, a
 * bundler or a test runner.
 */
export const portalMigrations: Readonly<Record<string, PortalMigration>> = migrationsOf(areas);

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DatabaseDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(portalMigrations).map(([name, migration]) => [name, migration(this.dialect)]),
    );
  }
}

export type MigratableDatabase = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
};

/**
 * The PostgreSQL schema the connection works in (first on its search_path). Kysely's Migrator looks for its own
 * tables in every schema unless told which one, so it is told: several portals (or test runs) may share a database.
 */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('The PostgreSQL connection has no current schema (check search_path).');
  return schema;
}

/** Brings the schema up to the newest migration; throws naming the migration that failed. */
export async function migrateToLatest({ db, dialect }: MigratableDatabase): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(dialect),
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'the migration lock';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
