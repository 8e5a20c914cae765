import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { rawCall } from './http-helpers.ts';

const SECRETS = ['SuperSecretToken1', 'Hunter2pass', 'LeakyQueryToken9', 'SessionCookie7', 'BearerValue42'];

/** A stand-in for the error-reporting service: every envelope the SDK posts, as text. */
function collector() {
  const received: { url: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      received.push({ url: req.url ?? '', body: body.toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    received,
    start: () =>
      new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port))),
    stop: () => new Promise((done) => server.close(done)),
  };
}

const faultyGeo = {
  countryOf: () => {
    throw new Error('geo database exploded; token=SuperSecretToken1 password=Hunter2pass');
  },
};

const fault = (t: TestApp) =>
  rawCall(t, {
    url: '/api/common/v1/GeolocationInfo?refreshToken=LeakyQueryToken9',
    ip: '8.8.8.8',
    headers: { cookie: 'session=SessionCookie7', authorization: 'Bearer BearerValue42' },
  });

describe('server error reporting (SENTRY_DSN)', () => {
  const endpoint = collector();
  let port: number;
  let t: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    port = await endpoint.start();
    t = await createTestApp({ env: { SENTRY_DSN: `http://abc123@127.0.0.1:${port}/42` }, geo: faultyGeo });
    off = await createTestApp({ geo: faultyGeo });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), off?.close()]);
    await endpoint.stop();
  });

  it('delivers an unexpected error (a 500) to the DSN’s endpoint, with no token, password, cookie or authorization', async () => {
    const r = await fault(t);
    expect([r.status, r.json.result]).toEqual([500, ResultCode.SystemError]);
    expect(await t.app.modules.core.services.errorReporter.flush(5000)).toBe(true);

    expect(endpoint.received).toHaveLength(1);
    const [{ url, body }] = endpoint.received as [{ url: string; body: string }];
    expect(url).toBe(
      '/api/42/envelope/?sentry_version=7&sentry_key=abc123&sentry_client=' + url.split('sentry_client=')[1],
    );
    const [, , event] = body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const exception = (event as { exception: { values: { type: string; value: string }[] } }).exception.values[0]!;
    expect(exception.type).toBe('Error');
    expect(exception.value).toContain('geo database exploded');
    expect((event as { tags: Record<string, string> }).tags.requestId).toBe(r.headers['x-request-id']);
    expect(JSON.stringify((event as { contexts: unknown }).contexts)).toContain('/api/common/v1/GeolocationInfo');
    for (const secret of SECRETS) expect(body, secret).not.toContain(secret);
  });

  it('reports no refusal: a bad request is the client’s, not a fault', async () => {
    const before = endpoint.received.length;
    const r = await rawCall(t, {
      method: 'POST',
      url: '/api/common/v1/brand',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBeLessThan(500);
    await t.app.modules.core.services.errorReporter.flush(5000);
    expect(endpoint.received).toHaveLength(before);
  });

  it('without SENTRY_DSN nothing is sent and the SDK is never set up', async () => {
    const before = endpoint.received.length;
    expect(off.app.modules.core.services.errorReporter.enabled).toBe(false);
    expect((await fault(off)).status).toBe(500);
    await off.app.modules.core.services.errorReporter.flush(1000);
    expect(endpoint.received).toHaveLength(before);
  });

  it('refuses a SENTRY_DSN that is not a DSN at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
  });
});
