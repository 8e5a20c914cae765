import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { call, STRONG_PASSWORD, uniqueEmail, useTestApp } from './test-app.ts';
import {
  codeOf,
  expectInvalid,
  expectToken,
  expectWeakPassword,
  expectTooMany,
  mailsOf,
  nextIp,
  post,
  register,
  registerBody,
  userRow,
  verify,
} from './auth-helpers.ts';

describe('Register v1 and v2', () => {
  const t = useTestApp();

  it('v1 creates an unverified account and mails a 6-digit code', async () => {
    const email = uniqueEmail('reg1');
    const r = await register(t, `  ${email.toUpperCase()} `);
    expect(r).toMatchObject({ status: 200, result: 0, data: { email, verificationRequired: true } });
    const mails = await mailsOf(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['verifyEmail']);
    expect(mails[0]!.code).toMatch(/^\d{6}$/);
    expect(mails[0]!.subject).toContain('Northwind Funded');
    const row = await userRow(t, email);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.email_verified_at).toBeNull();
  });

  it('refuses a common password, or one holding the brand, the e-mail or a name (400/-200), and writes nothing', async () => {
    const email = uniqueEmail('weakreg');
    const v2 = (password: string, o: Record<string, unknown> = {}) =>
      post(t, ApiPath.registerV2, { ...registerBody(email, password), countryOfRegistration: 'DE', ...o });
    expectWeakPassword(await register(t, email, 'Password123!'), 'password', 'Common');
    expectWeakPassword(await register(t, email, 'P@ssw0rd#2026'), 'password', 'Common');
    expectWeakPassword(await register(t, email, 'Northwind#Funded7'), 'password', 'Context');
    expectWeakPassword(await register(t, email, 'My#Funded99x'), 'password', 'Context');
    expectWeakPassword(await register(t, email, 'WeakReg#2026'), 'password', 'Context');
    expectWeakPassword(await v2('Zephyrine#2026', { firstName: 'Zephyrine' }), 'password', 'Context');
    expect(await userRow(t, email)).toBeUndefined();
    expect(await mailsOf(t, email)).toEqual([]);
    expect((await register(t, email, 'Gr3tch#Blue9x')).result).toBe(0);
  });

  it('v2 also records country and phone, normalised', async () => {
    const email = uniqueEmail('reg2');
    const r = await post(t, ApiPath.registerV2, {
      ...registerBody(email),
      countryOfRegistration: 'de',
      phone: '+49 (30) 123-4567',
      language: 'de',
    });
    expect(r).toMatchObject({ status: 200, result: 0, data: { email, verificationRequired: true } });
    expect(await codeOf(t, email, 'verifyEmail')).toMatch(/^\d{6}$/);
    const row = await userRow(t, email);
    expect(row).toMatchObject({ country_of_registration: 'DE', phone: '+49301234567', first_name: 'Test' });
  });

  it('answers -2 for an e-mail taken in the brand, whatever its case, and changes nothing', async () => {
    const email = uniqueEmail('taken');
    expect((await register(t, email)).result).toBe(0);
    const before = await userRow(t, email);
    const again = await register(t, email.toUpperCase(), 'An0ther#Password');
    expect(again).toMatchObject({ status: 200, result: -2 });
    expect((await post(t, ApiPath.registerV2, { ...registerBody(email), countryOfRegistration: 'FR' })).result).toBe(
      -2,
    );
    expect(await userRow(t, email)).toEqual(before);
    expect((await mailsOf(t, email)).length).toBe(1);
  });

  it('keeps brands apart: the same e-mail can sign up on another brand', async () => {
    const email = uniqueEmail('twobrands');
    expect((await register(t, email)).result).toBe(0);
    expect((await register(t, email, STRONG_PASSWORD, { host: '127.0.0.1' })).result).toBe(0);
    const a = await userRow(t, email);
    const b = await userRow(t, email, '127.0.0.1');
    expect(a && b && a.id !== b.id).toBe(true);
  });

  const invalid: [string, (email: string) => Record<string, unknown>, string][] = [
    ['an e-mail that is a number', () => ({ ...registerBody('x'), email: 123 }), 'email'],
    ['a malformed e-mail', (e) => ({ ...registerBody(e), email: 'not-an-email' }), 'email'],
    ['a password that is a number', (e) => ({ ...registerBody(e), password: 12345678 }), 'password'],
    ['acceptTerms as a string', (e) => ({ ...registerBody(e), acceptTerms: 'true' }), 'acceptTerms'],
    ['acceptTerms false', (e) => ({ ...registerBody(e), acceptTerms: false }), 'acceptTerms'],
    ['no acceptTerms', (e) => ({ ...registerBody(e), acceptTerms: undefined }), 'acceptTerms'],
    ['no password', (e) => ({ ...registerBody(e), password: undefined }), 'password'],
    ['no first name', (e) => ({ ...registerBody(e), firstName: undefined }), 'firstName'],
    ['a first name with digits', (e) => ({ ...registerBody(e), firstName: 'R2D2' }), 'firstName'],
    ['a password without digit and symbol', (e) => registerBody(e, 'Passwordpassword'), 'password'],
    ['a password without a capital', (e) => registerBody(e, 'str0ng#pass'), 'password'],
    ['a password of 7 characters', (e) => registerBody(e, 'Sh0rt#a'), 'password'],
    ['a password of 65 characters', (e) => registerBody(e, `Aa1#${'x'.repeat(61)}`), 'password'],
  ];
  it.each(invalid)('refuses %s with HTTP 400 / -200 and writes nothing', async (_name, body, field) => {
    const email = uniqueEmail('invalid');
    const r = await post(t, ApiPath.registerV1, body(email));
    expectInvalid(r, field);
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('v2 requires a valid country and phone', async () => {
    const email = uniqueEmail('v2invalid');
    expectInvalid(await post(t, ApiPath.registerV2, registerBody(email)), 'countryOfRegistration');
    const badPhone = { ...registerBody(email), countryOfRegistration: 'DE', phone: '12345' };
    expectInvalid(await post(t, ApiPath.registerV2, badPhone), 'phone');
    expectInvalid(
      await post(t, ApiPath.registerV2, { ...registerBody(email), countryOfRegistration: 'ZZ' }),
      'countryOfRegistration',
    );
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('v2 answers -11 for a country the brand does not serve, and writes nothing', async () => {
    const email = uniqueEmail('restricted');
    const r = await post(t, ApiPath.registerV2, { ...registerBody(email), countryOfRegistration: 'IR' });
    expect(r).toMatchObject({ status: 200, result: -11 });
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('refuses malformed JSON, a foreign content type and an oversize body', async () => {
    const email = uniqueEmail('malformed');
    const json = { 'content-type': 'application/json' };
    const text = `{"email":"${email}","password":"${STRONG_PASSWORD}","firstName":"A","lastName":"B",`;
    const broken = await call(t, 'POST', ApiPath.registerV1, { body: text, headers: json, ip: nextIp() });
    expect({ status: broken.status, result: broken.result }).toEqual({ status: 400, result: -200 });
    const plain = await call(t, 'POST', ApiPath.registerV1, {
      body: JSON.stringify(registerBody(email)),
      headers: { 'content-type': 'application/xml' },
      ip: nextIp(),
    });
    expect({ status: plain.status, result: plain.result }).toEqual({ status: 415, result: -200 });
    const big = await post(t, ApiPath.registerV1, { ...registerBody(email), padding: 'x'.repeat(65 * 1024) });
    expect({ status: big.status, result: big.result }).toEqual({ status: 413, result: -200 });
    expect(await userRow(t, email)).toBeUndefined();
  });
});

describe('VerifyEmailWithCode', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });

  async function registered() {
    const email = uniqueEmail('verify');
    expect((await register(t, email)).result).toBe(0);
    return { email, code: await codeOf(t, email, 'verifyEmail') };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const attempts = async (email: string) =>
    (
      await t.db.query<{ attempts: number }>(
        `select c.attempts from one_time_codes c join users u on u.id = c.user_id
          where u.email = $1 order by c.created_at desc limit 1`,
        [email],
      )
    )[0]?.attempts;

  it('signs in with the right code: a JWT and an opaque refresh token', async () => {
    const { email, code } = await registered();
    const r = await verify(t, email, code);
    expect(r).toMatchObject({ status: 200, result: 0 });
    expect(r.data.token.split('.')).toHaveLength(3);
    expect(r.data.refreshToken).not.toContain('.');
    expect(r.data.refreshToken.length).toBeGreaterThanOrEqual(32);
    await expectToken(t, r.data.token, 0);
    expect((await userRow(t, email))?.email_verified_at).toBeInstanceOf(Date);
    expect((await verify(t, email, code)).result).toBe(-71);
  });

  it('answers -3 for an unknown e-mail and 400/-200 for a malformed code', async () => {
    expect(await verify(t, uniqueEmail('nobody'), '123456')).toMatchObject({ status: 200, result: -3 });
    const { email } = await registered();
    expectInvalid(await verify(t, email, '12345'), 'code');
    expectInvalid(await verify(t, email, 'abcdef'), 'code');
    expect(await attempts(email)).toBe(0);
  });

  it('counts wrong codes; after 5 even the right code answers -72', async () => {
    const { email, code } = await registered();
    expect(await verify(t, email, wrong(code))).toMatchObject({ status: 200, result: -30 });
    expect(await attempts(email)).toBe(1);
    for (let i = 2; i <= 5; i++) expect((await verify(t, email, wrong(code))).result).toBe(-30);
    expect(await attempts(email)).toBe(5);
    expect((await verify(t, email, code)).result).toBe(-72);
    expect((await userRow(t, email))?.email_verified_at).toBeNull();
  });

  it('a code works until 10 minutes, and answers -72 after', async () => {
    const a = await registered();
    const b = await registered();
    clock.advance(10 * 60_000 - 1000);
    expect((await verify(t, a.email, a.code)).result).toBe(0);
    clock.advance(2000);
    expect((await verify(t, b.email, b.code)).result).toBe(-72);
  });

  it('a resent code replaces the old one: the old answers -72, the new signs in', async () => {
    const { email, code: old } = await registered();
    clock.advance(61_000);
    expect((await post(t, ApiPath.resendVerifyEmail, { email })).result).toBe(0);
    const fresh = await codeOf(t, email, 'verifyEmail');
    expect((await mailsOf(t, email)).length).toBe(2);
    if (fresh !== old) expect((await verify(t, email, old)).result).toBe(-72);
    expect((await verify(t, email, fresh)).result).toBe(0);
  });
});

describe('ResendVerifyEmail', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });
  const resend = (email: string) => post(t, ApiPath.resendVerifyEmail, { email });

  it('answers -3 for an unknown e-mail and -71 for a verified one', async () => {
    expect(await resend(uniqueEmail('nobody'))).toMatchObject({ status: 200, result: -3 });
    const email = uniqueEmail('verified');
    await register(t, email);
    expect((await verify(t, email, await codeOf(t, email))).result).toBe(0);
    clock.advance(61_000);
    expect((await resend(email)).result).toBe(-71);
  });

  it('allows one code a minute (429, -10, retry-after)', async () => {
    const email = uniqueEmail('resend');
    await register(t, email);
    clock.advance(30_000);
    expectTooMany(await resend(email), 30);
    clock.advance(31_000);
    expect(await resend(email)).toMatchObject({ status: 200, result: 0, data: null });
    expectTooMany(await resend(email), 60);
    expect((await mailsOf(t, email)).map((m) => m.kind)).toEqual(['verifyEmail', 'verifyEmail']);
  });

  it('allows five codes an hour', async () => {
    const email = uniqueEmail('hourly');
    await register(t, email); // the first code
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000);
      expect((await resend(email)).result).toBe(0);
    }
    clock.advance(61_000);
    expectTooMany(await resend(email));
    expect((await mailsOf(t, email)).length).toBe(5);
    clock.advance(60 * 60_000);
    expect((await resend(email)).result).toBe(0);
  });
});
