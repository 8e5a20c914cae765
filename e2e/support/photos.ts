import type { Page } from '@playwright/test';
import { SCREENSHOTS } from './env.ts';

/**
 * Photographs of the screens, for a person to look at (test-results/screenshots): taken only when `E2E_PHOTOS=1`
 * asks. They assert nothing, and the gate's two hundred full-page photographs cost it about a minute.
 */
export const PHOTOS = process.env.E2E_PHOTOS === '1';

/** `<name>.png`, the whole page unless `fullPage` is false; nothing without E2E_PHOTOS=1. */
export async function photo(page: Pick<Page, 'screenshot'>, name: string, { fullPage = true } = {}): Promise<void> {
  if (PHOTOS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}
