import type { Locator, Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '@portal/contract/theme';
import { SCREENSHOTS } from './env.ts';
import { settled } from './fit.ts';

/**
 * Photographs of the screens, for a person to look at (test-results/screenshots): taken only when `E2E_PHOTOS=1`
 * asks. They assert nothing, and the gate's two hundred full-page photographs cost it about a minute.
 */
export const PHOTOS = process.env.E2E_PHOTOS === '1';

type Target = Pick<Page, 'screenshot'> | Locator;

/**
 * `<name>.png`, the whole page unless `fullPage` is false; nothing without E2E_PHOTOS=1. A screen that follows the
 * device's theme (no choice kept on it) in light is photographed in dark as well, `<name>-dark.png`: the device's
 * preference switched for the photograph and back, so every screen photographed is seen in both themes.
 */
export async function photo(target: Target, name: string, { fullPage = true } = {}): Promise<void> {
  if (!PHOTOS) return;
  const locator = 'page' in target && typeof target.page === 'function' ? (target as Locator) : undefined;
  // a dialog opening or a toast arriving is photographed as it ends, not half faded in
  const shoot = (file: string) =>
    locator
      ? locator.screenshot({ path: `${SCREENSHOTS}/${file}.png`, animations: 'disabled' })
      : target.screenshot({ path: `${SCREENSHOTS}/${file}.png`, fullPage, animations: 'disabled' });
  await shoot(name);
  const page = locator ? locator.page() : 'emulateMedia' in target ? (target as Page) : undefined;
  if (!page || page.isClosed()) return;
  const followsLightDevice = await page
    .evaluate(
      (key) =>
        document.documentElement.dataset.theme === 'light' &&
        !matchMedia('(prefers-color-scheme: dark)').matches &&
        !localStorage.getItem(key),
      THEME_STORAGE_KEY,
    )
    .catch(() => false);
  if (!followsLightDevice) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 2_000 });
    await settled(page);
    await shoot(`${name}-dark`);
  } catch {
    // a page without the theme's script (a mail read in the browser): no dark photograph
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    // back in light before the spec goes on (an axe check mid-transition would read colours half-way)
    await settled(page).catch(() => undefined);
  }
}
