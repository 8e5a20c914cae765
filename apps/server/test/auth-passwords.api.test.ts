import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { call, DEMO_TRADER, uniqueEmail, useTestApp } from './test-app.ts';
import {
  codeOf,
  expectInvalid,
  expectToken,
  expectTooMany,
  expectWeakPassword,
  mailsOf,
  nextIp,
  post,
  refresh,
  register,
  signIn,
  signUp,
  userRow,
} from './auth-helpers.ts';

const NEW_PASSWORD = 'N3w#Password';

describe('ForgotPassword and ResetPasswordWithCode', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });

  const forgot = (email: string) => post(t, ApiPath.forgotPassword, { email });
  const reset = (email: string, code: string, newPassword: string) =>
    post(t, ApiPath.resetPasswordWithCode, { email, code, newPassword });
  async function resetCodeFor(email: string) {
    expect(await forgot(email)).toMatchObject({ status: 200, result: 0, data: null });
    return codeOf(t, email, 'resetPassword');
  }

  it('answers -3 for an unknown e-mail and mails a code to a known one', async () => {
    expect(await forgot(uniqueEmail('nobody'))).toMatchObject({ status: 200, result: -3 });
    const s = await signUp(t);
    expect(await resetCodeFor(s.email)).toMatch(/^\d{6}$/);
    expect((await mailsOf(t, s.email)).map((m) => m.kind)).toEqual(['verifyEmail', 'resetPassword']);
    expectTooMany(await forgot(s.email), 60); // one code a minute
  });

  it('a wrong code answers -30; the password stays', async () => {
    const s = await signUp(t);
    const code = await resetCodeFor(s.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await reset(s.email, wrong, NEW_PASSWORD)).toMatchObject({ status: 200, result: -30 });
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
    expect((await reset(uniqueEmail('nobody'), code, NEW_PASSWORD)).result).toBe(-3);
    expectInvalid(await reset(s.email, code, 'weak'), 'newPassword');
  });

  it('the current password answers -22 and does not spend the code', async () => {
    const s = await signUp(t);
    const code = await resetCodeFor(s.email);
    expect(await reset(s.email, code, s.password)).toMatchObject({ status: 200, result: -22 });
    expect((await reset(s.email, code, NEW_PASSWORD)).result).toBe(0);
    expect((await reset(s.email, code, 'Y3t#Another1')).result).toBe(-72); // now spent
  });

  it('a common password or one holding a context word answers 400/-200 and does not spend the code', async () => {
    const s = await signUp(t);
    const code = await resetCodeFor(s.email);
    expectWeakPassword(await reset(s.email, code, 'Iloveyou1!'), 'newPassword', 'Common');
    expectWeakPassword(await reset(s.email, code, 'Ch4llenge#Blue7'), 'newPassword', 'Context');
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
    expect((await reset(s.email, code, NEW_PASSWORD)).result).toBe(0);
  });

  it('a reset ends every session, mails the trader, and the new password signs in', async () => {
    const s = await signUp(t);
    const second = (await signIn(t, s.email, s.password)).data;
    const code = await resetCodeFor(s.email);
    expect(await reset(s.email, code, NEW_PASSWORD)).toMatchObject({ status: 200, result: 0, data: null });
    await expectToken(t, s.token, -17);
    await expectToken(t, second.token, -17);
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    expect((await refresh(t, second.refreshToken)).result).toBe(-51);
    expect((await signIn(t, s.email, s.password)).result).toBe(-1);
    const fresh = await signIn(t, s.email, NEW_PASSWORD);
    expect(fresh.result).toBe(0);
    await expectToken(t, fresh.data.token, 0);
    expect((await mailsOf(t, s.email)).at(-1)?.kind).toBe('passwordChanged');
  });

  it('a reset code expires after 10 minutes (-72)', async () => {
    const s = await signUp(t);
    const code = await resetCodeFor(s.email);
    clock.advance(10 * 60_000 + 1000);
    expect((await reset(s.email, code, NEW_PASSWORD)).result).toBe(-72);
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
  });

  it('each mailed code works only for its own purpose: a verification code does not reset, a reset code does not verify', async () => {
    const email = uniqueEmail('purposes');
    await register(t, email);
    const verifyCode = await codeOf(t, email, 'verifyEmail');
    const resetCode = await resetCodeFor(email);
    // two random 6-digit codes are equal once in a million runs; then there is nothing to cross
    if (verifyCode !== resetCode) {
      expect((await reset(email, verifyCode, NEW_PASSWORD)).result).toBe(-30);
      expect((await post(t, ApiPath.verifyEmailWithCode, { email, code: resetCode })).result).toBe(-30);
    }
    expect((await post(t, ApiPath.verifyEmailWithCode, { email, code: verifyCode })).result).toBe(0);
    expect((await reset(email, resetCode, NEW_PASSWORD)).result).toBe(0);
    expect((await signIn(t, email, NEW_PASSWORD)).result).toBe(0);
  });

  it('a reset on an unverified account proves the mailbox: the trader can then sign in', async () => {
    const email = uniqueEmail('unverified');
    await register(t, email);
    const code = await resetCodeFor(email);
    expect((await reset(email, code, NEW_PASSWORD)).result).toBe(0);
    expect((await userRow(t, email))?.email_verified_at).toBeInstanceOf(Date);
    expect((await signIn(t, email, NEW_PASSWORD)).result).toBe(0);
  });
});

