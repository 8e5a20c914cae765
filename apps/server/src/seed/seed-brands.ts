import type { BrandSeed } from '../modules/brands/brand.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../integrations/captcha/captcha-verifier.ts';

/**
 * A seeded brand: English its default language, no public_url (see seedBrands), its logo and favicon under
 * /brand-assets/<code>/, the package type shown, and reCAPTCHA's public test key.
 */
const seeded = (
  brand: Pick<BrandSeed, 'code' | 'name' | 'hosts' | 'languages' | 'disabled_countries' | 'settings'>,
): BrandSeed => ({
  ...brand,
  default_language: 'en',
  public_url: null,
  settings: {
    logoUrl: `/brand-assets/${brand.code}/logo.svg`,
    faviconUrl: `/brand-assets/${brand.code}/favicon.svg`,
    useTraderPackageType: true,
    recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
    ...brand.settings,
  },
});

/** No third-party widget loads: the chat (of `chatType`), Google's tag and the TikTok pixel are hidden and keyless. */
const noWidgets = (chatType: number) => ({
  chatWidget: { key: null, type: chatType, hideWidget: true },
  hideGoogleTag: true,
  pixelTikTok: { id: null, hide: true },
});

/**
 * The three brands a fresh machine has: the default brand on host `localhost`, a second on `127.0.0.1` and a
 * third on `127.0.0.2` (reachable when the server also listens there: HOST=127.0.0.1,127.0.0.2), so
 * white-labelling can be seen on one machine. The third uses the brand variant's screens (SPEC §2) and has every
 * integration of SPEC §3 set with test keys, so a newcomer sees where each one loads. Links point at reserved example domains. Neither has a
 * public_url: on a development machine the port varies, so links use http://<host>:<PORT> (brand-origin.ts);
 * a deployment sets each brand's public_url.
 */
export const seedBrands: BrandSeed[] = [
  seeded({
    code: 'northwind',
    name: 'Northwind Funded',
    hosts: ['localhost'],
    languages: { en: 'English', de: 'Deutsch', es: 'Español' },
    disabled_countries: ['BY', 'CU', 'IR', 'KP', 'RU', 'SY'],
    settings: {
      primaryColor: '#1652f0',
      policyUrl: 'https://northwind.example/privacy-policy',
      termsUrl: 'https://northwind.example/terms',
      supportUrl: 'https://northwind.example/support',
      refundPolicyUrl: 'https://northwind.example/refund-policy',
      cookiePolicyUrl: 'https://northwind.example/cookie-policy',
      disclaimerUrl: 'https://northwind.example/disclaimer',
      affiliateUrl: 'https://partners.northwind.example',
      discordUrl: 'https://discord.example/northwind',
      isKycEnabled: true,
      isVerificationProgressEnabled: true,
      // the verification provider's hosted SDK (SPEC §3 KYC provider reply type 0)
      kycProviderType: 0,
      useGroups: true,
      ...noWidgets(0),
    },
  }),
  seeded({
    code: 'bluewave',
    name: 'Bluewave Prop',
    hosts: ['127.0.0.1'],
    languages: { en: 'English', fr: 'Français' },
    disabled_countries: ['CU', 'IR', 'KP', 'SY', 'US'],
    settings: {
      primaryColor: '#0a8f8a',
      stylesCssUrl: '/brand-assets/bluewave/styles.css',
      policyUrl: 'https://bluewave.example/privacy',
      termsUrl: 'https://bluewave.example/terms',
      supportUrl: 'https://bluewave.example/help',
      economicCalendarUrl: null,
      hideDiscordMenu: true,
      isKycEnabled: true,
      isVerificationProgressEnabled: true,
      // the verification provider's embedded widget frame (type 1)
      kycProviderType: 1,
      useGroups: false,
      ...noWidgets(1),
    },
  }),
  seeded({
    code: 'aurora',
    name: 'Aurora Capital',
    hosts: ['127.0.0.2'],
    languages: { en: 'English', es: 'Español', fr: 'Français' },
    disabled_countries: ['CU', 'IR', 'KP', 'RU', 'SY'],
    settings: {
      screensVariant: 'configurator',
      stylesCssUrl: '/brand-assets/aurora/styles.css',
      policyUrl: 'https://aurora.example/privacy',
      termsUrl: 'https://aurora.example/terms',
      supportUrl: 'https://aurora.example/support',
      refundPolicyUrl: 'https://aurora.example/refunds',
      cookiePolicyUrl: 'https://aurora.example/cookies',
      disclaimerUrl: 'https://aurora.example/disclaimer',
      affiliateUrl: 'https://partners.aurora.example/sign-up',
      economicCalendarUrl: 'https://aurora.example/economic-calendar',
      discordUrl: 'https://discord.example/aurora',
      isKycEnabled: false,
      isVerificationProgressEnabled: false,
      useGroups: false,
      // Test keys of every integration (SPEC §3): offline, their requests fail and nothing else does.
      hideGoogleTag: false,
      googleTagManagerKey: 'GTM-AURORA0',
      googleAdsFloodlightKey: 'DC-1000001',
      chatWidget: { key: 'aurora-test-chat-key', type: 0, hideWidget: false },
      pixelTikTok: { id: 'CAURORATESTPIXEL0001', hide: false },
      sentry: { key: 'aurora0test0public0key0000000001' },
    },
  }),
];
