import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { manualClock } from '../src/lib/clock.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/sessions.service.ts';
import { DEMO_TRADER, uniqueEmail, useTestApp } from './test-app.ts';
import { expectInvalid, expectToken, probe, refresh, register, signIn, signUp, userRow } from './auth-helpers.ts';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('Authenticate', () => {
  const t = useTestApp();

  it('answers -1 alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn(t, DEMO_TRADER.email, 'Wr0ng#Password');
    const unknown = await signIn(t, uniqueEmail('nobody'), DEMO_TRADER.password);
    expect(wrong).toMatchObject({ status: 200, result: -1, data: null });
    expect(unknown).toMatchObject({ status: 200, result: -1, data: null });
  });

  it('answers -18 with emailVerificationRequired for an unverified account, -1 if the password is wrong', async () => {
    const email = uniqueEmail('unverified');
    await register(t, email);
    const r = await signIn(t, email, 'Str0ng#Pass');
    expect(r).toMatchObject({ status: 200, result: -18, data: { emailVerificationRequired: true } });
    expect((await signIn(t, email, 'Str0ng#Wrong')).result).toBe(-1);
  });

  it('signs in with a JWT for this brand and session and an opaque refresh token', async () => {
    const r = await signIn(t, ` ${DEMO_TRADER.email.toUpperCase()}`, DEMO_TRADER.password);
    expect(r).toMatchObject({ status: 200, result: 0 });
    const claims = claimsOf(r.data.token);
    const user = await userRow(t, DEMO_TRADER.email);
    expect(claims).toMatchObject({ sub: user!.id, iss: 'prop-portal' });
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
    expect(r.data.refreshToken).toMatch(/^[\w-]{32,}$/);
    await expectToken(t, r.data.token, 0);
    expect((await refresh(t, r.data.refreshToken)).result).toBe(0);
  });

  it('checks the password exactly as chosen: 64 characters, spaces and accents kept; trimmed, cased or cut → -1', async () => {
    const password = ` Grüße Straße #1 ${'ab cd '.repeat(7)}é`.padEnd(63, 'x') + ' ';
    expect(password).toHaveLength(64);
    const s = await signUp(t, { password });
    expect((await signIn(t, s.email, password.trim())).result).toBe(-1);
    expect((await signIn(t, s.email, password.toUpperCase())).result).toBe(-1);
    expect((await signIn(t, s.email, password)).result).toBe(0); // clears the count before the bot-check
    expect((await signIn(t, s.email, password.slice(0, 63))).result).toBe(-1);
    expect((await signIn(t, s.email, password)).result).toBe(0);
  });

  it("does not accept one brand's credentials on another brand", async () => {
    expect((await signIn(t, DEMO_TRADER.email, DEMO_TRADER.password, { host: '127.0.0.1' })).result).toBe(-1);
  });

  it('refuses invalid requests with 400/-200', async () => {
    expectInvalid(await signIn(t, 'not-an-email', 'x'), 'email');
    expectInvalid(await signIn(t, DEMO_TRADER.email, ''), 'password');
  });
});

