import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, ResultCode } from '@portal/contract';
import { configureAdminSession } from './admin-client.ts';
import { consoleApi } from './console-api.ts';
import { createConsoleStore } from './console-store.tsx';
import { asApiError } from './failure.ts';
import { readState } from './read-state.ts';
import { authApi } from './session-api.ts';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

/** Two endpoints as a feature injects them: a read with a tag, and an action that invalidates it. */
const probeApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, string>({
      query: (id) => ({ url: `/api/admin/v1/probe/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    poke: build.mutation<{ done: boolean }, string>({
      query: (id) => ({ url: `/api/admin/v1/probe/${id}`, method: 'POST', body: { id } }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
  }),
});

/** A read as a screen sees it, from the store's state (readState with the store's answer for `id`). */
function readOf(store: ReturnType<typeof createConsoleStore>, id: string) {
  const result = probeApi.endpoints.probe.select(id)(store.getState());
  return readState({
    currentData: result.data,
    isError: result.isError,
    error: result.error,
    isUninitialized: result.isUninitialized,
    refetch: () => undefined,
  }).state;
}

describe("the console's data layer", () => {
  it('reads through the admin client: the data, a refusal by its message key, an out-of-scope id as missing', async () => {
    server.use(
      http.get('*/api/admin/v1/probe/ok', () => HttpResponse.json({ result: 0, data: { n: 7 } })),
      http.get('*/api/admin/v1/probe/refused', () => HttpResponse.json({ result: ResultCode.RequestIsNotValid })),
      http.get('*/api/admin/v1/probe/elsewhere', () =>
        HttpResponse.json({ result: ResultCode.NotAuthorized, data: null }, { status: 403 }),
      ),
    );
    const store = createConsoleStore();
    await Promise.all(
      ['ok', 'refused', 'elsewhere'].map((id) => store.dispatch(probeApi.endpoints.probe.initiate(id))),
    );
    expect(readOf(store, 'ok')).toEqual({ status: 'ready', data: { n: 7 } });
    expect(readOf(store, 'refused')).toEqual({ status: 'failed', error: 'errors.RequestIsNotValid' });
    expect(readOf(store, 'elsewhere')).toEqual({ status: 'missing' });
  });

  it("an action sends the session's CSRF token, rejects with what reads as an ApiError, and re-reads what it changed", async () => {
    const seen: Array<[string, string | null]> = [];
    let reads = 0;
    let refuse = true;
    server.use(
      http.get(`*${ApiPath.adminMe}`, () =>
        HttpResponse.json({ result: 0, data: {} }, { headers: { 'X-XSRF-TOKEN': 'token-1' } }),
      ),
      http.get('*/api/admin/v1/probe/a', () => HttpResponse.json({ result: 0, data: { n: ++reads } })),
      http.post('*/api/admin/v1/probe/a', ({ request }) => {
        seen.push([request.method, request.headers.get('x-xsrf-token')]);
        return refuse
          ? HttpResponse.json({ result: ResultCode.PayoutIsBlocked, data: { why: 'checklist' } })
          : HttpResponse.json({ result: 0, data: { done: true } });
      }),
    );
    await authApi.me();
    const store = createConsoleStore();
    const read = store.dispatch(probeApi.endpoints.probe.initiate('a'));
    await read;
    const caught = await store
      .dispatch(probeApi.endpoints.poke.initiate('a'))
      .unwrap()
      .catch((e: unknown) => e);
    expect(asApiError(caught).result).toBe(ResultCode.PayoutIsBlocked);
    expect(asApiError(caught).data).toEqual({ why: 'checklist' });
    refuse = false;
    await expect(store.dispatch(probeApi.endpoints.poke.initiate('a')).unwrap()).resolves.toEqual({ done: true });
    expect(seen).toEqual([
      ['POST', 'token-1'],
      ['POST', 'token-1'],
    ]);
    // the action invalidated the read's tag: the open read asked again
    await vi.waitFor(() => expect(readOf(store, 'a')).toEqual({ status: 'ready', data: { n: 3 } }));
    read.unsubscribe();
  });

  it('a read that finds the session lost (401) sends the operator to sign in', async () => {
    const onSignedOut = vi.fn();
    configureAdminSession({ onSignedOut, onMustChangePassword: vi.fn() });
    server.use(
      http.get('*/api/admin/v1/probe/lost', () =>
        HttpResponse.json({ result: ResultCode.AccessTokenInvalid, data: null }, { status: 401 }),
      ),
    );
    const store = createConsoleStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('lost'));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(readOf(store, 'lost')).toEqual({ status: 'failed', error: 'errors.AccessTokenInvalid' });
  });
});
