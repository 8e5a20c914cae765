import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite. The API suite runs twice: on embedded PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (scripts/test.sh sets it and fails when it cannot).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'server-api',
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
