import { expect, test } from '@playwright/test';
import { newTraderOnChallenge, startTrading } from './support/buying.ts';
import { photo } from './support/photos.ts';

/** Issue 6: the sandbox platform's web terminal, opened from the challenge dashboard, feeds the rule engine. */

test('a trader opens the terminal from the dashboard, opens and closes a trade, and the dashboard shows it without a reload', async ({
  page,
}) => {
  const account = await newTraderOnChallenge(page, 'terminal');

  // The credentials dialog's "Start trading" opens the platform redirect in a new tab: the terminal.
  const terminal = await startTrading(page);
  await expect(terminal.getByRole('heading', { name: new RegExp(`Account ${account.login}`) })).toBeVisible();
  await expect(terminal.getByRole('button', { name: 'EURUSD' })).toBeVisible();
  await expect(terminal.locator('[data-stat="balance"]')).toHaveText('$10,000.00');

  // A market buy of half a lot of EURUSD, then closing it.
  await terminal.getByLabel('Volume (lots)').fill('0.5');
  await terminal.getByRole('button', { name: /^Buy/ }).click();
  await expect(terminal.getByRole('status')).toContainText(/Position \d+ opened: Buy 0.5 EURUSD/);
  const positions = terminal.getByRole('region', { name: 'Open positions' });
  await expect(positions.getByRole('cell', { name: 'EURUSD' })).toBeVisible();
  await photo(terminal, 'terminal-position-1280');
  await positions.getByRole('button', { name: /Close position/ }).click();
  await expect(terminal.getByRole('status')).toContainText(/Position \d+ closed with/);
  await expect(positions.getByText('No open positions.')).toBeVisible();
  await expect(terminal.getByRole('region', { name: 'History' }).getByRole('cell', { name: 'EURUSD' })).toBeVisible();
  const balance = (await terminal.locator('[data-stat="balance"]').textContent())!.replace(/\.00$/, '');
  expect(balance).not.toBe('$10,000');
  await photo(terminal, 'terminal-closed-1280');
  await terminal.setViewportSize({ width: 375, height: 812 });
  // a phone never scrolls sideways: wide tables scroll inside their panels
  const overflowing = () =>
    terminal.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => !e.closest('.scroll') && e.getBoundingClientRect().right > 376)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
    );
  // the chart follows its panel's width once its resize observer has run
  await expect.poll(overflowing).toEqual([]);
  await photo(terminal, 'terminal-375');

  // The dashboard, still open in the first tab, follows: the closed trade and the new balance.
  await expect(page.getByText('EURUSD').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(balance).first()).toBeVisible({ timeout: 20_000 });
});

test('the terminal refuses an order with a misplaced stop loss, with a clear message', async ({ page }) => {
  await newTraderOnChallenge(page, 'terminal-off');
  const terminal = await startTrading(page);
  await terminal.getByLabel('Stop loss (optional)').fill('99999');
  await expect(terminal.getByRole('button', { name: 'EURUSD' })).toBeVisible();
  await terminal.getByRole('button', { name: /^Buy/ }).click();
  await expect(terminal.getByRole('status')).toContainText('The stop loss must be below the price');
});
