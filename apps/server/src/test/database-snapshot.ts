import { sql } from 'kysely';
import type { OpenDatabase } from '../platform/db/db';
import { tableNamesOf } from './test-app';

/** Every row of every table, each row as JSON, sorted: equal snapshots mean nothing was written. */
export type DatabaseSnapshot = Readonly<Record<string, readonly string[]>>;

/** Reads the whole test database (tiny: the seed and what a test wrote), so a test can prove a call changed nothing. */
export async function snapshotDatabase(database: OpenDatabase): Promise<DatabaseSnapshot> {
  const snapshot: Record<string, string[]> = {};
  for (const table of await tableNamesOf(database)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, sorted. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table])).sort();
}
