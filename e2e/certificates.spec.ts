import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { importStartedDaysBack, northwindPackage } from './support/admin.ts';
import { expectCertificateDownloads, openCertificateCheck } from './support/certificates.ts';
import { photo } from './support/photos.ts';
import { axe } from './support/screens.ts';

/** Issue 12 item 6: a passed phase earns a certificate the trader sees, downloads, and anyone can check. */

const HOUR = 3_600_000;
const DAY = 86_400_000;
async function expectAccessible(page: Page, label: string) {
  const { violations } = await axe(page);
  expect(
    violations.map((v) => `${v.id}: ${v.help}`),
    label,
  ).toEqual([]);
}

test('a passed phase gives a certificate: listed, downloaded as PNG and PDF, verified by its QR page', async ({
  page,
  browser,
}) => {
  const email = newEmail('certificate');
  await signUpThroughScreens(page, email);

  // No certificate yet: the empty state says how to earn one.
  await page.goto('/dashboard/Certificates');
  await expect(page.getByText('No certificates yet')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await photo(page, 'certificates-empty-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Phase 1 of a two-step 10K passed through the bridge (imported with its start five days back, days replayed).
  const pkg = await northwindPackage('Two-Step Challenge 10K', 'northwind-webtrader');
  const { account, start } = await importStartedDaysBack(email, pkg, { phase: 1, daysBack: 5 });
  const days = [0, 1, 2, 3].flatMap((d) => roundTrip(new Date(start + HOUR + d * DAY), 30_700));
  expect((await pushEvents(account, days)).status).toBe(4);

  await page.reload();
  const card = page.getByTestId('certificate-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Phase 1 passed' })).toBeVisible();
  await expect(card.getByText('$10,000')).toBeVisible();
  const image = card.getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectAccessible(page, 'certificates');
  await photo(page, 'certificates-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await photo(page, 'certificates-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Both downloads are real files of their kind.
  await expectCertificateDownloads(page, card);

  // The QR code's address: the public page verifies it, signed out, with the first name and initial only.
  const verifyPage = await openCertificateCheck(browser, page, card);
  await expect(verifyPage.getByText('Phase 1 passed')).toBeVisible();
  await expect(verifyPage.getByText('$10,000')).toBeVisible();
  await expectAccessible(verifyPage, 'certificate check');
  await photo(verifyPage, 'certificate-check-1280');
  await verifyPage.setViewportSize({ width: 375, height: 800 });
  await photo(verifyPage, 'certificate-check-375');

  // An id no certificate has: a clear not-found page.
  await verifyPage.goto('/certificate/ZZZZZZZZZZ');
  await expect(verifyPage.getByText('No certificate has this ID')).toBeVisible();
  await verifyPage.context().close();
});
