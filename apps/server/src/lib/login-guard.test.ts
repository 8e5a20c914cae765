import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from './counter-store.ts';
import { Refusal } from '../domain/result.ts';
import {
  ADDRESS_FAILURES_BEFORE_CAPTCHA,
  ADDRESS_LOCK,
  createLoginGuard,
  delayAfterFailure,
  DELAY_FROM,
  FAILURE_WINDOW_MS,
  MAX_DELAY_MS,
} from './login-guard.ts';

const captcha = { verify: async ({ token }: { token: string | undefined }) => token === 'solved' };
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'checked',
    (e: unknown) => (e instanceof Refusal ? `${e.httpStatus}/${e.result}` : 'error'),
  );

function setup() {
  let now = 1_000_000;
  const guard = createLoginGuard({ counters: memoryCounterStore(() => now), captcha });
  const attempt = (account: string, ip: string, captchaToken?: string) =>
    guard.attempt({ brandId: 'b1', account, ip, captchaToken, siteKey: 'site' });
  return { guard, attempt, advance: (ms: number) => void (now += ms) };
}

describe('login guard', () => {
  it('delays grow from the 5th failure, doubling up to the cap', () => {
    expect([1, 4, 5, 6, 7, 8, 30].map(delayAfterFailure)).toEqual([0, 0, 1000, 2000, 4000, 8000, MAX_DELAY_MS]);
  });

  it('locks an address (429) after 100 failures for the window, and no account from it, nor it, passes meanwhile', async () => {
    const { attempt, advance } = setup();
    for (let i = 0; i < ADDRESS_LOCK; i++) {
      const a = await attempt(
        `user${i}@example.com`,
        '10.0.0.1',
        i >= ADDRESS_FAILURES_BEFORE_CAPTCHA ? 'solved' : undefined,
      );
      await a.failed();
    }
    expect(await outcome(attempt('someone@example.com', '10.0.0.1', 'solved'))).toBe('429/-10');
    expect(await outcome(attempt('someone@example.com', '10.0.0.2'))).toBe('checked');
    advance(FAILURE_WINDOW_MS);
    expect(await outcome(attempt('someone@example.com', '10.0.0.1'))).toBe('checked');
  });

  it('an address needs the bot-check after 10 failures; a success gives the address its attempt back', async () => {
    const { attempt } = setup();
    for (let i = 0; i < ADDRESS_FAILURES_BEFORE_CAPTCHA - 1; i++)
      await (await attempt(`u${i}@x.test`, '10.0.0.3')).failed();
    await (await attempt('ok@x.test', '10.0.0.3')).succeeded();
    expect(await outcome(attempt('ok@x.test', '10.0.0.3'))).toBe('checked');
    expect(await outcome(attempt('next@x.test', '10.0.0.3'))).toBe('200/-800');
  });

  it('an attempt refused for want of a bot-check costs no count: the account stays at its failures', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 3; i++) await (await attempt('a@x.test', `10.1.0.${i}`)).failed();
    for (let i = 0; i < 10; i++) expect(await outcome(attempt('a@x.test', `10.2.0.${i}`))).toBe('200/-800');
    // the 4th checked attempt is the 4th failure: no delay yet (that starts at the 5th)
    await (await attempt('a@x.test', '10.3.0.1', 'solved')).failed();
    expect(await outcome(attempt('a@x.test', '10.3.0.2', 'solved'))).toBe('checked');
  });

  it('a right password before a second factor clears nothing: wrong codes before and after it add up', async () => {
    const { attempt } = setup();
    // two wrong codes, a right password (the next sign-in), one more wrong code: the 4th attempt needs the check
    for (let i = 0; i < 2; i++) await (await attempt('t@x.test', '10.4.0.1')).failed();
    await (await attempt('t@x.test', '10.4.0.1')).firstFactorPassed();
    await (await attempt('t@x.test', '10.4.0.1')).failed();
    expect(await outcome(attempt('t@x.test', '10.4.0.1'))).toBe('200/-800');
    // the whole sign-in (password and code) clears it
    await (await attempt('t@x.test', '10.4.0.1', 'solved')).succeeded();
    expect(await outcome(attempt('t@x.test', '10.4.0.1'))).toBe('checked');
  });

  it('attempts at once past the 5th failure: one is checked per delay, the others wait (429), each bot-checked', async () => {
    const { attempt, advance } = setup();
    for (let i = 0; i < DELAY_FROM - 1; i++) await (await attempt('c@x.test', '10.5.0.1', 'solved')).failed();
    const burst = () =>
      Promise.all(Array.from({ length: 20 }, () => outcome(attempt('c@x.test', '10.5.0.1', 'solved'))));
    const first = await burst();
    expect(first.filter((o) => o === 'checked')).toHaveLength(1);
    expect(first.filter((o) => o === '429/-10')).toHaveLength(19);
    // the checked one's delay (1 s) holds the next burst too, then lets one through again
    expect((await burst()).filter((o) => o === 'checked')).toHaveLength(0);
    advance(delayAfterFailure(DELAY_FROM));
    expect((await burst()).filter((o) => o === 'checked')).toHaveLength(1);
  });

  it('an attempt given back (a right password before the second factor) frees the delay it held', async () => {
    const { attempt } = setup();
    for (let i = 0; i < DELAY_FROM - 1; i++) await (await attempt('d@x.test', '10.6.0.1', 'solved')).failed();
    await (await attempt('d@x.test', '10.6.0.1', 'solved')).firstFactorPassed();
    // the code that follows at once is checked; its failure starts the delay
    const code = await attempt('d@x.test', '10.6.0.1', 'solved');
    await code.failed();
    expect(await outcome(attempt('d@x.test', '10.6.0.1', 'solved'))).toBe('429/-10');
  });
});
