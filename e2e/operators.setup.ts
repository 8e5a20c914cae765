import { expect, test as setup } from '@playwright/test';
import { CONSOLE_URL } from './support/env.ts';
import { saveOwnerState } from './support/operator-session.ts';
import { passSecondFactor } from './support/second-factor.ts';

/** The seeded demo owner of the embedded database (README "Back office"). */
const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };

// Once per run (the `setup` project every spec depends on): the console's specs and the API helpers reuse this
// session instead of each signing in, and each sign-in waiting for an unspent 30-second TOTP step.
setup(
  'the demo owner signs in to the console through its screens; the session is kept for the run',
  async ({ page }) => {
    await page.goto(`${CONSOLE_URL}/backoffice/`);
    await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/backoffice\/second-factor$/);
    await passSecondFactor(page);
    await expect(page).toHaveURL(/\/backoffice\/overview$/);
    await expect(page.getByText(OWNER.email)).toBeVisible();
    await saveOwnerState(page.context());
  },
);
