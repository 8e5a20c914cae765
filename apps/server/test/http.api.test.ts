import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, PAGE_DATA_ID, ResultCode } from '@portal/contract';
import { call, createTestApp, type TestApp, useTestApp } from './test-app.ts';
import { builtApps, newTrader, rawCall } from './http-helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signIn = '/api/auth/v1/Authenticate';
/** A body sent to the sign-in route exactly as given, with its content type. */
const postToSignIn = (t: TestApp, payload: string, contentType: string) =>
  rawCall(t, { method: 'POST', url: signIn, payload, headers: { 'content-type': contentType } });

describe('http: statuses, envelopes and headers', () => {
  const t = useTestApp();

  it('answers an unknown /api path with 404 and -200', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const r = await call(t, method, '/api/nothing/v1/here?x=1', method === 'POST' ? { body: {} } : {});
      expect(r.status, method).toBe(404);
      expect(r.result, method).toBe(ResultCode.RequestIsNotValid);
      expect(r.data, method).toEqual({ issues: [{ path: '/api/nothing/v1/here', message: 'not found' }] });
    }
  });

  it('answers a page path with a 404 envelope when the web app is not served (development)', async () => {
    const r = await rawCall(t, { url: '/dashboard/home' });
    expect(r.status).toBe(404);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
  });

  it('answers malformed JSON with 400 and -200', async () => {
    const r = await postToSignIn(t, '{"email": "a@b.com", ', 'application/json');
    expect(r.status).toBe(400);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
  });

  it('answers a body that fails the schema with 400, -200 and the path of each issue', async () => {
    const r = await call<{ issues: { path: string }[] }>(t, 'POST', signIn, { body: { email: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.result).toBe(ResultCode.RequestIsNotValid);
    expect(r.data.issues.map((i) => i.path).sort()).toEqual(['body.email', 'body.password']);
  });

  it('answers a content type the route does not take with 415 and -200', async () => {
    const r = await postToSignIn(t, '<email>a@b.com</email>', 'application/xml');
    expect(r.status).toBe(415);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
  });

  it('answers a body over 64 KiB with 413 and -200, and takes one just under it', async () => {
    const big = JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(65 * 1024) });
    const r = await postToSignIn(t, big, 'application/json');
    expect(r.status).toBe(413);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
    const under = JSON.stringify({ email: 'a@b.com', password: 'x', pad: 'y'.repeat(60 * 1024) });
    const ok = await postToSignIn(t, under, 'application/json');
    expect(ok.status).toBe(200);
    expect(ok.json.result).toBe(ResultCode.InvalidUsernameOrPassword);
  });

  it('answers in the envelope whatever layer refuses the request (router, body parser, method, path)', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: { name: string; status: number; code: string; call: Parameters<typeof rawCall>[1] }[] = [
      {
        name: 'path parameter over 100 characters',
        status: 414,
        code: 'FST_ERR_MAX_PARAM_LENGTH',
        call: { url: `/api/Dashboard/v1/TradingMetrics/${'a'.repeat(101)}` },
      },
      {
        name: 'URL that does not decode',
        status: 400,
        code: 'FST_ERR_BAD_URL',
        call: { url: '/api/Order/v1/%E0%A4%A' },
      },
      {
        name: 'malformed JSON',
        status: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        call: { method: 'POST', url: signIn, payload: '{"email":', headers: json },
      },
      {
        name: 'empty JSON body',
        status: 400,
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
        call: { method: 'POST', url: signIn, payload: '', headers: json },
      },
      {
        name: 'content length that lies',
        status: 400,
        code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
        call: { method: 'POST', url: signIn, payload: '{}', headers: { ...json, 'content-length': '10' } },
      },
      {
        name: 'unsupported media type',
        status: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        call: {
          method: 'POST',
          url: signIn,
          payload: 'x',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
      },
      {
        name: 'no content type',
        status: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        call: { method: 'POST', url: signIn, payload: '{}' },
      },
      {
        name: 'body too large',
        status: 413,
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        call: { method: 'POST', url: signIn, payload: 'x'.repeat(65 * 1024), headers: json },
      },
      { name: 'unknown path', status: 404, code: 'not found', call: { url: '/api/nothing/v1/here' } },
      {
        name: 'known path, other method',
        status: 405,
        code: 'method not allowed',
        call: { method: 'PUT', url: signIn },
      },
      {
        name: 'known path with a parameter, other method',
        status: 405,
        code: 'method not allowed',
        call: { method: 'DELETE', url: '/api/Order/v1/123' },
      },
    ];
    for (const c of cases) {
      const r = await rawCall(t, c.call);
      expect(r.status, c.name).toBe(c.status);
      expect(String(r.headers['content-type']), c.name).toMatch(/^application\/json/);
      expect(Object.keys(r.json).sort(), c.name).toEqual(['data', 'result']);
      expect(r.json.result, c.name).toBe(ResultCode.RequestIsNotValid);
      const issues = (r.json.data as { issues: { message: string }[] }).issues;
      expect(issues[0]?.message, c.name).toBe(c.code);
      expect(String(r.headers['x-request-id']), c.name).toMatch(UUID);
    }
    const put = await rawCall(t, { method: 'PUT', url: signIn });
    expect(put.headers.allow).toBe('POST');
  });

  it('answers a request the HTTP parser cannot read (bad request line, headers too large) in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const send = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(raw));
        let out = '';
        socket.on('data', (d) => (out += d.toString()));
        socket.on('end', () => resolve(out));
        socket.on('close', () => resolve(out));
        socket.on('error', reject);
      });
    const parse = (reply: string) => {
      const [head = '', body = ''] = reply.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, json: JSON.parse(body) as { result: number; data: unknown } };
    };
    const garbage = parse(await send('GARBAGE\r\n\r\n'));
    expect(garbage.status).toBe(400);
    expect(garbage.head).toMatch(/content-type: application\/json/i);
    expect(garbage.json.result).toBe(ResultCode.RequestIsNotValid);
    const huge = parse(
      await send(`GET /api/common/v1/brand HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(huge.status).toBe(431);
    expect(huge.json).toEqual({
      result: ResultCode.RequestIsNotValid,
      data: { issues: [{ path: '', message: 'HPE_HEADER_OVERFLOW' }] },
    });
    // over the parser's limit by far, still being sent when refused: the reply arrives, the connection is not reset
    const longQuery = parse(await send(`GET /api/common/v1/brand?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect([longQuery.status, longQuery.head]).toEqual([
      414,
      expect.stringMatching(/^HTTP\/1\.1 414 URI Too Long\r\n/),
    ]);
    expect(longQuery.json).toEqual({
      result: ResultCode.RequestIsNotValid,
      data: { issues: [{ path: '', message: 'HPE_HEADER_OVERFLOW' }] },
    });
    const longHeader = parse(
      await send(`GET /api/common/v1/brand HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(70_000)}\r\n\r\n`),
    );
    expect([longHeader.status, longHeader.json.result]).toEqual([431, ResultCode.RequestIsNotValid]);
  });

  it('sends a fresh request id and the security headers on every reply, errors included', async () => {
    const ids = new Set<string>();
    for (const r of [
      await rawCall(t, { url: '/api/common/v1/brand' }),
      await rawCall(t, { url: '/api/nothing' }),
      await rawCall(t, { url: '/api/common/v1/brand', headers: { 'x-request-id': 'chosen-by-client' } }),
      await rawCall(t, { url: `/api/Order/v1/${'a'.repeat(101)}` }), // refused by the router, before any hook
    ]) {
      const id = String(r.headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
      expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(String(r.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(String(r.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(ids.size).toBe(4);
  });

  it('serves an OpenAPI 3.1 document listing the calls, whatever the host', async () => {
    const r = await rawCall(t, { url: '/api/docs/json', host: 'docs.unknown.example' });
    expect(r.status).toBe(200);
    const doc = r.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[signIn]).toHaveProperty('post');
    expect(doc.paths['/api/PersonalData/v1']).toHaveProperty('get');
    expect(doc.paths['/api/PersonalData/v1']).toHaveProperty('post');
    expect(doc.paths['/api/common/v1/Translate/{lang}']).toHaveProperty('get');
  });

  it('tolerates a trailing slash', async () => {
    const r = await call(t, 'GET', '/api/common/v1/brand/');
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.brandName).toBe('Northwind Funded');
  });

  it('does not ask for an update when MIN_SITE_VERSION is unset', async () => {
    const r = await call(t, 'GET', '/api/common/v1/brand', { headers: { 'x-site-version': '0.0.1' } });
    expect(r.result).toBe(ResultCode.Ok);
  });
});

describe('http: server faults', () => {
  const t = useTestApp({
    geo: {
      countryOf: () => {
        throw new Error('geo database exploded at /secret/path');
      },
    },
  });

  const expectFault = (r: Awaited<ReturnType<typeof rawCall>>) => {
    expect(r.status).toBe(500);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    expect(r.json).toEqual({ result: ResultCode.SystemError, data: { requestId: r.headers['x-request-id'] } });
    expect(r.body).not.toMatch(/exploded|secret|brand_hosts|relation|\bat\s+\S+\.ts|stack/);
  };

  it('answers a fault in a service with 500, -8 and the request id, without the cause', async () => {
    expectFault(await rawCall(t, { url: '/api/common/v1/GeolocationInfo', ip: '8.8.8.8' }));
  });

  it('answers a database fault with 500 and -8', async () => {
    await t.db.query('drop table brand_hosts cascade');
    // 127.0.0.1 has not been resolved yet in this app, so its brand is not cached: the lookup hits the database.
    expectFault(await rawCall(t, { url: '/api/common/v1/brand', host: '127.0.0.1' }));
  });
});

describe('http: MIN_SITE_VERSION', () => {
  const t = useTestApp({ env: { MIN_SITE_VERSION: '1.1.232' } });

  it('tells an older client to update with -999, before anything else', async () => {
    for (const version of ['1.1.231', '1.1.9', '0.9.999']) {
      const r = await call(t, 'GET', '/api/common/v1/brand', { headers: { 'x-site-version': version } });
      expect(r.status, version).toBe(200);
      expect(r.result, version).toBe(ResultCode.ForceUpdateRequired);
      expect(r.data, version).toEqual({ minVersion: '1.1.232' });
      expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    }
    const post = await call(t, 'POST', signIn, { body: { old: 'shape' }, headers: { 'x-site-version': '1.0.0' } });
    expect(post.result).toBe(ResultCode.ForceUpdateRequired);
  });

  it('lets the current and newer clients through', async () => {
    for (const version of ['1.1.232', '1.1.300', '1.2.0', '2.0.0']) {
      const r = await call(t, 'GET', '/api/common/v1/brand', { headers: { 'x-site-version': version } });
      expect(r.result, version).toBe(ResultCode.Ok);
    }
  });
});

/**
 * The trader app's page as built, once the server's start-up data (the brand and the catalogues) is
 * taken out again; undefined when the page carries none.
 */
function builtPage(body: string): string | undefined {
  const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">[^<]*</script>`);
  return data.test(body) ? body.replace(data, '') : undefined;
}

describe('http: production mode serves the web app', () => {
  let t: TestApp;
  let webDistDir: string;
  const indexHtml = '<!doctype html><html data-version="1.1.232"><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDistDir, 'index.html'), indexHtml);
    mkdirSync(join(webDistDir, 'dashboard', 'js'), { recursive: true });
    writeFileSync(join(webDistDir, 'dashboard', 'js', 'app.js'), 'console.log(1);');
    t = await createTestApp({ config: { env: 'production', webDistDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html at / and at every page path', async () => {
    for (const url of ['/', '/dashboard/home', '/sign-in?lang=de', '/orders/42']) {
      const r = await rawCall(t, { url });
      expect(r.status, url).toBe(200);
      expect(String(r.headers['content-type']), url).toMatch(/^text\/html/);
      expect(builtPage(r.body), url).toBe(indexHtml);
      expect(String(r.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
  });

  it('serves the built files and the brand assets', async () => {
    const js = await rawCall(t, { url: '/dashboard/js/app.js' });
    expect(js.status).toBe(200);
    expect(String(js.headers['content-type'])).toMatch(/javascript/);
    const logo = await rawCall(t, { url: '/brand-assets/northwind/logo.svg' });
    expect(logo.status).toBe(200);
    expect(String(logo.headers['content-type'])).toMatch(/^image\/svg\+xml/);
  });

  it('keeps unknown /api paths, and non-GET page paths, as 404 envelopes', async () => {
    const api = await rawCall(t, { url: '/api/unknown' });
    expect(api.status).toBe(404);
    expect(api.json.result).toBe(ResultCode.RequestIsNotValid);
    const post = await rawCall(t, { method: 'POST', url: '/dashboard/home' });
    expect(post.status).toBe(404);
    expect(post.json.result).toBe(ResultCode.RequestIsNotValid);
    const brand = await call(t, 'GET', '/api/common/v1/brand');
    expect(brand.data.brandName).toBe('Northwind Funded');
  });
});

describe("http: production mode serves the console at /backoffice of its own origin (console's listener)", () => {
  let t: TestApp;
  let webOnly: TestApp;
  const apps = builtApps();
  const { webHtml, consoleHtml, webDistDir, backofficeDistDir } = apps;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production', webDistDir, backofficeDistDir } });
    webOnly = await createTestApp({
      config: { env: 'production', webDistDir, backofficeDistDir: join(backofficeDistDir, 'missing') },
    });
  });
  afterAll(async () => {
    await t.close();
    await webOnly.close();
    apps.remove();
  });

  it("answers the console's index.html for its paths and the trader app's for the others", async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/audit?page=2', '/backoffice/accounts/42']) {
      const r = await rawCall(t, { url, listener: 'console' });
      expect(r.status, url).toBe(200);
      expect(String(r.headers['content-type']), url).toMatch(/^text\/html/);
      expect(r.body, url).toBe(consoleHtml);
    }
    for (const url of ['/', '/sign-in', '/backofficer', '/dashboard/backoffice']) {
      expect(builtPage((await rawCall(t, { url })).body), url).toBe(webHtml);
    }
  });

  it("serves the console's built files under /backoffice/", async () => {
    const js = await rawCall(t, { url: '/backoffice/js/console.js', listener: 'console' });
    expect(js.status).toBe(200);
    expect(String(js.headers['content-type'])).toMatch(/javascript/);
  });

  it('without a console build, its paths are a 404 envelope on its origin', async () => {
    const r = await rawCall(webOnly, { url: '/backoffice/audit', listener: 'console' });
    expect(r.status).toBe(404);
    expect(r.json.result).toBe(ResultCode.RequestIsNotValid);
    expect(builtPage((await rawCall(webOnly, { url: '/sign-in' })).body)).toBe(webHtml);
  });
});

describe('http: the per-address rate limit', () => {
  const t = useTestApp();

  it('counts API calls (600 a minute) but not the web app’s files, which one page load fetches by the dozen', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 650; i++) {
      const r = await rawCall(t, { url: '/brand-assets/northwind/logo.svg', ip });
      if (r.status !== 200) throw new Error(`file ${i} answered ${r.status}`);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) statuses.push((await rawCall(t, { url: '/api/common/v1/brand', ip })).status);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
  });
});

describe('http: the API limit set by configuration, per signed-in trader', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '60' } });

  it('counts a signed-in trader’s calls per trader, and calls without a valid token per address', async () => {
    const ip = '10.78.0.1';
    const [alice, bob] = [await newTrader(t, { ip }), await newTrader(t, { ip })];
    const statusOf = async (token: string | undefined) =>
      (
        await rawCall(t, {
          url: ApiPath.personalData,
          ip,
          ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        })
      ).status;
    const alices = [];
    for (let i = 0; i < 6; i++) alices.push(await statusOf(alice.token));
    expect(alices).toEqual([200, 200, 200, 200, 200, 429]);
    // Bob, behind the same address, has his own five.
    const bobs = [];
    for (let i = 0; i < 6; i++) bobs.push(await statusOf(bob.token));
    expect(bobs).toEqual([200, 200, 200, 200, 200, 429]);
    // No token, or a forged one, counts against the address, which neither trader's calls used up.
    const anonymous = [];
    for (let i = 0; i < 3; i++) anonymous.push(await statusOf(undefined));
    for (let i = 0; i < 3; i++) anonymous.push(await statusOf(`${alice.token.slice(0, -4)}AAAA`));
    expect(anonymous).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
