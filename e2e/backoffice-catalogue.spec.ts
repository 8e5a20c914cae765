import { expect, test } from '@playwright/test';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { acceptTermsAndPay, chooseOnPlatform, startTrading, tradingAccounts } from './support/buying.ts';
import { ownerConsole } from './support/operator-session.ts';
import { screenshots } from './support/screens.ts';

/**
 * The project issue's "Done when" for the console's catalogue: the owner changes a package's daily loss and
 * makes a code for it, a trader buys it with the code and reads the new rule, the owner blocks and unblocks
 * the trader's account (dashboard and terminal follow), and the audit log holds every step with before/after.
 */

const PACKAGE_CODE = 'classicTwoStep-northwind-webtrader-10000';
const DISCOUNT = `E2E${Date.now().toString(36).toUpperCase()}`;

const shots = screenshots('backoffice-');

test('the owner edits a package and makes a code for it, a trader buys with it and sees the rule, the owner blocks and unblocks the account, all audited', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const console_ = await ownerConsole(browser);

  // The catalogue: Northwind's packages, the $10,000 two-step on the WebTrader.
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(console_.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const brandPick = console_.getByLabel('Brand');
  if (await brandPick.isVisible()) await brandPick.selectOption({ label: 'Northwind Funded' });
  const row = console_.getByRole('row').filter({ has: console_.getByText(PACKAGE_CODE, { exact: true }) });
  await expect(row).toContainText('Visible');
  await expect(console_.getByRole('row').filter({ hasText: 'WELCOME10' })).toContainText('Active');
  await shots(console_, 'catalogue');
  await row.getByRole('link').click();

  // The package page: phase 1's daily loss from 5 % to 4 %, saved as a partial update.
  await expect(console_.getByRole('heading', { name: 'Rules as traders read them' })).toBeVisible();
  await expect(console_.getByText('Changes apply to orders placed after you save')).toBeVisible();
  const phase1 = console_.getByRole('group', { name: 'Phase 1' });
  const daily = phase1.getByRole('group', { name: 'Daily loss' }).getByLabel('Limit (%)');
  await expect(daily).toHaveValue('5');
  await daily.fill('4');
  await console_.getByRole('button', { name: 'Save changes' }).click();
  await expect(console_.getByText(/was saved\. The change applies to orders placed from now on/)).toBeVisible();
  await expect(phase1.getByRole('group', { name: 'Daily loss' }).getByLabel('Limit (%)')).toHaveValue('4');
  await expect(console_.locator('.bo-sentences').first()).toContainText('4');
  await shots(console_, 'package-editor');

  // A discount code for this package only: 20 % off, once.
  await console_.getByRole('button', { name: 'Discount code for it' }).click();
  const codeDialog = console_.getByRole('dialog', { name: 'New discount code' });
  await codeDialog.getByLabel('Code').fill(DISCOUNT);
  await codeDialog.getByLabel('Percent off').fill('20');
  await codeDialog.getByLabel('Usage limit').fill('1');
  await codeDialog.getByRole('button', { name: 'Create code' }).click();
  await expect(console_.getByText(`The code ${DISCOUNT} was created.`)).toBeVisible();

  // A trader signs up, buys that package with that code and reads the new rule on the review step.
  const trader = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await signUpThroughScreens(trader, newEmail('catalogue'));
  await trader.goto('/dashboard/new-challenge');
  await chooseOnPlatform(trader, 'Northwind WebTrader', '$10,000 · Two-step');
  await expect(
    trader.getByText(/Do not lose more than \$400 \(4\s?% of the initial balance\) in one day/),
  ).toBeVisible();
  await trader.getByRole('textbox', { name: 'Discount code' }).fill(DISCOUNT.toLowerCase());
  await trader.getByRole('button', { name: 'Apply' }).click();
  await expect(trader.getByText('Discount code applied')).toBeVisible();
  await acceptTermsAndPay(trader);
  await trader.getByRole('button', { name: /^Pay / }).click();
  await expect(trader.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  const [account] = await tradingAccounts(trader);
  expect(account).toBeDefined();

  // The code's page counts the use, with the order.
  await console_.goto('/backoffice/catalogue');
  await console_.getByLabel('Brand').selectOption({ label: 'Northwind Funded' });
  const codeRow = console_.getByRole('row').filter({ hasText: DISCOUNT });
  await expect(codeRow).toContainText('1 of 1');
  await expect(codeRow).toContainText('Used up');
  await codeRow.getByRole('link').click();
  await expect(console_.getByRole('heading', { name: 'Orders that used it' })).toBeVisible();
  await expect(console_.getByRole('table').getByRole('row')).toHaveCount(2);

  // The owner blocks the account (status 15, a reason) from the console's account page.
  await console_.goto(`/backoffice/accounts/${account!.id}`);
  await console_.getByRole('button', { name: 'Block' }).click();
  const block = console_.getByRole('dialog');
  await block.getByLabel('Block status').selectOption('15');
  await block.getByLabel('Reason').fill('e2e: suspicious trading under review');
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(console_.getByText('The account was blocked.')).toBeVisible();

  // The trader's dashboard shows it blocked, and the sandbox terminal refuses orders.
  await trader.goto(`/dashboard/challenge/${account!.id}`);
  await expect(trader.getByText(/This account has been blocked by the firm/)).toBeVisible({ timeout: 20_000 });
  const terminal = await startTrading(trader);
  await expect(terminal.getByRole('button', { name: 'EURUSD' })).toBeVisible();
  const buy = terminal.getByRole('button', { name: /^Buy/ });
  if (await buy.isEnabled()) await buy.click();
  await expect(terminal.getByText(/Trading is disabled on this account/).first()).toBeVisible();
  await terminal.close();

  // … then unblocks it.
  await console_.getByRole('button', { name: 'Unblock' }).click();
  const unblock = console_.getByRole('dialog');
  await unblock.getByLabel('Reason').fill('e2e: review done');
  await unblock.getByRole('button', { name: 'Unblock' }).click();
  await expect(console_.getByText('The account was unblocked.')).toBeVisible();
  await trader.goto(`/dashboard/challenge/${account!.id}`);
  await expect(trader.getByText('Profit target').first()).toBeVisible();
  await expect(trader.getByText(/This account has been blocked by the firm/)).toBeHidden();

  // The brand page: every setting grouped, the logo, the hosts.
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Brands' }).click();
  await console_.getByRole('link', { name: 'Northwind Funded' }).click();
  await expect(console_.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(console_.getByLabel('KYC (identity verification) on')).toBeVisible();
  await expect(console_.getByRole('heading', { name: 'Hosts' })).toBeVisible();
  await shots(console_, 'brand');

  // The audit log: every step, each with its before and after.
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(console_.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
  for (const action of [
    'catalogue.packageUpdated',
    'catalogue.discountCreated',
    'accounts.blocked',
    'accounts.unblocked',
  ]) {
    const entry = console_.getByRole('row').filter({ hasText: action }).first();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: 'Changes' }).click();
    const changes = console_.getByRole('dialog');
    await expect(changes).toBeVisible();
    if (action === 'catalogue.packageUpdated') {
      const percent = changes
        .getByRole('row')
        .filter({ hasText: /phases.*0.*dailyLoss.*percent/ })
        .first();
      await expect(percent).toContainText('5');
      await expect(percent).toContainText('4');
    }
    if (action === 'catalogue.discountCreated') await expect(changes).toContainText(DISCOUNT);
    if (action === 'accounts.blocked') await expect(changes).toContainText('15');
    await console_.keyboard.press('Escape');
    await expect(changes).toBeHidden();
  }
});
