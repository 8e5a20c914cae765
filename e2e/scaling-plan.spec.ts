import { expect, test } from '@playwright/test';
import { fundedAccountWithProfit, northwindPackage } from './support/admin.ts';
import { tradingAccounts } from './support/buying.ts';
import { lossFloors } from './support/floors.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';
import { noViolations, screenshots } from './support/screens.ts';

const shots = screenshots();

// A package no other spec trades: its plan changes nothing of theirs.
const PACKAGE = 'Two-Step Challenge 50K';

// The firm gives a funded package a scaling plan in the console; a funded account imported with its history (first
// trade 20 days back, +$6,000 = 12 %) has a first 14-day cycle that ended 6 days ago: it qualifies, the firm applies
// the growth, and the trader sees the new size with the floors recomputed from it; the audit log shows it.
test('a funded account qualifies for a scale-up over imported cycles and grows', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pkg = await northwindPackage(PACKAGE, 'northwind-webtrader');

  // The package editor's scaling plan: one cycle, 10 % profit, no payout needed, +25 % of the size, up to $100,000,
  // decided by an operator.
  const firm = await ownerConsole(browser, {}, `/backoffice/catalogue/packages/${pkg.id}`);
  const plan = firm.getByRole('group', { name: 'Scaling plan' });
  const offers = plan.getByRole('checkbox', { name: 'This package offers a scaling plan' });
  if (!(await offers.isChecked())) await offers.check();
  await plan.getByLabel('Length').fill('1');
  await plan.getByLabel('Counted in').selectOption('cycles');
  await plan.getByLabel('Profit over the period at least (%)').fill('10');
  await plan.getByLabel('Paid payouts in the period at least').fill('0');
  await plan.getByLabel('Step', { exact: true }).selectOption('percentOfInitial');
  await plan.getByLabel('Step (% of the initial size)').fill('25');
  await plan.getByLabel('Largest size (USD)').fill('100000');
  await plan.getByLabel('Decided by').selectOption('operator');
  await shots(firm, 'backoffice-scaling-plan');
  await firm.getByRole('button', { name: 'Save changes' }).click();
  await expect(firm.getByText(/was saved/)).toBeVisible();

  // The trader: a funded account of that package, its history imported; the dashboard reviews the ended period.
  const email = newEmail('scaling');
  await signUpThroughScreens(page, email);
  const { imported } = await fundedAccountWithProfit(email, 600_000, pkg);
  const before = await lossFloors(page, imported.traderAccountId);
  const balanceBefore = (await tradingAccounts(page)).find((a) => a.id === imported.traderAccountId)!.metrics.balance;
  const card = page.getByRole('article', { name: 'Scaling plan' });
  await expect(card).toContainText(/qualified: the firm is deciding on \$62,500(\.00)?\./);
  await expect(card.getByText('Account size').locator('xpath=..')).toContainText('$50,000');
  await noViolations(page, 'scaling plan on the dashboard', { soft: true });
  await shots(page, 'scaling-plan-pending');

  // The console's queue: the account waits; the operator applies the growth.
  await firm.goto('/backoffice/scaling');
  const row = firm.getByRole('row').filter({ hasText: imported.login });
  // The queue is read when the page opens; a loaded machine answers it slowly.
  await expect(row).toContainText('Pending', { timeout: 30_000 });
  await expect(row).toContainText(/\$50,000(\.00)? → \$62,500(\.00)?/);
  await noViolations(firm, 'scaling reviews', { soft: true });
  await shots(firm, 'backoffice-scaling-reviews');
  await row.getByRole('button', { name: 'Apply growth' }).click();
  await firm.getByRole('dialog').getByRole('button', { name: 'Apply growth' }).click();
  await expect(firm.getByText(`Account ${imported.login} grown`)).toBeVisible();

  // The trader: the new size, the floors recomputed from it, the review in words.
  const after = await lossFloors(page, imported.traderAccountId);
  await expect(card).toContainText(/Your account grew to \$62,500(\.00)? at the review/);
  await expect(card.getByText('Account size').locator('xpath=..')).toContainText('$62,500');
  await expect(card.getByText('Next size').locator('xpath=..')).toContainText('$75,000');
  const account = (await tradingAccounts(page)).find((a) => a.id === imported.traderAccountId)!;
  expect(account.accountSize).toBe(6_250_000);
  // The balance took the $12,500 step, and the floors are recomputed from the new size: the max loss's percentage of
  // $62,500 below it (static), the daily allowance the percentage of $62,500 below the day's anchor (the balance: the
  // account is flat and the growth rolled the day).
  expect(account.metrics.balance).toBe(balanceBefore + 1_250_000);
  const maxPercent = (50_000 - before.max) / 50_000;
  const dailyPercent = (50_000 - before.daily) / 50_000;
  expect(after.max).toBeCloseTo(62_500 * (1 - maxPercent), 2);
  expect(after.daily).toBeCloseTo(account.metrics.balance / 100 - 62_500 * dailyPercent, 2);
  await shots(page, 'scaling-plan-grown');

  // The audit log: the growth, by the owner, on the account.
  await firm.goto('/backoffice/audit?action=scaling.applied');
  await expect(firm.getByRole('row').filter({ hasText: imported.login }).first()).toContainText('scaling.applied');
  await firm.context().close();
});
