import { expect, test, type Page } from '@playwright/test';
import { SECOND_BRAND_URL } from './support/env.ts';
import { signInThroughScreens } from './support/helpers.ts';
import { screenshots } from './support/screens.ts';
import { tradingAccounts } from './support/buying.ts';

/**
 * The demo deployment's traders (README "A demo in five minutes", docs/decisions/065-demo-activity.md): signed in,
 * each sees challenges in every state, a dashboard whose open position moves with the sandbox market, a paid
 * payout and the certificates it earned. Screenshots of each screen at 375 px and 1280 px.
 */

const TRADER = { email: 'trader@demo.test', password: 'DemoTrader#2026' };
const shots = screenshots('demo-');

/** The account card of a package on home, and its dashboard. */
async function openChallenge(page: Page, packageName: string) {
  await page.goto('/dashboard/home');
  const card = page.getByRole('article', { name: packageName });
  await card.getByRole('link', { name: new RegExp(`${packageName}, `) }).click();
  await expect(page).toHaveURL(/\/dashboard\/challenge\//);
}

/** Each certificate's picture, rendered by the server on demand and lazily loaded: scrolled to and waited for. */
async function certificatesShown(page: Page, count: number) {
  const images = page.getByTestId('certificate-card').getByRole('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header back at the top of the full-page shot
}

test('the Northwind demo trader: challenges in every state, a live dashboard, a paid payout, certificates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/sign-in');
  await signInThroughScreens(page, TRADER.email, TRADER.password);
  await expect(page).toHaveURL(/\/dashboard\/home/);
  await expect(page.getByRole('heading', { name: 'My challenges' })).toBeVisible();
  // The bought one, mid-phase, passed (both stages), failed, funded (three stages): eight accounts.
  for (const name of ['Two-Step Challenge 10K', 'Two-Step Challenge 100K', 'One-Step Challenge 25K'])
    await expect(page.getByRole('article', { name })).toBeVisible();
  expect(await tradingAccounts(page)).toHaveLength(8);
  await shots(page, 'home');

  // Mid-phase: a week of trades, and the open position's equity reported by the sandbox market every few seconds.
  await openChallenge(page, 'Two-Step Challenge 100K');
  await expect(page.getByText('EURUSD').first()).toBeVisible();
  const mid = (await tradingAccounts(page)).find((a) => a.packageName === 'Two-Step Challenge 100K')!;
  await expect
    .poll(async () => {
      const now = (await tradingAccounts(page)).find((a) => a.id === mid.id)!;
      return now.metrics.equity !== now.metrics.balance;
    })
    .toBe(true);
  await shots(page, 'challenge');

  // Failed: the dashboard says which rule, and when.
  await openChallenge(page, 'One-Step Challenge 25K');
  await expect(page.getByText(/daily loss/i).first()).toBeVisible();
  await shots(page, 'challenge-failed');

  await page.goto('/dashboard/payouts');
  await expect(page.getByRole('listitem').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await shots(page, 'payouts');

  await page.goto('/dashboard/Certificates');
  await certificatesShown(page, 5);
  await shots(page, 'certificates');
});

test('the Bluewave demo trader signs in with the same e-mail on Bluewave and has a history of their own', async ({
  page,
}) => {
  await page.goto(`${SECOND_BRAND_URL}/sign-in`);
  await signInThroughScreens(page, TRADER.email, TRADER.password);
  await expect(page).toHaveURL(/\/dashboard\/home/);
  for (const name of ['Stellar 2-Step 6K', 'Stellar 2-Step 50K', 'Stellar 1-Step 50K'])
    await expect(page.getByRole('article', { name })).toBeVisible();
  await shots(page, 'bluewave-home');
  await page.goto(`${SECOND_BRAND_URL}/dashboard/Certificates`);
  await certificatesShown(page, 5);
  await shots(page, 'bluewave-certificates');
});
