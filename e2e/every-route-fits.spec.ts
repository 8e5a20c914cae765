import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ApiPath, PAGE_DATA_ID, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { seedBrands } from '../apps/server/src/seed/seed-brands.ts';
import { NAV_ITEMS } from '../apps/backoffice/src/shared/nav/nav-items.ts';
import { contractIdentifiers } from './support/contract-identifiers.ts';
import { CONSOLE_URL, E2E_PORT, VISITOR_ADDRESS } from './support/env.ts';
import { settled, unfitting, watchCode } from './support/fit.ts';
import { photo } from './support/photos.ts';
import { DEMO_OWNER } from './support/admin.ts';
import { OWNER_EMAIL, OWNER_STATE, ownerApiSession } from './support/operator-session.ts';
import { traderWithHistory, type TraderHistory } from './support/trader-history.ts';

/**
 * Issue 26, "Done when": every route of the trader app (each seeded brand, signed out and signed in as a trader of
 * the brand with a full history) and of the console (signed in as the demo owner) fits a 320, 375 and 1280 px
 * window: no page wider than the window, no text past or cut by its box, no amount over two lines, no raw
 * contract value or status number where a label belongs, no table behind a desktop card's edge
 * (e2e/support/fit.ts); and each page is titled (SPEC §1: the brand first; the console: the page, then the console).
 *
 * One page per brand; each route is opened once (the first of each part loaded, the others reached in the app, their
 * deep links asked of the server) and measured at the three widths by resizing the window. The gate walks one
 * language per brand (Northwind in German, Bluewave in French, Aurora in Spanish, the console in German);
 * `E2E_WALK_LANGUAGES=all` walks every language each brand offers and the console's four, and a list
 * (`E2E_WALK_LANGUAGES=en,fr`) those of them a brand offers (docs/testing.md).
 */

const WIDTHS = [1280, 375, 320] as const;
const HEIGHT = { 1280: 860, 375: 812, 320: 640 } as const;

/** The gate's language of each brand and of the console: a different one each, the longest words first. */
const GATE_LANGUAGE: Record<string, string> = { northwind: 'de', bluewave: 'fr', aurora: 'es', console: 'de' };
const CONSOLE_LANGUAGES = ['en', 'de', 'es', 'fr'];

function walkLanguages(code: string, offered: readonly string[]): string[] {
  const asked = process.env.E2E_WALK_LANGUAGES?.trim();
  if (!asked) return [GATE_LANGUAGE[code]!];
  if (asked === 'all') return [...offered];
  return asked
    .split(',')
    .map((lang) => lang.trim())
    .filter((lang) => offered.includes(lang));
}

/** A brand's origin on the suite's port: the seed's host (localhost, 127.0.0.1, 127.0.0.2). */
const originOf = (host: string) => `http://${host}:${E2E_PORT}`;

/** The trader app's routes (apps/web/src/routes.tsx), each opened with the ids of the trader's history. */
const TRADER_SIGNED_OUT = [
  '/sign-in',
  '/sign-up',
  '/dashboard/forgot-password',
  '/dashboard/reset-password',
  '/verify-email',
  '/subscribe',
  '/certificate/:shortId',
  '/unsubscribe',
  '/no-such-page',
];
const TRADER_SIGNED_IN = [
  '/dashboard/home',
  '/dashboard/challenge/:id',
  '/dashboard/orders',
  '/dashboard/order/:id',
  '/dashboard/economic-calendar',
  '/dashboard/payouts',
  '/dashboard/payout/:id',
  '/dashboard/Certificates',
  '/dashboard/affiliate-program',
  '/dashboard/new-challenge',
  '/dashboard/payouts-request',
  '/dashboard/subscribe-auth',
  '/dashboard/profile/personal-information',
  '/dashboard/profile/security',
  '/dashboard/profile/notifications',
  '/dashboard/profile/verification',
  '/no-such-page',
];
/** The route table's paths that are not pages of their own, and why. */
const TRADER_NOT_WALKED: Record<string, string> = {
  '/': 'redirects to sign-in or home',
  '/dashboard': 'redirects to sign-in or home',
  profile: 'redirects to personal information',
  '*': 'the not-found page, walked as /no-such-page',
};

