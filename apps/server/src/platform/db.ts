import { mkdirSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from './config';

/** Which engine holds the data: SQLite (the embedded default) or PostgreSQL (DATABASE_URL). */
export type DatabaseDialect = 'sqlite' | 'postgres';

/**
 * Decimal columns (money, prices, units, rates) are read and written as strings: NUMERIC in PostgreSQL
 * (the pg driver returns it as text) and TEXT in SQLite. Use decimal.js to compute with them.
 */
export type DecimalColumn = string;

export type CurrencyTable = {
  id: string;
  code: string;
  precision: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  sort_order: number;
};

export type ExchangeRateTable = {
  from_code: string;
  to_code: string;
  rate: DecimalColumn;
  /** ISO-8601 UTC instant. */
  updated_at: string;
};

/** Every table the server reads or writes, as Kysely sees them. */
export type Database = {
  currency: CurrencyTable;
  exchange_rate: ExchangeRateTable;
};

export type OpenDatabase = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  close(): Promise<void>;
};

/** How long SQLite waits for another connection's write lock before answering SQLITE_BUSY. */
const sqliteBusyTimeoutMilliseconds = 5_000;

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the SQLite file DATA_DIR/portal.sqlite (created if missing). */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteFile'>): OpenDatabase {
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
