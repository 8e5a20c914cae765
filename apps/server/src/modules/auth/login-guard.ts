import { ResultCode } from '@portal/contract';
import type { BrandRow } from '../brands/brand.ts';
import { toBrandConfig } from '../brands/brand-config.ts';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { Refusal, tooManyRequests } from '../../http/refusal.ts';

/**
 * Brute-force protection for password and code checks (docs/decisions/004-auth-tokens.md):
 * - after FAILURES_BEFORE_CAPTCHA failures for an account or an address within the window, the call answers
 *   -800 until it carries a valid bot-check token;
 * - after HARD_LIMIT failures it answers 429 until the window ends, bot-check or not.
 * A success clears the account's count.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FAILURES_BEFORE_CAPTCHA = 3;
export const ADDRESS_FAILURES_BEFORE_CAPTCHA = 10;
export const HARD_LIMIT = 20;

export function createLoginGuard(deps: { counters: CounterStore; captcha: CaptchaVerifier }) {
  const accountKey = (brandId: string, email: string) => `fail:acct:${brandId}:${email}`;
  const addressKey = (ip: string) => `fail:ip:${ip}`;
  return {
    /** Throws -800 or 429 when this attempt may not proceed. */
    async check(input: { brand: BrandRow; email: string; ip: string; captchaToken: string | undefined }) {
      const siteKey = toBrandConfig(input.brand).recaptchaSiteKey;
      const [byAccount, byAddress] = await Promise.all([
        deps.counters.get(accountKey(input.brand.id, input.email)),
        deps.counters.get(addressKey(input.ip)),
      ]);
      if (byAccount >= HARD_LIMIT || byAddress >= HARD_LIMIT * 5) tooManyRequests(FAILURE_WINDOW_MS / 1000);
      if (byAccount >= FAILURES_BEFORE_CAPTCHA || byAddress >= ADDRESS_FAILURES_BEFORE_CAPTCHA) {
        const passed = await deps.captcha.verify({
          token: input.captchaToken,
          siteKey,
          remoteIp: input.ip,
        });
        if (!passed) throw new Refusal(ResultCode.BotCheckRequired, { siteKey });
      }
    },
    async failed(brandId: string, email: string, ip: string) {
      await Promise.all([
        deps.counters.hit(accountKey(brandId, email), FAILURE_WINDOW_MS),
        deps.counters.hit(addressKey(ip), FAILURE_WINDOW_MS),
      ]);
    },
    async succeeded(brandId: string, email: string) {
      await deps.counters.reset(accountKey(brandId, email));
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
