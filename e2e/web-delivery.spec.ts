import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env.ts';
import { signInThroughScreens } from './support/helpers.ts';
import { audit, median, startLighthouseChromium, type LighthouseChromium, type Measure } from './support/lighthouse.ts';

/**
 * Web delivery (decision 022, docs/benchmarks.md "Web delivery"): Lighthouse's mobile preset (a mid-range
 * phone on slow 4G, simulated throttling) drives Debian's Chromium against the built portal, cold loads of
 * /sign-in and of /dashboard/home signed in. In the gate (`npm test`) each page is measured once and held to the
 * guards below; the medians of three runs that docs/benchmarks.md records are the benchmark script's
 * (e2e/lighthouse-compare.ts; LIGHTHOUSE_RUNS=3 makes this spec assert the median of three). Lighthouse counts a
 * response's headers in what it transferred (about 1.5 kB each here, over HTTP/1.1 without header compression),
 * so its JavaScript figures are the bodies that scripts/check-web-budget.mjs holds to the targets plus those headers.
 *
 * Targets (the performance issue): /sign-in at most 150 kB of JavaScript and a score of at least 95;
 * /dashboard/home at most 250 kB and LCP within 2.5 s. What is asserted: the JavaScript targets
 * (/sign-in's bodies are held to 150 kB by scripts/check-web-budget.mjs; here, with Lighthouse's headers, at most
 * 160 kB), and guards where a median is not reliably at its target on this shared 2-core machine
 * (docs/benchmarks.md records the runs): /sign-in's LCP within 2.5 s (its largest text, the copyright line, is in
 * the page since decision 033: LCP is its first paint, 1.98–2.01 s) and its score at least 70 (total blocking
 * time, a third of the score, follows the CPU other work leaves free: medians 97 on a quiet machine, runs of
 * 71–82 under another engineer's load before decision 033); home's LCP within 3.2 s (medians 2.29–2.34 s after
 * decision 042, the page starting the accounts read, at loads of 1–10, 2.27 s in this spec; 2.40–2.50 s on a quiet
 * machine after decision 038, 2.85 s at a load average of 15–17; 3.6 s before it, 3.2–3.4 s before 027). The guard
 * stays above the target for heavy load; the page's read itself is held by server and web tests.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const DEBUG_PORT = E2E_PORT + 1000;
const KB = 1000; // kB as Vite's report and the performance issue count them
const ORIGIN = `http://localhost:${E2E_PORT}`;

async function runs(name: string, url: string): Promise<Measure[]> {
  const results: Measure[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await audit(url, DEBUG_PORT));
  const line = (m: Measure) =>
    `score ${m.score}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, ` +
    `JS ${(m.js / KB).toFixed(1)} kB in ${m.scripts} files`;
  const report = `${name}\n${results.map((m, i) => `  run ${i + 1}: ${line(m)}`).join('\n')}\n`;
  // In the list reporter's output and in the JSON report, where docs/benchmarks.md takes its runs from.
  process.stdout.write(report);
  test.info().annotations.push({ type: 'lighthouse', description: report });
  return results;
}

test.describe('web delivery under Lighthouse (mobile preset)', () => {
  test.describe.configure({ timeout: 600_000 });
  let chrome: LighthouseChromium;
  let browser: Browser;

  test.beforeAll(async () => {
    chrome = await startLighthouseChromium(DEBUG_PORT);
    browser = chrome.browser;
  });
  test.afterAll(async () => {
    await chrome?.stop();
  });

  test('a cold load of /sign-in: its JavaScript and performance score', async () => {
    const results = await runs('/sign-in', `${ORIGIN}/sign-in`);
    // What is sent is what was built: the same bytes every run (149.7 kB with headers in 7 files).
    expect(median(results.map((m) => m.js)), 'JavaScript transferred').toBeLessThanOrEqual(160 * KB);
    expect(median(results.map((m) => m.scripts)), 'script files').toBeLessThanOrEqual(8);
    expect(median(results.map((m) => m.lcp)), 'largest contentful paint').toBeLessThanOrEqual(2500);
    expect(median(results.map((m) => m.score)), 'performance score').toBeGreaterThanOrEqual(70);
  });

  test("/sign-in's frame is in the page as sent, where the app then paints it", async () => {
    const boxes = async (page: Page) => {
      const box = async (selector: string) => JSON.stringify(await page.locator(selector).boundingBox());
      return {
        header: await box('.site-header'),
        footer: await box('.site-footer'),
        copyright: await page.locator('.site-footer__copyright').textContent(),
      };
    };
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const asSent = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await asSent.newPage();
      await page.goto(`${ORIGIN}/sign-in`);
      await expect(page.locator('.site-footer__copyright')).toHaveText(/^© \d{4} .+\. All rights reserved\.$/);
      const frame = await boxes(page);
      await asSent.close();
      const painted = await browser.newContext({ viewport });
      const app = await painted.newPage();
      await app.goto(`${ORIGIN}/sign-in`);
      await expect(app.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await boxes(app), `${viewport.width} px`).toEqual(frame);
      await painted.close();
    }
  });

  test('a signed-in cold load of /dashboard/home: at most 250 kB of JavaScript, its largest paint', async () => {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default context');
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/sign-in`);
    await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
    await expect(page).toHaveURL(/\/dashboard\/home/);
    await expect(page.getByRole('heading', { name: 'My challenges' })).toBeVisible();
    await page.close();

    const results = await runs('/dashboard/home (signed in)', `${ORIGIN}/dashboard/home`);
    expect(median(results.map((m) => m.js)), 'JavaScript transferred').toBeLessThanOrEqual(250 * KB);
    expect(median(results.map((m) => m.scripts)), 'script files').toBeLessThanOrEqual(10);
    expect(median(results.map((m) => m.lcp)), 'largest contentful paint').toBeLessThanOrEqual(3200);
  });
});
