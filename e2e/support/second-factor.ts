import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The seeded demo owner of the back office (embedded database only; README "Back office"). */
export const DEMO_OWNER_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The seeded demo finance operator (Northwind and Bluewave's payout queue; README "Back office"). */
export const DEMO_FINANCE_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
export const STEP_MS = 30_000;

/** A demo operator's code at a time (epoch ms); the owner's unless another secret is given. */
export const totpAt = (timestamp: number, secret = DEMO_OWNER_TOTP_SECRET) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
/** Milliseconds until the next 30-second step starts. */
export const msToNextStep = () => STEP_MS - (Date.now() % STEP_MS);

/** The last step whose code this run sent, per secret. */
const sentSteps = new Map<string, number>();
/**
 * A code of a step this run has not sent yet: the server takes each step once, and a code sent again counts as a
 * wrong one in the login guard (a bot-check after 3, for the operator and for the address), so when this step's
 * code went already the next step is waited for.
 */
export async function freshCode(secret = DEMO_OWNER_TOTP_SECRET): Promise<string> {
  if (sentSteps.get(secret) === Math.floor(Date.now() / STEP_MS))
    await new Promise((resolve) => setTimeout(resolve, msToNextStep() + 500));
  const now = Date.now();
  sentSteps.set(secret, Math.floor(now / STEP_MS));
  return totpAt(now, secret);
}

/**
 * Passes the console's second-factor screen. The server takes each time step once (a code is never accepted
 * twice) and never a step ahead, and several specs sign the demo owner in within one step: when this step's code
 * was used, the next step is waited for.
 */
export async function passSecondFactor(page: Page, secret = DEMO_OWNER_TOTP_SECRET): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Authenticator code').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const passed = await page
      .waitForURL((url) => !url.pathname.endsWith('/second-factor'), { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (passed) return;
    await page.waitForTimeout(msToNextStep() + 500);
  }
  throw new Error('the demo operator’s TOTP code was refused three times');
}
