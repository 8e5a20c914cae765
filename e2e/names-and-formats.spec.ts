import { expect, test, type Page } from '@playwright/test';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { fundedAccountWithProfit } from './support/admin.ts';
import { buyThroughScreens, tradingAccounts } from './support/buying.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { screenshots } from './support/screens.ts';

/**
 * Issue 26 items 2, 3 and 7, as a trader meets them: a name with accents signs up and stays as typed; in German the
 * calendar, the payout checklist and the sandbox terminal read in German words and German number formats.
 */
const shots = screenshots('names-');

const signUpAs = (page: Page, email: string, firstName: string, lastName: string) =>
  signUpThroughScreens(page, email, { firstName, lastName, country: 'FR' });

/** The platform's address for the account, as the credentials dialog's "Start trading" asks it. */
async function terminalUrl(page: Page, accountId: string): Promise<string> {
  return page.evaluate(
    async ({ path, header, version }) => {
      const res = await fetch(path, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, [header]: version },
      });
      return ((await res.json()) as { data: { platform_redirect_url: string } }).data.platform_redirect_url;
    },
    { path: ApiPath.platformRedirectUrl.replace(':id', accountId), header: SITE_VERSION_HEADER, version: SITE_VERSION },
  );
}

test('an accented name stays as typed, and German screens read German numbers throughout', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('names');
  await signUpAs(page, email, 'Élodie', 'Müller-Łukasiewicz');
  await page.goto('/dashboard/profile/personal-information');
  await expect(page.getByLabel('First name')).toHaveValue('Élodie');
  await expect(page.getByLabel('Last name')).toHaveValue('Müller-Łukasiewicz');
  await expect(page.getByRole('link', { name: /Élodie Müller-Łukasiewicz/ })).toContainText('ÉM');

  // A challenge bought through the screens, traded on the sandbox terminal below.
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const [bought] = await tradingAccounts(page);

  // A funded account with a closed profit, as the firm imports one.
  await fundedAccountWithProfit(email, 125_050);

  // The trader switches to German; the economic calendar's figures, days and times read in German formats.
  await page.goto('/dashboard/economic-calendar');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('option', { name: /Deutsch/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wirtschaftsnachrichten entdecken' })).toBeVisible();
  const figures = page.locator('.calendar__figure');
  await expect(figures.first()).toBeVisible();
  const shown = (await figures.allTextContents()).filter((f) => /\d/.test(f));
  expect(shown.length).toBeGreaterThan(5);
  for (const f of shown) expect(f, f).not.toMatch(/\d\.\d{1,2}(?!\d)|\d%|\dM$|\dK$/);
  expect(shown.some((f) => /^-?\d+,\d+\s%$/.test(f))).toBe(true);
  await shots(page, 'calendar-de');

  // The payout checklist: the status by its German label, amounts and counts in German formats.
  await page.goto('/dashboard/payouts-request');
  await expect(page.getByRole('heading', { name: 'Gewinn auszahlen lassen' })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Vor Ihrer Anfrage' });
  await expect(checklist).toContainText('Kontostatus:');
  await expect(checklist).not.toContainText(/Kontostatus:?\s*\d|1-6/);
  await expect(checklist).toContainText(/\d\.\d{3}(,\d{2})?\s\$/);
  // everything available fills the amount as German writes it, and the checklist reads it so
  await page.getByRole('button', { name: 'Alles Verfügbare auszahlen' }).click();
  await expect(page.getByLabel('Betrag (USD)')).toHaveValue(/^\d{3,4},\d{2}$/);
  await expect(page.locator('.checklist__item--no')).toHaveCount(0);
  await shots(page, 'payout-checklist-de');

  // The sandbox terminal, in the language the portal chose: German labels and German numbers.
  const terminal = await page.context().newPage();
  await terminal.goto(await terminalUrl(page, bought!.id));
  await expect(terminal.getByText('Eigenkapital')).toBeVisible();
  await expect(terminal.locator('[data-stat="balance"]')).toHaveText(/^\d{2}\.\d{3},\d{2}\s\$$/);
  const eurusd = terminal.getByRole('row').filter({ has: terminal.getByRole('button', { name: 'EURUSD' }) });
  await expect(eurusd).toHaveText(/EURUSD\d,\d{5}\d,\d{5}/);
  // "0.5" is not a German number ("." groups thousands): refused, never read as 5 lots
  await terminal.getByLabel('Volumen (Lots)').fill('0.5');
  await terminal.getByRole('button', { name: /^Kaufen/ }).click();
  await expect(terminal.getByRole('status')).toContainText('Geben Sie ein Volumen von 0,01 bis 50 Lots');
  await terminal.getByLabel('Volumen (Lots)').fill('0,5');
  await terminal.getByRole('button', { name: /^Kaufen/ }).click();
  await expect(terminal.getByRole('status')).toContainText(/Position \d+ eröffnet: Kaufen 0,5 EURUSD zu \d,\d{5}/);
  const positions = terminal.getByRole('region', { name: 'Offene Positionen' });
  await expect(positions.getByRole('cell', { name: '0,5', exact: true })).toBeVisible();
  await shots(terminal, 'terminal-de');
});
