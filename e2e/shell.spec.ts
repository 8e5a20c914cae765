import { expect, test } from '@playwright/test';
import { SECOND_BRAND_URL } from './support/env.ts';
import { signInThroughScreens } from './support/helpers.ts';

test('the language switch changes the texts and the lang cookie', async ({ page, context }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('option', { name: /Deutsch/ }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'de', path: '/', sameSite: 'Strict' });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page).toHaveTitle('Northwind Funded | Page Not Found');
});

test('the second brand on 127.0.0.1 shows its own name and title', async ({ page }) => {
  await page.goto(`${SECOND_BRAND_URL}/sign-in`);
  await expect(page).toHaveTitle('Bluewave Prop | Sign In');
  await expect(page.getByRole('link', { name: /Bluewave Prop/ })).toBeVisible();
});

test('the mobile menu at 375 px opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expect(page).toHaveURL(/\/dashboard\/home/);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await page.getByRole('link', { name: 'Orders list' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
