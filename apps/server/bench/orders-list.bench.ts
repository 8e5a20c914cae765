/**
 * Benchmark: the orders list (GET /api/Order/v1) on a table of 1,000,000 orders in PostgreSQL, every page up to
 * 100 of the busiest trader (20,000 orders), count included. Method and recorded results: docs/benchmarks.md,
 * "Orders list". Run: `npm run bench:orders` (under `flock /work/.locks/heavy.lock` on a shared machine;
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; it works in a schema of its own and drops it
 * at the end; the table is loaded once and the timed part repeated BENCH_REPEAT times, default 3, medians printed).
 */
import { performance } from 'node:perf_hooks';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { createOrdersRepository, type OrdersListQuery } from '../src/modules/orders/orders.repository.ts';
import { benchStore } from './bench-store.ts';
import { printLatencyTable, timeCase } from './latency-table.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOTAL = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TRADERS = 2_000;
const HEAVY = 20_000; // orders of the busiest trader
const RUNS = 200;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

const store = await benchStore(url, 'bench-');
const db = await openDb({ kind: 'postgres', url, schema: store.schema, maxConnections: 4 });
try {
  await migrate(db);
  await seed(db, { demo: false, hasher: { hash: async () => 'x', verify: async () => false } });
  const [brand] = await db.query<{ id: string }>(`select id from brands where code = 'northwind'`);
  const [pkg] = await db.query<{ id: string }>(`select id from trading_packages where brand_id = $1 limit 1`, [
    brand!.id,
  ]);
  const t0 = performance.now();
  await db.query(
    `insert into users (brand_id, email) select $1, 'bench' || g || '@example.com' from generate_series(1, $2) g`,
    [brand!.id, TRADERS],
  );
  // The busiest trader has HEAVY orders; the rest are spread over the other traders.
  await db.query(
    `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, discount, total, currency, status, created_at)
     select $1, u.id, g::text, $2, '{"name":"Two-Step Challenge 100K"}'::jsonb, 54000, (g % 3) * 100, 54000 - (g % 3) * 100,
            'USD', (g % 5), now() - make_interval(secs => g)
       from generate_series(1, $3) g
       join lateral (select id from users where brand_id = $1 and email = 'bench' ||
                     (case when g <= $4 then 1 else 2 + (g % ($5 - 1)) end) || '@example.com') u on true`,
    [brand!.id, pkg!.id, TOTAL, HEAVY, TRADERS],
  );
  await db.exec('analyze orders');
  const loadSeconds = ((performance.now() - t0) / 1000).toFixed(1);
  const [heavy] = await db.query<{ id: string }>(`select id from users where email = 'bench1@example.com'`);
  const [typical] = await db.query<{ id: string }>(`select id from users where email = 'bench7@example.com'`);
  const repo = createOrdersRepository();

  const newest = { pageSize: 10, sort: 'createdAt', direction: 'desc' } as const;
  const cases: [string, string, (i: number) => OrdersListQuery][] = [
    ['busiest trader, page 1, newest first', heavy!.id, () => ({ page: 1, ...newest })],
    ['busiest trader, page 10, newest first', heavy!.id, () => ({ page: 10, ...newest })],
    ['busiest trader, page 100, newest first', heavy!.id, () => ({ page: 100, ...newest })],
    ['busiest trader, every page 1-100 in turn', heavy!.id, (i) => ({ page: (i % 100) + 1, ...newest })],
    ['busiest trader, status Paid, page 100', heavy!.id, () => ({ page: 100, status: 0, ...newest })],
    [
      'busiest trader, by total ascending, page 100',
      heavy!.id,
      () => ({ page: 100, pageSize: 10, sort: 'total', direction: 'asc' }),
    ],
    ['busiest trader, page 1000 (beyond the target)', heavy!.id, () => ({ page: 1000, ...newest })],
    ['typical trader, page 1', typical!.id, () => ({ page: 1, ...newest })],
  ];
  const runs: number[][][] = []; // [repeat][case][p50, p95, p99]
  for (let r = 0; r < REPEAT; r++) {
    const row: number[][] = [];
    for (const [, userId, query] of cases) {
      row.push(
        await timeCase(RUNS, async (i) => {
          const page = await repo.list(db, brand!.id, userId, query(i));
          if (page.items.length === 0 || page.totalItems === 0) throw new Error('an empty page');
        }),
      );
    }
    runs.push(row);
    console.log(`run ${r + 1}: p99 ${row.map((x) => x[2]!.toFixed(2)).join(', ')}`);
  }
  console.log(
    `orders: ${TOTAL.toLocaleString('en')} over ${TRADERS} traders (busiest ${HEAVY}); load ${loadSeconds} s; ${RUNS} runs each, medians of ${REPEAT}`,
  );
  printLatencyTable(
    'query (count + page of 10)',
    cases.map(([name]) => name),
    runs,
  );
} finally {
  await db.close();
  await store.remove();
}
