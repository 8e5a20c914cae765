import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** Both downloads of a certificate card are real files of their kind, served as such. */
export async function expectCertificateDownloads(page: Page, card: Locator) {
  for (const [label, magic, ext, type] of [
    ['Download PNG', '\x89PNG', 'png', 'image/png'],
    ['Download PDF', '%PDF', 'pdf', 'application/pdf'],
  ] as const) {
    const link = card.getByLabel(label);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^certificate-[0-9A-Z]{10}\\.${ext}$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    const served = await page.request.get((await link.getAttribute('href'))!);
    expect(served.headers()['content-type']).toContain(type);
  }
}

/**
 * The public check of a certificate card's short id (the QR code's address), opened signed out in a context of its
 * own on the page's origin: the certificate is authentic and names the holder, the default newcomer Erin Walsh, by
 * first name and initial only. Close its context when done.
 */
export async function openCertificateCheck(browser: Browser, page: Page, card: Locator): Promise<Page> {
  const shortId = await card.getAttribute('data-short-id');
  const signedOut = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const verifyPage = await signedOut.newPage();
  await verifyPage.goto(`/certificate/${shortId}`);
  await expect(verifyPage.getByText('This certificate is authentic')).toBeVisible();
  await expect(verifyPage.getByTestId('certificate-holder')).toHaveText('Erin W.');
  await expect(verifyPage.getByText('Walsh')).toHaveCount(0);
  return verifyPage;
}
