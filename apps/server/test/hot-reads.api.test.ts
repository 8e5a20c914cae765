import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as turnEnd } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { TurnLogDestination } from '../src/http/log-destination.ts';
import { REFUSALS_PER_WINDOW } from '../src/http/refusal-limit.ts';
import { as, type Trader } from './buying-helpers.ts';
import { boughtAccount, hours, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { listening } from './live-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

type Raw = { status: number; body: string; headers: [string, string][] };

/** A GET over a real connection (the fast path is in front of Fastify's handler, which `inject` calls directly). */
function get(
  base: string,
  path: string,
  who: { token?: string; host?: string; ip?: string },
  extra = {},
  method: 'GET' | 'HEAD' = 'GET',
) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(new URL(path, base), {
      method,
      headers: {
        host: who.host ?? 'localhost',
        [SITE_VERSION_HEADER]: SITE_VERSION,
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
        ...extra,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, body, headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Values that differ from one request to the next; their presence and format are checked instead. */
const PER_REQUEST: Record<string, RegExp> = {
  date: /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  'x-request-id': UUID,
  'x-ratelimit-remaining': /^\d+$/,
  'x-ratelimit-reset': /^\d+$/,
};

/** The same status, body and headers (the same names in the same order; per-request values by their format). */
function expectSame(fast: Raw, normal: Raw) {
  expect(fast.status).toBe(normal.status);
  expect(fast.body).toBe(normal.body);
  expect(fast.headers.map(([name]) => name)).toEqual(normal.headers.map(([name]) => name));
  for (const [i, [name, value]] of fast.headers.entries()) {
    const format = PER_REQUEST[name.toLowerCase()];
    if (format) {
      expect(value).toMatch(format);
      expect(normal.headers[i]![1]).toMatch(format);
    } else expect([name, value]).toEqual(normal.headers[i]);
  }
}
const header = (r: Raw, name: string) => r.headers.find(([n]) => n.toLowerCase() === name)?.[1];

/**
 * The hot reads' fast path (decision 035) answers a cached authenticated GET before Fastify's pipeline. What it
 * answers must be what the route answers: each case compares a read the fast path served with the same read through
 * Fastify (the same path with a query string, which the route ignores and the fast path leaves alone, or the read after a change,
 * which memory no longer holds), and checks that every refusal is still Fastify's, unchanged.
 */
describe('hot reads answered before Fastify: the same replies', () => {
  let t: TestApp;
  let base: string;
  let alice: Trader;
  let account: Account;
  const served = () => t.app.hotReads.stats.served;
  const metricsPath = () => ApiPath.tradingMetrics.replace(':id', account.id);
  /** Reads `path` and tells whether the fast path answered it. */
  const read = async (path: string, who: Parameters<typeof get>[2] = as(alice), extra = {}, method?: 'HEAD') => {
    const before = served();
    const r = await get(base, path, who, extra, method);
    return { ...r, fast: served() > before };
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', METRICS_TOKEN: 'metrics-token-0123456789', MIN_SITE_VERSION: SITE_VERSION },
    });
    base = await listening(t.app);
    alice = await newTrader(t);
    account = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, account, new Date(Date.now() - hours(6)).toISOString());
    await pushOk(t, account, trade(new Date(Date.now() - hours(5)).toISOString(), { profit: 1_000 }));
  });
  afterAll(() => t.close());

  it('TraderAccount and TradingMetrics: the same status, body and headers as the route; counted by the same limit', async () => {
    for (const path of [ApiPath.traderAccounts, metricsPath()]) {
      await read(path); // memory now holds it
      const normal = await read(`${path}?via=route`);
      const fast = await read(path);
      expect(normal.fast).toBe(false);
      expect(fast.fast).toBe(true);
      expect(fast.status).toBe(200);
      expectSame(fast, normal);
      // one limit, per trader, whichever path answered
      expect(Number(header(fast, 'x-ratelimit-remaining'))).toBe(Number(header(normal, 'x-ratelimit-remaining')) - 1);
      expect(header(fast, 'x-request-id')).not.toBe(header(normal, 'x-request-id'));
      const after = await read(`${path}?via=route`);
      expect(Number(header(after, 'x-ratelimit-remaining'))).toBe(Number(header(fast, 'x-ratelimit-remaining')) - 1);
    }
  });

  it("changed data: the reads after a push have the new numbers, the same as the route's", async () => {
    for (let i = 1; i <= 2; i++) {
      await read(metricsPath());
      await read(ApiPath.traderAccounts);
      await pushOk(t, account, trade(new Date(Date.now() - hours(4) + i * 60_000).toISOString(), { profit: 100 }));
      for (const path of [metricsPath(), ApiPath.traderAccounts]) {
        // TradingMetrics: this instance kept the state and the account its push committed (decision 050), so the
        // first read after the push is the fast path's already; the account list was forgotten: the route's.
        const first = await read(path);
        expect(first.fast).toBe(path === metricsPath());
        expect(first.body).toContain(String(1_001_000 + i * 100));
        const normal = await read(`${path}?via=route`);
        expect(normal.fast).toBe(false);
        const fast = await read(path);
        expect(fast.fast).toBe(true);
        expectSame(fast, normal);
        expectSame(first, normal);
      }
    }
  });

  it('metrics: a read the fast path answers is counted under its route', async () => {
    const count = async (route: string) => {
      const r = await get(base, '/metrics', {}, { authorization: 'Bearer metrics-token-0123456789' });
      const line = r.body
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes(`route="${route}"`) &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    for (const [path, route] of [
      [ApiPath.traderAccounts, ApiPath.traderAccounts],
      [metricsPath(), ApiPath.tradingMetrics],
    ] as const) {
      await read(path);
      const before = await count(route);
      expect((await read(path)).fast).toBe(true);
      expect(await count(route)).toBe(before + 1);
    }
  });

  it('a signed-out token and a session revoked in the database are refused at once, as the route refuses them', async () => {
    const bob = await newTrader(t);
    expect((await read(ApiPath.traderAccounts, as(bob))).status).toBe(200);
    expect((await read(ApiPath.traderAccounts, as(bob))).fast).toBe(true);
    expect((await call(t, 'POST', ApiPath.logout, { token: bob.token, host: bob.host, ip: bob.ip })).result).toBe(0);
    const out = await read(ApiPath.traderAccounts, as(bob));
    expect(out.fast).toBe(false);
    expect(out.status).toBe(401);
    expect(JSON.parse(out.body)).toMatchObject({ result: -17 });
    expectSame(out, await read(`${ApiPath.traderAccounts}?via=route`, as(bob)));

    const carol = await newTrader(t);
    await read(ApiPath.traderAccounts, as(carol));
    expect((await read(ApiPath.traderAccounts, as(carol))).fast).toBe(true);
    await t.db.query(`update sessions set revoked_at = now() where user_id = (select id from users where email = $1)`, [
      carol.email,
    ]);
    await t.app.modules.core.services.changeFeed.settled();
    const revoked = await read(ApiPath.traderAccounts, as(carol));
    expect(revoked.fast).toBe(false);
    expect(revoked.status).toBe(401);
    expectSame(revoked, await read(`${ApiPath.traderAccounts}?via=route`, as(carol)));
  });

  it("another brand's host, another trader's account, a bad token, HEAD and an older site go to the route", async () => {
    await read(metricsPath());
    const cases = [
      { path: ApiPath.traderAccounts, who: { ...as(alice), host: '127.0.0.1' }, status: 401 },
      { path: metricsPath(), who: as(await newTrader(t)), status: 200 },
      { path: ApiPath.traderAccounts, who: { ...as(alice), token: `${alice.token}x` }, status: 401 },
      { path: ApiPath.traderAccounts, who: as(alice), extra: { [SITE_VERSION_HEADER]: '0.0.1' }, status: 200 },
    ];
    for (const c of cases) {
      const r = await read(c.path, c.who, c.extra);
      expect(r.fast).toBe(false);
      expect(r.status).toBe(c.status);
      expectSame(r, await read(`${c.path}?via=route`, c.who, c.extra));
    }
    const head = await read(ApiPath.traderAccounts, as(alice), {}, 'HEAD');
    expect([head.fast, head.status, header(head, 'content-type')]).toEqual([
      false,
      200,
      'application/json; charset=utf-8',
    ]);
    // another trader's account: -50, as the route answers it; an older site: -999
    expect(JSON.parse((await read(metricsPath(), as(await newTrader(t)))).body)).toMatchObject({ result: -50 });
    const older = await read(ApiPath.traderAccounts, as(alice), { [SITE_VERSION_HEADER]: '0.0.1' });
    expect(JSON.parse(older.body)).toMatchObject({ result: -999 });
  });

  it('an address over the refused-credentials limit is refused before anything else, a valid token too', async () => {
    const erin = await newTrader(t, { ip: '198.51.100.77' });
    await get(base, ApiPath.traderAccounts, as(erin));
    for (let i = 0; i < REFUSALS_PER_WINDOW; i++)
      expect((await get(base, ApiPath.personalData, { ip: erin.ip, token: 'not-a-token' })).status).toBe(401);
    const before = t.app.hotReads.stats.served;
    const r = await get(base, ApiPath.traderAccounts, as(erin));
    expect(r.status).toBe(429);
    expect(t.app.hotReads.stats.served).toBe(before);
  });
});

describe('hot reads answered before Fastify: the rate limit still refuses', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '20' } });
    base = await listening(t.app);
  });
  afterAll(() => t.close());

  it('the rate limit counts every read of the trader, fast or not, and the plugin refuses the one over it', async () => {
    const dave = await newTrader(t);
    const replies: { status: number; remaining: string | undefined }[] = [];
    const before = t.app.hotReads.stats.served;
    for (let i = 0; i < 21; i++) {
      const r = await get(base, ApiPath.traderAccounts, as(dave));
      replies.push({ status: r.status, remaining: header(r, 'x-ratelimit-remaining') });
      if (i === 20) {
        expect(r.status).toBe(429);
        expect(header(r, 'retry-after')).toMatch(/^\d+$/);
        expect(header(r, 'x-ratelimit-limit')).toBe('20');
      }
    }
    expect(replies.slice(0, 20).map((r) => [r.status, r.remaining])).toEqual(
      Array.from({ length: 20 }, (_, i) => [200, String(19 - i)]),
    );
    expect(replies[20]!.remaining).toBe('0');
    expect(t.app.hotReads.stats.served - before).toBe(19); // all but the first read (memory empty) and the refusal
  });
});

