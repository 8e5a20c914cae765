// Before and after in one run (docs/benchmarks.md "Web delivery"): Lighthouse's mobile preset (simulated slow 4G
// and 4× CPU slowdown, as e2e/web-delivery.spec.ts) against two or more running portals, interleaved — each round
// audits every page of every portal in turn, so a busy moment on the shared machine hits all of them alike.
// Each portal is a production build served by its own server (e.g. the code before a change on one port, after it
// on another, both with SEED_DEMO=true and ALLOW_DEMO_SEED_IN_PRODUCTION=true). Signed-in pages are measured as the demo trader, signed in through the
// screens once per portal first. Prints each run and the medians per page and portal.
//
//   npx tsx e2e/lighthouse-compare.ts before=http://localhost:4413 after=http://localhost:4313
//   env: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES (/sign-in,/dashboard/home), DEBUG_PORT (9333), CHROMIUM_PATH
import { audit, median, startLighthouseChromium, type Measure } from './support/lighthouse.ts';

const portals = process.argv.slice(2).map((arg) => {
  const [name, origin] = arg.split('=');
  if (!name || !origin) throw new Error(`expected name=origin, got ${arg}`);
  return { name, origin: origin.replace(/\/$/, '') };
});
if (portals.length === 0) throw new Error('usage: lighthouse-compare.ts name=origin [name=origin …]');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/sign-in,/dashboard/home').split(',');
const DEBUG_PORT = Number(process.env.DEBUG_PORT ?? 9333);
const TRADER = { email: 'trader@demo.test', password: 'DemoTrader#2026' };
const KB = 1000;

// Two browsers: one never signed in (the signed-out pages; /sign-in would send a signed-in trader home), one
// signed in as the demo trader on every portal (Lighthouse clears the HTTP cache before each run, not local
// storage, so the session stays).
const signedOut = await startLighthouseChromium(DEBUG_PORT);
const signedIn = await startLighthouseChromium(DEBUG_PORT + 1);
const browserFor = (path: string) => (path.startsWith('/dashboard') ? signedIn : signedOut);
try {
  if (PAGES.some((p) => browserFor(p) === signedIn)) {
    const context = signedIn.browser.contexts()[0];
    if (!context) throw new Error('no default context');
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
  const results = new Map<string, Measure[]>(); // `${page}\n${portal}` → runs
  for (let round = 1; round <= RUNS; round++) {
    for (const path of PAGES) {
      for (const { name, origin } of portals) {
        const m = await audit(`${origin}${path}`, browserFor(path).port);
        const key = `${path}\n${name}`;
        results.set(key, [...(results.get(key) ?? []), m]);
        process.stdout.write(
          `round ${round} ${path} ${name}: score ${m.score}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, ` +
            `TBT ${Math.round(m.tbt)} ms, JS ${(m.js / KB).toFixed(1)} kB in ${m.scripts} files, ` +
            `${m.requests} requests${m.finalUrl.endsWith(path) ? '' : ` (ended at ${m.finalUrl})`}` +
            '\n',
        );
      }
    }
  }
  process.stdout.write('\nmedians\n');
  for (const path of PAGES) {
    for (const { name } of portals) {
      const runs = results.get(`${path}\n${name}`) ?? [];
      const pick = (k: 'score' | 'fcp' | 'lcp' | 'tbt' | 'js' | 'scripts' | 'requests') =>
        median(runs.map((m) => m[k]));
      process.stdout.write(
        `${path} ${name}: score ${pick('score')} (${runs.map((m) => m.score).join(', ')}), ` +
          `FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms ` +
          `(${runs.map((m) => Math.round(m.lcp)).join(', ')}), TBT ${Math.round(pick('tbt'))} ms, ` +
          `JS ${(pick('js') / KB).toFixed(1)} kB in ${pick('scripts')} files, ${pick('requests')} requests` +
          '\n',
      );
    }
  }
} finally {
  await Promise.allSettled([signedOut.stop(), signedIn.stop()]);
}
