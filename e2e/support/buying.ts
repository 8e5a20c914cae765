import { expect, type Page } from '@playwright/test';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER, type TraderAccount } from '@portal/contract';
import { E2E_PORT } from './env.ts';
import { newEmail, signUpThroughScreens } from './helpers.ts';

/** Step 1 of New challenge: pick a platform chip, then Select the package titled `title`. */
export async function chooseOnPlatform(page: Page, platform: string, title: string) {
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  const chip = page.getByRole('radio', { name: platform });
  await chip.click();
  await expect(chip).toBeChecked();
  await page.getByRole('button', { name: `Select ${title}` }).click();
  await expect(page).toHaveURL(/step=2/);
}

/** Step 2: accept the terms and go to the payment provider's checkout. */
export async function acceptTermsAndPay(page: Page) {
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/sbx_/);
}

/** Buys a package through the screens and waits for the confirmed payment on step 3. */
export async function buyThroughScreens(page: Page, platform: string, title: string) {
  await page.goto('/dashboard/new-challenge');
  await chooseOnPlatform(page, platform, title);
  await acceptTermsAndPay(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}

/** The signed-in trader's accounts, read with the page's own token (as the web app does). */
export async function tradingAccounts(page: Page): Promise<TraderAccount[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`http://localhost:${E2E_PORT}${ApiPath.traderAccounts}`, {
    headers: { authorization: `Bearer ${token}`, [SITE_VERSION_HEADER]: SITE_VERSION },
  });
  return ((await res.json()) as { data: { items: TraderAccount[] } }).data.items;
}

/**
 * On an account's dashboard: the credentials dialog's "Start trading" opens the platform redirect in a new tab, the
 * sandbox terminal. Answers that tab.
 */
export async function startTrading(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Credentials' }).first().click();
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Start trading/ })
    .click();
  const terminal = await popup;
  await expect(terminal).toHaveURL(/\/platform\/sandbox\/terminal$/);
  return terminal;
}

/** A new trader with a bought Northwind two-step 10K, on its dashboard; answers the account. */
export async function newTraderOnChallenge(
  page: Page,
  emailPrefix: string,
  email = newEmail(emailPrefix),
): Promise<TraderAccount> {
  await signUpThroughScreens(page, email);
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const [account] = await tradingAccounts(page);
  await page.goto(`/dashboard/challenge/${account!.id}`);
  await expect(page.getByText('Profit target').first()).toBeVisible();
  return account!;
}
