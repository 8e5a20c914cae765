import { ResultCode } from '@portal/contract';
import type { CounterStore } from './counter-store.ts';
import { Refusal, tooManyRequests } from '../domain/result.ts';

/** A bot check (reCAPTCHA in production: integrations/captcha). */
export type CaptchaVerifier = {
  verify(input: { token: string | undefined; siteKey: string | null; remoteIp: string }): Promise<boolean>;
};

/**
 * Brute-force protection for every check of a password (docs/decisions/004-auth-tokens.md, "Brute force"):
 * - an attempt is counted (an atomic increment) BEFORE the password is checked, so concurrent guesses each
 *   get their own count and no more than the allowed number are checked;
 * - from the 4th attempt without success on an account (the 11th failure from an address) the call needs a
 *   valid bot-check token (-800);
 * - from the DELAY_FROM-th failure on an account, each further attempt waits a growing delay (1 s, 2 s, 4 s …
 *   up to MAX_DELAY_MS): an attacker pays a bot-check and time per guess, while nobody can lock a trader out.
 *   The delay is taken with the attempt, as one atomic increment: of attempts sent at once only the first is
 *   checked, the others wait (429), so a burst cannot slip between a failure and the delay it starts;
 * - only an address is locked (429 for the window) after ADDRESS_LOCK failures.
 * An attempt refused before its password was checked gives its count back. A success clears the account.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FAILURES_BEFORE_CAPTCHA = 3;
export const ADDRESS_FAILURES_BEFORE_CAPTCHA = 10;
export const DELAY_FROM = 5;
export const MAX_DELAY_MS = 30_000;
export const ADDRESS_LOCK = 100;

/** The delay after the n-th failure on one account: none before DELAY_FROM, then doubling up to the cap. */
export const delayAfterFailure = (failures: number) =>
  failures < DELAY_FROM ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - DELAY_FROM));

export type GuardedAttempt = {
  /** The password was wrong: the attempt stays counted, and a delay may start. */
  failed(): Promise<void>;
  /** The password was right: the account's count and delay are cleared, the address's attempt given back. */
  succeeded(): Promise<void>;
  /**
   * The password was right but a second factor follows: the attempt is given back and nothing is
   * cleared, so wrong codes before it still count and only the whole sign-in clears the account.
   */
  firstFactorPassed(): Promise<void>;
};

export type AttemptInput = {
  /** the account's brand; accounts of different brands are counted apart */
  brandId: string;
  /** the account's identifier as typed (e-mail, or a platform login); compared case-insensitively */
  account: string;
  ip: string;
  captchaToken: string | undefined;
  /** the bot-check site key to offer with -800 */
  siteKey: string | null;
};

export function createLoginGuard(deps: { counters: CounterStore; captcha: CaptchaVerifier }) {
  const { counters } = deps;
  const accountKey = (brandId: string, account: string) => `fail:acct:${brandId}:${account.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `fail:ip:${ip}`;
  const delayKey = (key: string) => `delay:${key}`;

  return {
    /**
     * Takes one attempt for this account and address, or throws: 429 while the address is locked or the
     * account's delay runs, -800 when a bot-check is due and no valid token came. Check the password only
     * after it returns, then report the outcome on the returned handle.
     */
    async attempt(input: AttemptInput): Promise<GuardedAttempt> {
      const acct = accountKey(input.brandId, input.account);
      const addr = addressKey(input.ip);
      const waitMs = await counters.ttl(delayKey(acct));
      if (waitMs > 0) tooManyRequests(waitMs / 1000);
      const [failures, addressFailures] = await Promise.all([
        counters.add(acct, 1, FAILURE_WINDOW_MS),
        counters.add(addr, 1, FAILURE_WINDOW_MS),
      ]);
      const giveBack = () =>
        Promise.all([counters.add(acct, -1, FAILURE_WINDOW_MS), counters.add(addr, -1, FAILURE_WINDOW_MS)]);
      if (addressFailures > ADDRESS_LOCK) {
        await giveBack();
        tooManyRequests(((await counters.ttl(addr)) || FAILURE_WINDOW_MS) / 1000);
      }
      if (failures > FAILURES_BEFORE_CAPTCHA || addressFailures > ADDRESS_FAILURES_BEFORE_CAPTCHA) {
        const passed = await deps.captcha.verify({
          token: input.captchaToken,
          siteKey: input.siteKey,
          remoteIp: input.ip,
        });
        if (!passed) {
          await giveBack();
          throw new Refusal(ResultCode.BotCheckRequired, { siteKey: input.siteKey });
        }
      }
      // From the DELAY_FROM-th attempt on, the delay its failure would start is held from now: the holder is the
      // one whose increment made it 1; anyone else meanwhile waits it out.
      const delay = delayAfterFailure(failures);
      if (delay > 0 && (await counters.add(delayKey(acct), 1, delay)) > 1) {
        await Promise.all([counters.add(delayKey(acct), -1, delay), giveBack()]);
        tooManyRequests(((await counters.ttl(delayKey(acct))) || delay) / 1000);
      }
      /** An attempt whose secret was not checked, or was right before a second factor: nothing of it stays. */
      const release = () => Promise.all([giveBack(), ...(delay > 0 ? [counters.add(delayKey(acct), -1, delay)] : [])]);
      return {
        // The attempt stays counted; the delay its failure starts is the one held since it began.
        failed: async () => undefined,
        async succeeded() {
          await Promise.all([
            counters.reset(acct),
            counters.reset(delayKey(acct)),
            counters.add(addr, -1, FAILURE_WINDOW_MS),
          ]);
        },
        async firstFactorPassed() {
          await release();
        },
      };
    },
    /** Clears an account's count and delay (its owner proved the mailbox with a reset code). */
    async clear(brandId: string, account: string) {
      const acct = accountKey(brandId, account);
      await Promise.all([counters.reset(acct), counters.reset(delayKey(acct))]);
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
