import { expect, test, type Page } from '@playwright/test';
import { acceptTermsAndPay, chooseOnPlatform } from './support/buying.ts';
import { CONSOLE_URL, E2E_PORT, SCREENSHOTS, SECOND_BRAND_URL, THIRD_BRAND_URL } from './support/env.ts';
import { settled, unfitting } from './support/fit.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';

/**
 * Issue 26 items 6, 9, 10 and 13: every screen a trader trusts with money, in each seeded brand, fits a 375 px
 * phone and a 1280 px desktop in English and in another of the brand's languages (German where the brand has it:
 * Bluewave offers French, Aurora Spanish): no page wider than the window, no text past its box or cut, no select
 * hiding its option's end. The console likewise, in English and German. The changed screens are photographed.
 */

const WIDTHS = [375, 1280] as const;
const BRANDS = [
  { code: 'northwind', name: 'Northwind Funded', url: `http://localhost:${E2E_PORT}`, langs: ['en', 'de'], buys: true },
  { code: 'bluewave', name: 'Bluewave Prop', url: SECOND_BRAND_URL, langs: ['en', 'fr'], buys: true },
  { code: 'aurora', name: 'Aurora Capital', url: THIRD_BRAND_URL, langs: ['en', 'es'], buys: false },
] as const;

const GUEST = ['/sign-in', '/sign-up', '/dashboard/forgot-password', '/subscribe'];
const SIGNED_IN = [
  '/dashboard/home',
  '/dashboard/new-challenge',
  '/dashboard/orders',
  '/dashboard/economic-calendar',
  '/dashboard/payouts',
  '/dashboard/payouts-request',
  '/dashboard/Certificates',
  '/dashboard/profile/personal-information',
  '/dashboard/profile/verification',
  '/dashboard/profile/security',
  '/dashboard/affiliate-program',
];
/**
 * The screens photographed at both widths for a look at them, when FIT_PHOTOS=1 asks (full-page photographs of
 * long pages were a good part of this spec's time in the gate; every screen is measured either way).
 */
const PHOTOGRAPHED = process.env.FIT_PHOTOS
  ? /subscribe|home|new-challenge|challenge\/|order\/|personal-information|security/
  : undefined;

test.beforeEach(async ({ page }) => {
  // Offline, every third-party host simply fails: abort what is not on this machine rather than wait for it.
  await page.route(
    (url) => !/^(localhost|127\.0\.0\.\d+)$/.test(url.hostname),
    (route) => route.abort(),
  );
});

const slug = (path: string) =>
  path
    .replace(/^\/(dashboard\/|backoffice\/)?/, '')
    .replace(/[0-9a-f-]{36}/g, 'id')
    .replace(/\W+/g, '-') || 'start';

/**
 * Opens `url` in `lang`, waits for its data, and records what does not fit at each width (and photographs it).
 */
async function check(page: Page, url: string, lang: string, problems: string[], photo?: string) {
  const label = `${lang} ${new URL(url).pathname}`;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    await page.goto(url);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await expect(page.locator('html'), label).toHaveAttribute('lang', lang);
    await settled(page);
    for (const line of await unfitting(page, { wide: width === 1280 })) problems.push(`${label} @${width}: ${line}`);
    if (photo && PHOTOGRAPHED?.test(url)) {
      await page.screenshot({ path: `${SCREENSHOTS}/fit-${photo}-${width}.png`, fullPage: true });
      // the first screen as a phone shows it, for a look at what a long page begins with
      if (width === 375) await page.screenshot({ path: `${SCREENSHOTS}/fit-${photo}-375-top.png` });
    }
  }
}

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

