import { startStripeFake } from '../../apps/server/test/fakes/stripe-api.ts';
import { E2E_STRIPE_PORT, STRIPE_TEST_KEYS } from './env.ts';

// The end-to-end run's Stripe (Playwright's webServer): the tests' fake of its API, on a loopback port, until the
// run ends it. Its Checkout page (/c/pay/<session>) is what a trader of a brand on Stripe is sent to.
await startStripeFake({ ...STRIPE_TEST_KEYS, port: E2E_STRIPE_PORT });
process.stdout.write(`stripe fake listening on ${E2E_STRIPE_PORT}\n`);
