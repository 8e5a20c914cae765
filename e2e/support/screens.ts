import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { settled } from './fit.ts';
import { PHOTOS, photo } from './photos.ts';

/** The WCAG 2.1 A and AA rules every screen is held to. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A photographer (e2e/support/photos.ts): each screen full-page at 1280 px and at 375 px (`<prefix><name>-<width>.png`
 * in the artifacts) with E2E_PHOTOS=1; either way the page is 1280 px wide afterwards, as the spec goes on with it.
 */
export function screenshots(prefix = '', desktopHeight = 860) {
  return async (page: Page, name: string) => {
    if (PHOTOS)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : desktopHeight });
        await photo(page, `${prefix}${name}-${width}`);
      }
    await page.setViewportSize({ width: 1280, height: desktopHeight });
  };
}

/**
 * Fails (or with `soft`, records a failure and goes on) when axe finds WCAG violations on the page once settled;
 * each is named with its rule, its help text and the elements it found.
 */
export async function noViolations(page: Page, label: string, { soft = false } = {}) {
  // axe reads the page as drawn: a loading state or a colour half-way through its transition is not the screen
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  if (soft) expect.soft(found, label).toEqual([]);
  else expect(found, label).toEqual([]);
}
