import { mkdirSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { AuditTables } from '../audit/audit-tables';
import type { Config } from '../runtime/config';
import { fallbackCheckpointPages, journalSizeLimitBytes, startBackgroundCheckpoints } from './sqlite-checkpoints';
import type { CurrencyTables } from '../money/currency-tables';
import type { IdentityTables } from '../identity/identity-tables';
import type { InfrastructureTables } from '../runtime/infrastructure-tables';
import type { LedgerTables } from '../money/ledger-tables';
import type { OrderReferenceTables } from '../orders/order-reference-tables';

export type { DecimalColumn, FlagColumn } from './column-types';

/** Which engine holds the data: SQLite (the embedded default) or PostgreSQL (DATABASE_URL). */
export type DatabaseDialect = 'sqlite' | 'postgres';

/**
 * Every table the server reads or writes, as Kysely sees them: the platform's own tables here, and each area's added by
 * its `*-tables.ts` through declaration merging (a `declare module` of this file's path, `interface Database extends
 * XTables {}`, ADR 048). So this file names no area, and two owners of one table name fail to compile.
 */
// An interface, against the house's `type` rule, because only an interface can be merged with the areas' tables.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface Database
  extends LedgerTables, OrderReferenceTables, IdentityTables, InfrastructureTables, CurrencyTables, AuditTables {}

/** How many prepared statements the SQLite connection keeps (the portal's queries are a few hundred shapes). */
const sqliteStatementCacheSize = 1_000;

/**
 * better-sqlite3 as Kysely drives it, with a bounded cache of prepared statements (least recently used out): Kysely
 * prepares every query anew, and preparing costs as much as running a small insert. Kysely holds the one connection
 * for a query or a stream from start to end, so a cached statement is never run twice at once; SQLite re-prepares a
 * statement itself when the schema changed (a migration).
 */
function withStatementCache(sqlite: BetterSqlite3.Database, size = sqliteStatementCacheSize): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export type OpenDatabase = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  close(): Promise<void>;
};

/** The engine a config opens: PostgreSQL when DATABASE_URL is set, else SQLite (what the ledger's locking needs). */
export function databaseDialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}

/** How long SQLite waits for another connection's write lock before answering SQLITE_BUSY. */
const sqliteBusyTimeoutMilliseconds = 5_000;

export type OpenDatabaseOptions = {
  /**
   * SQLite only: checkpoint the write-ahead log from a worker thread instead of in the request that passes 1,000 pages
   * (platform/db/sqlite-checkpoints, ADR 046). The server does; short-lived scripts and tests need not.
   */
  readonly backgroundCheckpoints?: boolean;
  readonly onCheckpointError?: (message: string) => void;
};

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the SQLite file DATA_DIR/portal.sqlite (created if missing). */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteFile'>,
  options: OpenDatabaseOptions = {},
): OpenDatabase {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMilliseconds}`);
  sqlite.pragma('synchronous = NORMAL');
  const checkpoints =
    options.backgroundCheckpoints === true
      ? startBackgroundCheckpoints(config.sqliteFile, { onError: options.onCheckpointError })
      : undefined;
  if (checkpoints !== undefined) {
    sqlite.pragma(`wal_autocheckpoint = ${fallbackCheckpointPages}`);
    sqlite.pragma(`journal_size_limit = ${journalSizeLimitBytes}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      // The worker's connection closes first, so the last one to close (the request connection) folds the log in.
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}
