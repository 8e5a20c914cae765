import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode, type ListCount } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { useTestApp } from './test-app.ts';
import { parse } from 'csv-parse/sync';
import { adminCall, adminInject, brandId, newApiKey, type Agent, useOperator, signedInAs } from './admin-helpers.ts';

type CA = { count: number; amount: number };
type Sales = { orders: number; revenue: number; discount: number };
type Overview = {
  period: { from: string; to: string; days: number; start: string; end: string };
  currency: string;
  currencies: string[];
  sales: Sales & {
    refunds: CA;
    byPackage: (Sales & { packageId: string })[];
    byCode: (Sales & { code: string | null })[];
    daily: (Sales & { day: string; payoutsPaid: number })[];
  };
  funnel: { step: string; count: number; rate: number | null }[];
  outcomes: { packageId: string; phase: string; trading: number; passed: number; failed: number }[];
  endings: { failedByRule: { rule: string; count: number }[]; passed: number; failed: number };
  payouts: { requested: CA; approved: CA; paid: CA; pending: CA; average: number | null; ratio: number | null };
  activeAccounts: number;
  fundedEquity: { accounts: number; equity: number; refreshedAt: string | null };
  openQueues: { identity: number; contracts: number; payouts: number };
};
type Row = { total: number; discount: number };
const TAG = 'ovw';

/**
 * A generated population (orders paid, unpaid, discounted, across packages, codes, currencies, days and brands;
 * accounts trading, passed, failed; payouts in each status), written straight into the tables so the triggers
 * keep the aggregates as the application's writes do. Each figure must equal the count or sum of the list it links to.
 */
