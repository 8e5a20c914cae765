import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Every test reads "the device's time zone" as UTC, on any developer's machine (the workers inherit it).
process.env.TZ = 'UTC';

/**
 * One runner for every suite. The API suite runs twice, as two projects: on embedded PGlite and on the
 * PostgreSQL server named by TEST_DATABASE_URL (default: this machine's 127.0.0.1:5432, database test).
 * `server-api` follows whatever TEST_DATABASE_URL the shell has, for a quick run while developing.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const api = {
  // A worker runs its API files one after another in one module graph (vitest's default is a fresh one per file):
  // the server and PGlite's WebAssembly are loaded once per worker, not 160 times a run. Each file still has its
  // own app and database; what a file changes outside them it undoes in its own hooks (docs/testing.md).
  isolate: false,
  include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
  // Builds the migrated, seeded template database that createTestApp copies per file (docs/testing.md).
  globalSetup: ['./apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The three React projects: a worker keeps one jsdom window and one module graph for all its files (vitest's default
 * builds both anew per file, which took most of these projects' time). Each test's rendering, storage and timers are
 * undone after it (packages/ui/src/test/setup.ts); a test that needs a module fresh imports it after vi.resetModules().
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

const jsdom = {
  maxWorkers,
  environment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('./packages/ui/src/test/setup.ts', import.meta.url))],
  isolate: false,
  // A screen test renders, types and waits on a whole screen; on a shared two-core machine under load a few took just
  // over vitest's 5 s default. A test that hangs still fails, after 15 s.
  testTimeout: 15_000,
} as const;

export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default would be one): an API file on PostgreSQL waits on the
    // database's process much of the time, and another file runs meanwhile (docs/testing.md).
    maxWorkers,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          ...jsdom,
        },
      },
      {
        extends: './apps/backoffice/vite.config.ts',
        test: {
          name: 'backoffice',
          root: './apps/backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          ...jsdom,
          setupFiles: [...jsdom.setupFiles, './src/test/all-texts.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          ...jsdom,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts'],
        },
      },
      // *.pg.api.test.ts hold races that need PostgreSQL's real concurrency: they run in api-postgres only.
      { test: { name: 'api-pglite', ...api, exclude: ['**/*.pg.api.test.ts'], env: { TEST_DATABASE_URL: '' } } },
      { test: { name: 'api-postgres', ...api, env: { TEST_DATABASE_URL: postgresUrl } } },
      { test: { name: 'server-api', ...api } },
    ],
  },
});
