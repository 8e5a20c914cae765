import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as turnEnd } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { TurnLogDestination } from '../src/http/log-destination.ts';
import { REFUSALS_PER_WINDOW } from '../src/http/refusal-limit.ts';
import { as, type Trader } from './buying-helpers.ts';
import { boughtAccount, hours, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { listening } from './live-helpers.ts';
import { call, createTestApp, useTestApp } from './test-app.ts';

type Raw = { status: number; body: string; headers: [string, string][] };

/** A GET over a real connection: the whole of Node's and Fastify's path, which `inject` shortens. */
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
function expectSame(one: Raw, other: Raw) {
  expect(one.status).toBe(other.status);
  expect(one.body).toBe(other.body);
  expect(one.headers.map(([name]) => name)).toEqual(other.headers.map(([name]) => name));
  for (const [i, [name, value]] of one.headers.entries()) {
    const format = PER_REQUEST[name.toLowerCase()];
    if (format) {
      expect(value).toMatch(format);
      expect(other.headers[i]![1]).toMatch(format);
    } else expect([name, value]).toEqual(other.headers[i]);
  }
}
/** The headers every API read carries, in the order they are written: helmet's first, the rate limit's, then ours. */
const EXPECTED_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'content-type',
  'x-request-id',
  'cache-control',
  'content-length',
];
const header = (r: Raw, name: string) => r.headers.find(([n]) => n.toLowerCase() === name)?.[1];

/**
 * The hot authenticated reads (TraderAccount, TradingMetrics) over a real connection, through Fastify's one
 * pipeline: a read answered from memory carries every header and count a read of the database does (helmet's, the
 * rate limit's, the request id, no-store), and every refusal is decided on the way.
 */
describe('hot reads through Fastify: replies, headers and refusals', () => {
  let base: string;
  let alice: Trader;
  let account: Account;
  const metricsPath = () => ApiPath.tradingMetrics.replace(':id', account.id);
  const read = (path: string, who: Parameters<typeof get>[2] = as(alice), extra = {}, method?: 'HEAD') =>
    get(base, path, who, extra, method);

  const t = useTestApp({
    env: { TRUST_PROXY: 'true', METRICS_TOKEN: 'metrics-token-0123456789', MIN_SITE_VERSION: SITE_VERSION },
  });
  beforeAll(async () => {
    base = await listening(t.app);
    alice = await newTrader(t);
    account = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, account, new Date(Date.now() - hours(6)).toISOString());
    await pushOk(t, account, trade(new Date(Date.now() - hours(5)).toISOString(), { profit: 1_000 }));
  });

  it('TraderAccount and TradingMetrics: the same status, body and headers from memory as from the database; each read counted', async () => {
    for (const path of [ApiPath.traderAccounts, metricsPath()]) {
      const cold = await read(path); // memory holds it from now on
      const kept = await read(path);
      expect(kept.status).toBe(200);
      expect(kept.headers.map(([name]) => name.toLowerCase())).toEqual([
        ...EXPECTED_HEADERS,
        'date',
        'connection',
        'keep-alive',
      ]);
      expect(header(kept, 'cache-control')).toBe('no-store');
      expect(header(kept, 'content-type')).toBe('application/json; charset=utf-8');
      expect(header(kept, 'content-length')).toBe(String(Buffer.byteLength(kept.body)));
      expect(JSON.parse(kept.body)).toMatchObject({ result: 0 });
      expectSame(kept, cold);
      // one limit, per trader, every read counted
      expect(Number(header(kept, 'x-ratelimit-remaining'))).toBe(Number(header(cold, 'x-ratelimit-remaining')) - 1);
      expect(header(kept, 'x-request-id')).not.toBe(header(cold, 'x-request-id'));
      const query = await read(`${path}?any=thing`);
      expectSame(query, kept);
      expect(Number(header(query, 'x-ratelimit-remaining'))).toBe(Number(header(kept, 'x-ratelimit-remaining')) - 1);
    }
  });

  it("changed data: the reads after a push have the new numbers, the same as the route's", async () => {
    for (let i = 1; i <= 2; i++) {
      await read(metricsPath());
      await read(ApiPath.traderAccounts);
      await pushOk(t, account, trade(new Date(Date.now() - hours(4) + i * 60_000).toISOString(), { profit: 100 }));
      for (const path of [metricsPath(), ApiPath.traderAccounts]) {
        // The push made memory forget the account and its state: the first read after it reads the database.
        const first = await read(path);
        expect(first.body).toContain(String(1_001_000 + i * 100));
        const kept = await read(path);
        expectSame(kept, first);
      }
    }
  });

  it('metrics: a read answered from memory is counted under its route', async () => {
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
      expect((await read(path)).status).toBe(200);
      expect(await count(route)).toBe(before + 1);
    }
  });

  it('a signed-out token and a session revoked in the database are refused at once, as the route refuses them', async () => {
    const bob = await newTrader(t);
    expect((await read(ApiPath.traderAccounts, as(bob))).status).toBe(200);
    expect((await read(ApiPath.traderAccounts, as(bob))).status).toBe(200); // token, session and list kept
    expect((await call(t, 'POST', ApiPath.logout, { token: bob.token, host: bob.host, ip: bob.ip })).result).toBe(0);
    const out = await read(ApiPath.traderAccounts, as(bob));
    expect(out.status).toBe(401);
    expect(JSON.parse(out.body)).toMatchObject({ result: -17 });
    expectSame(out, await read(ApiPath.traderAccounts, as(bob)));

    const carol = await newTrader(t);
    await read(ApiPath.traderAccounts, as(carol));
    expect((await read(ApiPath.traderAccounts, as(carol))).status).toBe(200);
    await t.db.query(`update sessions set revoked_at = now() where user_id = (select id from users where email = $1)`, [
      carol.email,
    ]);
    await t.app.modules.core.services.changeFeed.settled();
    const revoked = await read(ApiPath.traderAccounts, as(carol));
    expect(revoked.status).toBe(401);
    expect(JSON.parse(revoked.body)).toMatchObject({ result: -17 });
  });

  it("another brand's host, another trader's account, a bad token, HEAD and an older site: each answered as it must be", async () => {
    await read(metricsPath());
    const cases = [
      { path: ApiPath.traderAccounts, who: { ...as(alice), host: '127.0.0.1' }, status: 401 },
      { path: metricsPath(), who: as(await newTrader(t)), status: 200 },
      { path: ApiPath.traderAccounts, who: { ...as(alice), token: `${alice.token}x` }, status: 401 },
      { path: ApiPath.traderAccounts, who: as(alice), extra: { [SITE_VERSION_HEADER]: '0.0.1' }, status: 200 },
    ];
    for (const c of cases) {
      const r = await read(c.path, c.who, c.extra);
      expect(r.status).toBe(c.status);
      expectSame(r, await read(c.path, c.who, c.extra));
    }
    const head = await read(ApiPath.traderAccounts, as(alice), {}, 'HEAD');
    expect([head.status, header(head, 'content-type')]).toEqual([200, 'application/json; charset=utf-8']);
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
    const r = await get(base, ApiPath.traderAccounts, as(erin));
    expect(r.status).toBe(429);
    expect(JSON.parse(r.body)).toMatchObject({ result: ResultCode.TechnicalError });
  });
});

