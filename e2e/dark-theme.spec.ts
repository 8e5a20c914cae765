import { expect, test, type Page } from '@playwright/test';
import { loadedLogo } from './support/brand-logo.ts';
import { newTraderOnChallenge } from './support/buying.ts';
import { CONSOLE_URL, E2E_PORT, SECOND_BRAND_URL, THIRD_BRAND_URL } from './support/env.ts';
import { newEmail, PASSWORD, signInThroughScreens } from './support/helpers.ts';
import { passSecondFactor } from './support/second-factor.ts';
import { noViolations, screenshots } from './support/screens.ts';

const shots = screenshots('dark-');
const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };

const theme = (page: Page) => page.locator('html');

/** No surface left white in the dark theme: the page, the header and every card are dark. */
async function expectDarkSurfaces(page: Page, selector = 'body, header, .card') {
  const light = await page.$$eval(selector, (elements) =>
    elements
      .map((el) => getComputedStyle(el).backgroundColor)
      .filter((colour) => {
        const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return a > 0 && (r! + g! + b!) / 3 > 128;
      }),
  );
  expect(light, 'light surfaces in the dark theme').toEqual([]);
}

test.describe('the trader app', () => {
  test('follows the device in dark: sign-in and sign-up meet WCAG AA, nothing is white', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkSurfaces(page, 'body, .card');
    await noViolations(page, 'sign-in, dark');
    await shots(page, 'sign-in');
    await page.goto('/sign-up');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await noViolations(page, 'sign-up, dark');
    await context.close();
  });

  test('the switch applies at once, stays through a reload, and comes back from the profile on a new device', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const email = newEmail('theme');
    const account = await newTraderOnChallenge(page, 'theme', email);
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');

    // The switch sits in the header's menu, operable by keyboard (a native select).
    const select = page.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('system');
    await select.focus();
    await select.selectOption('dark');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkSurfaces(page);
    // The dashboard and its chart, in dark: AA everywhere; the chart repainted with the dark tokens.
    await noViolations(page, 'dashboard, dark');
    await shots(page, 'dashboard');

    // A reload paints dark from the first frame: the page's first script marks it before any style applies.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    // the dashboard's reads after a reload take a while on a loaded machine
    await expect(page.getByText('Profit target').first()).toBeVisible({ timeout: 30_000 });

    for (const [path, name, ready] of [
      ['/dashboard/home', 'home', () => expect(page.getByRole('heading', { name: 'My challenges' })).toBeVisible()],
      ['/dashboard/payouts', 'payouts', () => expect(page.getByRole('heading').first()).toBeVisible()],
      [
        '/dashboard/profile/personal-information',
        'profile',
        () => expect(page.getByRole('heading').first()).toBeVisible(),
      ],
    ] as const) {
      await page.goto(path);
      await ready();
      await expectDarkSurfaces(page);
      await noViolations(page, `${name}, dark`);
      await shots(page, name);
    }
    // A dialog in dark: the account's credentials.
    await page.goto(`/dashboard/challenge/${account.id}`);
    await page.getByRole('button', { name: 'Credentials' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectDarkSurfaces(page, '[role="dialog"]');
    await noViolations(page, 'credentials dialog, dark');
    await shots(page, 'dialog');
    await context.close();

    // Another device (nothing stored, its preference light): after sign-in the profile's choice applies.
    const other = await browser.newContext({ colorScheme: 'light' });
    const second = await other.newPage();
    await second.goto('/sign-in');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await signInThroughScreens(second, email, PASSWORD);
    await expect(second).toHaveURL(/\/dashboard\/home/);
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
    await expect(second.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    // Back to the device's preference: light here, and kept so.
    await second.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await second.reload();
    await expect(second.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await other.close();
  });
});

test.describe('the console', () => {
  test.use({ baseURL: CONSOLE_URL });

  test('in dark: overview, a list and a dialog meet WCAG AA; the switch is kept on the account', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: 'dark', baseURL: CONSOLE_URL });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/backoffice/');
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await noViolations(page, 'console sign-in, dark');
    await shots(page, 'console-sign-in');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await passSecondFactor(page);
    await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
    await expectDarkSurfaces(page, 'body, .card');
    await noViolations(page, 'overview, dark');
    await shots(page, 'console-overview');

    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Traders' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectDarkSurfaces(page, 'body, .card, table');
    await noViolations(page, 'traders, dark');
    await shots(page, 'console-traders');

    await nav.getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByRole('row').filter({ hasText: 'auth.signed_in' }).first();
    await row.getByRole('button', { name: 'Changes' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectDarkSurfaces(page, '[role="dialog"]');
    await noViolations(page, 'audit dialog, dark');
    await shots(page, 'console-dialog');
    await page.keyboard.press('Escape');

    // Light on a dark device, kept through a reload (the owner's account holds it), then back to the device's.
    const select = page.getByRole('combobox', { name: 'Theme' });
    await select.selectOption('light');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(select).toHaveValue('light');
    await select.selectOption('system');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test.describe('every brand in dark', () => {
  const brands = [
    { code: 'northwind', url: `http://localhost:${E2E_PORT}`, name: 'Northwind Funded' },
    { code: 'bluewave', url: SECOND_BRAND_URL, name: 'Bluewave Prop' },
    { code: 'aurora', url: THIRD_BRAND_URL, name: 'Aurora Capital' },
  ];

  test('shows its logo on the light plate it is drawn for, and its guest screen meets WCAG AA', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Offline, every third-party host simply fails: abort what is not on this machine rather than wait for it.
    await page.route(
      (url) => !/^(localhost|127\.0\.0\.\d+)$/.test(url.hostname),
      (route) => route.abort(),
    );
    for (const brand of brands) {
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.goto(`${brand.url}/sign-in`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
      const logo = await loadedLogo(page, brand.name);
      // The seeded logos have dark letters: in dark they sit on a light plate, never on the dark header.
      const plate = await logo.evaluate((img) => getComputedStyle(img).backgroundColor);
      const [r, g, b] = (plate.match(/[\d.]+/g) ?? []).map(Number);
      expect((r! + g! + b!) / 3, `${brand.code}'s logo plate (${plate})`).toBeGreaterThan(230);
      await noViolations(page, `${brand.code} sign-in, dark`);
      await shots(page, `brand-${brand.code}-sign-in`);
    }
    await context.close();
  });
});
