import type { BrandConfig } from '../schemas/brand.ts';

/**
 * A brand's settings for the tests of the apps and the server (not a test file): every link empty, every widget hidden, English only;
 * a test gives what it is about in `overrides`.
 */
export const brandConfigFixture = (overrides: Partial<BrandConfig> = {}): BrandConfig => ({
  brandName: 'Brand',
  logoUrl: null,
  faviconUrl: null,
  policyUrl: null,
  termsUrl: null,
  supportUrl: null,
  refundPolicyUrl: null,
  cookiePolicyUrl: null,
  disclaimerUrl: null,
  affiliateUrl: null,
  economicCalendarUrl: null,
  discordUrl: null,
  stylesCssUrl: null,
  screensVariant: 'default',
  hideEconomicCalendarMenu: false,
  hideDiscordMenu: false,
  isVerificationProgressEnabled: true,
  isKycEnabled: false,
  languages: { en: 'English' },
  defaultLanguage: 'en',
  chatWidget: { key: null, type: 0, hideWidget: true },
  hideGoogleTag: true,
  googleTagManagerKey: null,
  googleAdsFloodlightKey: null,
  recaptchaSiteKey: null,
  pixelTikTok: { id: null, hide: true },
  sentry: { key: null },
  ...overrides,
});