/** The console's routes (apps/backoffice/src/app/routes.tsx), under /backoffice. */
const CONSOLE_SIGNED_OUT = ['/sign-in', '/second-factor'];
const CONSOLE_SIGNED_IN = [
  '/overview',
  '/traders',
  '/traders/:traderId',
  '/accounts',
  '/accounts/:accountId',
  '/orders',
  '/orders/:orderId',
  '/verification',
  '/payouts',
  '/payouts/:payoutId',
  '/payout-settings',
  '/risk',
  '/risk/compare',
  '/risk/settings',
  '/risk/:riskCaseId',
  '/scaling',
  '/catalogue',
  '/catalogue/packages/:packageId',
  '/catalogue/discount-codes/:discountCodeId',
  '/brands',
  '/brands/:brandId',
  '/calendar',
  '/audit',
  '/api-keys',
  '/operators',
  '/operators/:operatorId',
  '/account',
];
const CONSOLE_NOT_WALKED: Record<string, string> = {
  // Reached only by an operator whose sign-in the owner reset (a one-time password); the suite's operators keep
  // theirs (payouts.spec.ts signs the finance operator in with its TOTP secret).
  '/enrol': 'an operator without a second factor only',
  '/change-password': 'an operator with a one-time password only',
  '*': 'redirects to the start',
};

/** The paths a route file declares (`path: '…'` and the console's `section('…'`). */
function declaredPaths(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/(?:path: |section\(\s*)'([^']+)'/g)].map((m) => m[1]!);
}

const fill = (route: string, ids: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no ${name} for ${route}`);
    return id;
  });

/** The contract's identifiers, read once (e2e/support/contract-identifiers.ts). */
const RAW_VALUES = contractIdentifiers();
/**
 * What the walk measures at a width (e2e/support/fit.ts): what does not fit, amounts, raw values. A box that scrolls
 * sideways on purpose is left alone on a phone; on a desktop nothing should have to be scrolled sideways.
 */
const measures = (width: number) => ({ wide: width === 1280, amounts: true, rawValues: RAW_VALUES });

/** With E2E_PHOTOS=1 (e2e/support/photos.ts), each walked screen is photographed at 375 and 1280 px. */
const photoName = (where: string, url: string, width: number) =>
  `walk-${`${where} ${new URL(url, 'http://x').pathname}`
    .replace(/[0-9a-f-]{36}/g, 'id')
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '')}-${width}`;

/** A fault of a route: where (the app, signed in or out, the language), the route, the width, what. */
type Fault = { where: string; route: string; width?: number; what: string };

/**
 * Opens `url` through the app's own router, as the browser's forward button does: a history entry and its
 * `popstate`, which React Router's data router follows. The entry has no state: the shape of the router's own is
 * its business, and an entry it did not write (one of a page before the app, say) is followed all the same. No page
 * load: the app, its start-up data and its session stay as they are. Done when the new screen shows a heading that
 * was not on the page before (a screen's own, not its layout's): until then the router may still be loading the
 * route's lazy module, with the previous screen on show.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1, h2')) heading.setAttribute('data-walk-before', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await expect(page.locator('h1:not([data-walk-before]), h2:not([data-walk-before])').first()).toBeVisible();
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('[data-walk-before]')) heading.removeAttribute('data-walk-before');
  });
}

/**
 * Whether the server answers `url`'s deep link with the app's page, as a load of it would start (a route reached in
 * the app rather than loaded): an HTML page with the app's root, and for the trader app (`lang` given) its start-up
 * data (web-index.ts) with the catalogue of the walk's language. Answers what is wrong, or null.
 */
async function servedPage(page: Page, url: string, lang: string | null): Promise<string | null> {
  const res = await page.request.get(url, { maxRedirects: 0 });
  if (res.status() !== 200) return `its deep link answered ${res.status()}`;
  if (!/^text\/html/.test(res.headers()['content-type'] ?? '')) return 'its deep link is not a page';
  const html = await res.text();
  if (!html.includes('<div id="root"')) return "its deep link is not the app's page";
  if (!lang) return null;
  const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`, 's').exec(html);
  if (!data) return 'its deep link has no start-up data';
  const { catalogues } = JSON.parse(data[1]!) as { catalogues: Record<string, unknown> };
  return lang in catalogues ? null : `its deep link is in ${Object.keys(catalogues).join(', ')}, not ${lang}`;
}

