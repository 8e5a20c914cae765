import { expect, test } from '@playwright/test';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { buyThroughScreens, tradingAccounts } from './support/buying.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { LIVE_GATE_MS } from './support/env.ts';
import { photo } from './support/photos.ts';

/**
 * A bridge push reaches the trader's open dashboard through the live stream (Server-Sent Events from the
 * ingestion's commit), without a reload. The gate holds each push to `LIVE_GATE_MS`; the target (under a second) is
 * the benchmark's: the same spec on a quiet machine with `E2E_PUSH_LIMIT_MS=1000`, its timings in the report's
 * "push → screen (ms)" annotation (docs/benchmarks.md).
 */
const PUSH_LIMIT_MS = Number(process.env.E2E_PUSH_LIMIT_MS ?? LIVE_GATE_MS);

test('a bridge push shows on the open dashboard through the live stream, without a reload', async ({ page }) => {
  await signUpThroughScreens(page, newEmail('push'));
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const [account] = await tradingAccounts(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`/dashboard/challenge/${account!.id}`);
  await expect(page.getByText('Profit target').first()).toBeVisible();
  // The stream is open: the dashboard no longer polls.
  await expect(page.locator('.live-indicator[data-pushed="true"]')).toBeVisible();
  const loadsBefore = loads;
  const bridge = { platformId: account!.platform.id, login: account!.login };

  const timings: number[] = [];
  // The first push warms what a server loads on first use (the account's state, compiled paths); the three after it
  // are the ones a trader watching a live account sees, each timed.
  for (const [index, balance] of ['$10,300.00', '$10,600.00', '$10,900.00', '$11,200.00'].entries()) {
    // Each push dated now, as a live platform sends it (never before the account opened, seconds ago; the close a
    // second ahead is within the clock skew).
    const events = roundTrip(new Date(), 30_700, 1_000);
    const started = Date.now();
    await pushEvents(bridge, events);
    await page.waitForFunction(
      (text) => Array.from(document.querySelectorAll('.metrics-grid__tile dd')).some((dd) => dd.textContent === text),
      balance,
      { polling: 'raf', timeout: LIVE_GATE_MS },
    );
    if (index > 0) timings.push(Date.now() - started);
  }
  test.info().annotations.push({ type: 'push → screen (ms)', description: timings.join(', ') });
  for (const ms of timings) expect(ms).toBeLessThan(PUSH_LIMIT_MS);
  expect(loads).toBe(loadsBefore);
  await photo(page, `challenge-dashboard-pushed-1280`);
});