describe('sessions: refresh rotation, expiry and token checks', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });
  /** The pair's token works, and so does the token its refresh token rotates to. */
  const expectSessionLives = async (pair: { token: string; refreshToken: string }) => {
    await expectToken(t, pair.token, 0);
    const next = await refresh(t, pair.refreshToken);
    expect(next.result).toBe(0);
    await expectToken(t, next.data.token, 0);
  };

  it('a session kept in memory is refused the moment the database revokes it, however it was revoked', async () => {
    const s = await signUp(t);
    await expectToken(t, s.token, 0);
    await expectToken(t, s.token, 0); // now kept by the instance
    expect(t.app.modules.core.services.changeFeed.live).toBe(true);
    await t.db.query(`update sessions set revoked_at = now() where user_id = (select id from users where email = $1)`, [
      s.email,
    ]);
    await t.app.modules.core.services.changeFeed.settled(); // PGlite: at once; PostgreSQL: once the announcement has crossed
    await expectToken(t, s.token, -17);
  });

  it('rotates the refresh token; each new pair works', async () => {
    const s = await signUp(t);
    const r1 = await refresh(t, s.refreshToken);
    expect(r1).toMatchObject({ status: 200, result: 0 });
    expect(r1.data.refreshToken).not.toBe(s.refreshToken);
    expect(claimsOf(r1.data.token).sid).toBe(claimsOf(s.token).sid);
    await expectSessionLives(r1.data);
  });

  it('reuse of a rotated refresh token after the grace window revokes the whole family, and only it', async () => {
    const s = await signUp(t);
    const other = await signIn(t, s.email, s.password);
    const r1 = await refresh(t, s.refreshToken);
    expect(r1.result).toBe(0);
    clock.advance(REFRESH_REUSE_GRACE_MS);
    expect(await refresh(t, s.refreshToken)).toMatchObject({ status: 200, result: -51 });
    expect((await refresh(t, r1.data.refreshToken)).result).toBe(-51);
    await expectToken(t, r1.data.token, -17);
    await expectToken(t, s.token, -17);
    // the trader's other sign-in is another family: untouched
    await expectToken(t, other.data.token, 0);
    expect((await refresh(t, other.data.refreshToken)).result).toBe(0);
  });

  it('within the grace window a rotated token answers with the same new pair, and the session lives on', async () => {
    const s = await signUp(t);
    const r1 = await refresh(t, s.refreshToken);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await refresh(t, s.refreshToken);
    expect(again).toMatchObject({ status: 200, result: 0, data: r1.data });
    await expectSessionLives(r1.data);
  });

  it('once the new refresh token has been used, presenting the old one is reuse even inside the window', async () => {
    const s = await signUp(t);
    const r1 = await refresh(t, s.refreshToken);
    const r2 = await refresh(t, r1.data.refreshToken);
    expect(r2.result).toBe(0);
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    await expectToken(t, r2.data.token, -17);
    expect((await refresh(t, r2.data.refreshToken)).result).toBe(-51);
  });

  it('the pair kept for the window is sealed at rest, and dropped once the window is over', async () => {
    const s = await signUp(t);
    const r1 = await refresh(t, s.refreshToken);
    const kept = async () =>
      (
        await t.db.query<{ successor_sealed: string | null }>(
          'select successor_sealed from refresh_tokens where token_hash = $1',
          [sha256(s.refreshToken)],
        )
      )[0]!.successor_sealed;
    const sealed = await kept();
    expect(sealed).toMatch(/^v1\./);
    for (const secret of [r1.data.refreshToken, r1.data.token, r1.data.token.split('.')[1]!]) {
      expect(sealed).not.toContain(secret);
    }
    clock.advance(REFRESH_REUSE_GRACE_MS);
    // any later refresh sweeps what is past its window (here another trader's)
    const other = await signUp(t);
    expect((await refresh(t, other.refreshToken)).result).toBe(0);
    expect(await kept()).toBeNull();
    // and with the pair gone, the rotated token is reuse
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    await expectToken(t, r1.data.token, -17);
  });

  it('answers -51 for an unknown or garbage refresh token, 400 for an empty one', async () => {
    expect((await refresh(t, 'x'.repeat(43))).result).toBe(-51);
    expect((await refresh(t, '!!garbage!!')).result).toBe(-51);
    expectInvalid(await refresh(t, ''), 'refreshToken');
  });

  it("answers -51 for another brand's refresh token, without spending it", async () => {
    const s = await signUp(t);
    expect((await refresh(t, s.refreshToken, { host: '127.0.0.1' })).result).toBe(-51);
    expect((await refresh(t, s.refreshToken)).result).toBe(0);
  });

  it('an access token expires after its TTL (-9); a refresh then gives a working one', async () => {
    const s = await signUp(t);
    clock.advance(599_000);
    await expectToken(t, s.token, 0);
    clock.advance(2000);
    await expectToken(t, s.token, -9);
    const r = await refresh(t, s.refreshToken);
    expect(r.result).toBe(0);
    await expectToken(t, r.data.token, 0);
  });

  it('no session outlives 12 hours: refresh → -51, a fresh access token → 401/-9', async () => {
    const s = await signUp(t);
    let pair = { token: s.token, refreshToken: s.refreshToken };
    for (let elapsed = 0; elapsed < 12 * 3600_000 - 10_000; elapsed += 590_000) {
      clock.advance(Math.min(590_000, 12 * 3600_000 - 10_000 - elapsed));
      const r = await refresh(t, pair.refreshToken);
      expect(r.result).toBe(0);
      pair = r.data;
    }
    await expectToken(t, pair.token, 0); // 10 s before the end
    clock.advance(11_000);
    await expectToken(t, pair.token, -9); // the JWT is still fresh; the session is over
    expect((await refresh(t, pair.refreshToken)).result).toBe(-51);
  });

  it('a session not refreshed for 30 minutes ends: refresh → -51, the session revoked, a copy of the token too', async () => {
    const s = await signUp(t);
    clock.advance(30 * 60_000); // 30 minutes exactly: still in time
    const r = await refresh(t, s.refreshToken);
    expect(r.result).toBe(0);
    clock.advance(30 * 60_000 + 1000);
    const idle = await refresh(t, r.data.refreshToken);
    expect([idle.status, idle.result, idle.data]).toEqual([200, -51, null]);
    expect((await refresh(t, r.data.refreshToken)).result).toBe(-51);
    const [row] = await t.db.query<{ revoke_reason: string | null }>(
      'select revoke_reason from sessions where id = $1',
      [claimsOf(s.token).sid],
    );
    expect(row?.revoke_reason).toBe('idle timeout');
  });

  it('an active trader is never signed out for idleness: refreshing every 20 minutes lasts the 12 hours', async () => {
    const s = await signUp(t);
    let pair = { token: s.token, refreshToken: s.refreshToken };
    // 20 minutes: the longest an active app goes between refreshes (a 10-minute token plus a 10-minute stream)
    for (let elapsed = 20 * 60_000; elapsed < 12 * 3600_000; elapsed += 20 * 60_000) {
      clock.advance(20 * 60_000);
      const r = await refresh(t, pair.refreshToken);
      expect(r.result, `after ${elapsed / 60_000} minutes`).toBe(0);
      pair = r.data;
    }
    await expectToken(t, pair.token, 0);
  });

  it('refuses forged and malformed tokens with 401/-17', async () => {
    const s = await signUp(t);
    const [header, payload, signature] = s.token.split('.') as [string, string, string];
    const claims = claimsOf(s.token);
    const other = await signUp(t);
    const forgedSub = `${header}.${b64({ ...claims, sub: claimsOf(other.token).sub })}.${signature}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-0123456789'));
    const unknownSession = await new SignJWT({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [forgedSub, none, wrongKey, unknownSession, 'garbage', `${header}.${payload}`]) {
      await expectToken(t, token, -17);
    }
    for (const authorization of ['', 'Bearer', 'Bearer ', `Basic ${s.token}`, s.token]) {
      const r = await probe(t, null, { authorization });
      expect({ status: r.status, result: r.result }).toEqual({ status: 401, result: -17 });
    }
    const missing = await probe(t, null);
    expect({ status: missing.status, result: missing.result }).toEqual({ status: 401, result: -17 });
    await expectToken(t, s.token, 0); // the genuine token still works
  });

  it("refuses brand A's token on brand B's host with 401/-17", async () => {
    const a = await signUp(t);
    await expectToken(t, a.token, -17, { host: '127.0.0.1' });
    const b = await signUp(t, { host: '127.0.0.1' });
    await expectToken(t, b.token, 0, { host: '127.0.0.1' });
    await expectToken(t, b.token, -17);
  });
});

describe('sessions: concurrent use of one refresh token', () => {
  const t = useTestApp();

  it('sequential double use (what a racing client does on one connection) gets the same pair, not a sign-out', async () => {
    const s = await signUp(t);
    const first = await refresh(t, s.refreshToken);
    const second = await refresh(t, s.refreshToken);
    expect([first.result, second.result]).toEqual([0, 0]);
    expect(second.data).toEqual(first.data);
    await expectToken(t, first.data.token, 0);
    expect((await refresh(t, first.data.refreshToken)).result).toBe(0);
  });
});

describe('access tokens: a good signature is not enough, every claim we sign is required', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });

  /** A token signed with the server's real key, carrying exactly `claims` (iat/exp as given, none by default). */
  const forge = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) =>
    new SignJWT(claims)
      .setProtectedHeader(header as { alg: string })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  it('refuses, with 401/-17, a real-key token missing exp, iat, iss, sub, brand or sid, or with a wrong iss', async () => {
    const s = await signUp(t);
    const claims = claimsOf(s.token);
    // the forge itself is sound: all the genuine claims give a working token
    await expectToken(t, await forge(claims), 0);
    for (const missing of ['exp', 'iat', 'iss', 'sub', 'brand', 'sid']) {
      const { [missing]: _dropped, ...rest } = claims;
      await expectToken(t, await forge(rest), -17);
    }
    await expectToken(t, await forge({ ...claims, iss: 'someone-else' }), -17);
    await expectToken(t, await forge({ ...claims, typ: undefined }, { alg: 'HS256', typ: 'at+jwt' }), -17);
    await expectToken(t, s.token, 0);
  });

  it('refuses a real-key token living longer than the TTL or issued in the future', async () => {
    const s = await signUp(t);
    const claims = claimsOf(s.token);
    const iat = nowSeconds();
    await expectToken(t, await forge({ ...claims, iat, exp: iat + 10 * 365 * 86400 }), -17);
    await expectToken(t, await forge({ ...claims, iat: iat + 3600, exp: iat + 3600 + 600 }), -17);
    // an old iat with a fresh exp: too old to be one of ours
    clock.advance(601_000);
    await expectToken(t, await forge({ ...claims, iat, exp: nowSeconds() + 60 }), -9);
  });

  it("refuses a real-key token claiming another brand, on either brand's host", async () => {
    const a = await signUp(t);
    const b = await signUp(t, { host: '127.0.0.1' });
    const brandB = claimsOf(b.token).brand;
    const crossed = await forge({ ...claimsOf(a.token), brand: brandB });
    await expectToken(t, crossed, -17);
    await expectToken(t, crossed, -17, { host: '127.0.0.1' });
    await expectToken(t, a.token, 0);
    await expectToken(t, b.token, 0, { host: '127.0.0.1' });
  });

  it('refuses alg none and other algorithms, even over genuine claims', async () => {
    const s = await signUp(t);
    const claims = claimsOf(s.token);
    const [, payload] = s.token.split('.') as [string, string];
    for (const alg of ['none', 'None', 'NONE']) {
      await expectToken(t, `${b64({ alg, typ: 'JWT' })}.${payload}.`, -17);
    }
    await expectToken(t, await forge(claims, { alg: 'HS512', typ: 'JWT' }), -17);
    await expectToken(t, s.token, 0);
  });
});
