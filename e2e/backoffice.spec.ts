import { expect, test } from '@playwright/test';
import { CONSOLE_URL } from './support/env.ts';
import { passSecondFactor } from './support/second-factor.ts';
import { screenshots, noViolations } from './support/screens.ts';

/** The seeded demo owner of the embedded database (README "Back office"). */
const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };

const shots = screenshots('backoffice-');

// The console's own origin.
test.use({ baseURL: CONSOLE_URL });

test('the demo owner signs in with password and TOTP, finds the sign-in in the audit log and creates an API key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await noViolations(page, 'sign-in');
  await shots(page, 'sign-in');

  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/backoffice\/second-factor$/);
  await passSecondFactor(page);

  // The shell: the operator, the role, and every section for an owner.
  await expect(page.getByText(OWNER.email)).toBeVisible();
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
  const signedIn = page.getByRole('row').filter({ hasText: 'auth.signed_in' }).first();
  await expect(signedIn).toContainText(OWNER.email);
  await noViolations(page, 'audit log');
  await shots(page, 'audit');
  await signedIn.getByRole('button', { name: 'Changes' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill('e2e reporting');
  await dialog.getByLabel('View accounts').check();
  await dialog.getByLabel('View the audit log').check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByRole('textbox', { name: 'API key' })).toHaveValue(/^pk_/);
  await shots(page, 'api-key-created');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'e2e reporting' })).toContainText('Active');
  await noViolations(page, 'api keys');
  await shots(page, 'api-keys');

  // The key's creation is audited too.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'apiKeys.created' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
});
