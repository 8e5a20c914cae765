import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { STRONG_PASSWORD, uniqueEmail, useTestApp } from './test-app.ts';
import {
  codeOf,
  expectInvalid,
  expectToken,
  expectWeakPassword,
  expectTooMany,
  mailsOf,
  post,
  register,
  signIn,
  signUp,
  userRow,
  verify,
} from './auth-helpers.ts';
import { catalogue, findPackage } from './buying-helpers.ts';

const GUEST_PASSWORD = 'Visit0r#Passw0rd';

describe('Subscribe: a guest buys before having an account', () => {
  const clock = manualClock();
  // packages of this brand a guest may choose (the pending purchase must be one the guest could order)
  let pkg50k: string, pkgA: string, pkgB: string;
  const t = useTestApp({ clock });
  beforeAll(async () => {
    const all = await catalogue(t);
    [pkgA, pkgB] = [all[0]!.id, all[1]!.id];
    pkg50k = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
  });

  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    post<{ email: string; passwordRequired: boolean; packageId: string | null }>(t, ApiPath.subscribe, {
      email,
      acceptTerms: true,
      ...extra,
    });
  const checkEmail = async (email: string) => (await post(t, ApiPath.checkEmail, { email })).data.exists;

  it('creates a guest without a password, remembers the package and mails a code', async () => {
    const email = uniqueEmail('guest');
    const r = await subscribe(email, { packageId: pkg50k, firstName: 'Guest' });
    expect(r).toMatchObject({ status: 200, result: 0, data: { email, passwordRequired: true, packageId: pkg50k } });
    const mails = await mailsOf(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['subscribe']);
    expect(mails[0]!.code).toMatch(/^\d{6}$/);
    expect(await userRow(t, email)).toMatchObject({ password_hash: null, pending_package_id: pkg50k });
    expect((await subscribe(uniqueEmail('nopkg'))).data.packageId).toBeNull();
  });

  it('refuses -19 for a package of another brand, a retired or an unknown one, and writes nothing', async () => {
    const foreign = (await findPackage(t, 'Stellar 2-Step 50K', undefined, '127.0.0.1')).id;
    const [retired] = await t.db.query<{ id: string }>(
      `update trading_packages set is_active = false
        where id = (select p.id from trading_packages p join brands b on b.id = p.brand_id
                     where b.code = 'northwind' and p.is_active order by p.sort_order desc limit 1)
        returning id`,
    );
    const unknownIds = [foreign, retired!.id, '00000000-0000-4000-8000-000000000000', 'pkg-50k'];
    for (const packageId of unknownIds) {
      const email = uniqueEmail('guest');
      expect(await subscribe(email, { packageId })).toMatchObject({
        status: 200,
        result: ResultCode.TraderPackageNotFound,
      });
      expect(await userRow(t, email)).toBeUndefined();
      expect(await mailsOf(t, email)).toEqual([]);
    }
    // a guest who subscribed before keeps the package chosen then
    const email = uniqueEmail('guest');
    await subscribe(email, { packageId: pkgA });
    clock.advance(61_000);
    expect((await subscribe(email, { packageId: foreign })).result).toBe(ResultCode.TraderPackageNotFound);
    expect((await userRow(t, email))?.pending_package_id).toBe(pkgA);
    // the same package is fine on its own brand's host
    expect(
      (
        await post(
          t,
          ApiPath.subscribe,
          { email: uniqueEmail('blue'), acceptTerms: true, packageId: foreign },
          { host: '127.0.0.1' },
        )
      ).result,
    ).toBe(0);
  });

  it('refuses an invalid request with 400/-200', async () => {
    const email = uniqueEmail('guest');
    expectInvalid(await subscribe(email, { acceptTerms: false }), 'acceptTerms');
    expectInvalid(await subscribe('not-an-email'), 'email');
    expect(await userRow(t, email)).toBeUndefined();
  });

  it('the code alone is not enough (400/-200, code kept); with a password it signs in', async () => {
    const email = uniqueEmail('guest');
    await subscribe(email);
    const code = await codeOf(t, email, 'subscribe');
    expectInvalid(await verify(t, email, code), 'password');
    expectInvalid(await verify(t, email, code, { password: 'weak' }), 'password');
    expectWeakPassword(await verify(t, email, code, { password: 'Qwerty123!' }), 'password', 'Common');
    expectWeakPassword(await verify(t, email, code, { password: 'Northwind#Funded7' }), 'password', 'Context');
    const v = await verify(t, email, code, { password: GUEST_PASSWORD });
    expect(v).toMatchObject({ status: 200, result: 0 });
    await expectToken(t, v.data.token, 0);
    expect((await signIn(t, email, GUEST_PASSWORD)).result).toBe(0);
    expect(await checkEmail(email)).toBe(true);
    expect((await verify(t, email, code, { password: GUEST_PASSWORD })).result).toBe(-71);
  });

  it('answers -2 for an account that has a password, verified or not', async () => {
    const full = await signUp(t);
    expect(await subscribe(full.email)).toMatchObject({ status: 200, result: -2 });
    const unverified = uniqueEmail('unverified');
    await register(t, unverified);
    expect((await subscribe(unverified)).result).toBe(-2);
    expect((await mailsOf(t, unverified)).map((m) => m.kind)).toEqual(['verifyEmail']);
  });

  it('CheckEmail: true only for an account with a password', async () => {
    const guest = uniqueEmail('guest');
    await subscribe(guest);
    const full = await signUp(t);
    expect(await post(t, ApiPath.checkEmail, { email: full.email })).toMatchObject({
      status: 200,
      result: 0,
      data: { exists: true },
    });
    expect(await checkEmail(full.email.toUpperCase())).toBe(true);
    expect(await checkEmail(guest)).toBe(false);
    expect(await checkEmail(uniqueEmail('nobody'))).toBe(false);
    expect(await checkEmail(full.email.replace('@', '@x'))).toBe(false);
  });

  it('subscribing again re-sends (once a minute) and updates the package', async () => {
    const email = uniqueEmail('guest');
    await subscribe(email, { packageId: pkgA });
    expectTooMany(await subscribe(email, { packageId: pkgB }), 60);
    expect((await userRow(t, email))?.pending_package_id).toBe(pkgA);
    clock.advance(61_000);
    expect((await subscribe(email, { packageId: pkgB })).result).toBe(0);
    expect((await userRow(t, email))?.pending_package_id).toBe(pkgB);
    expect((await mailsOf(t, email)).map((m) => m.kind)).toEqual(['subscribe', 'subscribe']);
  });

  it('a guest can register normally: the same account is completed and keeps its package', async () => {
    const email = uniqueEmail('guest');
    await subscribe(email, { packageId: pkg50k });
    const before = await userRow(t, email);
    clock.advance(61_000);
    expect(await register(t, email)).toMatchObject({ result: 0, data: { email, verificationRequired: true } });
    const after = await userRow(t, email);
    expect(after?.id).toBe(before?.id);
    expect(after?.pending_package_id).toBe(pkg50k);
    expect(await checkEmail(email)).toBe(true);
    expect((await signIn(t, email, STRONG_PASSWORD)).result).toBe(-18);
    const v = await verify(t, email, await codeOf(t, email, 'verifyEmail'));
    expect(v.result).toBe(0);
    expect((await signIn(t, email, STRONG_PASSWORD)).result).toBe(0);
  });

  it('a register refused right after subscribing (one code a minute) writes nothing', async () => {
    const email = uniqueEmail('guest');
    await subscribe(email);
    expectTooMany(await register(t, email), 60);
    expect((await userRow(t, email))?.password_hash).toBeNull();
    expect(await checkEmail(email)).toBe(false);
    expect((await mailsOf(t, email)).map((m) => m.kind)).toEqual(['subscribe']);
  });

  it('a resend to a guest sends the subscribe mail again', async () => {
    const email = uniqueEmail('guest');
    await subscribe(email);
    clock.advance(61_000);
    expect((await post(t, ApiPath.resendVerifyEmail, { email })).result).toBe(0);
    expect((await mailsOf(t, email)).map((m) => m.kind)).toEqual(['subscribe', 'subscribe']);
    expect((await verify(t, email, await codeOf(t, email), { password: GUEST_PASSWORD })).result).toBe(0);
  });

  it("someone registering a guest's e-mail cannot take the account: the mailbox owner's password counts", async () => {
    const email = uniqueEmail('victim');
    await subscribe(email, { packageId: pkgA });
    clock.advance(61_000);
    const intruder = 'Intrud3r#Password';
    expect((await register(t, email, intruder)).result).toBe(0); // completes the guest, unproven
    clock.advance(61_000);
    expect((await post(t, ApiPath.resendVerifyEmail, { email })).result).toBe(0);
    const code = await codeOf(t, email);
    expect((await verify(t, email, code, { password: GUEST_PASSWORD })).result).toBe(0);
    expect((await signIn(t, email, GUEST_PASSWORD)).result).toBe(0);
    expect((await signIn(t, email, intruder)).result).toBe(-1);
  });
});
