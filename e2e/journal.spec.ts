import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_START, fixtureEvents } from '../apps/server/src/domain/journal/journal-fixture.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { importAccount, northwindPackage } from './support/admin.ts';
import { pushEvents } from './support/bridge.ts';
import { photo } from './support/photos.ts';

const WEEK = 7 * 86_400_000;

/** A journal tile's value by its figure (the tiles of the journal, not the figures grid above it). */
const tile = (page: Page, key: string) => page.locator(`.journal [data-metric="${key}"]`);
/** The journal's card alone (the dashboard above it has photographs of its own), with E2E_PHOTOS=1. */
const photoOfJournal = (page: Page, name: string) => photo(page.locator('.journal'), name);

/**
 * Issue 29's journal: the worked example of docs/journal.md pushed through the signed bridge onto an account whose
 * phase the firm imported as started that week (whole weeks back, so every weekday and hour stays the example's),
 * the journal's numbers read on the dashboard, a note and a tag added from the keyboard, the statistics narrowed to
 * the tag, and the CSV downloaded and read.
 */
test("the journal shows the worked example's numbers, keeps a note and a tag, and exports the trades", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = newEmail('journal');
  await signUpThroughScreens(page, email);
  const weeksBack = Math.floor((Date.now() - Date.parse(FIXTURE_START)) / WEEK) - 1;
  const shift = weeksBack * WEEK;
  const pkg = await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader');
  const imported = await importAccount({
    traderEmail: email,
    packageId: pkg.id,
    phase: 1,
    startedAt: new Date(Date.parse(FIXTURE_START) + shift).toISOString(),
    platformId: pkg.platform.id,
  });
  await pushEvents({ platformId: imported.platformId, login: imported.login }, fixtureEvents('e2e', shift));

  await page.goto(`/dashboard/challenge/${imported.traderAccountId}`);
  const journal = page.locator('.journal');
  // The dashboard's first figures, then the journal's: on a loaded machine more than the default 10 s.
  await expect(journal.getByRole('heading', { name: 'Trading journal' })).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, 'trades')).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, 'trades')).toContainText('10');
  await expect(tile(page, 'winRate')).toContainText('40%');
  await expect(tile(page, 'winRate')).toContainText('4 won · 5 lost');
  await expect(tile(page, 'profitFactor')).toContainText('1.6');
  await expect(tile(page, 'expectancy')).toContainText('+$28');
  await expect(tile(page, 'avgWin')).toContainText('+$187.50');
  await expect(tile(page, 'avgLoss')).toContainText('-$94');
  await expect(tile(page, 'riskReward')).toContainText('1.99');
  await expect(tile(page, 'longestWin')).toContainText('2 trades');
  await expect(tile(page, 'longestLoss')).toContainText('3 trades');
  await expect(tile(page, 'currentStreak')).toContainText('1 win');
  await expect(tile(page, 'maxDrawdown')).toContainText('-$320');
  await expect(tile(page, 'maxDrawdown')).toContainText('3.06%');
  const drawdowns = journal.getByRole('group', { name: 'Drawdowns of the balance' });
  await expect(drawdowns.getByText('17 hr 40 min')).toBeVisible();
  await expect(drawdowns.getByText('Not yet')).toBeVisible();
  await expect(journal.locator('[data-group="EURUSD"]')).toContainText('+$100');
  await photoOfJournal(page, 'journal-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await photoOfJournal(page, 'journal-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The XAUUSD short of +$300 gets a note and a tag, from the keyboard.
  const trade = journal.locator('[data-deal="e2ec5"]');
  await trade.getByRole('button', { name: /Note and tags of the XAUUSD trade/ }).focus();
  await page.keyboard.press('Enter');
  await expect(trade.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('=HYPERLINK("x") textbook breakout');
  await page.keyboard.press('Tab');
  await page.keyboard.type('breakout, A setup');
  await page.keyboard.press('Enter');
  await expect(trade.getByText('=HYPERLINK("x") textbook breakout')).toBeVisible();
  await expect(trade.getByRole('list', { name: 'Tags' })).toContainText('breakout');
  await page.setViewportSize({ width: 375, height: 800 });
  await photoOfJournal(page, 'journal-note-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await journal.getByLabel('Tag', { exact: true }).selectOption('breakout');
  await expect(journal.getByRole('heading', { name: 'Trades tagged “breakout”' })).toBeVisible();
  await expect(tile(page, 'trades')).toContainText('1');
  await expect(tile(page, 'winRate')).toContainText('100%');
  await expect(tile(page, 'expectancy')).toContainText('+$300');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    journal.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('journal-breakout.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^deal_id,position_id,symbol,side,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^e2ec5,e2ep5,XAUUSD,sell,1,/);
  expect(lines[1]).toContain(`,300,USD,"'=HYPERLINK(""x"") textbook breakout",breakout | A setup`);
  await photoOfJournal(page, 'journal-tagged-1280');
});
