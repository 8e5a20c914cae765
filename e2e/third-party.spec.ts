import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { changeBrand } from './support/admin.ts';
import { buyThroughScreens } from './support/buying.ts';
import { signUpThroughScreens } from './support/helpers.ts';
import { PHOTOS, photo } from './support/photos.ts';

/**
 * SPEC §3, §7, §8, §9 third-party integrations (docs/decisions/023). The real providers' hosts are served by
 * Playwright routing from stub scripts that behave like the real ones' public APIs (the LiveChat stub takes
 * over `LiveChatWidget`'s queue and renders its container, as tracking.js does), so the test sees what loads,
 * with which key, and what the app tells each one. The portal's own Content-Security-Policy still applies: a
 * host the brand's policy does not allow never reaches the stubs.
 */

const KEYS = {
  gtm: 'GTM-E2E1',
  floodlight: 'DC-E2E1/sales/purch0+transactions',
  pixel: 'CE2EPIXEL',
  livechat: '12345678',
  dsn: 'https://e2ekey@o1.ingest.sentry.io/42',
};
const THIRD_PARTY = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;
const CHAT_BLOCKED = 'Customer Support chat is unavailable due to installed AdBlocker.';

const mark = (name: string) => `window.__stubs = (window.__stubs || []).concat(${JSON.stringify(name)});`;
/** tracking.js as far as the app uses it: the queue is taken over, commands recorded, the container rendered. */
const LIVECHAT_STUB = `${mark('livechat')}
(function () {
  var w = window.LiveChatWidget; window.__chatCalls = [];
  w._h = function (name, args) {
    window.__chatCalls.push([name].concat(args || []));
    if (name === 'on' && args[0] === 'ready') setTimeout(args[1]);
  };
  w._q.splice(0).forEach(function (c) { w._h(c[0], c[1]); });
  var box = document.createElement('div'); box.id = 'chat-widget-container'; box.textContent = 'Chat';
  document.body.appendChild(box);
})();`;

type Traffic = { requests: string[]; envelopes: string[] };

/** Serves the stubs for the providers' hosts (or aborts them all with `offline`) and records what was asked. */
async function stubThirdParties(context: BrowserContext, options: { offline?: boolean; blockChat?: boolean } = {}) {
  const traffic: Traffic = { requests: [], envelopes: [] };
  await context.route(THIRD_PARTY, async (route) => {
    const req = route.request();
    const url = req.url();
    traffic.requests.push(url);
    if (options.offline || (options.blockChat && url.startsWith('https://cdn.livechatinc.com/')))
      return route.abort('blockedbyclient');
    if (url.startsWith('https://o1.ingest.sentry.io/')) {
      traffic.envelopes.push(req.postDataBuffer()?.toString('latin1') ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    }
    const js = (body: string) => route.fulfill({ status: 200, contentType: 'text/javascript', body });
    if (url.startsWith('https://www.googletagmanager.com/gtm.js')) return js(mark('gtm'));
    if (url.startsWith('https://www.googletagmanager.com/gtag/js')) return js(mark('gtag'));
    if (url.startsWith('https://analytics.tiktok.com/i18n/pixel/events.js')) return js(mark('tiktok'));
    if (url.startsWith('https://cdn.livechatinc.com/tracking.js')) return js(LIVECHAT_STUB);
    return route.fulfill({ status: 204 });
  });
  return traffic;
}

/** What the page asked for has arrived: its resource list (same-origin chunks included) stops growing. */
async function settled(page: Page) {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const same = now === before;
        before = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const stubsLoaded = (page: Page) => page.evaluate(() => (window as unknown as { __stubs?: string[] }).__stubs ?? []);
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      // gtag.js pushes `arguments` objects: as arrays, so the test can read them
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );

/**
 * Puts the page on a clock the test moves (Playwright's `page.clock`; time otherwise flows as usual). Each frame
 * gets a clock of its own, and Sentry's replay takes its timers from a blank sandbox frame that it then removes,
 * a clock nobody moves any more: such frames hand out the page's timers instead.
 */
async function onTestClock(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    if (window === window.top || location.href !== 'about:blank') return;
    const host = window.parent as Window & typeof globalThis;
    const timers = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;
    for (const name of [...timers, 'requestAnimationFrame', 'cancelAnimationFrame'] as const) {
      const own = host[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(window, name, { configurable: true, value: (...args: unknown[]) => own.apply(host, args) });
    }
  });
}

/** A visitor of their own (a browser context) with the stubbed providers, their page on the test clock. */
async function visitor(browser: Browser, options: Parameters<typeof stubThirdParties>[1] = {}) {
  const context = await browser.newContext();
  const traffic = await stubThirdParties(context, options);
  const page = await context.newPage();
  await onTestClock(page);
  return { context, traffic, page };
}

