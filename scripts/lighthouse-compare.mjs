// Before and after in one run (docs/benchmarks.md "Web delivery"): Lighthouse's mobile preset (simulated slow 4G
// and 4× CPU slowdown, as e2e/web-delivery.spec.ts) against two or more running portals, interleaved — each round
// audits every page of every portal in turn, so a busy moment on the shared machine hits all of them alike.
// Each portal is a production build served by its own server (e.g. the code before a change on one port, after it
// on another, both with SEED_DEMO=true). Signed-in pages are measured as the demo trader, signed in through the
// screens once per portal first. Prints each run and the medians per page and portal.
//
//   node scripts/lighthouse-compare.mjs before=http://localhost:4413 after=http://localhost:4313
//   env: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES (/sign-in,/dashboard/home), DEBUG_PORT (9333), CHROMIUM_PATH
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const portals = process.argv.slice(2).map((arg) => {
  const [name, origin] = arg.split('=');
  if (!name || !origin) throw new Error(`expected name=origin, got ${arg}`);
  return { name, origin: origin.replace(/\/$/, '') };
});
if (portals.length === 0) throw new Error('usage: lighthouse-compare.mjs name=origin [name=origin …]');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/sign-in,/dashboard/home').split(',');
const DEBUG_PORT = Number(process.env.DEBUG_PORT ?? 9333);
const TRADER = { email: 'trader@demo.test', password: 'DemoTrader#2026' };
const KB = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        js: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
        scripts: scripts.length,
        requests: requests.length,
        finalUrl: lhr.finalDisplayedUrl,
      };
    }
    if (attempt === 3) throw new Error(`lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

/** A headless Chromium as Lighthouse expects it (its own process and debugging port), with Playwright attached. */
async function startBrowser(port) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-compare-'));
  const process_ = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  for (let i = 0; ; i++) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      return {
        port,
        browser,
        async stop() {
          await browser.close().catch(() => undefined);
          process_.kill();
          await exited;
          // Chromium's helpers may still be writing the profile for a moment after the browser exits.
          for (let attempt = 1; ; attempt++) {
            try {
              rmSync(profile, { recursive: true, force: true });
              break;
            } catch (error) {
              if (attempt === 10) throw error;
              await new Promise((resolve) => setTimeout(resolve, 300));
            }
          }
        },
      };
    } catch (error) {
      if (i > 50) {
        process_.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// Two browsers: one never signed in (the signed-out pages; /sign-in would send a signed-in trader home), one
// signed in as the demo trader on every portal (Lighthouse clears the HTTP cache before each run, not local
// storage, so the session stays).
const signedOut = await startBrowser(DEBUG_PORT);
const signedIn = await startBrowser(DEBUG_PORT + 1);
const browserFor = (path) => (path.startsWith('/dashboard') ? signedIn : signedOut);
try {
  if (PAGES.some((p) => browserFor(p) === signedIn)) {
    const context = signedIn.browser.contexts()[0];
    for (const { origin } of portals) {
      const page = await context.newPage();
      await page.goto(`${origin}/sign-in`);
      await page.getByLabel('E-mail').fill(TRADER.email);
      await page.getByLabel('Password', { exact: true }).fill(TRADER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard\/home/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'My challenges' }).waitFor({ timeout: 30_000 });
      await page.close();
    }
  }
  const results = new Map(); // `${page}\n${portal}` → runs
  for (let round = 1; round <= RUNS; round++) {
    for (const path of PAGES) {
      for (const { name, origin } of portals) {
        const m = await audit(`${origin}${path}`, browserFor(path).port);
        const key = `${path}\n${name}`;
        results.set(key, [...(results.get(key) ?? []), m]);
        console.log(
          `round ${round} ${path} ${name}: score ${m.score}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, ` +
            `TBT ${Math.round(m.tbt)} ms, JS ${(m.js / KB).toFixed(1)} kB in ${m.scripts} files, ` +
            `${m.requests} requests${m.finalUrl.endsWith(path) ? '' : ` (ended at ${m.finalUrl})`}`,
        );
      }
    }
  }
  console.log('\nmedians');
  for (const path of PAGES) {
    for (const { name } of portals) {
      const runs = results.get(`${path}\n${name}`);
      const pick = (k) => median(runs.map((m) => m[k]));
      console.log(
        `${path} ${name}: score ${pick('score')} (${runs.map((m) => m.score).join(', ')}), ` +
          `FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms ` +
          `(${runs.map((m) => Math.round(m.lcp)).join(', ')}), TBT ${Math.round(pick('tbt'))} ms, ` +
          `JS ${(pick('js') / KB).toFixed(1)} kB in ${pick('scripts')} files, ${pick('requests')} requests`,
      );
    }
  }
} finally {
  await Promise.allSettled([signedOut.stop(), signedIn.stop()]);
}
