import { RECAPTCHA_TEST_SITE_KEY } from './captcha-verifier.ts';

export type BrandSiteKey = { code: string; siteKey: string | null };

/**
 * What the brands' bot-check setup means for a server about to start. In production a brand with a real site
 * key and no RECAPTCHA_SECRET could never have a token checked, so the server refuses to start (`refuse`), rather
 * than run with a bot-check that either passes everything or nothing. Brands on the provider's public test key
 * (or none) start, but their bot-check cannot be passed in production (`warn`): it stays closed, never open.
 */
export function captchaStartupCheck(
  setup: { production: boolean; secret: string | undefined },
  brands: BrandSiteKey[],
): { refuse: string | null; warn: string | null } {
  if (!setup.production) return { refuse: null, warn: null };
  const real = brands.filter((b) => b.siteKey && b.siteKey !== RECAPTCHA_TEST_SITE_KEY).map((b) => b.code);
  const untestable = brands.filter((b) => !b.siteKey || b.siteKey === RECAPTCHA_TEST_SITE_KEY).map((b) => b.code);
  return {
    refuse:
      real.length > 0 && !setup.secret
        ? `RECAPTCHA_SECRET is not set, but brand(s) ${real.join(', ')} carry a real reCAPTCHA site key: ` +
          'their bot-check tokens could not be verified. Set RECAPTCHA_SECRET (the secret of that site key).'
        : null,
    warn:
      untestable.length > 0
        ? `brand(s) ${untestable.join(', ')} have no real reCAPTCHA site key: in production their bot-check ` +
          'cannot be passed (repeated failed sign-ins stay refused until the window ends)'
        : null,
  };
}
