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
 * axe's WCAG 2.1 A/AA rules on the page as it stands. Where every frame of the page is of its own origin (or none has
 * one), axe runs in the page in one pass (`setLegacyMode`: `axe.run`, which walks same-origin frames itself): the
 * same rules and results as the default, which runs the rules in each frame and then combines the parts in a blank
 * page it opens for that, at two to three times the cost (a new page each time). A page with a frame of another
 * origin is checked the default way, which reaches into it.
 */
export async function axe(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().some((frame) => {
    const url = frame.url();
    return !!url && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
  return new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(!foreign).analyze();
}

/**
 * Fails (or with `soft`, records a failure and goes on) when axe finds WCAG violations on the page once settled;
 * each is named with its rule, its help text and the elements it found.
 */
export async function noViolations(page: Page, label: string, { soft = false } = {}) {
  // axe reads the page as drawn: a loading state or a colour half-way through its transition is not the screen
  await settled(page);
  const { violations } = await axe(page);
  const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  if (soft) expect.soft(found, label).toEqual([]);
  else expect(found, label).toEqual([]);
}
