import { writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  ApiPath,
  KYC_POLL_INTERVAL_MS,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type TradingPackage,
} from '@portal/contract';
import { importStartedDaysBack, packageOn } from './support/admin.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { E2E_PORT, SECOND_BRAND_URL } from './support/env.ts';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { ownerConsole } from './support/operator-session.ts';
import { screenshots } from './support/screens.ts';
import { photo } from './support/photos.ts';

/**
 * Issue 11: a trader who passed the last phase verifies identity and address through the provider (Northwind:
 * the hosted SDK, kind 0; Bluewave: the widget frame, kind 1), the firm decides in the console's queues, the
 * trader signs the contract and the funded account goes live (7-12 → 1-6).
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;

const FILES = join(tmpdir(), 'portal-e2e-kyc');
mkdirSync(FILES, { recursive: true });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string, bytes: Buffer = PNG) => {
  const path = join(FILES, name);
  writeFileSync(path, bytes);
  return path;
};
/** The date of birth the trader types in the provider's identity step. */
const BORN = '1990-04-12';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const shots = screenshots('', 900);

/** Imports the trader's last phase started five days ago and pushes four winning days: the phase passes. */
async function passLastPhase(email: string, pkg: TradingPackage) {
  const { account, start } = await importStartedDaysBack(email, pkg, { phase: pkg.phases.length, daysBack: 5 });
  const days = [0, 1, 2, 3, 4].flatMap((d) => roundTrip(new Date(start + HOUR + d * DAY), 60_700));
  const reply = await pushEvents(account, days);
  expect(reply.status).toBeGreaterThanOrEqual(10); // completed, KYC needed (SPEC §4 10-12)
  expect(reply.status).toBeLessThanOrEqual(12);
}

/** The funded account's status as the trader's API reports it. */
async function fundedStatus(page: Page): Promise<number> {
  // The header's name and value go in as arguments: the page's code cannot see the contract's constants.
  return page.evaluate(
    async ({ path, header, version }) => {
      const token = localStorage.getItem('token');
      const res = await fetch(path, { headers: { authorization: `Bearer ${token}`, [header]: version } });
      const body = (await res.json()) as { data: { items: { isFunded: boolean; status: number }[] } };
      return body.data.items.find((a) => a.isFunded)?.status ?? -1;
    },
    { path: ApiPath.traderAccounts, header: SITE_VERSION_HEADER, version: SITE_VERSION },
  );
}

/**
 * The trader's verification page follows the provider's and the firm's decisions by asking again every
 * KYC_POLL_INTERVAL_MS. Its clock is the test's (installed before the trader signs up), moved one interval at a time
 * until the page shows what it waits for.
 */
