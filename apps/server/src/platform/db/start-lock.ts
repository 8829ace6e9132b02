import { sql } from 'kysely';
import type { OpenDatabase } from './db';

/**
 * Runs `work` (a process's start: migrate, then seed) while no other process starting on the same database does
 * (ADR 026). On PostgreSQL a session advisory lock, named by the connection's schema, is held on one connection of
 * the pool while `work` uses the others: several processes started at once on an empty database then migrate and seed
 * one after the other instead of inserting the same seed rows together. SQLite is one process's file: no lock.
 */
export async function whileStarting<T>(database: OpenDatabase, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('portal.start:' || current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portal.start:' || current_schema()))`.execute(connection);
    }
  });
}