describe('hot reads through Fastify: the rate limit refuses', () => {
  let base: string;
  const t = useTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '20' } });
  beforeAll(async () => {
    base = await listening(t.app);
  });

  it('the rate limit counts every read of the trader, from memory or not, and the plugin refuses the one over it', async () => {
    const dave = await newTrader(t);
    const replies: { status: number; remaining: string | undefined }[] = [];
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
  });
});

describe('hot reads through Fastify: access logging', () => {
  /** A line without what differs from one request to the next: time, request id, port, response time. */
  const shape = (line: string, reqId: string) =>
    line
      .replace(/"time":\d+/, '"time":0')
      .replace(reqId, 'ID')
      .replace(/"remotePort":\d+/, '"remotePort":0')
      .replace(/"responseTime":[0-9.e+-]+/, '"responseTime":0');

  it('at LOG_LEVEL=info a read from memory writes one line, as a read of the database does, with the reply’s id', async () => {
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
      const cold = await get(base, ApiPath.traderAccounts, as(frank), proxied);
      const coldLines = lines.splice(0);
      const kept = await get(base, ApiPath.traderAccounts, as(frank), proxied);
      const keptLines = lines.splice(0);

      expect(coldLines).toHaveLength(1);
      expect(keptLines).toHaveLength(1);
      expect(JSON.parse(keptLines[0]!)).toMatchObject({
        level: 30,
        reqId: header(kept, 'x-request-id'),
        req: { method: 'GET', url: ApiPath.traderAccounts, host: 'portal.example', remoteAddress: frank.ip },
        res: { statusCode: 200 },
        msg: 'request completed',
      });
      expect(shape(keptLines[0]!, header(kept, 'x-request-id')!)).toBe(
        shape(coldLines[0]!, header(cold, 'x-request-id')!),
      );
    } finally {
      await t.close();
    }
  });

  it('through the app’s own destination: one line a read, written at the turn’s end, in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hot-reads-log-'));
    const file = join(dir, 'log');
    const fd = openSync(file, 'a');
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: new TurnLogDestination(fd) });
    try {
      const base = await listening(t.app);
      const frank = await newTrader(t);
      await turnEnd();
      const before = readFileSync(file, 'utf8').length;
      const cold = await get(base, ApiPath.traderAccounts, as(frank));
      const kept = [];
      for (let i = 0; i < 5; i++) kept.push(await get(base, ApiPath.traderAccounts, as(frank)));
      await turnEnd();
      const lines = readFileSync(file, 'utf8').slice(before).split('\n').slice(0, -1);
      expect(lines).toHaveLength(6);
      const coldShape = shape(lines[0]!, header(cold, 'x-request-id')!);
      kept.forEach((reply, i) => {
        expect(JSON.parse(lines[i + 1]!)).toMatchObject({
          reqId: header(reply, 'x-request-id'),
          msg: 'request completed',
        });
        expect(shape(lines[i + 1]!, header(reply, 'x-request-id')!)).toBe(coldShape);
      });
    } finally {
      await t.close();
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
