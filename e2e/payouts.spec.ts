import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { SCREENSHOTS } from './support/env.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { tradingAccounts } from './support/buying.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { importAccount, northwindPackage } from './support/admin.ts';
import { passSecondFactor } from './support/second-factor.ts';

const DAY = 86_400_000;
const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function noViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.help}`),
      label,
    )
    .toEqual([]);
}

const item = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

// A funded account (imported by the firm with its real start 30 days back, status 1-6: verified, contract
// approved) whose profit the platform bridge pushes; the trader withdraws it in crypto, the firm pays it.
test('a funded trader sees the checklist, requests a crypto payout, and the firm approves and pays it', async ({
  page,
  browser,
}) => {
  const email = newEmail('payout');
  await signUpThroughScreens(page, email);
  const pkg = await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader');
  const imported = await importAccount({
    traderEmail: email,
    packageId: pkg.id,
    phase: 'funded',
    startedAt: new Date(Date.now() - 30 * DAY).toISOString(),
    platformId: 'northwind-webtrader',
    identityVerified: true,
  });
  expect(imported.status).toBeGreaterThanOrEqual(1);
  expect(imported.status).toBeLessThanOrEqual(6);
  const account = { platformId: imported.platformId, login: imported.login };
  // 20 days ago: +$1,000 closed. Now: a position still open.
  await pushEvents(account, roundTrip(new Date(Date.now() - 20 * DAY), 100_000));
  const open = roundTrip(new Date(Date.now() - 60_000), 0, 30_000);
  await pushEvents(account, [open[0]!]);

  // Home shows the ProfitWidget; the request page shows each condition with its number.
  await page.goto('/dashboard/home');
  await expect(page.getByText('Withdrawable now')).toBeVisible();
  await page.getByRole('link', { name: /See what is missing|Request payout/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw your Profit' })).toBeVisible();
  await expect(item(page, 'All positions closed')).toContainText('1 open');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await shots(page, 'payout-request-open-positions');

  // The position closes: the item turns green. Above the maximum: refused before asking.
  await pushEvents(account, [open[1]!]);
  await page.reload();
  await expect(item(page, 'All positions closed')).toContainText('0 open');
  await page.getByLabel('Amount (USD)').fill('250000');
  await expect(item(page, 'At most the maximum')).toContainText('$250,000');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();

  await page.getByRole('button', { name: 'Withdraw everything available' }).click();
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  await page.getByRole('radio', { name: 'Crypto transfer' }).check();
  await page.getByLabel('Asset and network').selectOption('USDT/TRC20');
  await page.getByLabel(/USDT address on TRC20/).fill(TRON.slice(0, -1) + 'u');
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByText('This is not a valid address for the selected network')).toBeVisible();
  await page.getByLabel(/USDT address on TRC20/).fill(TRON);
  await noViolations(page, 'payout request');
  await shots(page, 'payout-request');
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('heading', { name: 'Payout is coming' }).last()).toBeVisible();
  await expect(page.getByText('Payouts are processed in 1-2 business days.')).toBeVisible();
  await shots(page, 'payout-is-coming');

  // The firm: the queue, the request with its eligibility, approve, mark paid.
  const firmContext = await browser.newContext();
  const firm = await firmContext.newPage();
  await firm.setViewportSize({ width: 1280, height: 860 });
  await firm.goto('/backoffice/');
  await firm.getByLabel('E-mail').fill(OWNER.email);
  await firm.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await firm.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(firm);
  await firm.goto('/backoffice/payouts');
  const row = firm.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Requested');
  await noViolations(firm, 'payout queue');
  await shots(firm, 'backoffice-payouts');
  await row.getByRole('link').first().click();
  await expect(firm.getByText(TRON)).toBeVisible();
  await expect(firm.getByText('The account now')).toBeVisible();
  await shots(firm, 'backoffice-payout');
  await firm.getByRole('button', { name: 'Approve' }).click();
  await firm.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(firm.getByText('Approved').first()).toBeVisible();
  await firm.getByRole('button', { name: 'Mark paid' }).click();
  await firm.getByRole('dialog').getByLabel('Transaction reference').fill('TRX-e2e-0001');
  await firm.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(firm.getByText('TRX-e2e-0001')).toBeVisible();
  await firmContext.close();

  // The trader: Paid in history and details; the balance back at its initial value.
  await page.goto('/dashboard/payouts');
  await expect(page.getByRole('listitem').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await shots(page, 'payout-history');
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Payout Details/ })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByText('TRX-e2e-0001')).toBeVisible();
  await shots(page, 'payout-details');
  const funded = (await tradingAccounts(page)).find((a) => a.id === imported.traderAccountId)!;
  expect(funded.metrics.balance).toBe(funded.accountSize);
  // The loss floors follow the withdrawal: the dashboard's room is measured from the initial balance again.
  await page.goto(`/dashboard/challenge/${imported.traderAccountId}`);
  await expect(page.getByText('$10,000').first()).toBeVisible();

  // TODO(certificates, h-certs): the payout certificate is issued when the payout is paid (onPaid); check that
  // it is listed on /dashboard/Certificates, downloads as PNG and PDF, and that its QR page verifies it.
});
