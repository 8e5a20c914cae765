import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, type BridgeEvent } from '@portal/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { argon2Hasher } from '../src/modules/auth/password-hasher.ts';
import { nextIp, registerBody } from './auth-helpers.ts';
import { accountRow, boughtAccount, push, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { call, signedInTrader, testDatabaseUrl, uniqueEmail, useTestApp } from './test-app.ts';

/**
 * PostgreSQL ending the app's connections (failover, restart, idle timeout, an administrator) or becoming
 * unreachable: calls answer -8 in the envelope quickly, nothing escapes as an uncaught error, service comes
 * back by itself, and a call that answered 0 was really written. Runs in api-postgres only.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Errors no one caught: before the fix, the pool's unheard 'error' event, which stops a real server. */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
});
afterEach(() => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
});

type Outcome = {
  what: 'write' | 'read' | 'push';
  email?: string;
  status: number;
  result: number;
  ms: number;
  retryAfter?: unknown;
};

/** Every reply is 0, or -8 in the envelope with 503 and Retry-After; none took long. */
function expectOkOrUnavailable(outcomes: Outcome[], maxMs: number) {
  for (const o of outcomes) {
    if (o.result === 0) expect(o.status, JSON.stringify(o)).toBe(200);
    else {
      expect(o, JSON.stringify(o)).toMatchObject({ result: -8, status: 503 });
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
  }
  expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(maxMs);
}

describe('database outage: connections ended by PostgreSQL (PostgreSQL)', () => {
  const t = useTestApp();

  const terminateOwnConnections = async () => {
    const c = new pg.Client({ connectionString: testDatabaseUrl });
    await c.connect();
    try {
      const r = await c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
        [t.applicationName],
      );
      return r.rowCount ?? 0;
    } finally {
      await c.end();
    }
  };

  it('under load, several rounds of pg_terminate_backend: -8 fast, no uncaught error, service resumes, every 0 is durable, every push applied once', async () => {
    expect(t.dialect).toBe('postgres');
    const trader = await signedInTrader(t);
    const account: Account = await boughtAccount(
      t,
      await newTrader(t),
      'Two-Step Challenge 10K',
      'northwind-webtrader',
    );
    // Opened an hour ago, so the deals of the load (dated a moment before each push) fall within it.
    await startAccountAt(t, account, new Date(Date.now() - 3_600_000).toISOString());
    const initialBalance = (await accountRow(t, account.id)).balance;
    const outcomes: Outcome[] = [];
    /** Each batch the bridge sent, its net result and the replies of its first answer 0. */
    const batches: { events: BridgeEvent[]; net: number; accepted?: number; duplicates?: number }[] = [];
    let running = true;

    const timed = async (what: Outcome['what'], email: string | undefined, send: () => ReturnType<typeof call>) => {
      const started = performance.now();
      const r = await send();
      outcomes.push({
        what,
        ...(email ? { email } : {}),
        status: r.status,
        result: r.result,
        ms: performance.now() - started,
        retryAfter: r.headers['retry-after'],
      });
    };
    const writer = async () => {
      while (running) {
        const email = uniqueEmail('outage');
        await timed('write', email, () =>
          call(t, 'POST', ApiPath.registerV1, { body: registerBody(email), ip: nextIp() }),
        );
        await sleep(5); // a steady load that leaves the test's own timers room to run
      }
    };
    const reader = async () => {
      while (running) {
        await timed('read', undefined, () =>
          call(t, 'GET', ApiPath.keyValue + '?key=lang', { token: trader.token, ip: nextIp() }),
        );
        await timed('read', undefined, () => call(t, 'GET', ApiPath.tradingPackagesAll, { ip: nextIp() }));
        await sleep(5);
      }
    };
    /**
     * The platform bridge: a batch (a deal opened and closed) is sent again, the same deal ids, until it answers 0,
     * as a real bridge does after a -8/503. A batch whose commit landed but whose answer was lost comes back as
     * duplicates: the deal ids make the retry harmless.
     */
    const pusher = async () => {
      while (running) {
        const net = 1 + Math.floor(Math.random() * 9);
        const events = trade(new Date(Date.now() - 2000).toISOString(), { profit: net, holdMs: 1000 });
        const batch: (typeof batches)[number] = { events, net };
        batches.push(batch);
        for (let attempt = 0; batch.accepted === undefined; attempt++) {
          const started = performance.now();
          const r = await push(t, account, events);
          if (attempt === 100) throw new Error(`batch never accepted: ${r.status} ${r.body}`);
          outcomes.push({
            what: 'push',
            status: r.status,
            result: r.json.result as number,
            ms: performance.now() - started,
            retryAfter: r.headers['retry-after'],
          });
          if (r.json.result === 0) Object.assign(batch, r.json.data as { accepted: number; duplicates: number });
          else await sleep(20); // the real bridge waits Retry-After; a short wait keeps the test brief
        }
        await sleep(5);
      }
    };
    const load = Promise.all([writer(), writer(), writer(), reader(), reader(), pusher(), pusher()]);

    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      await sleep(700);
      // A burst, not one shot: connections the pool opens meanwhile are ended too, so the database is really
      // away for a moment and calls in flight meet it.
      const until = Date.now() + 300;
      while (Date.now() < until) {
        terminated += await terminateOwnConnections();
        await sleep(15);
      }
    }
    await sleep(700);
    running = false;
    await load;

    expect(terminated).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    expectOkOrUnavailable(outcomes, 3000);
    expect(outcomes.filter((o) => o.result === -8).length, 'the fault was felt').toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.result === 0).length).toBeGreaterThan(10);

    // Service is back by itself: nothing was restarted, and every call answers 0 again.
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('after');
      const w = await call(t, 'POST', ApiPath.registerV1, { body: registerBody(email), ip: nextIp() });
      expect(w.result).toBe(0);
      outcomes.push({ what: 'write', email, status: w.status, result: w.result, ms: 0 });
      expect((await call(t, 'GET', ApiPath.keyValue + '?key=lang', { token: trader.token })).result).toBe(0);
    }

    // Durable: every sign-up that answered 0 has its row.
    const answered = outcomes.filter((o) => o.what === 'write' && o.result === 0).map((o) => o.email!);
    const rows = await t.db.query<{ email: string }>('select email from users where email = any($1)', [answered]);
    expect(rows.map((r) => r.email).sort()).toEqual([...answered].sort());

    // Exactly once: every batch ended answered 0; across those answers each event was accepted once (a retry of a
    // batch whose commit landed unanswered says duplicates), each deal is stored once, and the account's balance
    // is its start plus every batch's net result.
    expect(outcomes.filter((o) => o.what === 'push' && o.result === -8).length, 'pushes met the fault').toBeGreaterThan(
      0,
    );
    expect(batches.every((b) => b.accepted !== undefined)).toBe(true);
    for (const b of batches) expect(b.accepted! + b.duplicates!).toBe(b.events.length);
    expect(batches.reduce((n, b) => n + b.accepted!, 0)).toBe(batches.length * 2);
    const dealIds = batches.flatMap((b) => b.events.map((e) => (e as { dealId: string }).dealId));
    const stored = await t.db.query<{ deal_id: string; n: number }>(
      'select deal_id, count(*)::int as n from account_events where account_id = $1 group by deal_id',
      [account.id],
    );
    expect(stored.map((r) => r.deal_id).sort()).toEqual([...dealIds].sort());
    expect(stored.every((r) => r.n === 1)).toBe(true);
    const [trades] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from closed_trades where account_id = $1',
      [account.id],
    );
    expect(trades!.n).toBe(batches.length);
    const net = batches.reduce((sum, b) => sum + b.net, 0);
    expect((await accountRow(t, account.id)).balance).toBe(initialBalance + net);
  }, 30_000);
});

