import type { Catalogue } from '@portal/contract';
import { fillPlaceholders, textIn } from '../i18n/catalogues.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * The guest pages' frame as static markup: the trader app's guest layout
 * (apps/web/src/app/layout/guest-layout.tsx: the header bar, the content, the footer's copyright line of
 * site-footer.tsx), rendered into a guest page's `#root` with the start-up loader in the content, so the largest
 * text of the screen (the copyright line, at the foot of the viewport) paints with the first styles instead of
 * after the scripts. The app's first paint is then the whole page (apps/web/src/main.tsx waits until it can
 * render it), which puts the header's logo and language switcher and the screen in this frame without moving
 * it: the same classes, so the same boxes; e2e/web-delivery.spec.ts compares them.
 */

/** The guest layout's paths (apps/web/src/routes.tsx; React Router matches them ignoring case). */
const GUEST_PATHS = new Set([
  '/sign-in',
  '/sign-up',
  '/dashboard/forgot-password',
  '/dashboard/reset-password',
  '/verify-email',
]);

/** Whether a page gets the guest frame: a guest layout's path of a brand with the default screens. */
export function hasGuestFrame(path: string, screensVariant: string): boolean {
  return screensVariant !== 'configurator' && GUEST_PATHS.has(path.toLowerCase());
}

/**
 * The frame's markup, or null when a text it needs is in no catalogue (the page keeps the plain loader).
 * `year`: the copyright's year as the app writes it (`new Date().getFullYear()`).
 */
export function guestFrame(input: {
  brandName: string;
  catalogues: Record<string, Catalogue>;
  lang: string;
  year: number;
}): string | null {
  const copyright = textIn(input.catalogues, input.lang, 'footer.copyright');
  const loading = textIn(input.catalogues, input.lang, 'startup.loading');
  if (copyright === undefined || loading === undefined) return null;
  const line = fillPlaceholders(copyright, { year: String(input.year), brand: input.brandName });
  return (
    '<div class="layout layout--guest">' +
    '<header class="site-header site-header--guest"><div class="site-header__bar"></div></header>' +
    '<main id="main" class="layout__main layout__main--guest">' +
    '<div class="layout__loading"><div class="loader loader--lg" role="status">' +
    `<span class="loader__spinner" aria-hidden="true"></span><span class="loader__label">${escapeHtml(loading)}</span>` +
    '</div></div></main>' +
    `<footer class="site-footer site-footer--guest"><p class="site-footer__copyright">${escapeHtml(line)}</p></footer>` +
    '</div>'
  );
}
