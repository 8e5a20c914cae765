import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { totpCode } from '../src/modules/auth/totp.ts';
import { CHALLENGE_TRIES, CHALLENGE_TTL_MS } from '../src/modules/auth/sign-in-challenges.ts';
import { codeOf, expectToken, mailsOf, nextIp, post, signIn, signUp } from './auth-helpers.ts';
import { call, useTestApp } from './test-app.ts';

const STEP = 30_000;
type Trader = Awaited<ReturnType<typeof signUp>>;

describe('traders: optional two-factor sign-in (TOTP)', () => {
  const clock = manualClock(new Date('2026-05-04T10:00:05Z'));
  const t = useTestApp({ clock });
  const next = () => clock.advance(STEP);
  const code = (secret: string) => totpCode(secret, clock.now());
  const authed = <T = Record<string, unknown>>(s: Trader, url: string, body?: unknown) =>
    call<T>(t, body === undefined && url === ApiPath.twoFactor ? 'GET' : 'POST', url, {
      token: s.token,
      ip: s.ip,
      ...(body !== undefined ? { body } : {}),
    });
  const second = (challenge: string, c: string, method: 'totp' | 'recoveryCode' = 'totp', ip = nextIp()) =>
    post<{ token: string; refreshToken: string }>(
      t,
      ApiPath.authenticateSecondFactor,
      { challenge, method, code: c },
      { ip },
    );

  /** A trader with two-factor on: returns the secret and the recovery codes. */
  async function enrolled() {
    const s = await signUp(t);
    const start = await authed<{ otpauthUrl: string; qrCodeDataUrl: string; secret: string }>(
      s,
      ApiPath.twoFactorStart,
      {},
    );
    expect(start.result).toBe(0);
    const confirm = await authed<{ recoveryCodes: string[] }>(s, ApiPath.twoFactorConfirm, {
      code: code(start.data.secret),
    });
    expect(confirm.result).toBe(0);
    next();
    return { ...s, secret: start.data.secret, recoveryCodes: confirm.data.recoveryCodes };
  }
  async function challengeOf(s: Trader) {
    const r = await signIn(t, s.email, s.password, { ip: nextIp() });
    expect([r.status, r.result]).toEqual([200, ResultCode.SecondFactorRequired]);
    return (r.data as unknown as { challenge: string; expiresInSeconds: number }).challenge;
  }

  it('enrols: a sealed secret, its otpauth address and SVG QR code; a wrong code is refused; the right one turns it on, ten recovery codes once, a mail', async () => {
    const s = await signUp(t);
    expect((await authed(s, ApiPath.twoFactor)).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const start = await authed<{ otpauthUrl: string; qrCodeDataUrl: string; secret: string }>(
      s,
      ApiPath.twoFactorStart,
      {},
    );
    expect(start.result).toBe(0);
    expect(start.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(start.data.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(start.data.secret);
    expect(decodeURIComponent(url.pathname)).toContain(s.email);
    expect(start.data.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.data.qrCodeDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // at rest the secret is sealed, never the base32 the app reads
    const [row] = await t.db.query<{ secret_sealed: string }>(
      'select secret_sealed from trader_totp t join users u on u.id = t.user_id where u.email = $1',
      [s.email],
    );
    expect(row!.secret_sealed).toMatch(/^v1\./);
    expect(row!.secret_sealed).not.toContain(start.data.secret);

    const wrong = await authed(s, ApiPath.twoFactorConfirm, {
      code: code(start.data.secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.result).toBe(ResultCode.InvalidCodeEntered);
    const bad = await authed(s, ApiPath.twoFactorConfirm, { code: '12ab' });
    expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect((await authed(s, ApiPath.twoFactor)).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const ok = await authed<{ recoveryCodes: string[] }>(s, ApiPath.twoFactorConfirm, {
      code: code(start.data.secret),
    });
    expect(ok.result).toBe(0);
    expect(ok.data.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.data.recoveryCodes).size).toBe(10);
    for (const c of ok.data.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await authed(s, ApiPath.twoFactor)).data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // while on, a new start is refused (it would silently replace the secret in the app)
    const again = await authed(s, ApiPath.twoFactorStart, {});
    expect([again.status, again.result]).toEqual([409, ResultCode.RequestIsNotValid]);
    const mails = await mailsOf(t, s.email);
    expect(mails.at(-1)).toMatchObject({ kind: 'twoFactorEnabled' });
    expect(mails.at(-1)!.subject).toContain('two-step sign-in is on');
    next();
  });

  it('signs in: the right password gives -31 and a challenge (no session); the challenge and a code give the session; the challenge is single-use', async () => {
    const s = await enrolled();
    const r = await signIn(t, s.email, s.password, { ip: nextIp() });
    expect(r).toMatchObject({ status: 200, result: ResultCode.SecondFactorRequired });
    expect(r.data).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresInSeconds: CHALLENGE_TTL_MS / 1000,
    });
    expect(r.data).not.toHaveProperty('token');
    const challenge = (r.data as unknown as { challenge: string }).challenge;
    const done = await second(challenge, code(s.secret));
    expect(done.result).toBe(0);
    await expectToken(t, done.data.token, 0);
    // the challenge is spent, even with the next step's code
    next();
    expect((await second(challenge, code(s.secret))).result).toBe(ResultCode.InvalidCode);
    // a wrong password stays -1, with no challenge
    expect((await signIn(t, s.email, 'Wr0ng#Password', { ip: nextIp() })).result).toBe(
      ResultCode.InvalidUsernameOrPassword,
    );
  });

  it('a code is accepted once: the same time step is refused on a second sign-in (replay)', async () => {
    const s = await enrolled();
    const c = code(s.secret);
    expect((await second(await challengeOf(s), c)).result).toBe(0);
    const replay = await second(await challengeOf(s), c);
    expect(replay.result).toBe(ResultCode.InvalidCodeEntered);
    // the step before is accepted no more either (older than the last accepted one); the next step is
    next();
    expect((await second(await challengeOf(s), code(s.secret))).result).toBe(0);
  });

  it('a recovery code signs in once, in any case and spacing; it then counts as used', async () => {
    const s = await enrolled();
    const typed = ` ${s.recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `;
    const r = await second(await challengeOf(s), typed, 'recoveryCode');
    expect(r.result).toBe(0);
    await expectToken(t, r.data.token, 0);
    expect((await second(await challengeOf(s), s.recoveryCodes[3]!, 'recoveryCode')).result).toBe(
      ResultCode.InvalidCodeEntered,
    );
    expect((await authed(s, ApiPath.twoFactor)).data).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    expect((await second(await challengeOf(s), s.recoveryCodes[4]!, 'recoveryCode')).result).toBe(0);
  });

  it('the challenge expires after five minutes; one of another brand, or made up, is refused', async () => {
    const s = await enrolled();
    const challenge = await challengeOf(s);
    clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await second(challenge, code(s.secret))).result).toBe(ResultCode.InvalidCode);
    const other = await challengeOf(s);
    const foreign = await call(t, 'POST', ApiPath.authenticateSecondFactor, {
      host: '127.0.0.1',
      ip: nextIp(),
      body: { challenge: other, method: 'totp', code: code(s.secret) },
    });
    expect(foreign.result).toBe(ResultCode.InvalidCode);
    expect((await second('x'.repeat(43), code(s.secret))).result).toBe(ResultCode.InvalidCode);
    const bad = await post(t, ApiPath.authenticateSecondFactor, { challenge: other, method: 'sms', code: '123456' });
    expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect((await second(other, code(s.secret))).result).toBe(0);
    next();
  });

  it('wrong codes count in the login guard like wrong passwords: a bot-check after three, and a right password clears nothing', async () => {
    const s = await enrolled();
    const wrongCode = (c: string) => (c === '000000' ? '111111' : '000000');
    const challenge = await challengeOf(s);
    for (let i = 0; i < 2; i++) {
      const r = await second(challenge, wrongCode(code(s.secret)));
      expect(r).toMatchObject({ result: ResultCode.InvalidCodeEntered, data: { triesLeft: CHALLENGE_TRIES - 1 - i } });
    }
    // a new password step does not wipe the count: the third wrong code, then even the right one needs the check
    const fresh = await challengeOf(s);
    expect((await second(fresh, wrongCode(code(s.secret)))).result).toBe(ResultCode.InvalidCodeEntered);
    expect((await second(fresh, code(s.secret))).result).toBe(ResultCode.BotCheckRequired);
    expect((await signIn(t, s.email, s.password, { ip: nextIp() })).result).toBe(ResultCode.BotCheckRequired);
    const passed = await post<{ token: string }>(t, ApiPath.authenticateSecondFactor, {
      challenge: fresh,
      method: 'totp',
      code: code(s.secret),
      captchaToken: 'any-token-the-test-key-accepts',
    });
    expect(passed.result).toBe(0);
    next();
    // the whole sign-in cleared the account
    expect((await second(await challengeOf(s), code(s.secret))).result).toBe(0);
    next();
  });

  it('a challenge takes five wrong codes, then the password is asked again', async () => {
    const s = await enrolled();
    const challenge = await challengeOf(s);
    const wrong = code(s.secret) === '000000' ? '111111' : '000000';
    const captchaToken = 'any-token-the-test-key-accepts';
    for (let i = 0; i < CHALLENGE_TRIES; i++) {
      const r = await post(t, ApiPath.authenticateSecondFactor, {
        challenge,
        method: 'totp',
        code: wrong,
        captchaToken,
      });
      expect(r.result).toBe(ResultCode.InvalidCodeEntered);
    }
    clock.advance(60_000); // past the guard's delay
    const r = await post(t, ApiPath.authenticateSecondFactor, {
      challenge,
      method: 'totp',
      code: code(s.secret),
      captchaToken,
    });
    expect(r.result).toBe(ResultCode.InvalidCode);
  });

  it('turns off behind the password and a code: wrong password -4, wrong code -30, then off, a mail, and sign-in needs the password only', async () => {
    const s = await enrolled();
    const wrongPw = await authed(s, ApiPath.twoFactorDisable, { password: 'Wr0ng#Password', code: code(s.secret) });
    expect(wrongPw.result).toBe(ResultCode.OldPasswordIsWrong);
    const wrongCode = await authed(s, ApiPath.twoFactorDisable, { password: s.password, code: 'aaaaa-bbbbb' });
    expect(wrongCode.result).toBe(ResultCode.InvalidCodeEntered);
    expect((await authed(s, ApiPath.twoFactor)).data).toMatchObject({ enabled: true });
    const off = await authed(s, ApiPath.twoFactorDisable, { password: s.password, code: s.recoveryCodes[0]! });
    expect(off.result).toBe(0);
    expect((await authed(s, ApiPath.twoFactor)).data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const rows = await t.db.query(
      'select 1 from trader_recovery_codes c join users u on u.id = c.user_id where u.email = $1',
      [s.email],
    );
    expect(rows).toHaveLength(0);
    expect((await mailsOf(t, s.email)).at(-1)).toMatchObject({ kind: 'twoFactorDisabled' });
    const plain = await signIn(t, s.email, s.password, { ip: nextIp() });
    expect(plain.result).toBe(0);
    // and back on with a new secret: the old one's codes no longer work
    const start = await authed<{ secret: string }>(s, ApiPath.twoFactorStart, {});
    expect(start.data.secret).not.toBe(s.secret);
  });

  it('a password reset does not bypass it: the next sign-in still asks for the code', async () => {
    const s = await enrolled();
    expect((await post(t, ApiPath.forgotPassword, { email: s.email })).result).toBe(0);
    const newPassword = 'N3w#Passw0rd!';
    const reset = await post(t, ApiPath.resetPasswordWithCode, {
      email: s.email,
      code: await codeOf(t, s.email, 'resetPassword'),
      newPassword,
    });
    expect(reset.result).toBe(0);
    const r = await signIn(t, s.email, newPassword, { ip: nextIp() });
    expect(r.result).toBe(ResultCode.SecondFactorRequired);
    expect(r.data).not.toHaveProperty('token');
  });

  it('needs a signed-in trader for the enrolment calls', async () => {
    for (const [method, url, body] of [
      ['GET', ApiPath.twoFactor, undefined],
      ['POST', ApiPath.twoFactorStart, {}],
      ['POST', ApiPath.twoFactorConfirm, { code: '123456' }],
      ['POST', ApiPath.twoFactorDisable, { password: 'Str0ng#Pass', code: '123456' }],
    ] as const) {
      const r = await call(t, method, url, { body, ip: nextIp() });
      expect([r.status, r.result], url).toEqual([401, ResultCode.AccessTokenInvalid]);
    }
  });
});