/** A TCP relay to PostgreSQL that can go dark: existing connections cut, new ones accepted and never answered. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let dark = false;
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (dark) return; // accepted, then silence: what a vanished host behind a load balancer looks like
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: (server.address() as { port: number }).port,
    goDark() {
      dark = true;
      for (const s of sockets) s.destroy();
    },
    comeBack() {
      dark = false;
      for (const s of sockets) s.destroy(); // the silent ones
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe('database outage: the database unreachable (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let db: Db;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const target = new URL(testDatabaseUrl!);
    relay = await startRelay(target);
    const url = new URL(testDatabaseUrl!);
    url.host = `127.0.0.1:${relay.port}`;
    db = await openDb({ kind: 'postgres', url: url.toString(), schema, maxConnections: 5, connectTimeoutMs: 800 });
    await migrate(db);
    await seed(db, { demo: false, hasher: argon2Hasher });
    dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir });
    app = await buildApp({ config, db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await relay?.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const packages = async (): Promise<Outcome> => {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: ApiPath.tradingPackagesAll,
      headers: { host: 'localhost', 'x-site-version': '1.1.232' },
    });
    const body = JSON.parse(res.body) as { result: number };
    return {
      what: 'read',
      status: res.statusCode,
      result: body.result,
      ms: performance.now() - started,
      retryAfter: res.headers['retry-after'],
    };
  };

  it('while it is away every call answers 503/-8 within the connect timeout; when it returns, 0 again', async () => {
    expect((await packages()).result).toBe(0);
    relay.goDark();
    // Calls at once and one after another: none waits longer than the connect timeout (800 ms) and a margin.
    const during = [
      ...(await Promise.all(Array.from({ length: 8 }, () => packages()))),
      await packages(),
      await packages(),
    ];
    expect(during.every((o) => o.result === -8)).toBe(true);
    expectOkOrUnavailable(during, 2500);
    expect(uncaught).toEqual([]);

    relay.comeBack();
    const deadline = Date.now() + 5000;
    let after = await packages();
    while (after.result !== 0 && Date.now() < deadline) {
      await sleep(100);
      after = await packages();
    }
    expect(after).toMatchObject({ result: 0, status: 200 });
    expect(uncaught).toEqual([]);
  }, 20_000);
});
