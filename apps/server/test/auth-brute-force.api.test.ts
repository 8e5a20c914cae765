import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { RECAPTCHA_TEST_SITE_KEY } from '../src/integrations/captcha/captcha-verifier.ts';
import { memoryCounterStore } from '../src/lib/counter-store.ts';
import { delayAfterFailure, MAX_DELAY_MS } from '../src/lib/login-guard.ts';
import { call, DEMO_TRADER, uniqueEmail, useTestApp } from './test-app.ts';
import { expectTooMany, nextIp, signIn, signUp } from './auth-helpers.ts';

const WRONG = 'Wr0ng#Password';
const captchaToken = 'any-token-the-test-key-accepts';

// Counters live in memory per app instance: each block gets a fresh app.
describe('brute force: per-account bot-check', () => {
  const t = useTestApp();

  it('after 3 failures even the right password answers -800 until a bot-check token comes; success resets', async () => {
    const s = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await signIn(t, s.email, WRONG)).result).toBe(-1);
    const blocked = await signIn(t, s.email, s.password);
    expect(blocked).toMatchObject({ status: 200, result: -800, data: { siteKey: RECAPTCHA_TEST_SITE_KEY } });
    expect((await signIn(t, s.email, WRONG)).result).toBe(-800);
    const passed = await signIn(t, s.email, s.password, { captchaToken });
    expect(passed.result).toBe(0);
    // the count was reset: one more failure is a plain -1, and the right password needs no bot-check
    expect((await signIn(t, s.email, WRONG)).result).toBe(-1);
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
  });

  it('counts per account, case-insensitively, and per brand', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await signIn(t, a.email.toUpperCase(), WRONG)).result).toBe(-1);
    expect((await signIn(t, a.email, a.password)).result).toBe(-800);
    expect((await signIn(t, b.email, b.password)).result).toBe(0);
    await signUp(t, { email: a.email, host: '127.0.0.1' });
    expect((await signIn(t, a.email, a.password, { host: '127.0.0.1' })).result).toBe(0);
  });

  it('wrong old passwords in ChangePassword count too', async () => {
    const s = await signUp(t);
    for (let i = 0; i < 3; i++) {
      const r = await call(t, 'POST', ApiPath.changePassword, {
        token: s.token,
        ip: nextIp(),
        body: { oldPassword: WRONG, newPassword: 'N3w#Password' },
      });
      expect(r.result).toBe(-4);
    }
    expect((await signIn(t, s.email, s.password)).result).toBe(-800);
  });

  it('takes the attempt before the password is checked: of 40 simultaneous wrong guesses, 3 are checked', async () => {
    const s = await signUp(t);
    const replies = await Promise.all(Array.from({ length: 40 }, () => signIn(t, s.email, WRONG)));
    const results = replies.map((r) => r.result);
    expect(results.filter((r) => r === -1)).toHaveLength(3);
    expect(results.filter((r) => r === -800)).toHaveLength(37);
    // the refused ones gave their count back: the right password with the bot-check signs in at once
    expect((await signIn(t, s.email, s.password, { captchaToken })).result).toBe(0);
  });
});

describe('brute force: growing delays per account, no lock-out of the trader', () => {
  let now = Date.parse('2026-03-02T10:00:00Z');
  const t = useTestApp({ counters: memoryCounterStore(() => now) });

  it('from the 5th failure each attempt waits a growing delay (429 with the seconds left); then the right password signs in', async () => {
    const s = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await signIn(t, s.email, WRONG)).result).toBe(-1);
    expect((await signIn(t, s.email, WRONG, { captchaToken })).result).toBe(-1);
    expect((await signIn(t, s.email, WRONG, { captchaToken })).result).toBe(-1); // the 5th: a 1 s delay starts
    expectTooMany(await signIn(t, s.email, s.password, { captchaToken }), 1);
    now += 1000;
    expect((await signIn(t, s.email, WRONG, { captchaToken })).result).toBe(-1); // the 6th: 2 s
    now += 1000;
    expectTooMany(await signIn(t, s.email, s.password, { captchaToken }), 1);
    now += 1000;
    expect((await signIn(t, s.email, s.password, { captchaToken })).result).toBe(0);
  });

  it('20 failures lock nobody out: the delay is capped, and the trader signs in with the bot-check once it ends', async () => {
    const s = await signUp(t);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t, s.email, WRONG, { captchaToken })).result).toBe(-1);
      now += MAX_DELAY_MS;
    }
    expect(delayAfterFailure(20)).toBe(MAX_DELAY_MS);
    expect((await signIn(t, s.email, s.password, { captchaToken })).result).toBe(0);
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password)).result).toBe(0);
  });
});

describe('brute force: per-address limits', () => {
  const t = useTestApp();

  it('after 10 failures from one address, any account from it needs the bot-check', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(t, uniqueEmail('spray'), WRONG, { ip })).result).toBe(-1);
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip })).result).toBe(-800);
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip, captchaToken })).result).toBe(0);
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip: nextIp() })).result).toBe(0);
  });

  it('more than 30 sign-in calls a minute from one address answer HTTP 429 / -10', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const r = await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip });
      expect({ status: r.status, result: r.result }).toEqual({ status: 200, result: 0 });
    }
    expectTooMany(await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip }), 60);
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { ip: nextIp() })).result).toBe(0);
  });

  // The calls that tell whether an account exists (-2, -3, CheckEmail; docs/security.md "Deliberate deviations")
  // are bounded per address: one address cannot walk a list of e-mails quickly.
  const probes: [string, number, string, (email: string) => Record<string, unknown>, number][] = [
    ['ForgotPassword', 10, ApiPath.forgotPassword, (email) => ({ email }), -3],
    ['ResendVerifyEmail', 10, ApiPath.resendVerifyEmail, (email) => ({ email }), -3],
    ['CheckEmail', 30, ApiPath.checkEmail, (email) => ({ email }), 0],
    [
      'Register',
      10,
      ApiPath.registerV1,
      () => ({ email: DEMO_TRADER.email, password: 'Str0ng#Pass', firstName: 'A', lastName: 'B', acceptTerms: true }),
      -2,
    ],
  ];
  it.each(probes)(
    'account probes are limited per address: %s, more than %i calls a minute from one address answer 429/-10',
    async (_name, max, url, body, result) => {
      const ip = nextIp();
      for (let i = 0; i < max; i++) {
        const r = await call(t, 'POST', url, { body: body(uniqueEmail('probe')), ip });
        expect({ status: r.status, result: r.result }, `call ${i + 1}`).toEqual({ status: 200, result });
      }
      expectTooMany(await call(t, 'POST', url, { body: body(uniqueEmail('probe')), ip }), 60);
      const other = await call(t, 'POST', url, { body: body(uniqueEmail('probe')), ip: nextIp() });
      expect(other.status).toBe(200);
    },
  );
});

// The provider's test site key passes every token, so a production server never believes it (captcha-verifier.ts).
describe("brute force: the test site key's bot-check in production", () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('does not let any token through on a brand carrying the test key', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, DEMO_TRADER.email, WRONG)).result).toBe(-1);
    const r = await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { captchaToken });
    expect(r).toMatchObject({ status: 200, result: -800, data: { siteKey: RECAPTCHA_TEST_SITE_KEY } });
  });
});
