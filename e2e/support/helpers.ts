import { expect, type Page } from '@playwright/test';
import { codeFromOutbox } from './outbox.ts';

export const PASSWORD = 'Str0ng#Pass';
let n = 0;
export const newEmail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}${n++}@example.com`;

/** Who signs up: a name, a country, the brand's address (the page's own origin by default), a language. */
export type Newcomer = { firstName?: string; lastName?: string; country?: string; base?: string; lang?: string };

/** Signs up through the screens, reads the code from the outbox and verifies: the trader lands on home. */
export async function signUpThroughScreens(page: Page, email = newEmail(), who: Newcomer = {}) {
  await page.goto(`${who.base ?? ''}/sign-up${who.lang ? `?lang=${who.lang}` : ''}`);
  await page.getByLabel('First name').fill(who.firstName ?? 'Erin');
  await page.getByLabel('Last name').fill(who.lastName ?? 'Walsh');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/country/i).selectOption(who.country ?? 'GB');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await page.getByLabel('Verification code').fill(await codeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home/);
  return email;
}

export async function signInThroughScreens(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
