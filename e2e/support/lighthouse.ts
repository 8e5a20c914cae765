import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './env.ts';

/**
 * Lighthouse against Debian's Chromium, shared by the web-delivery spec and scripts/lighthouse-compare.ts
 * (docs/benchmarks.md "Web delivery"): the mobile preset, performance only; one cold load's figures.
 */
export type Measure = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** JavaScript transferred, bodies and headers, in bytes */
  js: number;
  scripts: number;
  requests: number;
  finalUrl: string;
};

/** One Lighthouse run of `url` in the browser listening on `port`. */
export async function audit(url: string, port: number): Promise<Measure> {
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART, e.g. on a browser just started): run it again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('lighthouse gave no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      if (attempt === 3) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      continue;
    }
    const details = lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined;
    const requests = details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
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
}

export type LighthouseChromium = { port: number; browser: Browser; stop(): Promise<void> };

/**
 * A headless Chromium as Lighthouse expects it (a process of its own with a debugging port, a fresh profile),
 * with the suite's flags, and Playwright attached to the same browser (to sign a trader in: Lighthouse's tab
 * shares the profile's local storage; it clears caches before each run, not local storage).
 */
export async function startLighthouseChromium(port: number): Promise<LighthouseChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  for (let i = 0; ; i++) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      return { port, browser, stop: () => stop(browser) };
    } catch (error) {
      if (i > 50) {
        chrome.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop(browser: Browser) {
    await browser.close().catch(() => undefined);
    chrome.kill();
    await exited;
    // Chromium's helpers may still be writing the profile for a moment after the browser exits.
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        return;
      } catch (error) {
        if (attempt === 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