/**
 * Opens each route once in `lang`, checks its title, and measures it at every width; answers its faults, the same
 * fault in several places of one screen (a card of each account) once, counted. The first route is loaded (a deep
 * link, the app started afresh); each further one is reached in the app (`openInApp`), as a trader goes from page to
 * page, and its deep link is asked of the server (`servedPage`): a full load of each cost the walk most of its time.
 * `servedLang`: the language the server writes into the page, null where it does not (the console's).
 */
async function walk(
  page: Page,
  where: string,
  routes: [template: string, url: string][],
  lang: string,
  title: RegExp,
  servedLang: string | null = lang,
) {
  const faults: Fault[] = [];
  for (const [index, [route, url]] of routes.entries()) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
    try {
      if (index === 0) {
        await page.goto(url);
        await expect(page.locator('h1, h2').first()).toBeVisible();
      } else {
        const served = await servedPage(page, url, servedLang);
        if (served) faults.push({ where, route, what: served });
        await openInApp(page, url);
      }
      await settled(page);
    } catch (error) {
      faults.push({ where, route, what: `never showed its content (${String(error).split('\n')[0]})` });
      continue;
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url, page.url()).pathname) faults.push({ where, route, what: `redirected to ${landed}` });
    const shown = await page.locator('html').getAttribute('lang');
    if (shown !== lang) faults.push({ where, route, what: `the page is in ${shown}, not ${lang}` });
    const titled = await page.title();
    if (!title.test(titled)) faults.push({ where, route, what: `titled "${titled}", not ${title}` });
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: HEIGHT[width] });
        await settled(page);
      }
      const counted = new Map<string, number>();
      for (const what of await unfitting(page, measures(width))) counted.set(what, (counted.get(what) ?? 0) + 1);
      for (const [what, n] of counted)
        faults.push({ where, route, width, what: n > 1 ? `${what} (${n} times)` : what });
      if (width !== 320) await photo(page, photoName(where, url, width));
    }
  }
  return faults;
}

/**
 * Fails with every fault of the walk, one a line: "<app> <state> <language> @<width>px <routes>: <what>", a fault
 * that several routes share (the header of every signed-in page) on one line with all of them.
 */
function expectNoFaults(faults: Fault[]) {
  const routes = new Map<string, string[]>();
  for (const f of faults) {
    const key = `${f.where}${f.width ? ` @${f.width}px` : ''}\u0000${f.what}`;
    routes.set(key, [...(routes.get(key) ?? []), f.route]);
  }
  const lines = [...routes].map(([key, list]) => {
    const [where, what] = key.split('\u0000');
    return `${where} ${list.join(', ')}: ${what}`;
  });
  expect(faults.length, `${faults.length} faults:\n${lines.join('\n')}\n`).toBe(0);
}

/** A context whose requests to hosts off this machine fail at once (offline, third-party tags only wait). */
async function offlineContext(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  // this worker's visitor address, as the suite's own pages send it (playwright.config.ts)
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': VISITOR_ADDRESS }, ...options });
  await context.route(
    (url) => !/^(localhost|127\.0\.0\.\d+)$/.test(url.hostname),
    (route) => route.abort(),
  );
  return context;
}

// Each brand's walk and the console's is a test of its own, run beside the others: together they are the suite's
// longest file, and in one worker they were its last minutes.
test.describe.configure({ mode: 'parallel' });

test('the walk covers every route both route tables declare', () => {
  // A route table's path is walked when a walked route is it or ends with it (the trader app nests its paths).
  const covered = (walked: string[], path: string) => {
    const shape = (route: string) => route.replace(/:\w+/g, ':param');
    return walked.some((route) => shape(route) === shape(path) || shape(route).endsWith(`/${shape(path)}`));
  };
  const trader = [...TRADER_SIGNED_OUT, ...TRADER_SIGNED_IN];
  const consoleRoutes = [...CONSOLE_SIGNED_OUT, ...CONSOLE_SIGNED_IN];
  const consolePaths = [...declaredPaths('../apps/backoffice/src/app/routes.tsx'), ...NAV_ITEMS.map((i) => i.path)];
  expect({
    trader: declaredPaths('../apps/web/src/routes.tsx').filter((p) => !(p in TRADER_NOT_WALKED) && !covered(trader, p)),
    console: consolePaths.filter((p) => !(p in CONSOLE_NOT_WALKED) && !covered(consoleRoutes, p)),
  }).toEqual({ trader: [], console: [] });
  // the contract's identifiers were found (the raw-value check has something to look for)
  expect(RAW_VALUES).toEqual(expect.arrayContaining(['bankTransfer', 'twoStep', 'Stage1KycSuccess']));
});

