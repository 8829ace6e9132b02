import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    // *.postgres.test.ts need several processes on one database: only with TEST_DATABASE_URL (npm run test:postgres).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL?.trim() ? [] : ['**/*.postgres.test.{ts,tsx}']),
    ],
    environment: 'node',
    pool: 'forks',
    // One test file per core. Vitest's default leaves one core to itself (cores - 1): on CI's two cores that ran the
    // 300 files one at a time, most of the run spent loading each file's modules on one core while the other idled.
    // On PostgreSQL too: a service test spends most of its time waiting on the database's round trips, so two files
    // beside the database server took a quarter less time than one at a time (each file has its own database).
    maxWorkers: Math.max(2, availableParallelism()),
    // The fund lifecycle tests step the server clock through days of orders; on PostgreSQL each step is several
    // round trips, and two test files share the two cores (about 10 s a test alone, over 20 s beside other work).
    testTimeout: process.env.TEST_DATABASE_URL?.trim() ? 60_000 : 20_000,
    // Some service tests seed the fund catalogue (60 funds, five years of NAVs) in a hook: slow on PostgreSQL.
    hookTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
