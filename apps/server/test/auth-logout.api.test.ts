import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { manualClock } from '../src/lib/clock.ts';
import { call, type TestApp, useTestApp } from './test-app.ts';
import { expectInvalid, expectToken, nextIp, refresh, signIn, signUp } from './auth-helpers.ts';

// SPEC §4 "Logout clears the tokens": the server ends the session too (docs/decisions/004-auth-tokens.md).
const logout = (t: TestApp, o: { token?: string; body?: unknown; host?: string } = {}) =>
  call(t, 'POST', ApiPath.logout, {
    ip: nextIp(),
    ...(o.token ? { token: o.token } : {}),
    ...(o.body !== undefined ? { body: o.body } : {}),
    ...(o.host ? { host: o.host } : {}),
  });

describe('Logout', () => {
  const clock = manualClock();
  const t = useTestApp({ clock });

  it('with the bearer token ends the session: the access token then answers 401/-17, the refresh token -51', async () => {
    const s = await signUp(t);
    expect(await logout(t, { token: s.token })).toMatchObject({ status: 200, result: 0, data: null });
    await expectToken(t, s.token, -17);
    expect(await refresh(t, s.refreshToken)).toMatchObject({ status: 200, result: -51 });
    // signing out twice: the token no longer names a session
    expect(await logout(t, { token: s.token })).toMatchObject({ status: 401, result: -17 });
  });

  it('with the bearer and the refresh token in the body; ends only that session, not the other sign-in', async () => {
    const s = await signUp(t);
    const other = await signIn(t, s.email, s.password);
    const r1 = await refresh(t, s.refreshToken);
    expect((await logout(t, { token: r1.data.token, body: { refreshToken: r1.data.refreshToken } })).result).toBe(0);
    await expectToken(t, r1.data.token, -17);
    expect((await refresh(t, r1.data.refreshToken)).result).toBe(-51);
    // the rotated token cannot bring the session back, even inside the reuse grace window
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    await expectToken(t, other.data.token, 0);
    expect((await refresh(t, other.data.refreshToken)).result).toBe(0);
  });

  it('the refresh token alone ends its session, e.g. once the access token has expired', async () => {
    const s = await signUp(t);
    clock.advance(601_000);
    await expectToken(t, s.token, -9);
    expect(await logout(t, { token: s.token, body: { refreshToken: s.refreshToken } })).toMatchObject({
      status: 200,
      result: 0,
    });
    expect((await refresh(t, s.refreshToken)).result).toBe(-51);
    const s2 = await signUp(t);
    expect((await logout(t, { body: { refreshToken: s2.refreshToken } })).result).toBe(0);
    await expectToken(t, s2.token, -17);
    expect((await refresh(t, s2.refreshToken)).result).toBe(-51);
  });

  it('refuses without a credential naming a live session of this brand, and ends nothing then', async () => {
    const s = await signUp(t);
    expect(await logout(t)).toMatchObject({ status: 401, result: -17 });
    expect(await logout(t, { body: {} })).toMatchObject({ status: 401, result: -17 });
    expect(await logout(t, { token: 'garbage' })).toMatchObject({ status: 401, result: -17 });
    expect(await logout(t, { body: { refreshToken: 'x'.repeat(43) } })).toMatchObject({ status: 200, result: -51 });
    expect(await logout(t, { token: s.token, host: '127.0.0.1' })).toMatchObject({ status: 401, result: -17 });
    expect(await logout(t, { body: { refreshToken: s.refreshToken }, host: '127.0.0.1' })).toMatchObject({
      status: 200,
      result: -51,
    });
    expectInvalid(await logout(t, { token: s.token, body: { refreshToken: '' } }), 'refreshToken');
    await expectToken(t, s.token, 0);
    expect((await refresh(t, s.refreshToken)).result).toBe(0);
  });
});
