import { expect, type Locator, type Page } from '@playwright/test';

/** The header's logo image of a brand, checked loaded (not the brand-name stand-in); returned for more checks. */
export async function loadedLogo(page: Page, brandName: string): Promise<Locator> {
  const logo = page
    .getByRole('link', { name: `${brandName} – go to home` })
    .first()
    .locator('img');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return logo;
}
