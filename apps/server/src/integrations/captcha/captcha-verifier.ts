/**
 * The bot-check (SPEC §8 result -800). With RECAPTCHA_SECRET set, tokens are checked with the provider;
 * without it, only a brand that uses the provider's published test site key can be satisfied, offline,
 * the way the provider's test key behaves (every well-formed token passes). That test key is public and passes
 * anything, so in production it never passes, secret or not; a production server with a real site key and no
 * secret does not start at all (captcha-startup-check.ts).
 */

import { RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import type { CaptchaVerifier } from '../../lib/login-guard.ts';

export { RECAPTCHA_TEST_SITE_KEY };

type Fetch = (
  url: string,
  init: { method: string; body: URLSearchParams; signal: AbortSignal },
) => Promise<{ json(): Promise<unknown> }>;

export function createCaptchaVerifier(options: {
  secret: string | undefined;
  production: boolean;
  fetch?: Fetch;
}): CaptchaVerifier {
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    async verify({ token, siteKey, remoteIp }) {
      if (!token || token.length > 4096) return false;
      if (options.production && siteKey === RECAPTCHA_TEST_SITE_KEY) return false;
      // Without a secret nothing can be checked: only the test key (outside production, above) passes.
      if (!options.secret) return !options.production && siteKey === RECAPTCHA_TEST_SITE_KEY;
      try {
        const res = await doFetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        return false; // the check could not be made: the bot-check stays required
      }
    },
  };
}