describe('hot reads answered before Fastify: access logging', () => {
  /** A line without what differs from one request to the next: time, request id, port, response time. */
  const shape = (line: string, reqId: string) =>
    line
      .replace(/"time":\d+/, '"time":0')
      .replace(reqId, 'ID')
      .replace(/"remotePort":\d+/, '"remotePort":0')
      .replace(/"responseTime":[0-9.e+-]+/, '"responseTime":0');

  it('at LOG_LEVEL=info the fast path writes the one line Fastify writes, byte for byte, with the reply’s id', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      const base = await listening(t.app);
      const frank = await newTrader(t);
      lines.length = 0; // what signing up wrote
      // Behind the proxy (TRUST_PROXY), the line names the host it forwarded, as Fastify's `request.host`.
      const proxied = { 'x-forwarded-host': 'edge.example, portal.example' };
      const through = await get(base, `${ApiPath.traderAccounts}?via=fastify`, as(frank), proxied);
      const fastifyLines = lines.splice(0);
      const fast = await get(base, ApiPath.traderAccounts, as(frank), proxied);
      expect(t.app.hotReads.stats.served).toBe(1);
      const fastLines = lines.splice(0);

      expect(fastifyLines).toHaveLength(1);
      expect(fastLines).toHaveLength(1);
      expect(JSON.parse(fastLines[0]!)).toMatchObject({
        level: 30,
        reqId: header(fast, 'x-request-id'),
        req: { method: 'GET', url: ApiPath.traderAccounts, host: 'portal.example', remoteAddress: frank.ip },
        res: { statusCode: 200 },
        msg: 'request completed',
      });
      expect(shape(fastLines[0]!, header(fast, 'x-request-id')!)).toBe(
        shape(fastifyLines[0]!, header(through, 'x-request-id')!).replace('?via=fastify', ''),
      );
    } finally {
      await t.close();
    }
  });

  it('through the app’s own destination (decision 045): the same line, made at the turn’s write, every read in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hot-reads-log-'));
    const file = join(dir, 'log');
    const fd = openSync(file, 'a');
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: new TurnLogDestination(fd) });
    try {
      const base = await listening(t.app);
      const frank = await newTrader(t);
      await turnEnd();
      const before = readFileSync(file, 'utf8').length;
      const through = await get(base, `${ApiPath.traderAccounts}?via=fastify`, as(frank));
      const fast = [];
      for (let i = 0; i < 5; i++) fast.push(await get(base, ApiPath.traderAccounts, as(frank)));
      expect(t.app.hotReads.stats.served).toBe(5);
      await turnEnd();
      const lines = readFileSync(file, 'utf8').slice(before).split('\n').slice(0, -1);
      expect(lines).toHaveLength(6);
      const fastifyShape = shape(lines[0]!, header(through, 'x-request-id')!).replace('?via=fastify', '');
      fast.forEach((reply, i) => {
        expect(JSON.parse(lines[i + 1]!)).toMatchObject({
          reqId: header(reply, 'x-request-id'),
          msg: 'request completed',
        });
        expect(shape(lines[i + 1]!, header(reply, 'x-request-id')!)).toBe(fastifyShape);
      });
    } finally {
      await t.close();
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
