import { expect, test } from '@playwright/test';
import { buyThroughScreens } from './support/buying.ts';
import { signInThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';
import { screenshots, noViolations } from './support/screens.ts';

/** The seeded demo trader of the embedded database (seed.ts); the owner is the run's (operators.setup.ts). */
const TRADER = { email: 'trader@demo.test', password: 'DemoTrader#2026' };

const shots = screenshots('backoffice-');

test('the demo owner sees the overview, finds the demo trader by e-mail, opens the file and an order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The demo trader buys a challenge first, so the trader has an order and an account to show.
  const traderContext = await browser.newContext();
  const trader = await traderContext.newPage();
  await trader.goto('/sign-in');
  await signInThroughScreens(trader, TRADER.email, TRADER.password);
  await expect(trader).toHaveURL(/\/dashboard\/home/);
  await buyThroughScreens(trader, 'Northwind WebTrader', '$10,000 · Two-step');
  await traderContext.close();

  // The owner lands on the overview: today's sale is counted.
  const page = await ownerConsole(browser);
  await expect(page).toHaveURL(/\/backoffice\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  const paid = page.getByRole('article', { name: 'Orders paid' });
  await expect(paid).toContainText(/[1-9]/); // at least this trader's sale (other specs sell too)
  await expect(page.getByRole('img', { name: /Revenue in [A-Z]{3} per day/ })).toBeVisible();
  await noViolations(page, 'overview', { soft: true });
  await shots(page, 'overview');

  // Traders: the demo trader by the beginning of the e-mail; Bluewave's demo trader has the same one.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Traders' }).click();
  await page.getByLabel('E-mail, name, login or order').fill('trader@demo');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('row').filter({ hasText: TRADER.email });
  await expect(found).toHaveCount(2);
  await found.filter({ hasText: 'Northwind Funded' }).getByRole('link', { name: TRADER.email }).click();
  await expect(page.getByRole('heading', { name: 'Latest orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live sessions' })).toBeVisible();
  await noViolations(page, 'trader file', { soft: true });
  await shots(page, 'trader');

  // The trader's orders, then the order itself.
  await page.getByRole('link', { name: "All of this trader's orders" }).click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TRADER.email }).first();
  await expect.soft(row).toContainText('Paid');
  await noViolations(page, 'orders', { soft: true });
  await shots(page, 'orders');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await noViolations(page, 'order', { soft: true });
  await shots(page, 'order');

  // The account bought with it: the list, then its page with the dashboard numbers and the log.
  await nav.getByRole('link', { name: 'Accounts' }).click();
  const account = page.getByRole('row').filter({ hasText: TRADER.email }).first();
  await expect(account).toBeVisible();
  await shots(page, 'accounts');
  await account.getByRole('link').first().click();
  await expect.soft(page.getByRole('heading', { name: 'Objectives' })).toBeVisible();
  await expect.soft(page.getByRole('heading', { name: 'Event log' })).toBeVisible();
  await noViolations(page, 'account', { soft: true });
  await shots(page, 'account');
});
