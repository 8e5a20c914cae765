import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, SESSION_LIFETIME_MS, SITE_VERSION } from '@portal/contract';
import { expiredJwt, liveJwt } from '../../test/fake-jwt.ts';
import { server, useSessionTest } from '../../test/mock-api.ts';
import { api, logOut, publicApi, signOut } from './http-client.ts';

// SPEC §4 "Session" and §7 client defaults, exercised at the network layer.
const { onSignedOut, refreshBodies } = useSessionTest();
const seen: Request[] = [];

beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
afterEach(() => server.events.removeAllListeners());

function signedIn(stampOffset = SESSION_LIFETIME_MS) {
  localStorage.setItem('token', 'T0');
  localStorage.setItem('refresh-token', 'R0');
  localStorage.setItem('time-user', String(Date.now() + stampOffset));
}

/** The protected resource accepts only `valid`; the refresh endpoint answers with `refreshReply`. */
function useHandlers(valid: string, refreshReply: () => Response | Promise<Response>) {
  server.use(
    http.get('/api/thing', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${valid}`
        ? HttpResponse.json({ result: 0, data: 'ok' })
        : HttpResponse.json({ result: -9, data: null }, { status: 401 }),
    ),
    http.post(ApiPath.refreshToken, async ({ request }) => {
      refreshBodies.push(await request.json());
      return refreshReply();
    }),
  );
}
const rotated = () => HttpResponse.json({ result: 0, data: { token: 'T1', refreshToken: 'R1' } });
const thingCalls = () => seen.filter((r) => new URL(r.url).pathname === '/api/thing');

describe('client defaults (SPEC §6, §7)', () => {
  it('publicApi sends the site version and JSON accept header, never a bearer token', async () => {
    signedIn();
    server.use(http.get('/api/common/v1/brand', () => HttpResponse.json({ result: 0, data: {} })));
    await publicApi.get(ApiPath.brand);
    const [request] = seen;
    expect(new URL(request!.url).pathname).toBe('/api/common/v1/brand'); // '/api' exactly once
    expect(request!.headers.get('x-site-version')).toBe(SITE_VERSION);
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('authorization')).toBeNull();
    expect(publicApi.defaults.timeout ?? 0).toBe(0);
  });

  it('api adds the bearer token to the site version header, and echoes the XSRF cookie', async () => {
    signedIn();
    document.cookie = 'XSRF-TOKEN=xsrf1; path=/';
    useHandlers('T0', rotated);
    await api.get('/api/thing');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const [request] = seen;
    expect(new URL(request!.url).pathname).toBe('/api/thing');
    expect(request!.headers.get('authorization')).toBe('Bearer T0');
    expect(request!.headers.get('x-site-version')).toBe('1.1.232');
    expect(request!.headers.get('x-xsrf-token')).toBe('xsrf1');
  });

  it('both name this browser with its APP-ID, made once and the same on every call (docs/risk.md)', async () => {
    localStorage.removeItem('APP-ID');
    signedIn();
    server.use(http.get('/api/common/v1/brand', () => HttpResponse.json({ result: 0, data: {} })));
    useHandlers('T0', rotated);
    await publicApi.get(ApiPath.brand);
    await api.get('/api/thing');
    await publicApi.get(ApiPath.brand);
    const sent = seen.map((r) => r.headers.get('x-device-id'));
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent).toEqual([sent[0], sent[0], sent[0]]);
    expect(localStorage.getItem('APP-ID')).toBe(sent[0]);
  });
});

describe('on a 401 reply', () => {
  it('signs out without refreshing when the expiry stamp has passed', async () => {
    signedIn(-1);
    useHandlers('T1', rotated);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshBodies).toEqual([]);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('time-user')).toBeNull();
  });

  it('refreshes once, stores the new pair, keeps the stamp and retries once with the new token', async () => {
    signedIn();
    const stamp = localStorage.getItem('time-user');
    useHandlers('T1', rotated);
    const reply = await api.get('/api/thing');
    expect(reply.data).toEqual({ result: 0, data: 'ok' });
    expect(refreshBodies).toEqual([{ refreshToken: 'R0' }]);
    expect(seen.find((r) => r.url.endsWith(ApiPath.refreshToken))?.headers.get('authorization')).toBeNull();
    expect(thingCalls().map((r) => r.headers.get('authorization'))).toEqual(['Bearer T0', 'Bearer T1']);
    expect(localStorage.getItem('token')).toBe('T1');
    expect(localStorage.getItem('refresh-token')).toBe('R1');
    expect(localStorage.getItem('time-user')).toBe(stamp);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('does not retry a second time when the retried request is refused again', async () => {
    signedIn();
    useHandlers('never', rotated);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: { status: 401 } });
    expect(thingCalls()).toHaveLength(2);
    expect(refreshBodies).toHaveLength(1);
  });

  it.each([
    ['a non-OK refresh result', () => HttpResponse.json({ result: -51, data: null })],
    ['an OK result without tokens', () => HttpResponse.json({ result: 0, data: null })],
    ['an HTTP failure of the refresh', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })],
    ['a network failure of the refresh', () => HttpResponse.error()],
  ])('clears the tokens and signs out after %s', async (_, reply) => {
    signedIn();
    useHandlers('T1', reply);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshBodies).toHaveLength(1);
    expect(thingCalls()).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
  });

  it('signs out without calling the server when no refresh token is stored', async () => {
    signedIn();
    localStorage.removeItem('refresh-token');
    useHandlers('T1', rotated);
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshBodies).toEqual([]);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never sends a token known to have expired: several calls at once refresh once, first, and all succeed', async () => {
    signedIn();
    localStorage.setItem('token', expiredJwt());
    useHandlers('T1', rotated);
    const replies = await Promise.all([api.get('/api/thing'), api.get('/api/thing'), api.get('/api/thing')]);
    expect(replies.map((r) => r.data)).toEqual([
      { result: 0, data: 'ok' },
      { result: 0, data: 'ok' },
      { result: 0, data: 'ok' },
    ]);
    expect(refreshBodies).toEqual([{ refreshToken: 'R0' }]);
    expect(thingCalls().map((r) => r.headers.get('authorization'))).toEqual(['Bearer T1', 'Bearer T1', 'Bearer T1']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('sends a token that is still valid as it is, without refreshing', async () => {
    signedIn();
    const live = liveJwt();
    localStorage.setItem('token', live);
    useHandlers(live, rotated);
    await expect(api.get('/api/thing')).resolves.toMatchObject({ data: { data: 'ok' } });
    expect(refreshBodies).toEqual([]);
  });

  it('signs out, sending nothing, when the refresh before a call with an expired token fails', async () => {
    signedIn();
    localStorage.setItem('token', expiredJwt());
    useHandlers('T1', () => HttpResponse.json({ result: -51, data: null }));
    const calls = [api.get('/api/thing'), api.get('/api/thing')];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'ERR_SESSION_ENDED' });
    expect(refreshBodies).toHaveLength(1);
    expect(thingCalls()).toHaveLength(0);
    expect(onSignedOut).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not retry other failing requests while a refresh runs', async () => {
    signedIn();
    let started!: () => void;
    let release!: () => void;
    const refreshStarted = new Promise<void>((resolve) => (started = resolve));
    const refreshMayEnd = new Promise<void>((resolve) => (release = resolve));
    useHandlers('T1', async () => {
      started();
      await refreshMayEnd;
      return rotated();
    });
    const first = api.get('/api/thing');
    await refreshStarted;
    await expect(api.get('/api/thing')).rejects.toMatchObject({ response: { status: 401 } });
    release();
    await expect(first).resolves.toMatchObject({ data: { data: 'ok' } });
    expect(refreshBodies).toHaveLength(1);
    expect(thingCalls().map((r) => r.headers.get('authorization'))).toEqual(['Bearer T0', 'Bearer T0', 'Bearer T1']);
  });

  it('does not refresh for other error statuses, nor for the public client', async () => {
    signedIn();
    server.use(
      http.get('/api/forbidden', () => HttpResponse.json({ result: -18, data: null }, { status: 403 })),
      http.get('/api/public', () => HttpResponse.json({ result: -9, data: null }, { status: 401 })),
    );
    await expect(api.get('/api/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    await expect(publicApi.get('/api/public')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen).toHaveLength(2);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('T0');
  });
});

describe('consecutive failing replies', () => {
  const fail = (times: number) =>
    Array.from({ length: times }).reduce<Promise<unknown>>(
      (chain) => chain.then(() => api.get('/api/broken').catch(() => undefined)),
      Promise.resolve(),
    );
  beforeEach(() => {
    signedIn();
    server.use(
      http.get('/api/broken', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })),
      http.get('/api/offline', () => HttpResponse.error()),
      http.get('/api/fine', () => HttpResponse.json({ result: 0, data: null })),
    );
  });

  it('signs out after more than 10 in a row, not at 10', async () => {
    await fail(10);
    expect(onSignedOut).not.toHaveBeenCalled();
    await fail(1);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('resets the count on any successful reply', async () => {
    await fail(10);
    await api.get('/api/fine');
    await fail(10);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('counts replies only: network failures without a reply do not sign out', async () => {
    for (let i = 0; i < 11; i += 1) await api.get('/api/offline').catch(() => undefined);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

it('logout clears the tokens and hands over to the app', () => {
  signedIn();
  signOut();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refresh-token')).toBeNull();
  expect(localStorage.getItem('time-user')).toBeNull();
  expect(onSignedOut).toHaveBeenCalledOnce();
});

describe('logout ends the session on the server too (SPEC §4, docs/decisions/004-auth-tokens.md)', () => {
  const logoutCalls = () => seen.filter((r) => new URL(r.url).pathname === ApiPath.logout);
  const expectSignedOut = () => {
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(localStorage.getItem('time-user')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  };

  it('posts Logout with the bearer token and the refresh token, and clears the local tokens', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.post(ApiPath.logout, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ result: 0, data: null });
      }),
    );
    await logOut();
    expect(bodies).toEqual([{ refreshToken: 'R0' }]);
    const [request] = logoutCalls();
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('authorization')).toBe('Bearer T0');
    expect(request!.headers.get('x-site-version')).toBe(SITE_VERSION);
    expectSignedOut();
  });

  it('clears the tokens before the call, so a slow server cannot leave the trader signed in', async () => {
    signedIn();
    let tokenDuringCall: string | null = 'unset';
    server.use(
      http.post(ApiPath.logout, () => {
        tokenDuringCall = localStorage.getItem('token');
        return HttpResponse.json({ result: 0, data: null });
      }),
    );
    await logOut();
    expect(tokenDuringCall).toBeNull();
  });

  it.each([
    ['a 401 reply', () => HttpResponse.json({ result: -17, data: null }, { status: 401 })],
    ['a refusal', () => HttpResponse.json({ result: -51, data: null })],
    ['a server fault', () => HttpResponse.json({ result: -8, data: null }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('still signs out locally after %s, without trying a refresh', async (_, reply) => {
    signedIn();
    server.use(http.post(ApiPath.logout, reply));
    await expect(logOut()).resolves.toBeUndefined();
    expectSignedOut();
    expect(logoutCalls()).toHaveLength(1);
    expect(seen.filter((r) => r.url.endsWith(ApiPath.refreshToken))).toHaveLength(0);
  });

  it('does not hang when the server never answers: it gives up after the timeout', async () => {
    signedIn();
    server.use(
      http.post(ApiPath.logout, async () => {
        await delay('infinite');
        return HttpResponse.json({ result: 0, data: null });
      }),
    );
    const started = Date.now();
    await expect(logOut({ timeoutMs: 50 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expectSignedOut();
  });

  it('without stored tokens it signs out without calling the server', async () => {
    await logOut();
    expect(logoutCalls()).toHaveLength(0);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });
});
