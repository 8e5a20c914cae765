import { expect, test } from '@playwright/test';
import { codeFromOutbox } from './support/outbox.ts';
import { newEmail, PASSWORD, signUpThroughScreens } from './support/helpers.ts';
import { acceptTermsAndPay, chooseOnPlatform } from './support/buying.ts';
import { photo } from './support/photos.ts';

/** Issue 4's journeys, as a trader clicks them: buy with a code, a declined payment, a guest through Subscribe. */

test('a new trader buys with a discount code, pays, returns to step 3 and sees the account with its credentials on home', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await page.getByRole('link', { name: 'New challenge' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/new-challenge/);
  await expect(page.getByRole('heading', { name: 'Choose your challenge' })).toBeVisible();
  await photo(page, 'new-challenge-step1-1280');

  await chooseOnPlatform(page, 'Northwind WebTrader', '$100,000 · Two-step');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code applied')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\$486$/ })).toBeVisible();
  await photo(page, 'new-challenge-step2-1280');
  await acceptTermsAndPay(page);

  await expect(page.getByRole('button', { name: 'Pay $486.00' })).toBeVisible();
  await photo(page, 'sandbox-checkout-1280');
  await page.getByRole('button', { name: 'Pay $486.00' }).click();

  // back on step 3: the payment is confirmed asynchronously by the provider's webhooks
  await expect(page).toHaveURL(/\/dashboard\/new-challenge\?step=3&orderId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await photo(page, 'new-challenge-step3-paid-1280');
  await page.getByRole('button', { name: 'Show credentials' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue(/^\d{7}$/);
  await expect(dialog.getByRole('button', { name: 'Start trading' })).toBeVisible();
  const login = await dialog.getByRole('textbox', { name: 'Login' }).inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home/);
  const card = page.getByRole('article').filter({ hasText: login });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$100,000');
  await card.getByRole('button', { name: /Credentials/ }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Login' })).toHaveValue(login);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Start trading' })).toBeVisible();
  await photo(page, 'credentials-dialog-1280');
  await page.keyboard.press('Escape');
  await photo(page, 'home-with-account-1280');

  await page.getByRole('link', { name: 'Orders list' }).first().click();
  await expect(page.getByRole('table').getByText('Paid')).toBeVisible();
  await photo(page, 'orders-1280');
});

test('a declined payment shows Declined in Orders, and can be paid again', async ({ page }) => {
  await signUpThroughScreens(page, newEmail('declined'));
  await page.goto('/dashboard/new-challenge');
  await chooseOnPlatform(page, 'MetaTrader 5', '$10,000 · Two-step');
  await acceptTermsAndPay(page);
  await page
    .getByRole('button', { name: 'Simulate a declined card' })
    .or(page.getByRole('button', { name: 'Decline payment' }))
    .click();

  await expect(page.getByRole('heading', { name: 'Your payment was declined' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: '$10,000' });
  await expect(row.getByText('Declined')).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/order\//);
  await expect(page.getByText('Declined').first()).toBeVisible();
  await photo(page, 'order-details-declined-1280');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  // MetaTrader 5 (platform type 0): login, password and server, and the DEMO-mode note
  await page.getByRole('button', { name: 'Show credentials' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(/^.{12}$/);
  await expect(dialog.getByRole('textbox', { name: 'Server' })).toHaveValue('NorthwindFunded-Demo');
  await expect(dialog.getByText(/Log in to MetaTrader 5 in DEMO mode/)).toBeVisible();
});

test('a guest buys through Subscribe: chooses, confirms the e-mail, lands on step 3 and pays', async ({ page }) => {
  const email = newEmail('guest');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Get your challenge' })).toBeVisible();
  await photo(page, 'subscribe-guest-1280');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromOutbox(email));
  await page.getByRole('textbox', { name: 'Choose a password' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/dashboard\/new-challenge\?step=3/);
  await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toBeVisible();
  await acceptTermsAndPay(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
});

test('the buying screens at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await signUpThroughScreens(page, newEmail('mobile'));
  await page.goto('/dashboard/new-challenge');
  await expect(page.getByRole('heading', { name: 'Choose your challenge' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  await photo(page, 'new-challenge-step1-375', { fullPage: false });
  await page.getByRole('article').first().scrollIntoViewIfNeeded();
  await photo(page, 'new-challenge-step1-cards-375', { fullPage: false });
  await chooseOnPlatform(page, 'Northwind WebTrader', '$50,000 · Two-step');
  await photo(page, 'new-challenge-step2-375');
  await acceptTermsAndPay(page);
  await photo(page, 'sandbox-checkout-375');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await photo(page, 'new-challenge-step3-paid-375');
  await page.getByRole('button', { name: 'Show credentials' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await photo(page, 'credentials-dialog-375');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await photo(page, 'home-with-account-375');
  await page.goto('/dashboard/orders');
  await expect(page.getByText('Paid', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await photo(page, 'orders-375');
});
