import { expect, test, type Page } from '@playwright/test';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER, type AdminPackage, type TradingPackage } from '@portal/contract';
import { importStartedDaysBack, northwindPackage } from './support/admin.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { CONSOLE_URL } from './support/env.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerApiSession, ownerConsole } from './support/operator-session.ts';
import { photo } from './support/photos.ts';

/**
 * Issue 29's second chance, as the firm and a trader click it: the owner gives a package a 30-day phase, a free retry
 * and a reset at 20 % off in the package editor; a timed-out account in profit takes its free retry; a failed account
 * is reset through the sandbox checkout.
 */

const PACKAGE = 'One-Step Challenge 50K';
const PLATFORM = 'northwind-webtrader';
const SIZE = 5_000_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// Serial: the owner's terms come first. A shared machine under load gets the minutes the steps need.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let pkg: TradingPackage;
let before: AdminPackage;

async function adminPackage(method: 'GET' | 'POST', body?: unknown): Promise<AdminPackage> {
  const session = await ownerApiSession();
  const res = await fetch(`${CONSOLE_URL}${ApiPath.adminPackage.replace(':id', pkg.id)}`, {
    method,
    headers: {
      [SITE_VERSION_HEADER]: SITE_VERSION,
      cookie: session.cookie,
      'x-xsrf-token': session.xsrf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { data: AdminPackage }).data;
}

test.beforeAll(async () => {
  pkg = await northwindPackage(PACKAGE, PLATFORM);
  before = await adminPackage('GET');
});

// The package as it was: other specs see the catalogue as seeded.
test.afterAll(async () => {
  await adminPackage('POST', {
    phases: before.phases.map((p) => ({ index: p.index, rules: p.rules })),
    secondChance: null,
  });
});

async function failedDashboard(page: Page, id: string, rule: string) {
  await page.goto(`/dashboard/challenge/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Challenge failed: ${rule}` })).toBeVisible({
    timeout: 30_000,
  });
  const panel = page.getByRole('region', { name: 'A second chance' });
  await expect(panel.getByRole('heading', { name: 'Free retry' })).toBeVisible({ timeout: 30_000 });
  return panel;
}

test('the owner gives the package a 30-day phase, a free retry and a reset at 20 % off', async ({ browser }) => {
  const console_ = await ownerConsole(browser);
  await console_.goto(`/backoffice/catalogue/packages/${pkg.id}`);
  await expect(console_.getByRole('heading', { name: 'Rules as traders read them' })).toBeVisible({ timeout: 30_000 });

  await console_.getByRole('group', { name: 'Phase 1' }).getByLabel('Calendar days allowed').fill('30');
  const terms = console_.getByRole('group', { name: 'Second chance' });
  await terms.getByRole('checkbox', { name: /Offer a free retry/ }).check();
  await terms.getByRole('checkbox', { name: /Offer a paid reset/ }).check();
  await terms.getByLabel('Reset price').selectOption({ label: 'A percentage off the package price' });
  await terms.getByLabel('Percent off').fill('20');
  await terms.getByLabel('Most per account').last().fill('2');
  await console_.getByRole('button', { name: 'Save changes' }).click();
  await expect(console_.getByText(/was saved\. The change applies to orders placed from now on/)).toBeVisible();
  await expect(terms.getByLabel('Percent off')).toHaveValue('20');
  // The saved package is read again and the form drawn anew: a scroll caught mid-way is tried again.
  await expect(() => terms.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await photo(console_, 'second-chance-console-1280');
  await console_.setViewportSize({ width: 375, height: 800 });
  await terms.scrollIntoViewIfNeeded();
  await photo(console_, 'second-chance-console-375', { fullPage: false });

  const saved = await adminPackage('GET');
  expect(saved.secondChance).toEqual({
    freeRetry: { enabled: true, maxPerAccount: 1 },
    paidReset: { enabled: true, price: { kind: 'percentOff', percent: 20 }, maxPerAccount: 2 },
  });
  expect(saved.phases[0]!.rules.maxCalendarDays).toBe(30);
});

test('a timed-out account in profit takes its free retry: a fresh phase 1 account opens', async ({ page }) => {
  const email = newEmail('retry');
  await signUpThroughScreens(page, email);
  // Started 40 days back: $300 made on day 1, and the 30 days ran out with the account in profit.
  const { imported, account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 40 });
  await pushEvents(account, roundTrip(new Date(start + HOUR), 30_700));
  const ended = await pushEvents(account, [
    { type: 'equitySnapshot', time: new Date(start + 31 * DAY).toISOString(), equity: SIZE + 30_000 },
  ]);
  expect(ended.status).toBe(14);

  const panel = await failedDashboard(page, imported.traderAccountId, 'time limit exceeded');
  await expect(panel.getByText(/The time ran out with your account in profit/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reset for $311.20' })).toBeVisible();
  await photo(page, 'second-chance-offer-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  await photo(page, 'second-chance-offer-375', { fullPage: false });

  await panel.getByRole('button', { name: 'Take my free retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take your free retry?' });
  await expect(dialog.getByText(/A fresh phase 1 account opens now with the same rules/)).toBeVisible();
  await photo(page, 'second-chance-retry-dialog-375', { fullPage: false });
  await dialog.getByRole('button', { name: 'Take the free retry' }).click();

  await expect(page).not.toHaveURL(new RegExp(imported.traderAccountId));
  await expect(page.getByText('Profit target').first()).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/dashboard/challenge/${imported.traderAccountId}`);
  await expect(page.getByText('A new account replaced this one.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Open the new phase 1 account' }).click();
  await expect(page).not.toHaveURL(new RegExp(imported.traderAccountId));
});

test('a failed account is reset through the checkout: paid in the sandbox, a fresh account, a reset in Orders', async ({
  page,
}) => {
  const email = newEmail('reset');
  await signUpThroughScreens(page, email);
  const { imported, account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 5 });
  const failed = await pushEvents(account, [
    { type: 'equitySnapshot', time: new Date(start + HOUR).toISOString(), equity: SIZE - 600_000 },
  ]);
  expect(failed.status).toBe(14);

  const panel = await failedDashboard(page, imported.traderAccountId, 'max loss reached');
  await expect(panel.getByText('Only when a phase ends by time, not by a broken rule.')).toBeVisible();
  await panel.getByRole('button', { name: 'Reset for $311.20' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset this account for $311.20?' });
  await dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await photo(page, 'second-chance-reset-dialog-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Pay $311.20' }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-challenge\?step=3&orderId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await photo(page, 'second-chance-reset-paid-1280');

  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: 'Reset · $50,000' });
  await expect(row.getByText('Paid')).toBeVisible();
  await photo(page, 'second-chance-orders-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(
    page
      .getByText(/Reset · \$50,000/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await photo(page, 'second-chance-orders-375');

  await page.goto(`/dashboard/challenge/${imported.traderAccountId}`);
  await expect(page.getByText('A new account replaced this one.')).toBeVisible({ timeout: 15_000 });
  await photo(page, 'second-chance-replaced-375', { fullPage: false });
});
