import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, queryOf, readCookie, type HttpResponse as Reply } from './http.ts';

// The fetch client both apps use: the behaviours the axios clients had, at the network layer.
const server = setupServer();
const seen: Request[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  seen.length = 0;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());
const record = () => server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as HttpError,
  );

describe('requests', () => {
  it('sends the default headers, the query without empty values, and a plain body as JSON', async () => {
    record();
    server.use(http.post('/api/probe', () => HttpResponse.json({ result: 0, data: 1 })));
    const client = createHttpClient({ headers: { Accept: 'application/json', 'X-Site-Version': '9' } });
    const reply = await client.post('/api/probe', { a: 1 }, { params: { page: 2, status: undefined, q: null } });
    expect(reply.data).toEqual({ result: 0, data: 1 });
    expect(reply.status).toBe(200);
    const [request] = seen;
    expect(new URL(request!.url).pathname + new URL(request!.url).search).toBe('/api/probe?page=2');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('x-site-version')).toBe('9');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({ a: 1 });
  });

  it('adds params to a path that has a query already, and writes dates and arrays as axios did', () => {
    expect(queryOf({ at: new Date(Date.UTC(2026, 0, 2)), ids: ['a', 'b'], on: true })).toBe(
      '?at=2026-01-02T00%3A00%3A00.000Z&ids%5B%5D=a&ids%5B%5D=b&on=true',
    );
    expect(queryOf({})).toBe('');
  });

  it('sends a string, form fields or a file as they are, with the type the caller gives', async () => {
    record();
    server.use(http.post('/api/raw', () => HttpResponse.json({ result: 0, data: null })));
    const client = createHttpClient();
    await client.post('/api/raw', 'a,b\n1,2', { headers: { 'Content-Type': 'text/csv' }, params: { dryRun: 'true' } });
    await client.post('/api/raw', new URLSearchParams({ key: 'lang', value: 'de' }));
    await client.post('/api/raw', new Blob(['png'], { type: 'image/png' }), {
      headers: { 'Content-Type': 'image/png' },
    });
    expect(seen.map((r) => r.headers.get('content-type'))).toEqual([
      'text/csv',
      'application/x-www-form-urlencoded;charset=UTF-8',
      'image/png',
    ]);
    expect(await seen[0]!.text()).toBe('a,b\n1,2');
    expect(new URL(seen[0]!.url).search).toBe('?dryRun=true');
    expect(await seen[1]!.text()).toBe('key=lang&value=de');
    expect(await seen[2]!.text()).toBe('png');
  });

  it('echoes the XSRF cookie on every call or on state-changing calls only, as configured', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2F1; path=/';
    record();
    server.use(http.all('/api/x', () => HttpResponse.json({ result: 0, data: null })));
    const every = createHttpClient({ xsrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN', methods: 'all' } });
    const changing = createHttpClient({
      xsrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN', methods: 'state-changing' },
    });
    await every.get('/api/x');
    await changing.get('/api/x');
    await changing.delete('/api/x');
    expect(seen.map((r) => [r.method, r.headers.get('x-xsrf-token')])).toEqual([
      ['GET', 'abc/1'],
      ['GET', null],
      ['DELETE', 'abc/1'],
    ]);
    expect(readCookie('XSRF-TOKEN')).toBe('abc/1');
  });
});

describe('replies', () => {
  it('parses JSON, keeps a reply that is not JSON as text, an empty one as an empty string, a blob on request', async () => {
    server.use(
      http.get('/api/html', () => HttpResponse.html('<html></html>')),
      http.get('/api/empty', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/pdf', () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    const client = createHttpClient();
    expect((await client.get('/api/html')).data).toBe('<html></html>');
    expect((await client.get('/api/empty')).data).toBe('');
    const pdf = (await client.get<Blob>('/api/pdf', { responseType: 'blob' })).data;
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.7');
  });

  it('rejects a reply outside 2xx with an HttpError carrying the status and the parsed body', async () => {
    server.use(http.get('/api/no', () => HttpResponse.json({ result: -9, data: null }, { status: 401 })));
    const error = await failure(createHttpClient().get('/api/no'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.response).toMatchObject({ status: 401, data: { result: -9, data: null } });
    expect(error.config.url).toBe('/api/no');
  });

  it('tells a network failure, an abort and a timeout apart, none with a reply', async () => {
    server.use(
      http.get('/api/down', () => HttpResponse.error()),
      http.get('/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const client = createHttpClient();
    const down = await failure(client.get('/api/down'));
    expect([down.code, down.response]).toEqual(['ERR_NETWORK', undefined]);
    const controller = new AbortController();
    const aborted = failure(client.get('/api/slow', { signal: controller.signal }));
    controller.abort();
    expect((await aborted).code).toBe('ERR_CANCELED');
    const late = await failure(client.get('/api/slow', { timeout: 50 }));
    expect(late.code).toBe('ECONNABORTED');
    expect(createHttpClient().defaults.timeout).toBe(0);
  });
});

describe('hooks', () => {
  it('runs onRequest before sending, onResponse after a reply, and onError may answer with a retry', async () => {
    record();
    let calls = 0;
    server.use(
      http.get('/api/once', () =>
        ++calls === 1 ? HttpResponse.json({ result: -9 }, { status: 401 }) : HttpResponse.json({ result: 0 }),
      ),
    );
    const onResponse = vi.fn();
    const client = createHttpClient({
      onRequest: (config) => ({ ...config, headers: { ...config.headers, Authorization: 'Bearer T' } }),
      onResponse,
      onError: (error, self): Promise<Reply> =>
        error.config.retried ? Promise.reject(error) : self.request({ ...error.config, retried: true }),
    });
    await expect(client.get('/api/once')).resolves.toMatchObject({ data: { result: 0 } });
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer T', 'Bearer T']);
    expect(onResponse).toHaveBeenCalledTimes(1);
  });

  it('hands a refusal of onRequest to onError without sending anything', async () => {
    record();
    const onError = vi.fn((error: HttpError) => Promise.reject(error));
    const client = createHttpClient({
      onRequest: (config) => {
        throw new HttpError('ended', 'ERR_SESSION_ENDED', config);
      },
      onError,
    });
    await expect(client.get('/api/never')).rejects.toMatchObject({ code: 'ERR_SESSION_ENDED' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
  });
});
