import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http.ts';
import { callTo, configOf, pathOf, requestTo } from './request-to.ts';

// The one way both apps call a declared endpoint: method and path from the declaration, the rest as given.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const revoke = { method: 'POST', path: '/api/admin/v1/ApiKeys/:id/revoke' } as const;
const list = { method: 'GET', path: '/api/Things/v1/List' } as const;

describe('requestTo', () => {
  it('fills path parameters encoded', () => {
    expect(pathOf(revoke.path, { id: 'a/b' })).toBe('/api/admin/v1/ApiKeys/a%2Fb/revoke');
  });

  it("takes the endpoint's method and path, and the query parameters, body and headers as given", () => {
    expect(requestTo(list)).toEqual({ url: '/api/Things/v1/List', method: 'GET' });
    expect(requestTo(revoke, { path: { id: 'k 1' }, body: { reason: 'x' }, params: { a: 1 } })).toEqual({
      url: '/api/admin/v1/ApiKeys/k%201/revoke',
      method: 'POST',
      body: { reason: 'x' },
      params: { a: 1 },
    });
  });

  it("gives an HTTP client's request the body as its data, with the caller's signal and headers", () => {
    const signal = new AbortController().signal;
    expect(
      configOf(revoke, { path: { id: '1' }, body: {} }, { signal, headers: { Authorization: 'Bearer t' } }),
    ).toEqual({
      url: '/api/admin/v1/ApiKeys/1/revoke',
      method: 'POST',
      data: {},
      signal,
      headers: { Authorization: 'Bearer t' },
    });
  });
});

describe('callTo', () => {
  const client = createHttpClient();

  it('sends the call and answers the data of an OK reply', async () => {
    server.use(
      http.post('/api/admin/v1/ApiKeys/:id/revoke', async ({ request, params }) =>
        HttpResponse.json({ result: 0, data: { id: params.id, body: await request.json() } }),
      ),
    );
    expect(await callTo(client, revoke, { path: { id: 'k1' }, body: { reason: 'x' } })).toEqual({
      id: 'k1',
      body: { reason: 'x' },
    });
  });

  it('throws an ApiError for a refusal', async () => {
    server.use(http.get('/api/Things/v1/List', () => HttpResponse.json({ result: -2, data: null })));
    const error = await callTo(client, list, { params: { page: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toBe(-2);
  });
});