describe('admin: the overview adds up to the lists it links to', () => {
  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  const northwindAdmin = useOperator(t, 'brand_admin', ['northwind']);
  let northwindId: string;
  let bluewaveId: string;
  const overview = async (agent: Agent, query = '') => {
    const r = await adminCall<Overview>(t, 'GET', `${ApiPath.adminOverview}${query}`, { agent });
    expect(r.result, query).toBe(0);
    return r.data;
  };
  /** every row of a console list (cursor pages of 100), and its count */
  const list = async <R>(agent: Agent, path: string, query: Record<string, string | undefined>) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, pageSize: '100' }).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const rows: R[] = [];
    let count: ListCount | undefined;
    for (let cursor: string | null = null, i = 0; i < 50; i++) {
      if (cursor) params.set('cursor', cursor);
      const r = await adminCall<{ items: R[]; next: string | null; count: ListCount }>(t, 'GET', `${path}?${params}`, {
        agent,
      });
      expect(r.result, `${path}?${params}`).toBe(0);
      rows.push(...r.data.items);
      count = r.data.count;
      cursor = r.data.next;
      if (!cursor) break;
    }
    expect(count!.kind).toBe('exact');
    expect(rows.length).toBe(count!.value);
    return rows;
  };
  const sumOf = (rows: Row[]) => ({
    orders: rows.length,
    revenue: rows.reduce((n, r) => n + r.total, 0),
    discount: rows.reduce((n, r) => n + r.discount, 0),
  });

  beforeAll(async () => {
    northwindId = await brandId(t, 'northwind');
    bluewaveId = await brandId(t, 'bluewave');
    const q = (sql: string, params: unknown[] = []) => t.db.query(sql, params);
    const now = Date.now();
    const [pkgA, pkgB] = (await t.db.query<{ id: string }>(`select id from trading_packages order by id limit 2`)).map(
      (p) => p.id,
    );
    await q(
      `insert into users (brand_id, email, first_name, last_name, created_at)
       select ($1::uuid[])[1 + g % 2], $2 || g || '@overview.test', 'Ov', 'Trader' || g,
              to_timestamp($3 / 1000.0) - make_interval(days => g % 40, hours => g % 5)
         from generate_series(1, 60) g`,
      [[northwindId, bluewaveId], TAG, now],
    );
    const users = `(select id, brand_id, row_number() over (order by email) as n from users where email like $1 || '%@overview.test')`;
    // 200 orders: every 3rd unpaid, half with a discount, a code on every 4th (two spellings of one code), two
    // currencies, two packages, paid over the last 100 days
    await q(
      `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, discount, total, currency,
                           status, discount_code, created_at)
       select u.brand_id, u.id, 'OVW-' || g, case when g % 2 = 0 then $2::uuid else $3::uuid end, '{"name":"x"}',
              10000 + g * 10, (g % 2) * 1500, 10000 + g * 10 - (g % 2) * 1500,
              case when g % 7 = 0 then 'EUR' else 'USD' end, 1,
              case when g % 8 = 0 then 'SUMMER' when g % 4 = 0 then 'summer' end,
              to_timestamp($4 / 1000.0) - make_interval(days => g % 100, hours => 1)
         from generate_series(1, 200) g join ${users} u on u.n = 1 + g % 60`,
      [TAG, pkgA, pkgB, now],
    );
    // paid as the application pays them, one order of a trader per write and the earliest first: a trader's first
    // paid order is the one that makes a buyer
    for (let paying = true; paying;)
      paying =
        (
          await t.db.query(
            `with due as (select id, row_number() over (partition by user_id order by substr(number, 5)::int % 100 desc) as k
                          from orders where number like 'OVW-%' and status = 1 and substr(number, 5)::int % 3 <> 0)
           update orders o set status = 0,
                  paid_at = to_timestamp($1 / 1000.0) - make_interval(days => substr(o.number, 5)::int % 100)
             from due where due.id = o.id and due.k = 1 returning 1`,
            [now],
          )
        ).length > 0;
    // one order paid, then unpaid again: it leaves the figures as it leaves the list
    await q(`update orders set status = 2 where number = 'OVW-10'`);
    await q(
      `insert into trader_accounts (brand_id, user_id, package_id, package_name, trader_package_type, group_name,
              account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity, is_funded)
       select u.brand_id, u.id, case when u.n % 2 = 0 then $2::uuid else $3::uuid end, 'x', 'classic', 'g', 10000,
              'USD', (select id from trading_platforms order by id limit 1), 1 + u.n % 2, 1, '{}', 100,
              'OVW' || u.n, 1000000, 1000000 + u.n, u.n % 5 = 0
         from ${users} u`,
      [TAG, pkgA, pkgB],
    );
    // outcomes as the engine writes them: a status change (passed, failed, still trading)
    await q(`update trader_accounts set status = 4 where login like 'OVW%' and right(login, 1) in ('1', '2')`);
    // one failure the engine names a rule for (its verdict written before the status, as the engine does)
    await q(
      `insert into account_evaluations (account_id, state)
       select id, '{"verdict": {"status": "failed", "rule": "dailyLoss"}}' from trader_accounts
        where login like 'OVW%' and right(login, 1) = '3'`,
    );
    await q(`update trader_accounts set status = 14 where login like 'OVW%' and right(login, 1) in ('3', '4', '6')`);
    await q(
      `insert into payouts (number, brand_id, user_id, account_id, status, method, amount, currency,
                            profit_split_percent, gross_profit, destination, details_sealed, idempotency_key)
       select 'OVWP-' || a.login, a.brand_id, a.user_id, a.id, 0, 'bankTransfer', 5000 + length(a.login) * 100, 'USD',
              80, 6000, 'DE •••• 1', 'x', gen_random_uuid()
         from trader_accounts a where a.login like 'OVW%' and a.is_funded and a.status = 1`,
    );
    await q(
      `update payouts set status = 1, approved_at = now() where number like 'OVWP-%' and right(number, 1) in ('0', '5')`,
    );
    await q(
      `update payouts set status = 2, paid_at = now() where number in (select number from payouts
        where number like 'OVWP-%' and status = 1 order by number limit 2)`,
    );
    // a payment given back (a duplicate the order did not need): a refund on today's figures
    await q(
      `insert into payments (order_id, provider, amount, currency, status)
       select id, 'sandbox', total, currency, 'succeeded' from orders where number = 'OVW-2'`,
    );
    await q(
      `update payments set status = 'refunded', refunded_at = now()
        where order_id = (select id from orders where number = 'OVW-2')`,
    );
    await t.app.modules.adminOverview.services.fundedEquity.flush();
  });

  const periods = [
    '?period=today',
    '?period=7d',
    '?period=30d',
    '?period=90d',
    '?period=range&from=2020-01-01&to=2020-12-31',
  ];

  it('sales in each period and currency equal the paid orders list with the same filters, by package and code', async () => {
    for (const p of periods)
      for (const currency of ['USD', 'EUR']) {
        const o = await overview(owner, `${p}&currency=${currency}`);
        const filters = { status: '0', paidFrom: o.period.start, paidTo: o.period.end, currency };
        const rows = await list<Row>(owner, ApiPath.adminOrders, filters);
        expect({ orders: o.sales.orders, revenue: o.sales.revenue, discount: o.sales.discount }, p).toEqual(
          sumOf(rows),
        );
        for (const k of o.sales.byPackage)
          expect(k, p).toMatchObject(
            sumOf(await list(owner, ApiPath.adminOrders, { ...filters, packageId: k.packageId })),
          );
        for (const k of o.sales.byCode.filter((c) => c.code !== null))
          expect(k, p).toMatchObject(sumOf(await list(owner, ApiPath.adminOrders, { ...filters, code: k.code! })));
        expect(o.sales.daily).toHaveLength(o.period.days);
        expect(o.sales.daily.reduce((n, d) => n + d.orders, 0)).toBe(o.sales.orders);
      }
    const year = await overview(owner, '?period=90d&currency=USD');
    expect(year.sales.byCode.find((c) => c.code?.toLowerCase() === 'summer')!.orders).toBeGreaterThan(0);
    expect(year.currencies).toEqual(expect.arrayContaining(['USD', 'EUR']));
  });

  it('sign-ups equal the traders list; outcomes and active accounts the accounts list; pending payouts the queue', async () => {
    for (const p of periods) {
      const o = await overview(owner, p);
      const signUps = o.funnel.find((s) => s.step === 'signUp')!.count;
      const traders = await list(owner, ApiPath.adminTraders, { from: o.period.start, to: o.period.end });
      expect(signUps, p).toBe(traders.length);
    }
    const o = await overview(owner, '?period=30d');
    expect(o.outcomes.length).toBeGreaterThan(0);
    for (const k of o.outcomes)
      for (const outcome of ['trading', 'passed', 'failed'] as const) {
        const rows = await list(owner, ApiPath.adminTraderAccounts, {
          packageId: k.packageId,
          phase: k.phase,
          outcome,
        });
        expect(k[outcome], `${k.packageId} ${k.phase} ${outcome}`).toBe(rows.length);
      }
    expect(o.activeAccounts).toBe((await list(owner, ApiPath.adminTraderAccounts, { outcome: 'trading' })).length);
    const queue = await adminCall<{ count: { kind: string; value: number } }>(t, 'GET', ApiPath.adminPayouts, {
      agent: owner,
    });
    expect(queue.data.count.kind).toBe('exact');
    expect(o.openQueues.payouts).toBe(queue.data.count.value);
  });

  it('the funnel, endings, payouts and equity follow the population', async () => {
    const o = await overview(owner, '?period=today&currency=USD');
    const step = (s: string) => o.funnel.find((f) => f.step === s)!;
    expect(step('buyer').rate).toBeCloseTo(step('buyer').count / step('signUp').count);
    expect(o.endings.passed).toBeGreaterThanOrEqual(1);
    expect(o.endings.failedByRule.find((r) => r.rule === 'unknown')!.count).toBeGreaterThanOrEqual(1);
    const [paid] = await t.db.query<{ n: number; amount: number }>(
      `select count(*)::int as n, sum(amount)::int as amount from payouts where status = 2 and currency = 'USD'
          and paid_at >= $1`,
      [o.period.start],
    );
    expect(o.payouts.paid).toEqual({ count: paid!.n, amount: paid!.amount });
    const [refunds] = await t.db.query<{ n: number; amount: number }>(
      `select count(*)::int as n, coalesce(sum(amount), 0)::int as amount from payments
        where refunded_at >= $1 and currency = 'USD'`,
      [o.period.start],
    );
    expect(refunds!.n).toBeGreaterThanOrEqual(1);
    expect(o.sales.refunds).toEqual({ count: refunds!.n, amount: refunds!.amount });
    expect(o.payouts.ratio).toBeCloseTo(paid!.amount / o.sales.revenue);
    expect(o.payouts.requested.count).toBeGreaterThanOrEqual(o.payouts.approved.count);
    const [pending] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from payouts where status in (0, 1) and currency = 'USD'`,
    );
    expect(o.payouts.pending.count).toBe(pending!.n);
    const [funded] = await t.db.query<{ n: number; equity: number }>(
      `select count(*)::int as n, coalesce(sum(equity), 0)::int as equity from trader_accounts
        where is_funded and status in (1, 2, 3, 7, 8, 9) and currency = 'USD'`,
    );
    expect(o.fundedEquity).toMatchObject({ accounts: funded!.n, equity: funded!.equity });
    expect(o.fundedEquity.refreshedAt).not.toBeNull();
  });

  it('refunds, the funnel after sign-ups, the endings and the payouts of the period equal the lists they link to', async () => {
    const amounts = (rows: { amount: number }[]) => ({
      count: rows.length,
      amount: rows.reduce((n, r) => n + r.amount, 0),
    });
    for (const agent of [owner, northwindAdmin])
      for (const p of periods) {
        const o = await overview(agent, `${p}&currency=USD`);
        const period = (name: string) => ({ [`${name}From`]: o.period.start, [`${name}To`]: o.period.end });
        const refunded = await list<Row>(agent, ApiPath.adminOrders, { ...period('refunded'), currency: 'USD' });
        expect(o.sales.refunds, p).toEqual({ count: refunded.length, amount: sumOf(refunded).revenue });
        const step = (s: string) => o.funnel.find((f) => f.step === s)!.count;
        expect(step('buyer'), p).toBe((await list(agent, ApiPath.adminTraders, period('bought'))).length);
        expect(step('firstPayout'), p).toBe((await list(agent, ApiPath.adminTraders, period('firstPayout'))).length);
        const funded = { phase: 'funded', from: o.period.start, to: o.period.end };
        expect(step('funded'), p).toBe((await list(agent, ApiPath.adminTraderAccounts, funded)).length);
        const ended = async (how: 'passed' | 'failed', more: Record<string, string> = {}) =>
          (await list(agent, ApiPath.adminTraderAccounts, { ...period('ended'), ended: how, ...more })).length;
        expect(step('phase1Passed'), p).toBe(await ended('passed', { phase: '1' }));
        expect(o.endings.passed, p).toBe(await ended('passed'));
        expect(o.endings.failed, p).toBe(await ended('failed'));
        for (const r of o.endings.failedByRule)
          expect(r.count, `${p} ${r.rule}`).toBe(await ended('failed', { rule: r.rule }));
        for (const event of ['requested', 'approved', 'paid'] as const) {
          const rows = await list<{ amount: number }>(agent, ApiPath.adminPayouts, {
            ...period(event),
            currency: 'USD',
          });
          expect(o.payouts[event], `${p} ${event}`).toEqual(amounts(rows));
        }
        const pending = await list<{ amount: number }>(agent, ApiPath.adminPayouts, { currency: 'USD' });
        expect(o.payouts.pending, p).toEqual(amounts(pending));
      }
    // the population reaches every figure: none of the equalities above holds by both sides being empty
    const today = await overview(owner, '?period=today&currency=USD');
    const quarter = await overview(owner, '?period=90d&currency=USD');
    const step = (o: Overview, s: string) => o.funnel.find((f) => f.step === s)!.count;
    expect(today.sales.refunds.count).toBeGreaterThan(0);
    expect(step(quarter, 'buyer')).toBeGreaterThan(1);
    expect(step(today, 'funded')).toBeGreaterThan(1);
    expect(step(today, 'phase1Passed')).toBeGreaterThan(0);
    expect(today.endings.failedByRule.map((r) => r.rule).sort()).toEqual(['dailyLoss', 'unknown']);
    expect(step(today, 'firstPayout')).toBe(2);
    expect(today.payouts.paid.count).toBe(2);
    expect(today.payouts.approved.count).toBeGreaterThan(today.payouts.paid.count);
    expect(today.payouts.pending.count).toBeGreaterThan(0);
  });

  it("a brand admin sees its brand's figures only; another brand is 403/-50; bad input 400/-200", async () => {
    const mine = await overview(northwindAdmin, '?period=90d&currency=USD');
    expect(mine).toEqual(await overview(owner, `?period=90d&currency=USD&brandId=${northwindId}`));
    const all = await overview(owner, '?period=90d&currency=USD');
    const blue = await overview(owner, `?period=90d&currency=USD&brandId=${bluewaveId}`);
    expect(mine.sales.orders + blue.sales.orders).toBe(all.sales.orders);
    expect(mine.sales.orders).toBeLessThan(all.sales.orders);
    const other = await adminCall(t, 'GET', `${ApiPath.adminOverview}?brandId=${bluewaveId}`, {
      agent: northwindAdmin,
    });
    expect([other.status, other.result]).toEqual([403, ResultCode.NotAuthorized]);
    for (const bad of [
      '?brandId=x',
      '?period=year',
      '?period=range',
      '?period=range&from=2026-02-01&to=2026-01-01',
      '?period=range&from=2024-01-01&to=2026-01-01',
      '?currency=usd',
    ]) {
      const r = await adminCall(t, 'GET', `${ApiPath.adminOverview}${bad}`, { agent: owner });
      expect([r.status, r.result], bad).toEqual([400, ResultCode.RequestIsNotValid]);
    }
  });

  it("each of the overview's tables downloads as CSV, the screen's rows for the same query, in scope, audited", async () => {
    const query = `period=90d&currency=USD&brandId=${northwindId}`;
    const shown = await overview(owner, `?${query}`);
    const csv = async (table: string, agent: Agent = owner, q = query) => {
      const res = await adminInject(t, 'GET', `${ApiPath.adminOverviewExport}?${q}&table=${table}`, { agent });
      return { res, records: res.statusCode === 200 ? (parse(res.body) as string[][]) : [] };
    };
    const cell = (v: unknown) => (v === null ? '' : String(v));
    const tables: Array<[string, string[], Array<Record<string, unknown>>]> = [
      ['daily', ['day', 'orders', 'revenue', 'discount', 'payoutsPaid', 'currency'], shown.sales.daily],
      ['packages', ['packageId', 'packageName', 'orders', 'revenue', 'discount', 'currency'], shown.sales.byPackage],
      ['codes', ['code', 'orders', 'revenue', 'discount', 'currency'], shown.sales.byCode],
      ['funnel', ['step', 'count', 'rate'], shown.funnel],
      [
        'outcomes',
        ['packageId', 'packageName', 'phase', 'trading', 'passed', 'failed', 'passRate', 'breachRate'],
        shown.outcomes,
      ],
      ['failedByRule', ['rule', 'count'], shown.endings.failedByRule],
    ];
    for (const [table, header, rows] of tables) {
      const { res, records } = await csv(table);
      expect(res.statusCode, table).toBe(200);
      expect(res.headers['content-type'], table).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition'], table).toMatch(
        new RegExp(`filename="overview-${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      expect(records[0], table).toEqual(header);
      expect(records.slice(1), table).toEqual(
        rows.map((r) => header.map((k) => cell(k === 'currency' ? shown.currency : r[k]))),
      );
    }
    expect(shown.sales.byPackage.length).toBeGreaterThan(0);

    // a brand admin: their brand's table without naming it; another brand's is refused before anything is written
    const owners = await csv('packages');
    const mine = await csv('packages', northwindAdmin, 'period=90d&currency=USD');
    expect(mine.records).toEqual(owners.records);
    const other = await csv('packages', northwindAdmin, `period=90d&currency=USD&brandId=${bluewaveId}`);
    expect(other.res.statusCode).toBe(403);
    for (const bad of ['table=nope', 'table=', 'table=daily&period=range']) {
      const r = await adminInject(t, 'GET', `${ApiPath.adminOverviewExport}?${bad}`, { agent: owner });
      expect(r.statusCode, bad).toBe(400);
    }

    // the last download, the brand admin's: audited under their brand, with the filters they gave
    const [entry] = await t.db.query<{ brand_id: string | null; after: unknown }>(
      `select brand_id::text, after from audit_log where action = 'overview.exported' order by id desc limit 1`,
    );
    expect(entry).toEqual({
      brand_id: northwindId,
      after: {
        filters: { period: '90d', currency: 'USD', table: 'packages' },
        rows: shown.sales.byPackage.length,
        complete: true,
      },
    });
  });

  it('every role reads the overview; API keys through overview.read and their brands only', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const r = await adminCall(t, 'GET', ApiPath.adminOverview, { agent });
      expect(r.status, role).toBe(PERMISSIONS[role].includes('overview.read') ? 200 : 403);
    }
    const blueKey = (await newApiKey(t, owner, ['overview.read'], [bluewaveId])).key;
    const viaKey = await adminCall<Overview>(t, 'GET', ApiPath.adminOverview, { apiKey: blueKey });
    expect(viaKey.data.sales).toEqual((await overview(owner, `?brandId=${bluewaveId}`)).sales);
    const other = (await newApiKey(t, owner, ['orders.read'])).key;
    expect((await adminCall(t, 'GET', ApiPath.adminOverview, { apiKey: other })).status).toBe(403);
  });
});
