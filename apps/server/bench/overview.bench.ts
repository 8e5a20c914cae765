/**
 * Benchmark: the console's overview (docs/decisions/087-firm-numbers.md) at a real firm's size, on PostgreSQL: the
 * console lists' data (100,000 traders, 1,000,000 orders, 200,000 accounts, test/console-lists-data.ts), then, for the
 * overview, the paid orders spread over a year of payment days, 4 packages, 200 discount codes and two currencies,
 * 20,000 payouts in every status and a funded account in six, all written with triggers off and then kept
 * aggregates rebuilt by the migration's own backfill (timed). An owner signs in (password and TOTP) and asks over
 * HTTP, on the console's own listener, 30 times in a row per period × scope, three runs; a bare route (/health of the
 * same server) is timed the same way in each run. Method and recorded results: docs/benchmarks.md, "Overview". Run:
 *   flock /work/.locks/heavy.lock npm run bench:overview
 * Env: as console-lists.bench.ts (BENCH_DATABASE_URL, BENCH_KEEP, BENCH_REUSE, BENCH_TRADERS, BENCH_ORDERS,
 * BENCH_REPEAT, BENCH_REQUESTS).
 */
import { performance } from 'node:perf_hooks';
import { ApiPath } from '@portal/contract';
import {
  benchSettings,
  loadConsoleLists,
  openBenchDatabase,
  signedInConsole,
  withoutOverviewTriggers,
} from './console-bench.ts';

const { traders, orders } = benchSettings();

const bench = await openBenchDatabase('overview');
const { db } = bench;
try {
  if (bench.fresh) {
    await loadConsoleLists(bench, { traders, orders, audit: 0 });
    const t0 = performance.now();
    // The overview's spread, written in bulk with its triggers off, then kept again by the migration's backfill, as
    // a deployment with years of data gets them.
    await withoutOverviewTriggers(db, () =>
      db.transaction(async (tx) => {
        await tx.query(`update users set created_at = now() - make_interval(days => abs(hashtext(email)) % 365)`);
        await tx.query(
          `update orders o set paid_at = case when o.status = 0 then now() - make_interval(days => abs(hashtext(o.number)) % 365, secs => abs(hashtext(o.number)) % 86000) end,
                currency = case when abs(hashtext(o.number)) % 10 = 0 then 'EUR' else 'USD' end,
                discount_code = case when abs(hashtext(o.number)) % 3 = 0 then 'CODE' || abs(hashtext(o.number)) % 200 end,
                package_id = p.ids[1 + abs(hashtext(o.number || 'p')) % cardinality(p.ids)]
           from (select array_agg(id order by id) as ids from (select id from trading_packages order by id limit 4) x) p`,
        );
        await tx.query(
          `update trader_accounts set status = (array[1, 2, 4, 10, 14, 19, 7])[1 + abs(hashtext(login)) % 7],
                is_funded = abs(hashtext(login || 'f')) % 6 = 0`,
        );
        await tx.query(
          `insert into payouts (number, brand_id, user_id, account_id, status, method, amount, currency,
                              profit_split_percent, gross_profit, destination, details_sealed, idempotency_key,
                              requested_at, approved_at, paid_at)
         select 'BP-' || a.login, a.brand_id, a.user_id, a.id, s.status, 'bankTransfer', 10000 + g.n % 90000, 'USD', 80,
                20000, 'DE •••• 1', 'x', gen_random_uuid(), s.at, case when s.status in (1, 2) then s.at end,
                case when s.status = 2 then s.at + interval '1 day' end
           from (select *, row_number() over (order by id) as rn from trader_accounts where is_funded) a
           cross join lateral (select a.rn as n) g
           cross join lateral (select case when a.rn % 10 < 1 then 0 when a.rn % 10 < 2 then 1 when a.rn % 10 < 9 then 2
                                           else 3 end as status,
                                      now() - make_interval(days => (a.rn % 365)::int) as at) s
          where a.rn <= 20000`,
        );
      }),
    );
    console.log(`spread in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await db.exec('analyze');
  }
  const [counts] = await db.query<Record<string, number>>(
    `select (select count(*)::int from users) as traders, (select count(*)::int from orders) as orders,
            (select count(*)::int from orders where status = 0) as paid,
            (select count(*)::int from trader_accounts) as accounts, (select count(*)::int from payouts) as payouts,
            (select count(*)::int from overview_sales) as "overview_sales rows",
            (select count(*)::int from overview_sales_codes) as "overview_sales_codes rows",
            (select count(*)::int from overview_funnel) as "overview_funnel rows"`,
  );
  console.log('rows:', counts);
  // Every write path keeps its aggregate: one more paid order costs a trigger's upsert, timed here.
  {
    const t0 = performance.now();
    await db.query(
      `update orders set status = 0, paid_at = now() where id in (select id from orders where status = 1 limit 1000)`,
    );
    console.log(`1,000 orders marked paid in one statement (triggers on): ${(performance.now() - t0).toFixed(0)} ms`);
  }

  const served = await signedInConsole(bench);

  await served.app.modules.adminOverview.services.fundedEquity.flush();
  const northwind = (await db.query<{ id: string }>(`select id::text from brands where code = 'northwind'`))[0]!.id;
  const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const periods: [string, string][] = [
    ['today', 'period=today'],
    ['7 days', 'period=7d'],
    ['30 days', 'period=30d'],
    ['90 days', 'period=90d'],
    ['a year (range)', `period=range&from=${year}&to=${today}`],
  ];
  const cases = periods.flatMap(([name, query]) => [
    { name: `overview · every brand · ${name}`, url: `${ApiPath.adminOverview}?${query}` },
    {
      name: `overview · one brand · ${name} · EUR`,
      url: `${ApiPath.adminOverview}?${query}&brandId=${northwind}&currency=EUR`,
    },
  ]);
  await served.time(
    cases,
    'paid orders',
    (body) => (JSON.parse(body) as { data: { sales: { orders: number } } }).data.sales.orders,
  );
  await served.close();
} finally {
  await bench.close();
}
