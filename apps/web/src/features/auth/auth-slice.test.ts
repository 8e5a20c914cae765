import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { expiredJwt, liveJwt } from '../../test/fake-jwt.ts';
import { server, useSessionTest } from '../../test/mock-api.ts';
import {
  authSlice,
  completeSignIn,
  initAuth,
  logout,
  setEmailForResetPassword,
  setUserFromCheckout,
  signedOut,
} from './auth-slice.ts';

// SPEC §4 App start and Session, as the auth state area sees them.
const { onSignedOut, refreshBodies } = useSessionTest();
let refreshReply: () => Response = () => HttpResponse.json({ result: 0, data: { token: 'T1', refreshToken: 'R1' } });

beforeEach(() => {
  refreshReply = () => HttpResponse.json({ result: 0, data: { token: 'T1', refreshToken: 'R1' } });
  server.use(
    http.post(ApiPath.refreshToken, async ({ request }) => {
      refreshBodies.push(await request.json());
      return refreshReply();
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const makeStore = () => configureStore({ reducer: { auth: authSlice.reducer } });

/** An app start after a session that left these in storage (`stampOffset`: the 12-hour stamp, from now). */
const startWith = async (stored: { token?: string; refreshToken?: string; stampOffset?: number }) => {
  if (stored.token) localStorage.setItem('token', stored.token);
  if (stored.refreshToken) localStorage.setItem('refresh-token', stored.refreshToken);
  if (stored.stampOffset !== undefined) {
    localStorage.setItem('time-user', String(Date.now() + stored.stampOffset));
  }
  const store = makeStore();
  await store.dispatch(initAuth());
  return store.getState().auth;
};

describe('initAuth', () => {
  it('signs in with a stored access token, without calling the server', async () => {
    const auth = await startWith({ token: 'T0', refreshToken: 'R0', stampOffset: 60_000 });
    expect(auth).toMatchObject({ isAuth: true, isInit: true });
    expect(refreshBodies).toEqual([]);
  });

  it('treats a stored access token known to have expired as none: it refreshes first', async () => {
    const auth = await startWith({ token: expiredJwt(), refreshToken: 'R0', stampOffset: 60_000 });
    expect(refreshBodies).toEqual([{ refreshToken: 'R0' }]);
    expect(auth).toMatchObject({ isAuth: true, isInit: true });
    expect(localStorage.getItem('token')).toBe('T1');
  });

  it('keeps a stored access token that is still valid, without calling the server', async () => {
    const auth = await startWith({ token: liveJwt(), refreshToken: 'R0', stampOffset: 60_000 });
    expect(refreshBodies).toEqual([]);
    expect(auth).toMatchObject({ isAuth: true, isInit: true });
  });

  it('refreshes once with only a refresh token, and signs in when that succeeds', async () => {
    const auth = await startWith({ refreshToken: 'R0', stampOffset: 60_000 });
    expect(refreshBodies).toEqual([{ refreshToken: 'R0' }]);
    expect(auth).toMatchObject({ isAuth: true, isInit: true });
    expect(localStorage.getItem('token')).toBe('T1');
    expect(localStorage.getItem('refresh-token')).toBe('R1');
  });

  it.each([
    ['a refused refresh', () => HttpResponse.json({ result: -51, data: null })],
    ['a failing refresh', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })],
    ['an unreachable server', () => HttpResponse.error()],
  ])('initialises signed out and clears the tokens after %s', async (_, reply) => {
    refreshReply = reply;
    const auth = await startWith({ refreshToken: 'R0', stampOffset: 60_000 });
    expect(refreshBodies).toHaveLength(1);
    expect(auth).toMatchObject({ isAuth: false, isInit: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('time-user')).toBeNull();
  });

  it('initialises signed out with nothing stored', async () => {
    const auth = await startWith({});
    expect(auth).toMatchObject({ isAuth: false, isInit: true });
    expect(refreshBodies).toEqual([]);
  });

  it('initialises signed out and clears the tokens when the 12-hour stamp has passed', async () => {
    const auth = await startWith({ token: 'T0', refreshToken: 'R0', stampOffset: -1 });
    expect(auth).toMatchObject({ isAuth: false, isInit: true });
    expect(refreshBodies).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
  });
});

describe('completeSignIn', () => {
  it('stores the tokens and sets time-user 12 hours ahead', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const store = makeStore();
    await store.dispatch(completeSignIn({ token: 'T0', refreshToken: 'R0' }));
    expect(localStorage.getItem('token')).toBe('T0');
    expect(localStorage.getItem('refresh-token')).toBe('R0');
    expect(localStorage.getItem('time-user')).toBe(String(1_750_000_000_000 + 43_200_000));
    expect(store.getState().auth).toMatchObject({ isAuth: true, isInit: true, error: null });
  });
});

describe('logout', () => {
  it('clears the tokens, asks the server to end the session, and hands over to the app (to /sign-in)', async () => {
    const logoutCalls: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      http.post(ApiPath.logout, async ({ request }) => {
        logoutCalls.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ result: 0, data: null });
      }),
    );
    const store = makeStore();
    await store.dispatch(completeSignIn({ token: 'T0', refreshToken: 'R0' }));
    await store.dispatch(logout());
    expect(logoutCalls).toEqual([{ authorization: 'Bearer T0', body: { refreshToken: 'R0' } }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('time-user')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('signedOut marks the trader signed out and auth initialised', async () => {
    const store = makeStore();
    await store.dispatch(completeSignIn({ token: 'T0', refreshToken: 'R0' }));
    store.dispatch(signedOut());
    expect(store.getState().auth).toMatchObject({ isAuth: false, isInit: true });
  });
});

it('keeps the pending-purchase flag and the e-mail for a password reset', () => {
  const store = makeStore();
  store.dispatch(setUserFromCheckout(true));
  store.dispatch(setEmailForResetPassword('trader@example.com'));
  expect(store.getState().auth).toMatchObject({
    isUserFromCheckout: true,
    emailForResetPassword: 'trader@example.com',
  });
});
