import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiFailure, asApiError, createBaseQuery, failureOf } from './base-query.ts';
import { createHttpClient } from './http.ts';

// The base query both apps' RTK Query APIs use: the envelope unwrapped, a failure kept as plain values.
const server = setupServer();
const bodies: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const first = createHttpClient({ headers: { 'X-Client': 'first' } });
const second = createHttpClient({ headers: { 'X-Client': 'second' } });

describe('createBaseQuery', () => {
  it('answers the data of an OK reply, through the client the app picks for the call', async () => {
    server.use(
      http.get('/api/who', ({ request }) => HttpResponse.json({ result: 0, data: request.headers.get('x-client') })),
    );
    const query = createBaseQuery<{ other?: boolean }>(({ other }) => (other ? second : first));
    expect(await query('/api/who')).toEqual({ data: 'first' });
    expect(await query({ url: '/api/who', other: true })).toEqual({ data: 'second' });
  });

  it('keeps a refusal as an ApiFailure that reads back as the same ApiError', async () => {
    server.use(
      http.post('/api/no', () => HttpResponse.json({ result: -2, data: { field: 'email' } }, { status: 400 })),
    );
    const answer = await createBaseQuery(() => first)({ url: '/api/no', method: 'POST', body: { a: 1 } });
    expect(answer).toEqual({
      error: { result: -2, key: 'errors.UserExists', httpStatus: 400, data: { field: 'email' } },
    });
    const error = asApiError(answer.error);
    expect([error.result, error.httpStatus, error.messageKey]).toEqual([-2, 400, 'errors.UserExists']);
  });

  it('sends the app’s empty body with an action that states none, and none with a read', async () => {
    server.use(
      http.all('/api/echo', async ({ request }) => {
        bodies.push(request.method === 'GET' ? null : await request.text());
        return HttpResponse.json({ result: 0, data: null });
      }),
    );
    const query = createBaseQuery(() => first, { emptyBody: {} });
    await query({ url: '/api/echo', method: 'POST' });
    await query('/api/echo');
    await createBaseQuery(() => first)({ url: '/api/echo', method: 'POST' });
    expect(bodies).toEqual(['{}', null, '']);
  });

  it('reads any failure back: an ApiFailure, an ApiError, anything else as something went wrong', () => {
    const kept = failureOf(new ApiError(-73, null, 200));
    expect(apiFailure(kept)).toBe(kept);
    expect(apiFailure(new ApiError(-73))).toEqual(kept);
    expect(apiFailure(undefined)).toBeNull();
    expect(apiFailure({ status: 'FETCH_ERROR' })).toEqual({
      result: -99999,
      key: 'errors.SomethingWentWrong',
      httpStatus: 0,
      data: null,
    });
    expect(asApiError(new Error('boom')).messageKey).toBe('errors.SomethingWentWrong');
  });
});
