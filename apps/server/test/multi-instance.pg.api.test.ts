import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OrderPaymentStatus, ResultCode, type JournalStats } from '@portal/contract';
import { Redis } from 'ioredis';
import { buildApp, RATE_LIMIT_CONNECTION_NAME, type App } from '../src/app.ts';
import { redisCounterStore } from '../src/lib/counter-store.ts';

import { call, createTestApp, type TestApp } from './test-app.ts';
import { newTrader, outboxFileNames, scriptedTransport } from './http-helpers.ts';
import { nextIp, refresh, signIn, signUp, expectToken } from './auth-helpers.ts';
import {
  as,
  createOrder,
  findPackage,
  getOrder,
  pay,
  type Trader,
  paymentSucceeded,
  postPaymentWebhook,
} from './buying-helpers.ts';
import {
  boughtAccount,
  push,
  snapshot,
  winningDays,
  startedAccount,
  rowsOfAccount,
  evaluationVersions,
  resetsSince,
  accountsDueForResets,
  trade,
} from './evaluation-helpers.ts';

// PostgreSQL + Redis only (*.pg.api.test.ts): three instances of the portal on one database and one Redis, as
// behind a load balancer (README "Running several instances"). Requests alternate between them.
const REDIS_URL = 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('several instances on one database and one Redis', () => {
  let t: TestApp;
  let apps: App[];
  /** Each instance seen as a TestApp, so the suites' helpers can send a request to any of them. */
  let views: TestApp[];
  const prefix = `test:multi:${randomBytes(6).toString('hex')}:`;
  const transports = [scriptedTransport(), scriptedTransport()];
  let alice: Trader;

  beforeAll(async () => {
    t = await createTestApp({ counters: redisCounterStore(REDIS_URL, prefix), marketSeed: 1 });
    expect(t.dialect).toBe('postgres');
    const others = await Promise.all(
      transports.map((transport, i) =>
        buildApp({
          config: t.config,
          db: t.db,
          logger: false,
          counters: redisCounterStore(REDIS_URL, prefix),
          mailTransport: transport,
          marketSeed: 2 + i,
        }),
      ),
    );
    await Promise.all(others.map((o) => o.ready()));
    apps = [t.app, ...others];
    views = apps.map((app) => ({ ...t, app }));
    alice = await newTrader(t);
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t.close();
  });

  it('mail: three dispatchers draining one queue at once deliver each message exactly once', async () => {
    const to = Array.from({ length: 60 }, (_, i) => `multi.${i}.${randomBytes(3).toString('hex')}@example.com`);
    await t.db.query(
      `insert into outgoing_mail (to_address, subject, html, text_body, kind)
       select a, 'hello', '<p>hello</p>', 'hello', 'test' from unnest($1::text[]) as a`,
      [to],
    );
    const drain = async (app: App) => {
      while ((await app.modules.mail.services.mailDispatcher.flush()) > 0);
    };
    await Promise.all(apps.map(drain));
    const deliveries = to.map(
      (address) =>
        outboxFileNames(t, address).length +
        transports.reduce((n, tr) => n + tr.sent.filter((m) => m.to === address).length, 0),
    );
    expect(deliveries).toEqual(Array<number>(60).fill(1));
    const rows = await t.db.query<{ status: string; attempts: number }>(
      'select status, attempts from outgoing_mail where to_address = any($1::text[])',
      [to],
    );
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('day resets: three instances ticking at once tick each account once per due reset', async () => {
    const { start, accounts } = await accountsDueForResets(t, alice, 4);
    await Promise.all(apps.map((app) => app.modules.evaluation.services.evaluationTicks.drain(50)));
    const resets = resetsSince(start);
    expect(
      await evaluationVersions(
        t,
        accounts.map((a) => a.id),
      ),
    ).toEqual([1 + resets, 1 + resets, 1 + resets]);
  });

  it('payments: one success webhook reaching the three instances at once is applied once', async () => {
    const pkg = (await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader')).id;
    const order = (await createOrder(t, alice, pkg)).data;
    await pay(t, alice, order.id);
    const body = JSON.stringify(await paymentSucceeded(t, order, `evt_multi_${randomBytes(4).toString('hex')}`));
    const replies = await Promise.all(Array.from({ length: 9 }, (_, i) => postPaymentWebhook(views[i % 3]!, body)));
    const outcomes = replies.map((r) => (r.json.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array<string>(8).fill('duplicate')]);
    expect((await getOrder(views[1]!, alice, order.id)).data.status).toBe(OrderPaymentStatus.Paid);
    expect(await t.db.query('select id from trader_accounts where order_id = $1', [order.id])).toHaveLength(1);
  });

  it('bridge: one batch pushed to the three instances at once is applied once', async () => {
    const a = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    const batch = [
      ...winningDays('2026-03-02T09:00:00.000Z', 3, 10_000),
      snapshot('2026-03-04T12:00:00.000Z', 1_030_000),
    ];
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => push(views[i % 3]!, a, batch)));
    expect(replies.map((r) => r.status)).toEqual(Array<number>(6).fill(200));
    const data = replies.map((r) => r.json.data as { accepted: number; duplicates: number });
    expect(data.map((d) => d.accepted).sort()).toEqual([0, 0, 0, 0, 0, 7]);
    expect(await rowsOfAccount(t, 'account_events', a.id)).toBe(7);
    expect(await evaluationVersions(t, [a.id])).toEqual([1]);
  });

  it('journal: every instance serves a note or a trade added on another at once', async () => {
    const a = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    expect((await push(t, a, trade('2026-03-02T09:00:00.000Z', { profit: 2_000, symbol: 'XAUUSD' }))).status).toBe(200);
    const closed = await t.db.query<{ deal_id: string }>('select deal_id from closed_trades where account_id = $1', [
      a.id,
    ]);
    const statsOn = async (v: TestApp, tag?: string) =>
      (
        await call<JournalStats>(
          v,
          'GET',
          `${ApiPath.journalStats}?${new URLSearchParams({ traderAccountId: a.id, ...(tag ? { tag } : {}) })}`,
          as(alice),
        )
      ).data;
    for (const v of views) expect(await statsOn(v)).toMatchObject({ tags: [], summary: { trades: 1 } });
    for (const v of views) expect((await statsOn(v, 'gold')).summary.trades).toBe(0);
    const saved = await call(views[1]!, 'POST', ApiPath.journalNote, {
      ...as(alice),
      body: { traderAccountId: a.id, dealId: closed[0]!.deal_id, note: '', tags: ['gold'] },
    });
    expect(saved.result).toBe(ResultCode.Ok);
    await Promise.all(apps.map((app) => app.modules.core.services.changeFeed.settled()));
    for (const v of views) {
      expect((await statsOn(v)).tags).toEqual(['gold']);
      expect((await statsOn(v, 'gold')).summary).toMatchObject({ trades: 1, net: 2_000 });
    }
    expect((await push(views[2]!, a, trade('2026-03-02T11:00:00.000Z', { profit: -500 }))).status).toBe(200);
    await Promise.all(apps.map((app) => app.modules.core.services.changeFeed.settled()));
    for (const v of views) expect((await statsOn(v)).summary).toMatchObject({ trades: 2, net: 1_500 });
  });

  it('brute force: wrong passwords spread over the three instances share one counter (Redis)', async () => {
    const s = await signUp(t);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(views[i % 3]!, s.email, 'Wr0ng#Password', { ip: nextIp() })),
    );
    expect(guesses.filter((r) => r.result === ResultCode.InvalidUsernameOrPassword)).toHaveLength(3);
    expect(guesses.filter((r) => r.result === ResultCode.BotCheckRequired)).toHaveLength(27);
    for (const v of views) expect((await signIn(v, s.email, s.password)).result).toBe(ResultCode.BotCheckRequired);
  });

  it('refresh: one refresh token used on the three instances at once gets the same new pair everywhere', async () => {
    const s = await signUp(t);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => refresh(views[i % 3]!, s.refreshToken)));
    expect(replies.map((r) => r.result)).toEqual(Array<number>(12).fill(0));
    expect(new Set(replies.map((r) => JSON.stringify(r.data))).size).toBe(1);
    const pair = replies[0]!.data;
    for (const v of views) await expectToken(v, pair.token, 0);
    expect((await refresh(views[2]!, pair.refreshToken)).result).toBe(0);
  });

  describe('sessions and brands kept in memory', () => {
    const logout = (v: TestApp, token: string) => call(v, 'POST', ApiPath.logout, { token, ip: nextIp() });

    it('a session every instance has checked is refused by every instance the moment one signs it out', async () => {
      for (let round = 0; round < 6; round++) {
        const s = await signUp(t);
        const signedIn = (await signIn(views[round % 3]!, s.email, s.password)).data;
        for (const v of views) await expectToken(v, signedIn.token, ResultCode.Ok);
        expect((await logout(views[(round + 2) % 3]!, signedIn.token)).result).toBe(ResultCode.Ok);
        for (const v of views) await expectToken(v, signedIn.token, ResultCode.AccessTokenInvalid);
        for (const v of views) await expectToken(v, s.token, ResultCode.Ok);
        for (const v of views) await expectToken(v, s.token, ResultCode.Ok); // now answered from memory
        expect((await logout(views[(round + 1) % 3]!, s.token)).result).toBe(ResultCode.Ok);
        for (const v of views) await expectToken(v, s.token, ResultCode.AccessTokenInvalid);
      }
    });

    it("a password change on one instance ends the trader's other sessions on every instance at once", async () => {
      const s = await signUp(t);
      const other = (await signIn(views[1]!, s.email, s.password)).data;
      for (const v of views) await expectToken(v, other.token, ResultCode.Ok);
      const changed = await call(views[2]!, 'POST', ApiPath.changePassword, {
        ip: nextIp(),
        token: s.token,
        body: { oldPassword: s.password, newPassword: 'An0ther#Passw0rd!' },
      });
      expect(changed.result).toBe(ResultCode.Ok);
      for (const v of views) await expectToken(v, other.token, ResultCode.AccessTokenInvalid);
      for (const v of views) await expectToken(v, s.token, ResultCode.Ok); // the session that changed it stays
    });

    it('a session revoked by a statement on the database, outside any instance, is refused everywhere at once', async () => {
      const s = await signUp(t);
      for (const v of views) await expectToken(v, s.token, ResultCode.Ok);
      await t.db.query(
        `update sessions set revoked_at = now(), revoke_reason = 'by hand'
          where user_id = (select id from users where email = $1)`,
        [s.email],
      );
      // Outside every instance nothing waits for the announcement: each instance has it once it has crossed its
      // connection (settled: everything committed before has been heard).
      await Promise.all(apps.map((app) => app.modules.core.services.changeFeed.settled()));
      for (const v of views) await expectToken(v, s.token, ResultCode.AccessTokenInvalid);
    });

    it('while their notification connections are cut the instances keep nothing; back, they start empty', async () => {
      const s = await signUp(t);
      for (const v of views) await expectToken(v, s.token, ResultCode.Ok); // kept by every instance
      const listeners = `listen:portal_cache:${(await t.db.query<{ s: string }>('select current_schema() as s'))[0]!.s}`;
      await t.db.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        listeners,
      ]);
      const until = async (ok: () => boolean) => {
        for (let i = 0; i < 100 && !ok(); i++) await sleep(50);
        expect(ok()).toBe(true);
      };
      await until(() => apps.every((app) => !app.modules.core.services.changeFeed.live));
      // Revoked where no instance can hear it: each reads the session again, so each refuses it.
      await t.db.query(
        `update sessions set revoked_at = now() where user_id = (select id from users where email = $1)`,
        [s.email],
      );
      for (const v of views) await expectToken(v, s.token, ResultCode.AccessTokenInvalid);
      await until(() => apps.every((app) => app.modules.core.services.changeFeed.live)); // reconnected within a second or so
      const again = (await signIn(t, s.email, s.password)).data;
      for (const v of views) await expectToken(v, again.token, ResultCode.Ok);
      expect((await logout(views[1]!, again.token)).result).toBe(ResultCode.Ok);
      for (const v of views) await expectToken(v, again.token, ResultCode.AccessTokenInvalid);
    });

    it('a brand changed on the database is served changed by every instance at once', async () => {
      const nameOn = async (v: TestApp) =>
        (await call<{ brandName: string }>(v, 'GET', ApiPath.brand, { host: '127.0.0.1', ip: nextIp() })).data
          .brandName;
      const before = await nameOn(t);
      for (const v of views) expect(await nameOn(v)).toBe(before);
      try {
        await t.db.query(`update brands set name = 'Renamed Prop' where code = 'bluewave'`);
        await Promise.all(apps.map((app) => app.modules.core.services.changeFeed.settled()));
        for (const v of views) expect(await nameOn(v)).toBe('Renamed Prop');
      } finally {
        await t.db.query(`update brands set name = $1 where code = 'bluewave'`, [before]);
      }
      await Promise.all(apps.map((app) => app.modules.core.services.changeFeed.settled()));
      for (const v of views) expect(await nameOn(v)).toBe(before);
    });
  });

  it('unpaid orders: the expiry jobs of the three instances at once cancel each order once', async () => {
    const pkg = (await findPackage(t, 'Two-Step Challenge 25K', 'northwind-webtrader')).id;
    const brandId = (await t.db.query<{ id: string }>(`select id from brands where code = 'northwind'`))[0]!.id;
    const code = `MULTI${randomBytes(3).toString('hex').toUpperCase()}`;
    await t.db.query(
      `insert into discount_codes (brand_id, code, kind, value, usage_limit) values ($1, $2, 'percent', 50, 6)`,
      [brandId, code],
    );
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newTrader(t)));
    const orders = await Promise.all(buyers.map((b, i) => createOrder(views[i % 3]!, b, pkg, code)));
    expect(orders.map((o) => o.result)).toEqual(Array<number>(6).fill(ResultCode.Ok));
    await t.db.query(`update orders set unpaid_expires_at = now() - interval '1 second' where discount_code = $1`, [
      code,
    ]);
    await Promise.all(apps.map((app) => app.modules.orders.services.unpaidOrderExpiry.drain()));
    const rows = await t.db.query<{ status: number; held: boolean }>(
      `select status, discount_use_held as held from orders where discount_code = $1`,
      [code],
    );
    expect(rows.map((o) => [o.status, o.held])).toEqual(
      Array.from({ length: 6 }, () => [OrderPaymentStatus.Cancelled, false]),
    );
    const [used] = await t.db.query<{ n: number }>(`select used_count as n from discount_codes where code = $1`, [
      code,
    ]);
    expect(used!.n).toBe(0);
  });

  describe('the sandbox market moves in one place: the leader', () => {
    let market: App[];
    let cookie = '';
    beforeAll(async () => {
      // Instances of their own, so stopping the leader leaves the suite's instances alone.
      market = await Promise.all(
        [11, 12, 13].map((seed) => buildApp({ config: t.config, db: t.db, logger: false, marketSeed: seed })),
      );
      await Promise.all(market.map((m) => m.ready()));
      const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
      const link = await call<{ platform_redirect_url: string }>(
        t,
        'GET',
        ApiPath.platformRedirectUrl.replace(':id', a.id),
        as(alice),
      );
      const url = new URL(link.data.platform_redirect_url);
      const signIn = await market[0]!.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: 'localhost' },
      });
      expect(signIn.statusCode).toBe(303);
      cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    });
    afterAll(async () => {
      for (const m of market) await m.close();
    });

    type Quote = { symbol: string; bid: number; ask: number; time?: number };
    const quotes = async (app: App) =>
      (
        await app.inject({ method: 'GET', url: '/platform/sandbox/api/state', headers: { host: 'localhost', cookie } })
      ).json<{ quotes: Quote[] }>().quotes;
    /** One tick of every running instance, the leader's first (as its timer would usually run before theirs). */
    const tick = async (running: App[]) => {
      await sleep(20); // time passes, so the walk moves (and a terminated backend has ended)
      const leaders = running.filter((m) => m.modules.tradingPlatform.services.marketTicker.leading);
      for (const m of [...leaders, ...running.filter((r) => !leaders.includes(r))])
        await m.modules.tradingPlatform.services.marketTicker.flush();
    };
    const leadersOf = (running: App[]) =>
      running.filter((m) => m.modules.tradingPlatform.services.marketTicker.leading);
    /** Ticks until exactly one instance leads (five rounds at most), and asserts that one does. */
    const tickUntilOneLeads = async (running: App[]) => {
      let rounds = 0;
      do {
        await tick(running);
        rounds += 1;
      } while (leadersOf(running).length !== 1 && rounds < 5);
      expect(leadersOf(running)).toHaveLength(1);
    };

    it('elects one leader; the three instances serve identical quotes, which move', async () => {
      await tick(market);
      expect(leadersOf(market)).toHaveLength(1);
      const first = await quotes(market[0]!);
      await tick(market);
      expect(leadersOf(market)).toHaveLength(1);
      const seen = await Promise.all(market.map(quotes));
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
      expect(seen[0]).not.toEqual(first);
    });

    it('a fill on a follower is at the price the leader set', async () => {
      const follower = market.find((m) => !m.modules.tradingPlatform.services.marketTicker.leading)!;
      await tick(market);
      const quoted = (await quotes(market.find((m) => m.modules.tradingPlatform.services.marketTicker.leading)!)).find(
        (q) => q.symbol === 'EURUSD',
      )!;
      const r = await follower.inject({
        method: 'POST',
        url: '/platform/sandbox/api/orders',
        headers: { host: 'localhost', cookie },
        payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, sl: null, tp: null },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json<{ position: { openPrice: number } }>().position.openPrice).toBe(quoted.ask);
    });

    it('another instance takes over within a few ticks when the leader loses its connection', async () => {
      await tick(market);
      const [pid] = await t.db.query<{ pid: number }>(
        `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and a.application_name = $1`,
        [t.applicationName],
      );
      expect(pid).toBeDefined();
      await t.db.query('select pg_terminate_backend($1)', [pid!.pid]);
      await tickUntilOneLeads(market);
      await tick(market);
      const seen = await Promise.all(market.map(quotes));
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
    });

    it('another instance takes over within a few ticks when the leader stops', async () => {
      await tick(market);
      const [leader] = leadersOf(market);
      await leader!.close();
      const running = market.filter((m) => m !== leader);
      const before = await quotes(running[0]!);
      await tickUntilOneLeads(running);
      await tick(running);
      const seen = await Promise.all(running.map(quotes));
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[0]).not.toEqual(before);
      market = running; // the stopped one is closed already
    });
  });

  describe('rate limits (REDIS_URL): counted over all instances', () => {
    let limited: App[];
    beforeAll(async () => {
      const config = { ...t.config, redisUrl: REDIS_URL };
      limited = await Promise.all(
        [0, 1, 2].map(() =>
          buildApp({ config, db: t.db, logger: false, counters: redisCounterStore(REDIS_URL, prefix) }),
        ),
      );
      await Promise.all(limited.map((l) => l.ready()));
    });
    afterAll(async () => {
      for (const l of limited) await l.close();
    });
    const rateLimitClients = async () => {
      const redis = new Redis(REDIS_URL);
      try {
        const list = String(await redis.client('LIST'));
        return list.split('\n').filter((line) => line.includes(` name=${RATE_LIMIT_CONNECTION_NAME} `)).length;
      } finally {
        redis.disconnect();
      }
    };

    it('600 requests a minute from one address over three instances: the 601st is refused with 429', async () => {
      const ip = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
      const get = (app: App) =>
        app
          .inject({ method: 'GET', url: ApiPath.brand, remoteAddress: ip, headers: { host: 'localhost' } })
          .then((r) => r.statusCode);
      const statuses: number[] = [];
      for (let i = 0; i < 600; i += 30)
        statuses.push(...(await Promise.all(Array.from({ length: 30 }, (_, j) => get(limited[(i + j) % 3]!)))));
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(await Promise.all(limited.map(get))).toEqual([429, 429, 429]);
    });

    it('an instance that stops closes its rate-limit connection to Redis', async () => {
      const before = await rateLimitClients();
      expect(before).toBeGreaterThanOrEqual(3);
      for (const l of limited.splice(0)) await l.close();
      expect(await rateLimitClients()).toBe(before - 3);
    });
  });
});