describe('ChangePassword', () => {
  const t = useTestApp();

  const change = (token: string | undefined, oldPassword: string, newPassword: string) =>
    call(t, 'POST', ApiPath.changePassword, {
      ip: nextIp(),
      body: { oldPassword, newPassword },
      ...(token ? { token } : {}),
    });

  it('after 3 wrong old passwords asks for the bot-check (-800), as sign-in does', async () => {
    const s = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await change(s.token, 'Wr0ng#Old1', NEW_PASSWORD)).result).toBe(-4);
    expect((await change(s.token, s.password, NEW_PASSWORD)).result).toBe(-800);
    const withToken = await call(t, 'POST', ApiPath.changePassword, {
      ip: nextIp(),
      token: s.token,
      body: { oldPassword: s.password, newPassword: NEW_PASSWORD, captchaToken: 'test-key-token' },
    });
    expect(withToken.result).toBe(0);
  });

  it('needs a signed-in trader (401/-17)', async () => {
    const r = await change(undefined, DEMO_TRADER.password, NEW_PASSWORD);
    expect({ status: r.status, result: r.result }).toEqual({ status: 401, result: -17 });
    const forged = await change('garbage', DEMO_TRADER.password, NEW_PASSWORD);
    expect({ status: forged.status, result: forged.result }).toEqual({ status: 401, result: -17 });
  });

  it('answers -4 for a wrong old password and keeps the password', async () => {
    const s = await signUp(t);
    expect(await change(s.token, 'Wr0ng#Password', NEW_PASSWORD)).toMatchObject({ status: 200, result: -4 });
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
    expect((await signIn(t, s.email, NEW_PASSWORD)).result).toBe(-1);
    expectInvalid(await change(s.token, s.password, 'weakpassword'), 'newPassword');
  });

  it('refuses a common password or one holding a context word (400/-200) and keeps the password', async () => {
    const s = await signUp(t);
    expectWeakPassword(await change(s.token, s.password, 'Football#1'), 'newPassword', 'Common');
    expectWeakPassword(await change(s.token, s.password, 'NorthwindFunded!1'), 'newPassword', 'Context');
    expectWeakPassword(await change(s.token, s.password, 'Pr0p#Trading9'), 'newPassword', 'Context');
    expect((await signIn(t, s.email, s.password)).result).toBe(0);
    expect((await mailsOf(t, s.email)).map((m) => m.kind)).not.toContain('passwordChanged');
  });

  it('answers -22 for the current password or one of the earlier ones', async () => {
    const s = await signUp(t);
    expect((await change(s.token, s.password, s.password)).result).toBe(-22);
    expect((await change(s.token, s.password, NEW_PASSWORD)).result).toBe(0);
    expect((await change(s.token, NEW_PASSWORD, s.password)).result).toBe(-22);
    expect((await signIn(t, s.email, NEW_PASSWORD)).result).toBe(0); // the refused change changed nothing
  });

  it('keeps the current session, ends the others, and mails the trader', async () => {
    const s = await signUp(t);
    const other = (await signIn(t, s.email, s.password)).data;
    expect(await change(s.token, s.password, NEW_PASSWORD)).toMatchObject({ status: 200, result: 0, data: null });
    await expectToken(t, s.token, 0);
    expect((await refresh(t, s.refreshToken)).result).toBe(0);
    await expectToken(t, other.token, -17);
    expect((await refresh(t, other.refreshToken)).result).toBe(-51);
    expect((await signIn(t, s.email, s.password)).result).toBe(-1);
    expect((await signIn(t, s.email, NEW_PASSWORD)).result).toBe(0);
    const last = (await mailsOf(t, s.email)).at(-1);
    expect(last?.kind).toBe('passwordChanged');
    expect(last?.subject).toContain('your password has been changed');
  });

  it('the seeded demo trader cannot "change" to its current password either (-22)', async () => {
    const demo = await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password);
    expect(demo.result).toBe(0);
    expect((await change(demo.data.token, DEMO_TRADER.password, DEMO_TRADER.password)).result).toBe(-22);
  });
});
