import { expect, test } from '@playwright/test';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { chooseOnPlatform } from './support/buying.ts';
import { CONSOLE_URL, STRIPE_FAKE_URL, STRIPE_TEST_KEYS } from './support/env.ts';
import { signUpThroughScreens } from './support/helpers.ts';
import { ownerApiSession, ownerConsole, OWNER_EMAIL } from './support/operator-session.ts';

/**
 * Issue 30: the owner puts a brand on Stripe in the console (test-mode keys, write-only once saved), and a trader of
 * that brand is sent to Stripe Checkout — the run's fake of Stripe's API (e2e/support/stripe-fake-server.ts). In the
 * alone lane: the brand's checkouts change; it is put back on the sandbox after.
 */
let brandId: string | undefined;

test.afterAll(async () => {
  if (!brandId) return;
  const { cookie, xsrf } = await ownerApiSession();
  const res = await fetch(`${CONSOLE_URL}${ApiPath.adminBrandPaymentProvider.replace(':id', brandId)}`, {
    method: 'POST',
    headers: {
      cookie,
      'x-xsrf-token': xsrf,
      'content-type': 'application/json',
      [SITE_VERSION_HEADER]: SITE_VERSION,
    },
    body: JSON.stringify({ provider: 'sandbox' }),
  });
  expect(res.status).toBe(200);
});

test('the owner enters Stripe keys for a brand; its trader is sent to Stripe Checkout', async ({ browser, page }) => {
  const desk = await ownerConsole(browser, {}, '/backoffice/brands');
  await desk.getByRole('link', { name: 'Northwind Funded' }).click();
  await expect(desk).toHaveURL(/\/brands\/[\w-]+$/);
  brandId = /\/brands\/([\w-]+)$/.exec(desk.url())![1];
  const section = desk.getByRole('article', { name: 'Payment provider' });
  await section.getByLabel('Provider of new checkouts').selectOption('Stripe');
  await expect(section.getByLabel(/^Webhook URL/)).toHaveValue(new RegExp(`webhook/stripe\\?brand=${brandId}$`));
  await section.getByLabel('Publishable key').fill(STRIPE_TEST_KEYS.publishableKey);
  await section.getByLabel('Secret key').fill(STRIPE_TEST_KEYS.secretKey);
  await section.getByLabel('Webhook signing secret').fill(STRIPE_TEST_KEYS.webhookSecret);
  await section.getByRole('button', { name: 'Save the payment provider' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Switch to Stripe' }).click();
  await expect(desk.getByText('Northwind Funded’s payment provider (Stripe) was saved.')).toBeVisible();
  // Write-only: the secrets' fields empty again, each saying when and by whom it was set.
  await expect(section.getByLabel('Secret key')).toHaveValue('');
  await expect(section.getByLabel('Webhook signing secret')).toHaveValue('');
  await expect(section.getByText(new RegExp(`^Set on .+ by ${OWNER_EMAIL.replace('.', '\\.')}\\.`))).toHaveCount(2);
  await desk.context().close();

  await signUpThroughScreens(page);
  await page.goto('/dashboard/new-challenge');
  await chooseOnPlatform(page, 'Northwind WebTrader', '$10,000 · Two-step');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  // The fake answers its Checkout page only for a session it opened.
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_FAKE_URL}/c/pay/cs_test_[0-9a-f]+$`));
  await expect(page.getByRole('heading', { name: /^Pay \d+ usd$/ })).toBeVisible();
});
