import { expect, test, type Page } from '@playwright/test';
import { acceptTermsAndPay, chooseOnPlatform } from './support/buying.ts';
import { CONSOLE_URL, E2E_PORT } from './support/env.ts';
import { settled, unfitting } from './support/fit.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';
import { photo } from './support/photos.ts';

/**
 * Issue 26 items 6, 9 and 10, what the walk of every route (e2e/every-route-fits.spec.ts) cannot see from one page
 * per route: a trader signed up and buying through the screens sees the brand's name as the title, a detail page
 * keeps its list's menu item current without moving the others, and the sandbox terminal fits a 375 px phone and a
 * 1280 px desktop in English and German; the console's pages are titled with their name in each language.
 */

const WIDTHS = [375, 1280] as const;
const NORTHWIND = { name: 'Northwind Funded', url: `http://localhost:${E2E_PORT}`, langs: ['en', 'de'] } as const;

test.beforeEach(async ({ page }) => {
  // Offline, every third-party host simply fails: abort what is not on this machine rather than wait for it.
  await page.route(
    (url) => !/^(localhost|127\.0\.0\.\d+)$/.test(url.hostname),
    (route) => route.abort(),
  );
});

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

/** A signed-in trader picks the language in the header's switcher: the choice is kept on the server too. */
async function chooseLanguage(page: Page, base: string, lang: string) {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`${base}/dashboard/home`);
  await expect(page.locator('h1').first()).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  const saved = page.waitForResponse((r) => r.url().includes('/keyvalue/v1') && r.request().method() === 'POST');
  await page
    .getByRole('button', { name: /^[^:]+: .+ \([A-Z]{2}\)$/ })
    .first()
    .click();
  await page.getByRole('option', { name: new RegExp(LANGUAGE_NAMES[lang]!) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await saved;
}

async function signUp(page: Page, base: string) {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signUpThroughScreens(page, newEmail('fit'), {
    firstName: 'Maximiliane',
    lastName: 'Brandt-Schaeffer',
    country: 'DE',
    base,
    lang: 'en',
  });
}

/** The first link of the list at `path` whose address starts with `prefix`. */
async function firstLink(page: Page, path: string, prefix: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  return (await link.count()) ? link.getAttribute('href') : null;
}

test(`a trader who signs up and buys through the screens: the brand's title, the menu, the terminal in ${NORTHWIND.langs.join(
  ' and ',
)}`, async ({ page }) => {
  test.setTimeout(300_000);
  const base = NORTHWIND.url;
  await signUp(page, base);
  // SPEC §1: a page it gives no title shows the brand name alone.
  await expect(page).toHaveTitle(NORTHWIND.name);
  await page.goto(`${base}/dashboard/new-challenge?lang=en`);
  await chooseOnPlatform(page, 'Northwind WebTrader', '$10,000 · Two-step');
  await acceptTermsAndPay(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  const challenge = await firstLink(page, `${base}/dashboard/home`, '/dashboard/challenge/');
  const order = await firstLink(page, `${base}/dashboard/orders`, '/dashboard/order/');
  expect([challenge, order]).toEqual([expect.any(String), expect.any(String)]);

  // A detail page keeps its list's menu item current (item 10), and the current item's bold label moves none of
  // the items after it.
  await chooseLanguage(page, base, 'en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto(`${base}/dashboard/home`);
  await settled(page);
  const lefts = () =>
    menu.getByRole('link').evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().left)));
  const atHome = await lefts();
  for (const [path, item] of [
    [challenge!, 'Home'],
    [order!, 'Orders list'],
    ['/dashboard/orders', 'Orders list'],
    ['/dashboard/payouts', 'Payouts'],
  ] as const) {
    await page.goto(`${base}${path}`);
    await settled(page);
    await expect(menu.locator('a.active')).toHaveText(item);
    expect(await lefts(), path).toEqual(atHome);
  }

  // The sandbox terminal of the bought account (item 6): a phone never scrolls it sideways.
  for (const lang of NORTHWIND.langs) {
    await chooseLanguage(page, base, lang);
    await page.goto(`${base}${challenge}`);
    await settled(page);
    await page
      .getByRole('button', { name: /Credentials|Zugangsdaten/ })
      .first()
      .click();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Start trading|Handel starten/ })
      .click();
    const terminal = await popup;
    await expect(terminal.locator('[data-stat="balance"]')).not.toHaveText('—');
    for (const width of WIDTHS) {
      await terminal.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await terminal.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect
        .poll(() => unfitting(terminal, { wide: false }), { message: `terminal ${lang} @${width}` })
        .toEqual([]);
      await photo(terminal, `fit-terminal-${lang}-${width}`);
    }
    await terminal.close();
  }
});

test("the console's pages are titled with their name, then the console's, in each language", async ({ browser }) => {
  const page = await ownerConsole(browser);
  for (const [lang, title] of [
    ['en', 'Audit log | Back office'],
    ['de', 'Audit-Protokoll | Backoffice'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('bo-lang', l), lang);
    await page.goto(`${CONSOLE_URL}/backoffice/audit`);
    await expect(page).toHaveTitle(title);
  }
  await page.context().close();
});
