import { expect, test } from '@playwright/test';
import { newEmail, PASSWORD, signInThroughScreens, signUpThroughScreens } from './support/helpers.ts';

test('sign up, read the code from the outbox, verify, land on home, sign out', async ({ page }) => {
  await signUpThroughScreens(page);
  await expect(page).toHaveTitle('Northwind Funded');
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click({ trial: false })
    .catch(async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: /sign out/i }).click();
    });
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the guard remembers where the trader was going', async ({ page }) => {
  const email = await signUpThroughScreens(page, newEmail('guard'));
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/sign-in/);
  await signInThroughScreens(page, email);
  await expect(page).toHaveURL(/\/dashboard\/orders/);
});

test('a wrong password shows its message', async ({ page }) => {
  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'Wr0ng#Password');
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expect(page).toHaveURL(/\/dashboard\/home/);
  void PASSWORD;
});
