import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_EARLY_SCRIPT, type BrandConfig } from '@portal/contract';
import { brandConfigFixture } from '@portal/contract/test/brand-config.ts';
import { brandContentSecurityPolicy, consoleSecurityHeaders, THEME_SCRIPT_SOURCE } from './security-headers.ts';
import { EARLY_READ_SCRIPT_SOURCE } from './early-read.ts';

// A brand with nothing configured: no key of any outside service, none of them hidden either.
const none: BrandConfig = brandConfigFixture({
  chatWidget: { key: null, type: 0, hideWidget: false },
  hideGoogleTag: false,
  pixelTikTok: { id: null, hide: false },
});
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the trader app’s Content-Security-Policy per brand', () => {
  it('a brand with no integration allows scripts and connections to its own origin (and the bot-check) only', () => {
    const policy = brandContentSecurityPolicy(none);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      THEME_SCRIPT_SOURCE, // the theme's mark before the first paint, by its hash
      EARLY_READ_SCRIPT_SOURCE, // the signed-in home's inline read, by its hash
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/googletagmanager|tiktok|livechatinc|intercom|sentry/);
  });

  it('adds each integration’s hosts exactly when the brand configures (and does not switch off) it', () => {
    const all = brandContentSecurityPolicy({
      ...none,
      googleTagManagerKey: 'GTM-ABC',
      pixelTikTok: { id: 'C123', hide: false },
      chatWidget: { key: '123', type: 1, hideWidget: false },
      sentry: { key: 'https://k@o1.ingest.sentry.io/42' },
    });
    expect(directive(all, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://analytics.tiktok.com',
        'https://widget.intercom.io',
      ]),
    );
    expect(directive(all, 'script-src')).not.toContain('https://cdn.livechatinc.com');
    expect(directive(all, 'connect-src')).toEqual(
      expect.arrayContaining(['https://o1.ingest.sentry.io', 'wss://*.intercom.io']),
    );
    expect(directive(all, 'worker-src')).toContain('blob:');

    const switchedOff = brandContentSecurityPolicy({
      ...none,
      hideGoogleTag: true,
      googleTagManagerKey: 'GTM-ABC',
      pixelTikTok: { id: 'C123', hide: true },
    });
    expect(switchedOff).not.toMatch(/googletagmanager|tiktok/);
    expect(brandContentSecurityPolicy({ ...none, chatWidget: { key: '1', type: 0, hideWidget: true } })).toContain(
      'https://cdn.livechatinc.com',
    );
  });
});

describe("the theme's first script", () => {
  const page = (app: string) => readFileSync(new URL(`../../../${app}/index.html`, import.meta.url), 'utf8');

  it.each(['web', 'backoffice'])('is in the %s page exactly as its hash allows, before anything is painted', (app) => {
    const html = page(app);
    const at = html.indexOf(`<script>${THEME_EARLY_SCRIPT}</script>`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('</head>'));
  });

  it("is the console's one inline script, allowed by its hash only", () => {
    const policy = consoleSecurityHeaders.find(([name]) => name === 'content-security-policy')![1];
    expect(directive(policy, 'script-src')).toEqual(["'self'", THEME_SCRIPT_SOURCE]);
    expect(THEME_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
