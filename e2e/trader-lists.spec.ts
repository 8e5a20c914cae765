import { expect, test, type Locator, type Page } from '@playwright/test';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { importStartedDaysBack, northwindPackage } from './support/admin.ts';
import { photo } from './support/photos.ts';

/**
 * Issue 31: the trader's long lists page by position (first, previous, next, last), the page kept in the address: back
 * and forward walk the pages, a reload or a shared link opens the same one.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** A card photographed at 1280 and 375 px (E2E_PHOTOS=1), the page 1280 px wide again afterwards. */
async function photoAtBothWidths(page: Page, card: Locator, name: string) {
  await photo(card, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await photo(card, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

test('the trade history and the journal trades page by position, the page kept in the address', async ({ page }) => {
  test.setTimeout(240_000);
  const email = newEmail('paging');
  await signUpThroughScreens(page, email);
  const pkg = await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader');
  const { imported, account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 2 });
  // 25 trades of a dollar each on the first day, ten minutes apart: no rule is reached, three pages of history.
  const trades = Array.from({ length: 25 }, (_, i) => roundTrip(new Date(start + HOUR + i * 10 * MINUTE), 100, MINUTE));
  await pushEvents(account, trades.flat());

  const dashboard = `/dashboard/challenge/${imported.traderAccountId}`;
  await page.goto(dashboard);
  const history = page.getByRole('region', { name: 'Trading history' });
  const rows = history.locator('tbody tr');
  await expect(history.getByText('25 closed trades')).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(10);
  const first = await rows.allTextContents();
  await expect(history.getByRole('button', { name: /Previous/ })).toBeDisabled();

  await history.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/[?&]history=/);
  await expect(rows.first()).not.toHaveText(first[0]!);
  const second = await rows.allTextContents();
  expect(second).toHaveLength(10);
  expect(second.filter((row) => first.includes(row))).toEqual([]);
  await photoAtBothWidths(page, history, 'trade-history-page-2');

  // The last page holds the ten oldest (a position counts from the end, not in pages of ten from the start); back
  // in the browser is the second page again, then the first.
  await history.getByRole('button', { name: /Last/ }).click();
  await expect(page).toHaveURL(/[?&]history=last/);
  await expect(history.getByRole('button', { name: /Next/ })).toBeDisabled();
  await expect(rows).toHaveCount(10);
  await expect(rows.last()).not.toHaveText(second.at(-1)!);
  await page.goBack();
  await expect(rows.first()).toHaveText(second[0]!);
  // A reload (a shared link) opens the same page.
  await page.reload();
  await expect(rows.first()).toHaveText(second[0]!, { timeout: 30_000 });
  await page.goBack();
  await expect(page).not.toHaveURL(/history=/);
  await expect(rows.first()).toHaveText(first[0]!);

  // The journal's trades: twenty a page, the rest on the next, the page in the address beside the history's.
  const journal = page.locator('.journal');
  const journalTrades = journal.getByRole('list', { name: 'Trades and notes' });
  await expect(journalTrades.locator(':scope > li')).toHaveCount(20, { timeout: 30_000 });
  await journal.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/[?&]trades=/);
  await expect(journalTrades.locator(':scope > li')).toHaveCount(5);
  await photoAtBothWidths(
    page,
    journal.locator('.journal__block', { has: page.locator('#journal-trades') }),
    'journal-trades-page-2',
  );
  await page.reload();
  await expect(journal.getByRole('list', { name: 'Trades and notes' }).locator(':scope > li')).toHaveCount(5, {
    timeout: 30_000,
  });
});
