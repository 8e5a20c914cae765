import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS } from './support/env.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { buyThroughScreens, tradingAccounts } from './support/buying.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';

/** Issue 5's journeys: a platform bridge pushes trades, and the challenge dashboard follows them live. */

const DAY = 86_400_000;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });

async function openOnlyAccount(page: Page) {
  const [account] = await tradingAccounts(page);
  await page.goto(`/dashboard/challenge/${account!.id}`);
  return account!;
}

test('trades pushed by the bridge show on the dashboard without a reload', async ({ page }) => {
  await signUpThroughScreens(page, newEmail('live'));
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const account = await openOnlyAccount(page);
  await expect(page.getByText('Profit target').first()).toBeVisible();

  // One winning trade (+$300 net), dated now as a live platform would (a close a second ahead is clock skew),
  // reaches the dashboard while it is open.
  await pushEvents({ platformId: account.platform.id, login: account.login }, roundTrip(new Date(), 30_700, 1_000));
  await expect(page.getByText('EURUSD').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('$10,300').first()).toBeVisible({ timeout: 15_000 });
  await shot(page, 'challenge-dashboard-1280');
});

// Needs four trading days: the bridge may no longer date deals ahead of the server's clock, and this running
// server's clock cannot be moved. To be moved onto the account-import feature (an account imported with its
// past trading days), which can replay days 1-3 in the past.
test.fixme('the target reached with the minimum days passes phase 1 and opens phase 2', async ({ page }) => {
  await signUpThroughScreens(page, newEmail('pass'));
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const account = await openOnlyAccount(page);
  await expect(page.getByText('Profit target').first()).toBeVisible();

  // Day 1: one winning trade (+$300 net).
  const start = Date.now() + 60_000;
  await pushEvents({ platformId: account.platform.id, login: account.login }, roundTrip(new Date(start), 30_700));
  await expect(page.getByText('$10,300').first()).toBeVisible({ timeout: 15_000 });

  // Three more trading days: $1,200 made, 4 days: the 10 % target and the minimum days are met.
  const more = [1, 2, 3].flatMap((d) => roundTrip(new Date(start + d * DAY), 30_700));
  const reply = await pushEvents({ platformId: account.platform.id, login: account.login }, more);
  expect(reply.status).toBe(4); // phase 1 completed
  await expect(page.getByRole('heading', { name: /Phase 1 passed/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to my phase 2 account' }).click();
  await expect(page).not.toHaveURL(new RegExp(account.id));
  const accounts = await tradingAccounts(page);
  expect(accounts.map((a) => [a.phase, a.status]).sort()).toEqual([
    [1, 4],
    [2, 2],
  ]);
});

test('breaching the daily loss disables the account with status 14 and the dashboard says why', async ({ page }) => {
  await signUpThroughScreens(page, newEmail('breach'));
  await buyThroughScreens(page, 'MetaTrader 5', '$10,000 · Two-step');
  const account = await openOnlyAccount(page);
  await expect(page.getByText('Max daily loss').first()).toBeVisible();

  // A losing position floats to -$550: below the day's floor of $9,500 (5 % of $10,000). Dated now: the server
  // refuses events dated ahead of its clock.
  const at = new Date().toISOString();
  const reply = await pushEvents({ platformId: account.platform.id, login: account.login }, [
    {
      type: 'dealOpened',
      dealId: 'o-breach',
      positionId: 'p-breach',
      time: at,
      symbol: 'XAUUSD',
      side: 'buy',
      volume: 2,
    },
    { type: 'equitySnapshot', time: at, equity: 945_000 },
  ]);
  expect(reply.status).toBe(14);
  await expect(page.getByRole('heading', { name: /Challenge failed: max daily loss reached/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/your equity fell to \$9,450 and reached the daily loss floor of \$9,500/)).toBeVisible();
  await shot(page, 'challenge-failed-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'challenge-failed-375');
  expect((await tradingAccounts(page))[0]!.status).toBe(14);
});