async function followed(page: Page, shown: Locator) {
  await expect(async () => {
    await page.clock.runFor(KYC_POLL_INTERVAL_MS);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
}

/** The console on its own origin (whichever brand the trader is of), as the run's owner (operators.setup.ts), at the verification queues. */
async function consoleQueues(browser: Browser) {
  const page = await ownerConsole(browser, { viewport: { width: 1280, height: 900 } });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Verification' }).click();
  return page;
}

/**
 * Sign-up asks for no address: the contract cannot be issued until the trader completes it (the date of birth
 * came from the identity step), and the verification screen says so and links to Personal Information.
 */
async function completeProfile(page: Page, shotName: string) {
  const contract = page.getByRole('listitem', { name: 'Contract' });
  await followed(
    page,
    contract.getByText('Your contract can be issued once your profile has these details: Address and City.'),
  );
  await shots(page, `${shotName}-incomplete`);
  await contract.getByRole('link', { name: 'Complete personal information' }).click();
  await expect(page.getByLabel('Date of birth')).toHaveValue(BORN);
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('readonly');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your personal information has been saved.')).toBeVisible();
  await page.goBack();
}

async function signAndApprove(page: Page, consolePage: Page, shotName: string) {
  await completeProfile(page, shotName);
  await followed(page, page.getByRole('link', { name: 'Sign contract' }));
  await page.getByRole('button', { name: 'Open the contract (PDF)' }).click();
  await expect(page.locator('.kyc-contract__pdf iframe')).toBeVisible();
  await page.getByLabel('Your full name').fill('Erin Walsh');
  await page.getByLabel(/agree to sign it electronically/).check();
  await shots(page, `${shotName}-contract`);
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(page.getByText('Signed, waiting for the firm’s review.')).toBeVisible();

  await consolePage.getByRole('tab', { name: 'Contract queue' }).click();
  const card = consolePage.getByRole('article').filter({ hasText: 'Erin Walsh' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(card).toHaveCount(0);

  await followed(page, page.getByText('Congratulations!', { exact: true }));
  await shots(page, `${shotName}-done`);
  expect(await fundedStatus(page)).toBeLessThanOrEqual(3);
  // shown once
  await page.reload();
  await expect(page.getByText('All verification steps are complete.')).toBeVisible();
  await expect(page.getByText('Congratulations!', { exact: true })).toHaveCount(0);
}

test('Northwind (hosted SDK): verify, get decided in the console, sign, approved; a rejection shows its reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newEmail('kyc-nw');
  await signUpThroughScreens(page, email, { base: `http://localhost:${E2E_PORT}` });
  await passLastPhase(email, await packageOn('localhost', 'Two-Step Challenge 10K', 'northwind-webtrader'));
  await page.reload();
  expect(await fundedStatus(page)).toBeGreaterThanOrEqual(7);
  await page.getByRole('link', { name: 'Verify Identity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/verification$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await shots(page, 'kyc-start');

  // Identity through the SDK: a rejected document first (the sandbox decides by the file name).
  const identity = page.getByRole('listitem', { name: 'Proof of identity' });
  await identity.getByRole('button', { name: 'Start verification' }).click();
  const sdk = page.getByRole('dialog', { name: 'Sandbox Verify' });
  await sdk.getByRole('button', { name: 'Continue' }).click();
  await sdk.getByLabel('Front side').setInputFiles(file('retry-passport.png'));
  await sdk.getByLabel('Selfie').setInputFiles(file('selfie.png'));
  await sdk.getByLabel('Date of birth (as on the document)').fill(BORN);
  await shots(page, 'kyc-sdk');
  await sdk.getByRole('button', { name: 'Submit documents' }).click();
  await followed(page, identity.getByText(/not readable/));
  await expect(identity.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shots(page, 'kyc-retry');

  // Again, with a document a person has to look at.
  await identity.getByRole('button', { name: 'Try again' }).click();
  await sdk.getByRole('button', { name: 'Continue' }).click();
  await sdk.getByLabel('Front side').setInputFiles(file('passport.png'));
  await sdk.getByLabel('Selfie').setInputFiles(file('selfie.png'));
  await sdk.getByLabel('Date of birth (as on the document)').fill(BORN);
  await sdk.getByRole('button', { name: 'Submit documents' }).click();
  await followed(page, identity.getByText('Under review'));

  const consolePage = await consoleQueues(browser);
  const identityCase = consolePage.getByRole('article', { name: 'Erin Walsh · Identity' }).first();
  await expect(identityCase.getByRole('link', { name: /passport\.png/ })).toBeVisible();
  await photo(consolePage, `backoffice-identity-queue-1280`);
  await identityCase.getByRole('button', { name: 'Approve' }).click();
  await expect(identityCase).toHaveCount(0);

  // The trader's page follows (10 s polling) to the address step.
  await followed(page, page.getByText('Step 2 of 3'));
  const address = page.getByRole('listitem', { name: 'Proof of address' });
  await address.getByRole('button', { name: 'Start verification' }).click();
  await sdk.getByRole('button', { name: 'Continue' }).click();
  await sdk.getByLabel('Front side').setInputFiles(file('approve-bill.pdf', PDF));
  await sdk.getByRole('button', { name: 'Submit documents' }).click();
  await followed(page, page.getByText('Step 3 of 3'));

  await signAndApprove(page, consolePage, 'kyc');
  await consolePage.context().close();
});

test('Bluewave (widget frame): verify in the frame, sign, approved', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newEmail('kyc-bw');
  await signUpThroughScreens(page, email, { base: SECOND_BRAND_URL });
  const pkg = await packageOn('127.0.0.1', 'Stellar 2-Step 6K', 'bluewave-trader');
  await passLastPhase(email, pkg);
  await page.goto(`${SECOND_BRAND_URL}/dashboard/profile/verification`);
  const identity = page.getByRole('listitem', { name: 'Proof of identity' });
  await identity.getByRole('button', { name: 'Start verification' }).click();
  const frame = page.frameLocator('iframe[title="Verification provider"]');
  await expect(page.locator('iframe[title="Verification provider"]')).toHaveCSS('height', '500px');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByLabel('Front side').setInputFiles(file('approve-passport.png'));
  await frame.getByLabel('Selfie').setInputFiles(file('selfie.png'));
  await frame.getByLabel('Date of birth (as on the document)').fill(BORN);
  await shots(page, 'kyc-widget');
  await frame.getByRole('button', { name: 'Submit documents' }).click();
  await followed(page, page.getByText('Step 2 of 3'));

  const address = page.getByRole('listitem', { name: 'Proof of address' });
  await address.getByRole('button', { name: 'Start verification' }).click();
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByLabel('Front side').setInputFiles(file('bank-statement.pdf', PDF));
  await frame.getByRole('button', { name: 'Submit documents' }).click();
  await followed(page, address.getByText('Under review'));

  const consolePage = await consoleQueues(browser);
  await consolePage
    .getByRole('article', { name: 'Erin Walsh · Address' })
    .first()
    .getByRole('button', { name: 'Approve' })
    .click();
  await followed(page, page.getByText('Step 3 of 3'));
  await signAndApprove(page, consolePage, 'kyc-bluewave');
  await consolePage.context().close();
});
