import type { BrandSeed } from '../modules/brands/brand.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../integrations/captcha/captcha-verifier.ts';

/**
 * The two brands a fresh machine has: the default brand on host `localhost` and a second on `127.0.0.1`,
 * so white-labelling can be seen on one machine. Links point at reserved example domains. Neither has a
 * public_url: on a development machine the port varies, so links use http://<host>:<PORT> (brand-origin.ts);
 * a deployment sets each brand's public_url.
 */
export const seedBrands: BrandSeed[] = [
  {
    code: 'northwind',
    name: 'Northwind Funded',
    hosts: ['localhost'],
    languages: { en: 'English', de: 'Deutsch', es: 'Español' },
    default_language: 'en',
    public_url: null,
    disabled_countries: ['BY', 'CU', 'IR', 'KP', 'RU', 'SY'],
    settings: {
      logoUrl: '/brand-assets/northwind/logo.svg',
      primaryColor: '#1652f0',
      faviconUrl: '/brand-assets/northwind/favicon.svg',
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
      useTraderPackageType: true,
      recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
      chatWidget: { key: null, type: 0, hideWidget: true },
      hideGoogleTag: true,
      pixelTikTok: { id: null, hide: true },
    },
  },
  {
    code: 'bluewave',
    name: 'Bluewave Prop',
    hosts: ['127.0.0.1'],
    languages: { en: 'English', fr: 'Français' },
    default_language: 'en',
    public_url: null,
    disabled_countries: ['CU', 'IR', 'KP', 'SY', 'US'],
    settings: {
      logoUrl: '/brand-assets/bluewave/logo.svg',
      primaryColor: '#0a8f8a',
      faviconUrl: '/brand-assets/bluewave/favicon.svg',
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
      useTraderPackageType: true,
      recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
      chatWidget: { key: null, type: 1, hideWidget: true },
      hideGoogleTag: true,
      pixelTikTok: { id: null, hide: true },
    },
  },
];