/** Buys the first package of step 1 through the screens (the default buying screens) and pays it. */
async function buyFirst(page: Page, base: string) {
  await page.goto(`${base}/dashboard/new-challenge?lang=en`);
  const select = page.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible();
  await select.click();
  await expect(page).toHaveURL(/step=2/);
  await acceptTermsAndPay(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}

/** The first link of the list at `path` whose address starts with `prefix`. */
async function firstLink(page: Page, path: string, prefix: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  return (await link.count()) ? link.getAttribute('href') : null;
}

for (const brand of BRANDS) {
  test(`${brand.code}: the trader's screens fit 375 and 1280 px in ${brand.langs.join(' and ')}`, async ({ page }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    for (const lang of brand.langs) {
      await page.goto(`${brand.url}/sign-in?lang=${lang}`);
      for (const path of GUEST)
        await check(page, `${brand.url}${path}`, lang, problems, `${brand.code}-${lang}-${slug(path)}`);
    }

    await signUp(page, brand.url);
    // SPEC §1: a page it gives no title shows the brand name alone.
    await expect(page).toHaveTitle(brand.name);
    if (brand.buys) {
      if (brand.code === 'northwind') {
        await page.goto(`${brand.url}/dashboard/new-challenge?lang=en`);
        await chooseOnPlatform(page, 'Northwind WebTrader', '$10,000 · Two-step');
        await acceptTermsAndPay(page);
        await page.getByRole('button', { name: /^Pay / }).click();
        await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
      } else {
        await buyFirst(page, brand.url);
      }
    }
    const challenge = await firstLink(page, `${brand.url}/dashboard/home`, '/dashboard/challenge/');
    const order = await firstLink(page, `${brand.url}/dashboard/orders`, '/dashboard/order/');
    const details = [challenge, order].filter((path): path is string => !!path);
    if (brand.buys) expect(details).toHaveLength(2);

    for (const lang of brand.langs) {
      await chooseLanguage(page, brand.url, lang);
      for (const path of [...SIGNED_IN, ...details])
        await check(page, `${brand.url}${path}`, lang, problems, `${brand.code}-${lang}-${slug(path)}`);
    }

    if (brand.code === 'northwind') {
      // A detail page keeps its list's menu item current (item 10), and the current item's bold label moves
      // none of the items after it.
      await chooseLanguage(page, brand.url, 'en');
      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await page.goto(`${brand.url}/dashboard/home`);
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
        await page.goto(`${brand.url}${path}`);
        await settled(page);
        await expect(menu.locator('a.active')).toHaveText(item);
        expect(await lefts(), path).toEqual(atHome);
      }

      // The sandbox terminal of the bought account (item 6): a phone never scrolls it sideways.
      for (const lang of brand.langs) {
        await chooseLanguage(page, brand.url, lang);
        await page.goto(`${brand.url}${challenge}`);
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
          await terminal.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await expect
            .poll(() => unfitting(terminal, { wide: false }), { message: `terminal ${lang} @${width}` })
            .toEqual([]);
          await terminal.screenshot({ path: `${SCREENSHOTS}/fit-terminal-${lang}-${width}.png`, fullPage: true });
        }
        await terminal.close();
      }
    }
    expect(problems).toEqual([]);
  });
}

const CONSOLE_LISTS = [
  '/backoffice/overview',
  '/backoffice/traders',
  '/backoffice/accounts',
  '/backoffice/orders',
  '/backoffice/verification',
  '/backoffice/payouts',
  '/backoffice/payout-settings',
  '/backoffice/catalogue',
  '/backoffice/brands',
  '/backoffice/calendar',
  '/backoffice/audit',
  '/backoffice/api-keys',
  '/backoffice/operators',
  '/backoffice/account',
];
const CONSOLE_PHOTOGRAPHED = process.env.FIT_PHOTOS ? /accounts$|orders$|audit|brands\/|calendar|overview/ : undefined;

for (const lang of ['en', 'de'] as const) {
  test(`the console's screens fit 375 and 1280 px in ${lang}, each titled with its name`, async ({ browser }) => {
    test.setTimeout(600_000);
    const page = await ownerConsole(browser);
    await page.evaluate((l) => localStorage.setItem('bo-lang', l), lang);
    if (!(await firstLink(page, '/backoffice/accounts', '/backoffice/accounts/'))) {
      // run alone: a trader with an order and an account first, for the record pages
      const trader = await browser.newPage({ baseURL: `http://localhost:${E2E_PORT}` });
      await signUp(trader, `http://localhost:${E2E_PORT}`);
      await buyFirst(trader, `http://localhost:${E2E_PORT}`);
      await trader.context().close();
    }
    const problems: string[] = [];
    const details = [
      await firstLink(page, '/backoffice/accounts', '/backoffice/accounts/'),
      await firstLink(page, '/backoffice/orders', '/backoffice/orders/'),
      await firstLink(page, '/backoffice/brands', '/backoffice/brands/'),
      await firstLink(page, '/backoffice/operators', '/backoffice/operators/'),
      await firstLink(page, '/backoffice/catalogue', '/backoffice/catalogue/packages/'),
    ].filter((path): path is string => !!path);
    expect(details.length).toBeGreaterThanOrEqual(3);
    for (const path of [...CONSOLE_LISTS, ...details]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
        await page.goto(`${CONSOLE_URL}${path}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await settled(page);
        for (const line of await unfitting(page, { wide: width === 1280 })) problems.push(`${path} @${width}: ${line}`);
        if (CONSOLE_PHOTOGRAPHED?.test(path))
          await page.screenshot({
            path: `${SCREENSHOTS}/fit-console-${lang}-${slug(path)}-${width}.png`,
            fullPage: true,
          });
      }
    }
    // Item 9: the page's name, then the console's.
    await page.goto(`${CONSOLE_URL}/backoffice/audit`);
    await expect(page).toHaveTitle(lang === 'de' ? 'Audit-Protokoll | Backoffice' : 'Audit log | Back office');
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
