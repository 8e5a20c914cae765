import { expect, test, type Page } from '@playwright/test';
import { loadedLogo } from './support/brand-logo.ts';
import { E2E_PORT, SECOND_BRAND_URL, THIRD_BRAND_URL } from './support/env.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';
import { noViolations } from './support/screens.ts';
import { PHOTOS, photo } from './support/photos.ts';

const BRANDS = [
  { code: 'northwind', url: `http://localhost:${E2E_PORT}`, name: 'Northwind Funded' },
  { code: 'bluewave', url: SECOND_BRAND_URL, name: 'Bluewave Prop' },
  { code: 'aurora', url: THIRD_BRAND_URL, name: 'Aurora Capital' },
] as const;
const WIDTHS = [375, 1280] as const;

// Offline, every third-party host simply fails: abort what is not on this machine rather than wait for it.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !/^(localhost|127\.0\.0\.\d+)$/.test(url.hostname),
    (route) => route.abort(),
  );
});

const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('each seeded brand looks its own: sign-in and new challenge at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  const colours = new Set<string>();
  for (const brand of BRANDS) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await page.goto(`${brand.url}/sign-in`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(brand.name));
      // The fixed logo image of the guest header loaded (not the brand-name stand-in).
      await loadedLogo(page, brand.name);
      // the brand's stylesheet is a link in the head: the first paint already has its tokens
      colours.add(await primaryColour(page));
      if (PHOTOS) await page.waitForLoadState('networkidle');
      await photo(page, `brand-${brand.code}-sign-in-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
    await signUpThroughScreens(page, newEmail('brand'), { base: brand.url, firstName: 'Robin', lastName: 'Hale' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await page.goto(`${brand.url}/dashboard/new-challenge`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible();
      if (PHOTOS) await page.waitForLoadState('networkidle');
      await photo(page, `brand-${brand.code}-new-challenge-${width}`);
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
  // Three brands, three stylesheets' worth of tokens.
  expect(colours.size).toBe(3);
});

test.describe('the brand variant (third brand on 127.0.0.2)', () => {
  test('signs up in the shared auth layout and buys through the configurator, without accessibility violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${THIRD_BRAND_URL}/sign-in`);
    await expect(page.getByRole('heading', { name: 'Trade the markets with Aurora Capital capital' })).toBeVisible();
    await noViolations(page, 'variant sign-in');
    await page.goto(`${THIRD_BRAND_URL}/sign-up`);
    await expect(page).toHaveURL(/\/sign-up/);
    await expect(page.getByRole('heading', { name: 'Trade the markets with Aurora Capital capital' })).toBeVisible();
    await noViolations(page, 'variant sign-up');

    await signUpThroughScreens(page, newEmail('brand'), {
      base: THIRD_BRAND_URL,
      firstName: 'Robin',
      lastName: 'Hale',
    });
    await page.getByRole('link', { name: 'New challenge' }).first().click();
    await expect(page.getByRole('heading', { name: 'Build your challenge' })).toBeVisible();
    await noViolations(page, 'configurator');

    const price = page.getByTestId('configurator-price');
    // A toggle writes the address and the checked state follows the navigation: click, then wait for it.
    const pick = async (group: string, name: string | RegExp) => {
      const radio = page.getByRole('group', { name: group }).getByRole('radio', { name });
      await radio.click();
      await expect(radio).toBeChecked();
    };
    await pick('Account size', '£25,000');
    await expect(price).toHaveText(/£159/);
    await pick('Programme', /One-step/);
    await expect(price).toHaveText(/£199/);
    await pick('Trading platform', /MetaTrader 5/);
    await expect(price).toHaveText(/£199/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('£25,000 · One-step');
    await expect(summary).toContainText('MetaTrader 5');
    // Reload keeps the configured challenge (it is in the address).
    await page.reload();
    await expect(page.getByTestId('configurator-price')).toHaveText(/£199/);

    await summary.getByLabel('Discount code').fill('AURORA10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary).toContainText('£179.10');
    await summary.getByRole('checkbox').check();
    await summary.getByRole('button', { name: 'Proceed to payment' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/sbx_/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`^${THIRD_BRAND_URL}/dashboard/new-challenge\\?`));
    await noViolations(page, 'configurator outcome');
  });

  test('a guest subscribes through the configurator in its own layout, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${THIRD_BRAND_URL}/subscribe`);
    await expect(page.getByRole('group', { name: 'Account size' })).toBeVisible();
    const size = page.getByRole('group', { name: 'Account size' }).getByRole('radio', { name: '£100,000' });
    await size.click();
    await expect(size).toBeChecked();
    await expect(page.getByText('£449').first()).toBeVisible();
    await noViolations(page, 'variant subscribe');
    await photo(page, `brand-aurora-subscribe-375`);
  });
});

test('a firm switches its brand to the variant and restyles it in the console: the next page load shows both', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const console_ = await ownerConsole(browser);
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Brands' }).click();
  await console_.getByRole('link', { name: 'Bluewave Prop' }).click();
  const save = async () => {
    await console_.getByRole('button', { name: 'Save changes' }).click();
    await expect(console_.getByText('The settings of Bluewave Prop were saved.')).toBeVisible();
  };

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`${SECOND_BRAND_URL}/sign-in`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The page links the brand's stylesheet in its head; the button can be laid out before that file has arrived.
  await expect.poll(() => primaryColour(page)).toBe('#07726e');
  await expect(page.getByRole('heading', { name: 'Trade the markets with Bluewave Prop capital' })).toBeHidden();

  await console_.getByLabel('Screens').selectOption('configurator');
  await console_.getByLabel('Styles (CSS) URL').fill('/brand-assets/aurora/styles.css');
  await save();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trade the markets with Bluewave Prop capital' })).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe('#6d28d9');

  // Back as it was, for the other specs of the run.
  await console_.getByLabel('Screens').selectOption('default');
  await console_.getByLabel('Styles (CSS) URL').fill('/brand-assets/bluewave/styles.css');
  await save();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trade the markets with Bluewave Prop capital' })).toBeHidden();
});
