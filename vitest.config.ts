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
    testTimeout: 20_000,
    // Some service tests seed the fund catalogue (60 funds, five years of NAVs) in a hook: slow on PostgreSQL.
    hookTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
