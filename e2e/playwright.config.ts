import { defineConfig, devices, type Project } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CONSOLE_URL,
  E2E_BRIDGE_SECRET,
  E2E_CONSOLE_PORT,
  E2E_DATA_DIR,
  E2E_LANE,
  E2E_OUTPUT_DIR,
  E2E_PORT,
  E2E_REPORT,
  STRIPE_FAKE_URL,
  VISITOR_ADDRESS,
} from './support/env.ts';

/**
 * Specs that change what every page shows (a brand's look, its integrations, a package, payout settings, everyone's
 * sessions, the demo trader's orders), or that count what the others write (a figure of the overview against its
 * list, read moments apart while other specs buy): each has a server to itself.
 */
const ALONE =
  /(?:backoffice-catalogue|backoffice-operations|backoffice-operators|brand-variant|console-overview|devices|payment-provider|payouts|third-party)\.spec\.ts$/;
/** The spec that times the page (Lighthouse): last, with the machine as much to itself as the run allows. */
const TIMED = /web-delivery\.spec\.ts$/;

const inChromium = (name: string, options: Omit<Project, 'name' | 'use'>): Project => ({
  name,
  use: { ...devices['Desktop Chrome'], channel: undefined },
  ...options,
});
// The demo owner signs in to the console once; the specs reuse the session (e2e/support/operator-session.ts).
const setup = inChromium('setup', { testMatch: /\.setup\.ts$/ });
// Two specs at a time: a spec mostly waits on the page and the server, about half of two cores is idle with one.
const shared = inChromium('chromium', { testIgnore: [/\.setup\.ts$/, ALONE, TIMED], dependencies: ['setup'] });
const alone = (after: string) => inChromium('alone', { testMatch: ALONE, workers: 1, dependencies: [after] });
const timed = (after: string) => inChromium('timed', { testMatch: TIMED, workers: 1, dependencies: [after] });

/**
 * The lanes (e2e/support/env.ts): `npm test` runs `shared` and `alone` at once, each on its own server; the alone
 * specs then wait for no other spec, and the timed one runs when the shared specs are done (the alone lane is the
 * shorter). Without a lane one server runs the shared specs, then the alone ones, then the timed one.
 */
const PROJECTS: Record<typeof E2E_LANE, Project[]> = {
  shared: [setup, shared, timed('chromium')],
  alone: [setup, alone('setup')],
  '': [setup, shared, alone('chromium'), timed('alone')],
};

/**
 * End-to-end: the built web app served by the real server (production mode) on a fresh embedded database,
 * driven in Debian's Chromium. `npm test` builds first (scripts/test.sh).
 */
export default defineConfig({
  testDir: '.',
  outputDir: E2E_OUTPUT_DIR,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    extraHTTPHeaders: { 'x-forwarded-for': VISITOR_ADDRESS },
    // Recording a trace costs about a sixth of the suite's time even when it is thrown away: off in the gate; a
    // failure is retraced with `npx playwright test -c e2e/playwright.config.ts <spec> --trace on` (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: PROJECTS[E2E_LANE],
  webServer: [
    {
      // Stripe's API as the tests fake it (apps/server/test/fakes/stripe-api.ts): a brand switched to Stripe in the
      // console checks its keys and opens its checkouts there. Ready when it answers (401: no key sent).
      command: 'npx tsx e2e/support/stripe-fake-server.ts',
      cwd: '..',
      url: `${STRIPE_FAKE_URL}/v1/balance`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The node flags of apps/server's `start` script, as production runs the server.
      command: `rm -rf ${E2E_DATA_DIR} && node --max-semi-space-size=4 apps/server/dist/main.js`,
      cwd: '..',
      // The console's listener starts last: when it answers (a redirect to its pages), both origins are up.
      url: `${CONSOLE_URL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        CONSOLE_PORT: String(E2E_CONSOLE_PORT),
        // Loopback only; 127.0.0.2 is the third seeded brand's host.
        HOST: '127.0.0.1,127.0.0.2',
        DATA_DIR: E2E_DATA_DIR,
        SEED_DEMO: 'true',
        // The suite signs in as the demo trader and owner: a demo deployment in production mode.
        ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        ACCESS_TOKEN_TTL_SECONDS: '600',
        BRIDGE_SECRET: E2E_BRIDGE_SECRET,
        STRIPE_API_URL: STRIPE_FAKE_URL,
      },
    },
  ],
});
