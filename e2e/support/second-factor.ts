import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { E2E_LANE } from './env.ts';

/** The seeded demo owner of the back office (embedded database only; README "Back office"). */
export const DEMO_OWNER_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The seeded demo finance operator (Northwind and Bluewave's payout queue; README "Back office"). */
export const DEMO_FINANCE_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** The seeded demo risk analyst (Northwind and Bluewave's risk desk; docs/tour.md "Back office"). */
export const DEMO_RISK_TOTP_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
/** The seeded demo brand admin (Northwind only; docs/tour.md "Back office"). */
export const DEMO_BRAND_ADMIN_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
export const STEP_MS = 30_000;

/** A demo operator's code at a time (epoch ms); the owner's unless another secret is given. */
export const totpAt = (timestamp: number, secret = DEMO_OWNER_TOTP_SECRET) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/**
 * The steps the run has spent, per secret, shared by every worker of the lane's server (a file next to the
 * operators' sessions).
 * The server takes a step's code once and never a step ahead, but also the step before the current one (an
 * authenticator a little behind): a code is taken from the oldest step still unspent, so two
 * sign-ins of one operator within 30 s need no wait.
 */
const LEDGER = fileURLToPath(
  new URL(`../../test-results/.auth/totp-steps${E2E_LANE === 'alone' ? '-alone' : ''}.json`, import.meta.url),
);
const LOCK = `${LEDGER}.lock`;
/** The step before is given only while it has this long left to live on the server (the code is typed, sent). */
const MARGIN_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLedger<T>(use: (spent: Record<string, number>) => Promise<T>): Promise<T> {
  mkdirSync(dirname(LEDGER), { recursive: true });
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      // A worker that died holding it left it behind; a claim takes milliseconds (or one wait for a step).
      if (Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 2 * STEP_MS)
        rmSync(LOCK, { force: true });
      await sleep(20);
    }
  }
  try {
    let spent: Record<string, number> = {};
    try {
      spent = JSON.parse(readFileSync(LEDGER, 'utf8')) as Record<string, number>;
    } catch {
      // none spent yet
    }
    const result = await use(spent);
    writeFileSync(LEDGER, JSON.stringify(spent));
    return result;
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/**
 * A code the server takes now, marked spent: the step before the current one when still unspent (and not about to
 * expire), else the current one; when both are spent (a third use within one step), the next step is waited for.
 */
export function nextCode(secret = DEMO_OWNER_TOTP_SECRET): Promise<string> {
  return withLedger(async (spent) => {
    const last = spent[secret] ?? -Infinity;
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    let step = current;
    if (current - 1 > last && STEP_MS - (now % STEP_MS) > MARGIN_MS) step = current - 1;
    else if (current <= last) {
      step = last + 1;
      await sleep(step * STEP_MS - now + 200);
    }
    spent[secret] = step;
    return totpAt(step * STEP_MS, secret);
  });
}

/**
 * Passes the console's second-factor screen with a code the run has not spent. Should the server still refuse it
 * (its operator signed in outside this run's ledger), the next code is tried, at most twice more.
 */
export async function passSecondFactor(page: Page, secret = DEMO_OWNER_TOTP_SECRET): Promise<void> {
  const refused = page.getByRole('alert');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Authenticator code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    // The last refusal's banner goes as the form is sent again.
    if (attempt > 0) await refused.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    // Either the console moves on or the screen says the code was refused (a negative banner is an alert).
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.endsWith('/second-factor'), { timeout: 20_000 })
        .then(
          () => 'passed',
          () => 'no answer',
        ),
      refused.waitFor({ timeout: 20_000 }).then(
        () => 'refused',
        () => 'no answer',
      ),
    ]);
    if (outcome === 'passed') return;
    if (outcome === 'no answer') throw new Error('the second-factor screen neither moved on nor refused the code');
  }
  throw new Error('the demo operator’s TOTP code was refused three times');
}
