import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { buyThroughScreens, tradingAccounts } from './support/buying.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { importStartedDaysBack, northwindPackage } from './support/admin.ts';
import { photo } from './support/photos.ts';

/** Issue 5's journeys: a platform bridge pushes trades, and the challenge dashboard follows them live. */

const HOUR = 3_600_000;
const DAY = 86_400_000;

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
  await photo(page, 'challenge-dashboard-1280');
});

// Four trading days on a running server whose clock cannot move: the account is imported with its real start
// five days back (as an account migrated from another platform), and the bridge replays its past days.
test('the target reached with the minimum days passes phase 1 and opens phase 2', async ({ page }) => {
  const email = newEmail('evaluated');
  await signUpThroughScreens(page, email);
  const pkg = await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader');
  const { imported, account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 5 });
  await page.goto(`/dashboard/challenge/${imported.traderAccountId}`);
  await expect(page.getByText('Profit target').first()).toBeVisible();

  // Day 1, an hour after the start: one winning trade (+$300 net), shown live.
  await pushEvents(account, roundTrip(new Date(start + HOUR), 30_700));
  await expect(page.getByText('$10,300').first()).toBeVisible({ timeout: 15_000 });

  // Days 2-4, all in the past: $1,200 made over 4 days, the 10 % target and the minimum days are met.
  const more = [1, 2, 3].flatMap((d) => roundTrip(new Date(start + HOUR + d * DAY), 30_700));
  const reply = await pushEvents(account, more);
  expect(reply.status).toBe(4); // phase 1 completed
  await expect(page.getByRole('heading', { name: /Phase 1 passed/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to my phase 2 account' }).click();
  await expect(page).not.toHaveURL(new RegExp(imported.traderAccountId));
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
  await photo(page, 'challenge-failed-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await photo(page, 'challenge-failed-375');
  expect((await tradingAccounts(page))[0]!.status).toBe(14);
});
