import { fileURLToPath } from 'node:url';

/**
 * `npm test` runs the browser suite in two lanes at once, each with a server and a database of its own
 * (scripts/test.sh, e2e/playwright.config.ts): `shared`, the specs that can share a server, and `alone`, those that
 * change what every page shows, one at a time. Without a lane (`npx playwright test`) one server runs them all.
 */
export const E2E_LANE =
  process.env.E2E_LANE === 'shared' || process.env.E2E_LANE === 'alone' ? process.env.E2E_LANE : '';
const laneSuffix = E2E_LANE === 'alone' ? '-alone' : '';

/** Where the end-to-end server listens and keeps its data (outbox, secret), so tests can read mail. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? (E2E_LANE === 'alone' ? 4327 : 4317));
export const E2E_DATA_DIR = fileURLToPath(new URL(`../../test-results/e2e-data${laneSuffix}`, import.meta.url));
/** What Playwright writes for the lane: its artefacts, and its JSON report (read by scripts/test-summary.mjs). */
export const E2E_OUTPUT_DIR = fileURLToPath(new URL(`../../test-results/e2e${laneSuffix}`, import.meta.url));
export const E2E_REPORT = fileURLToPath(new URL(`../../test-results/playwright${laneSuffix}.json`, import.meta.url));
/** The firm's console, on an origin of its own: the server's console listener (CONSOLE_PORT). */
export const E2E_CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? E2E_PORT + 1);
export const CONSOLE_URL = `http://localhost:${E2E_CONSOLE_PORT}`;
export const SECOND_BRAND_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The third seeded brand (the brand variant's screens): the server also listens on 127.0.0.2 (HOST). */
export const THIRD_BRAND_URL = `http://127.0.0.2:${E2E_PORT}`;

/**
 * The local fake of Stripe's API (apps/server/test/fakes/stripe-api.ts) the end-to-end server calls instead of
 * Stripe (STRIPE_API_URL), started beside it by Playwright (e2e/support/stripe-fake-server.ts), and the test-mode
 * keys it accepts.
 */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 2);
export const STRIPE_FAKE_URL = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
export const STRIPE_TEST_KEYS = {
  publishableKey: 'pk_test_e2eportal',
  secretKey: 'sk_test_e2eportal',
  webhookSecret: 'whsec_e2eportal',
};

/** Screenshots kept as test artifacts (sign-in and home at 375 px and 1280 px). */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/**
 * How long the gate waits for a bridge push to show on an open page before calling it lost. The targets (a second
 * to the dashboard, two to the bell) are measured on a quiet machine (docs/benchmarks.md): in the gate a spec shares
 * its server's one thread, and the embedded database on it, with another spec's work, which has held a push past
 * two seconds. Neither the bell nor a live dashboard polls, so any bound tells the stream from none.
 */
export const LIVE_GATE_MS = 5000;

/** The platform bridge's shared secret on the end-to-end server, so tests can push trades as a bridge does. */
export const E2E_BRIDGE_SECRET = 'e2e-bridge-secret-0123456789abcdefghijklmnop';
/**
 * Each browser worker is a visitor of its own address, as a deployment behind its proxy sees its visitors
 * (TRUST_PROXY): the per-address limits (ten sign-ups a minute) count each worker's pages as they counted the one
 * worker's. Playwright sets the worker's slot before a worker loads this module; a spec's own calls to the API
 * send it too (e2e/support/trader-history.ts).
 */
export const VISITOR_ADDRESS = `127.0.1.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}`;

/** The Chromium every browser of the suite runs (Debian's), with the flags that keep it offline and quiet. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