test('the check finds each kind of fault, and leaves alone what scrolls, is titled or is hidden on purpose', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`
    <style>body { margin: 0; font: 16px sans-serif } p { margin: 0 }</style>
    <div id="wide" style="width: 400px">wide</div>
    <p id="clipped" style="width: 60px; overflow: hidden; white-space: nowrap">Auszahlungsmethode</p>
    <p id="titled" style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"
       title="Auszahlungsmethode">Auszahlungsmethode</p>
    <div style="width: 100px; overflow-x: auto"><table><tr><td style="white-space: nowrap">A row wider than its wrapper</td></tr></table></div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">
      Read out to screen readers only</span>
    <div style="width: 100px; overflow: hidden"><p id="cut" style="width: 200px">Cut by its container</p></div>
    <p id="split" style="width: 50px; overflow-wrap: anywhere">1.194,40&nbsp;$</p>
    <p style="width: 40px"><span class="money" style="overflow-wrap: anywhere">$1,194.40</span></p>
    <p style="width: 300px">Kept whole: 1&#8239;194,40&nbsp;€ and phase 2 $250.00</p>
    <select style="width: 60px"><option>Transferencia bancaria</option></select>
    <span class="status-badge">3</span>
    <p id="raw">crypto</p>
    <p id="inside">Paid by bankTransfer</p>
    <p>Crypto, paid by bank transfer</p>
  `);
  const faults = await unfitting(page, { wide: false, amounts: true, rawValues: ['crypto', 'bankTransfer'] });
  expect(faults).toEqual([
    expect.stringMatching(/^the page is 400 px wide in a 320 px window; past its edge: div#wide "wide"/),
    expect.stringMatching(/^text wider than its box: p#clipped "Auszahlungsmethode"/),
    expect.stringMatching(/^select too narrow for its option: "Transferencia bancaria" needs \d+ px, is 60 px/),
    expect.stringMatching(/^text cut off by its container: p#cut "Cut by its container"/),
    expect.stringMatching(/^amount over \d lines: span\.money "\$1,194\.40"/),
    expect.stringMatching(/^amount "1\.194,40\s\$" over \d lines in p#split/),
    'raw value "crypto" shown as text: p#raw "crypto"',
    'raw value "bankTransfer" shown as text: p#inside "Paid by bankTransfer"',
    'a bare number as a status: span.status-badge "3"',
  ]);
});

for (const brand of seedBrands) {
  const origin = originOf(brand.hosts[0]!);
  for (const lang of walkLanguages(brand.code, Object.keys(brand.languages))) {
    test(`${brand.name} in ${lang}: every route fits 320, 375 and 1280 px, amounts on one line, no raw values`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const history = await traderWithHistory(origin, lang);
      const context = await offlineContext(browser, { baseURL: origin });
      const page = await context.newPage();
      watchCode(page);
      const ids = { shortId: history.certificateShortId, id: '' };

      // Signed out: the first load carries the language (SPEC §4: the lang parameter, then kept).
      await page.goto(`/sign-in?lang=${lang}`);
      const signedOut = TRADER_SIGNED_OUT.map((r): [string, string] => [r, fill(r, ids)]);
      // SPEC §1: the brand's name, then the page's where the spec names one.
      const title = new RegExp(`^${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const faults = await walk(page, `${brand.name} signed out ${lang}`, signedOut, lang, title);

      // Signed in as the trader with a history (the session as the app keeps it, SPEC §3 Browser storage).
      await page.evaluate(({ token, refreshToken }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('refresh-token', refreshToken);
        localStorage.setItem('time-user', String(Date.now() + 12 * 3_600_000));
      }, history);
      const signedIn = TRADER_SIGNED_IN.filter((r) => offers(brand.settings, r)).map((r): [string, string] => [
        r,
        fill(r, { id: idFor(r, history) }),
      ]);
      faults.push(...(await walk(page, `${brand.name} signed in ${lang}`, signedIn, lang, title)));
      await context.close();
      expectNoFaults(faults);
    });
  }
}

/** Whether the brand has the page: the screens of what a brand does not offer send the trader home. */
function offers(settings: (typeof seedBrands)[number]['settings'], route: string): boolean {
  if (route === '/dashboard/profile/verification') return !!settings.isKycEnabled;
  if (route === '/dashboard/economic-calendar') return !settings.hideEconomicCalendarMenu;
  if (route === '/dashboard/affiliate-program') return !!settings.affiliateUrl;
  return true;
}

/** The id a signed-in route with a parameter opens. */
function idFor(route: string, history: TraderHistory): string {
  if (route.includes('/challenge/')) return history.fundedAccountId;
  if (route.includes('/order/')) return history.orderId;
  if (route.includes('/payout/')) return history.payoutId;
  return 'unused';
}

/** The console's pages are titled with their own name, then the console's ("Audit-Protokoll | Backoffice"). */
const CONSOLE_TITLE = /^[^|]+ \| [^|]+$/;

/** The console's API as the owner's script calls it (the setup's session). */
async function adminGet<T>(path: string): Promise<T> {
  const { cookie } = await ownerApiSession();
  const res = await fetch(`${CONSOLE_URL}${path}`, { headers: { cookie, [SITE_VERSION_HEADER]: SITE_VERSION } });
  const reply = (await res.json()) as { result: number; data: T };
  if (res.status !== 200 || reply.result !== 0) throw new Error(`${path} refused: ${res.status} ${reply.result}`);
  return reply.data;
}

for (const lang of walkLanguages('console', CONSOLE_LANGUAGES)) {
  test(`the console in ${lang}: every route fits 320, 375 and 1280 px, amounts on one line, no raw values`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const northwind = seedBrands[0]!;
    const history = await traderWithHistory(originOf(northwind.hosts[0]!), 'en');
    const codes = await adminGet<{ items: { id: string }[] }>(
      `${ApiPath.adminDiscountCodes}?brandId=${history.brandId}`,
    );
    const operators = await adminGet<{ items: { id: string; email: string }[] }>(ApiPath.adminOperators);
    // The sandbox's seeded ring when there is one; else an unknown case, which walks the case's "not found" page.
    const riskCases = await adminGet<{ items: { id: string }[] }>(ApiPath.adminRiskCases);
    const ids: Record<string, string> = {
      traderId: history.traderId,
      accountId: history.fundedAccountId,
      orderId: history.orderId,
      payoutId: history.payoutId,
      packageId: history.packageId,
      brandId: history.brandId,
      discountCodeId: codes.items[0]?.id ?? '',
      operatorId: operators.items.find((o) => o.email !== OWNER_EMAIL)?.id ?? '',
      riskCaseId: riskCases.items[0]?.id ?? '00000000-0000-4000-8000-000000000000',
    };
    const withLanguage = async (context: BrowserContext) => {
      await context.addInitScript((l) => localStorage.setItem('bo-lang', l), lang);
      const page = await context.newPage();
      watchCode(page);
      return page;
    };
    const routes = (list: string[]) => list.map((r): [string, string] => [r, `/backoffice${fill(r, ids)}`]);

    // Signed out: the sign-in page, then the second step after a password (no code is spent).
    const guest = await offlineContext(browser, { baseURL: CONSOLE_URL });
    const guestPage = await withLanguage(guest);
    const faults = await walk(
      guestPage,
      `console signed out ${lang}`,
      routes(CONSOLE_SIGNED_OUT.slice(0, 1)),
      lang,
      CONSOLE_TITLE,
      null,
    );
    const password = await guestPage.request.post(ApiPath.adminSignIn, {
      headers: { [SITE_VERSION_HEADER]: SITE_VERSION },
      data: DEMO_OWNER,
    });
    expect(password.status()).toBe(200);
    faults.push(
      ...(await walk(
        guestPage,
        `console signed out ${lang}`,
        routes(CONSOLE_SIGNED_OUT.slice(1)),
        lang,
        CONSOLE_TITLE,
        null,
      )),
    );
    await guest.close();

    // Signed in: the run's owner session (e2e/operators.setup.ts).
    const owner = await offlineContext(browser, { baseURL: CONSOLE_URL, storageState: OWNER_STATE });
    faults.push(
      ...(await walk(
        await withLanguage(owner),
        `console signed in ${lang}`,
        routes(CONSOLE_SIGNED_IN),
        lang,
        CONSOLE_TITLE,
        null,
      )),
    );
    await owner.close();
    expectNoFaults(faults);
  });
}
