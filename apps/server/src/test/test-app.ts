import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { PortalVariant } from '@portal/contract/brands';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import type { PushAdapter } from '../adapters/push/push-adapter';
import { createTestClock, type TestClock } from '../platform/runtime/clock';
import { createEventPublisher, type EventPublisher } from '../platform/runtime/events';
import { loadConfig, type Config, type Environment } from '../platform/runtime/config';
import { openDatabase, type OpenDatabase } from '../platform/db/db';
import { createPasswordHasher } from '../platform/identity/passwords';

/**
 * Service tests run on a fresh SQLite file in a temporary DATA_DIR. When TEST_DATABASE_URL points at a
 * PostgreSQL server, they run there instead, each test file in a database of its own that is dropped afterwards.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export type TestDatabase = {
  readonly config: Config;
  readonly database: OpenDatabase;
  /** The temporary DATA_DIR (also the default parent of a test WEB_DIST_DIR). */
  readonly dataDir: string;
  dispose(): Promise<void>;
};

export type TestDatabaseOptions = {
  readonly variant?: PortalVariant;
  readonly webDistDir?: string;
  /** More environment variables, as the server would read them. */
  readonly env?: Environment;
};

/**
 * A database of the test file's own on the PostgreSQL server of `baseUrl`, dropped afterwards. A database, not a
 * schema: two test files run at once (vitest.config.ts), and PostgreSQL's introspection (Kysely's migrator reads it)
 * lists every schema of a database, so a schema another file dropped meanwhile failed it; another database is never
 * in sight.
 */
async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** A fresh, empty database (not migrated) and the config pointing at it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const postgres = testDatabaseUrl === undefined ? undefined : await createPostgresDatabase(testDatabaseUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'web-dist-not-built'),
    PORTAL_VARIANT: options.variant,
    DATABASE_URL: postgres?.url,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORTAL_DEV_SUPPORT: 'on',
    ...options.env,
  });
  const database = openDatabase(config);
  return {
    config,
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: OpenDatabase;
  readonly clock: TestClock;
  /** The app's own event publisher: what the services publish through. */
  readonly events: EventPublisher;
  close(): Promise<void>;
};

export type TestAppOptions = TestDatabaseOptions & {
  readonly logger?: FastifyBaseLogger | false;
  readonly serverId?: string;
  /** Replaces parts of the config the environment gives (the VAPID settings, say). */
  readonly configure?: (config: Config) => Config;
  /** Another push adapter than the real one. */
  readonly push?: PushAdapter;
};

/** The real app over a fresh migrated and seeded database, with the logger off, a test clock and its event publisher. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(options);
  const { database } = testDatabase;
  const config = options.configure?.(testDatabase.config) ?? testDatabase.config;
  const clock = createTestClock();
  const events = createEventPublisher({ clock });
  try {
    await migrateToLatest(database);
    await seedDatabase(database.db, clock, { demoAccounts: true, passwords: createPasswordHasher(config) });
    const app = await buildApp({
      config,
      db: database.db,
      clock,
      events,
      logger: options.logger ?? false,
      ...(options.serverId === undefined ? {} : { serverId: options.serverId }),
      ...(options.push === undefined ? {} : { push: options.push }),
    });
    return {
      app,
      config,
      database,
      clock,
      events,
      close: async () => {
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}

/**
 * The names of the tables in the test's own database (on PostgreSQL, those of its current schema), sorted.
 */
export async function tableNamesOf(database: OpenDatabase): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    return (await database.db.introspection.getTables()).map((table) => table.name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db);
  return rows.map((row) => row.name).sort();
}
