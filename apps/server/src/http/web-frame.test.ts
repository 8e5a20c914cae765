import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/escape-html.ts';
import { textIn } from '../i18n/catalogues.ts';
import { guestFrame, hasGuestFrame } from './web-frame.ts';

// A guest page's frame rendered into the page, its copyright line painted before the scripts.
describe("the guest pages' static frame", () => {
  const catalogues = {
    en: { footer: { copyright: '© {{year}} {{brand}}. All rights reserved.' }, startup: { loading: 'Loading…' } },
    de: { footer: { copyright: '© {{year}} {{brand}}. Alle Rechte vorbehalten.' } },
  };

  it("is rendered for the guest layout's paths of a brand with the default screens only", () => {
    expect(hasGuestFrame('/sign-in', 'default')).toBe(true);
    expect(hasGuestFrame('/Sign-In', 'default')).toBe(true);
    expect(hasGuestFrame('/dashboard/forgot-password', 'default')).toBe(true);
    expect(hasGuestFrame('/sign-in', 'configurator')).toBe(false);
    expect(hasGuestFrame('/dashboard/home', 'default')).toBe(false);
    expect(hasGuestFrame('/subscribe', 'default')).toBe(false);
  });

  it("writes the copyright as the app does, in the page's language, English for a missing text", () => {
    const frame = guestFrame({ brandName: 'Acme', catalogues, lang: 'de', year: 2026 });
    expect(frame).toContain('<p class="site-footer__copyright">© 2026 Acme. Alle Rechte vorbehalten.</p>');
    expect(frame).toContain('<span class="loader__label">Loading…</span>');
    expect(frame).toMatch(/^<div class="layout layout--guest"><header class="site-header site-header--guest">/);
    expect(textIn(catalogues, 'fr', 'footer.copyright')).toBe('© {{year}} {{brand}}. All rights reserved.');
    expect(textIn(catalogues, 'en', 'footer.missing')).toBeUndefined();
  });

  it("escapes the brand's name and the texts", () => {
    const frame = guestFrame({ brandName: '<b>"A&B"</b>', catalogues, lang: 'en', year: 2026 });
    expect(frame).toContain('© 2026 &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;. All rights reserved.');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });

  it('is left out when a text it needs is in no catalogue', () => {
    expect(
      guestFrame({ brandName: 'Acme', catalogues: { en: { startup: { loading: 'x' } } }, lang: 'en', year: 1 }),
    ).toBeNull();
  });
});