/** A one-route server standing in for an affiliate network's postback endpoint. */
async function postbackEndpoint(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

test.describe.serial('third-party integrations of a brand', () => {
  let restore: (() => Promise<void>) | undefined;
  let network: Awaited<ReturnType<typeof postbackEndpoint>>;

  test.beforeAll(async () => {
    network = await postbackEndpoint();
  });
  test.afterAll(async () => {
    await restore?.();
    network.server.close();
  });

  test('a brand that configures none loads none, and its page allows no third-party host', async ({
    context,
    page,
  }) => {
    const traffic = await stubThirdParties(context);
    await onTestClock(page);
    const doc = await page.goto('/sign-in');
    expect(doc?.headers()['content-security-policy']).not.toMatch(/googletagmanager|tiktok|livechatinc|sentry/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.clock.runFor(3000); // past the moment the loaders would start at (half a second after the load)
    await settled(page);
    expect(traffic.requests).toEqual([]);
    expect(await stubsLoaded(page)).toEqual([]);
  });

  test('a postback template naming this machine is refused by a production server', async () => {
    // so the network stand-in on loopback never hears of the sale of the next test
    await expect(
      changeBrand('northwind', { affiliatePostbackUrl: `${network.url}/postback?click={clickId}&cnv={cnvId}` }),
    ).rejects.toThrow(/affiliatePostbackUrl/);
  });

  test('each loads with the brand’s key once configured in the console: page views, Support, the purchase', async ({
    context,
    page,
  }) => {
    restore = await changeBrand('northwind', {
      hideGoogleTag: false,
      googleTagManagerKey: KEYS.gtm,
      googleAdsFloodlightKey: KEYS.floodlight,
      pixelTikTok: { id: KEYS.pixel, hide: false },
      chatWidget: { key: KEYS.livechat, type: 0, hideWidget: false },
      sentry: { key: KEYS.dsn },
    });
    const traffic = await stubThirdParties(context);
    // An affiliate's landing link: the click is kept and sent with sign-up and with each order.
    const doc = await page.goto('/sign-in?clickId=e2e-click-1&cnv_id=e2e-cnv-1');
    expect(doc?.headers()['content-security-policy']).toMatch(/googletagmanager\.com.*analytics\.tiktok\.com/);
    await expect.poll(() => stubsLoaded(page)).toEqual(expect.arrayContaining(['gtm', 'gtag', 'tiktok', 'livechat']));
    const asked = (prefix: string) => traffic.requests.filter((u) => u.startsWith(prefix));
    expect(asked('https://www.googletagmanager.com/gtm.js')).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${KEYS.gtm}`,
    ]);
    expect(asked('https://www.googletagmanager.com/gtag/js')).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=DC-E2E1',
    ]);
    expect(asked('https://analytics.tiktok.com/')).toEqual([
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${KEYS.pixel}&lib=ttq`,
    ]);
    expect(await page.evaluate(() => (window as unknown as { __lc?: { license: number } }).__lc?.license)).toBe(
      Number(KEYS.livechat),
    );
    await expect(page.locator('#chat-widget-container')).toBeVisible();
    // The page view is pushed by an effect after the screen renders: wait for it, never read once.
    await expect
      .poll(() => dataLayer(page))
      .toEqual(expect.arrayContaining([expect.objectContaining({ event: 'page_view', page_path: '/sign-in' })]));
    expect(traffic.envelopes.join('\n')).not.toContain('"type":"replay_event"'); // no si=fb: no replay

    await signUpThroughScreens(page);
    // The page view is pushed by an effect after the screen renders: wait for it, never read once.
    await expect
      .poll(() => dataLayer(page))
      .toEqual(expect.arrayContaining([expect.objectContaining({ event: 'page_view', page_path: '/dashboard/home' })]));
    // Support opens the chat through its API instead of a link.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Support' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatCalls?: unknown[][] }).__chatCalls ?? []))
      .toContainEqual(['call', 'maximize']);

    await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
    await expect.poll(() => stubsLoaded(page)).toContain('gtm');
    const events = await dataLayer(page);
    const purchase = events.find((e) => (e as { event?: string }).event === 'purchase') as {
      ecommerce: { value: number; currency: string };
    };
    expect(purchase.ecommerce).toMatchObject({ value: expect.any(Number), currency: 'USD' });
    expect(purchase.ecommerce.value).toBeGreaterThan(0);
    expect(events).toContainEqual([
      'event',
      'conversion',
      expect.objectContaining({ send_to: KEYS.floodlight, value: purchase.ecommerce.value, currency: 'USD' }),
    ]);
    const pixelCalls = await page.evaluate(() => (window as unknown as { ttq: unknown[] }).ttq.slice());
    expect(pixelCalls).toContainEqual([
      'track',
      'CompletePayment',
      expect.objectContaining({ value: purchase.ecommerce.value, currency: 'USD' }),
    ]);
    // The loopback stand-in was refused as a postback address: nothing reaches it (the API tests call a receiver
    // on loopback with OUTGOING_REQUESTS_ALLOW_LOOPBACK, outgoing-requests.api.test.ts).
    expect(network.hits).toEqual([]);
  });

  test('switched off in the console, the tag manager and the pixel stay away even with their keys', async ({
    context,
    page,
  }) => {
    await changeBrand('northwind', { hideGoogleTag: true, pixelTikTok: { id: KEYS.pixel, hide: true } });
    const traffic = await stubThirdParties(context);
    await page.goto('/sign-in');
    await expect.poll(() => stubsLoaded(page)).toContain('livechat');
    expect(await stubsLoaded(page)).not.toContain('gtm');
    expect(await stubsLoaded(page)).not.toContain('tiktok');
    expect(traffic.requests.some((u) => u.includes('gtm.js') || u.includes('tiktok'))).toBe(false);
  });

  test('a blocked chat script brings the AdBlock notice after 30 s; a loaded one does not', async ({ browser }) => {
    const undo = await changeBrand('northwind', { chatWidget: { key: KEYS.livechat, type: 0, hideWidget: false } });
    restore ??= undo;
    // Both at once, on the pages' own clocks (the check is 30 s after the widget began loading; SPEC §9). The
    // page notes its clock's time as the chat's script is added, which is when the check is set.
    const open = async (blocked: boolean) => {
      const { context, page } = await visitor(browser, { blockChat: blocked });
      await page.addInitScript(() => {
        new MutationObserver((changes, observer) => {
          const added = changes.flatMap((c) => Array.from(c.addedNodes));
          if (!added.some((n) => n instanceof HTMLScriptElement && n.src.startsWith('https://cdn.livechatinc.com/')))
            return;
          (window as unknown as { __chatAddedAt: number }).__chatAddedAt = Date.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const chatAsked = page.waitForRequest((r: Request) => r.url().startsWith('https://cdn.livechatinc.com/'));
      await page.goto('/sign-in');
      await chatAsked;
      return { context, page };
    };
    const [blocked, loaded] = await Promise.all([open(true), open(false)]);
    const addedAt = await blocked.page.evaluate(() => (window as unknown as { __chatAddedAt: number }).__chatAddedAt);
    await blocked.page.clock.pauseAt(addedAt + 29_000);
    await expect(blocked.page.getByText(CHAT_BLOCKED)).toBeHidden();
    await blocked.page.clock.runFor(2_000);
    await expect(blocked.page.getByText(CHAT_BLOCKED)).toBeVisible();
    await blocked.page.clock.resume();
    await loaded.page.clock.runFor(31_000);
    for (const width of PHOTOS ? [1280, 375] : []) {
      await blocked.page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await photo(blocked.page, `chat-blocked-${width}`, { fullPage: false });
    }
    await expect(loaded.page.locator('#chat-widget-container')).toBeVisible();
    await expect(loaded.page.getByText(CHAT_BLOCKED)).toBeHidden();
    await Promise.all([blocked.context.close(), loaded.context.close()]);
  });

  test('session replay starts only with si=fb and survives a reload; errors are reported either way', async ({
    browser,
  }) => {
    const replayIds = (traffic: Traffic) =>
      traffic.envelopes
        .filter((e) => e.includes('"type":"replay_event"'))
        .map((e) => /"replay_id":"([0-9a-f]{32})"/.exec(e)?.[1]);

    // Each visitor on its page's own clock: 7 s of it is longer than the replay's first flush.
    const open = async (path: string) => {
      const { context, traffic, page } = await visitor(browser);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
      return { context, traffic, page };
    };
    const [plain, fromAd] = await Promise.all([open('/sign-in'), open('/sign-in?si=fb')]);
    await plain.page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e: an uncaught error');
      }),
    );
    await expect.poll(() => plain.traffic.envelopes.join('\n')).toContain('e2e: an uncaught error');
    await Promise.all([plain.page.clock.runFor(7000), fromAd.page.clock.runFor(7000)]);
    // The visitor from the ad's replay arrives; by then the other's would have too, had it one.
    await expect.poll(() => replayIds(fromAd.traffic).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await settled(plain.page);
    expect(replayIds(plain.traffic)).toEqual([]);
    expect(await plain.page.evaluate(() => sessionStorage.getItem('isNeedInitSentry'))).toBeNull();
    await plain.context.close();

    const { page, traffic } = fromAd;
    const [first] = replayIds(traffic);
    expect(first).toBeTruthy();
    traffic.envelopes.length = 0;
    await page.goto('/sign-in'); // a reload without the query: session storage keeps the wish
    expect(await page.evaluate(() => sessionStorage.getItem('isNeedInitSentry'))).toBe('true');
    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.clock.runFor(7000);
    await expect.poll(() => replayIds(traffic).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(replayIds(traffic)).toContain(first); // the same replay goes on
    await fromAd.context.close();
  });

  test('with every third-party request aborted, signing up, buying and the main screens still work', async ({
    context,
    page,
  }) => {
    await changeBrand('northwind', { hideGoogleTag: false, pixelTikTok: { id: KEYS.pixel, hide: false } });
    const traffic = await stubThirdParties(context, { offline: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/sign-in');
    await signUpThroughScreens(page);
    await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
    for (const path of ['/dashboard/home', '/dashboard/orders', '/dashboard/profile/personal-information']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('Something went wrong...')).toHaveCount(0);
    }
    expect(traffic.requests.length).toBeGreaterThan(0); // they were tried, and failed
    expect(errors).toEqual([]);
  });
});
