import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signInThroughScreens, signUpThroughScreens } from './support/helpers.ts';
import { freshCode, passSecondFactor } from './support/second-factor.ts';
import { noViolations, screenshots } from './support/screens.ts';

// "Devices" (docs/decisions/049-devices.md): a trader ends another of their sessions; the owner ends every session.
const shots = screenshots('devices-');
const OWNER = { email: 'owner@demo.test', password: 'DemoOwner#2026' };

/** The dialog's fade and rise are over (axe would read the colours half-way). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** A second browser, signed in as the trader. */
async function secondBrowser(browser: Browser, email: string): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await other.goto('/sign-in');
  await signInThroughScreens(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/dashboard\/home/);
  return other;
}

test('a trader signed in twice ends the other browser from Security → Devices: it is signed out', async ({
  page,
  browser,
}) => {
  const email = await signUpThroughScreens(page);
  const other = await secondBrowser(browser, email);

  await page.goto('/dashboard/profile/security');
  const list = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list).toContainText(/Chrome on (Windows|Linux)/);
  await noViolations(page, 'security with devices');
  await shots(page, 'security');

  await list.getByRole('button', { name: /^Sign out / }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
  await expect(dialog).toBeVisible();
  await settled(page);
  await noViolations(page, 'devices confirmation');
  await shots(page, 'confirm');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The device has been signed out.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // the other browser's next call is refused and it lands on the sign-in page
  await other.getByRole('link', { name: 'Orders list' }).first().click();
  await expect(other).toHaveURL(/\/sign-in/);
  await other.context().close();
});

test('the owner ends every session from the console: a signed-in trader is signed out, the owner stays', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const trader = await (await browser.newContext()).newPage();
  const email = await signUpThroughScreens(trader);
  await expect(trader).toHaveURL(/\/dashboard\/home/);

  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/backoffice/');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  await noViolations(page, 'console account');
  await shots(page, 'console-account');

  await page.getByRole('button', { name: 'End every session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End every session of the firm?' });
  await expect(dialog).toContainText('Every trader of every brand is signed out at once');
  await settled(page);
  await noViolations(page, 'console end every session');
  await shots(page, 'console-end-every');
  // the sign-in took this step's code: the next step's is the one to give
  await dialog.getByLabel('Your password').fill(OWNER.password);
  await dialog.getByLabel('Code from your authenticator app').fill(await freshCode());
  await dialog.getByRole('button', { name: 'End every session' }).click();
  await expect(page.getByText(/^Every session ended: \d+ of traders, \d+ of operators\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // the owner's own session goes on
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  await trader.getByRole('link', { name: 'Orders list' }).first().click();
  await expect(trader).toHaveURL(/\/sign-in/);
  // and signs in again as usual, back where they were
  await signInThroughScreens(trader, email, PASSWORD);
  await expect(trader).toHaveURL(/\/dashboard\/orders/);
  await trader.context().close();
});
