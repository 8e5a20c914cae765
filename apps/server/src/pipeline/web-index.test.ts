import { describe, expect, it } from 'vitest';
import { brandStylesLink, jsonForScript, pageLanguage, routePreloads } from './web-index.ts';

// What the rendered index.html adds for start-up.
describe('the rendered trader page', () => {
  it("announces a route's chunks and styles beyond the entry's, each once", () => {
    const manifest = {
      'index.html': { file: 'dashboard/js/index-a.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'dashboard/js/framework-b.js' },
      '_signed-in.js': {
        file: 'dashboard/js/signed-in-c.js',
        imports: ['_framework.js'],
        css: ['dashboard/css/s.css'],
      },
      'src/layout.tsx': { file: 'dashboard/js/layout-d.js', imports: ['_signed-in.js', 'index.html'] },
      'src/home.tsx': { file: 'dashboard/js/home-e.js', imports: ['_signed-in.js'], css: ['dashboard/css/s.css'] },
    };
    expect(routePreloads(manifest, ['src/layout.tsx', 'src/home.tsx', 'src/missing.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/dashboard/js/layout-d.js">' +
        '<link rel="modulepreload" crossorigin href="/dashboard/js/signed-in-c.js">' +
        '<link rel="modulepreload" crossorigin href="/dashboard/js/home-e.js">' +
        '<link rel="preload" as="style" crossorigin href="/dashboard/css/s.css">',
    );
    expect(routePreloads(manifest, [])).toBe('');
  });

  it('escapes the data so no text can end its script element', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it("links the brand's stylesheet with its address escaped for the attribute", () => {
    expect(brandStylesLink('/brand-assets/b/styles.css?v=1&x="><script>')).toBe(
      '<link rel="stylesheet" data-brand-styles href="/brand-assets/b/styles.css?v=1&amp;x=&quot;&gt;&lt;script&gt;">',
    );
  });

  it('chooses the language as start-up does: the query, the cookie, English, the first offered', () => {
    expect(pageLanguage({ query: 'DE', cookie: 'es', configured: ['en', 'de', 'es'] })).toBe('de');
    expect(pageLanguage({ query: 'fr', cookie: 'es', configured: ['en', 'de', 'es'] })).toBe('es');
    expect(pageLanguage({ query: null, cookie: null, configured: ['de', 'en'] })).toBe('en');
    expect(pageLanguage({ query: null, cookie: 'xx', configured: ['de', 'es'] })).toBe('de');
    expect(pageLanguage({ query: null, cookie: null, configured: [] })).toBe('en');
  });
});
