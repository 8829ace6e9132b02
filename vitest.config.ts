import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Some service tests seed the fund catalogue (60 funds, five years of NAVs) in a hook: slow on PostgreSQL.
    hookTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
