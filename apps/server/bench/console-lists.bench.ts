/**
 * Benchmark: the console's lists read by position (docs/decisions/084-console-lists-by-position.md) at a real firm's
 * size, on PostgreSQL: 100,000 traders over the seeded brands, 1,000,000 orders, 200,000 accounts (two a trader) and
 * 1,000,000 audit entries, made in bulk SQL (test/console-lists-data.ts). An owner signs in (password and TOTP) and
 * asks over HTTP, on the console's own listener, 30 times in a row per list × filter × order (the list's own and the
 * other way round, `order=`) × first/last page, three runs;
 * a bare route (/health of the same server: the trader listener's, the console's origin serves no /health) is timed
 * the same way in each run. Method and recorded results: docs/benchmarks.md, "Console lists". Run:
 *   flock /work/.locks/heavy.lock npm run bench:console-lists
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a database of its own is created beside
 * it and dropped at the end; BENCH_KEEP=1 keeps it for EXPLAIN and prints its name; BENCH_REUSE=<name> measures a
 * kept database again without loading it, and keeps it), BENCH_TRADERS, BENCH_ORDERS, BENCH_AUDIT, BENCH_REPEAT
 * (default 3), BENCH_REQUESTS (default 30).
 */
import { ApiPath } from '@portal/contract';
import { benchSettings, loadConsoleLists, openBenchDatabase, signedInConsole } from './console-bench.ts';

const { traders, orders, audit } = benchSettings();
const TAG = 'bench';

const bench = await openBenchDatabase('lists');
const { db } = bench;
try {
  await loadConsoleLists(bench, { traders, orders, audit, queues: true });
  const [counts] = await db.query<Record<string, number>>(
    `select (select count(*)::int from users) as traders, (select count(*)::int from orders) as orders,
            (select count(*)::int from trader_accounts) as accounts, (select count(*)::int from audit_log) as audit,
            (select count(*)::int from payouts) as payouts, (select count(*)::int from risk_cases) as risk_cases,
            (select count(*)::int from kyc_cases) as kyc_cases, (select count(*)::int from kyc_contracts) as contracts,
            (select count(*)::int from scaling_reviews) as scaling_reviews`,
  );
  console.log('rows:', counts);

  const served = await signedInConsole(bench);

  const [trader] = await db.query<{ id: string }>(`select id::text from users where email = $1`, [
    `${TAG}-4242@lists.test`,
  ]);
  const northwind = (await db.query<{ id: string }>(`select id::text from brands where code = 'northwind'`))[0]!.id;
  const lists: [string, string, [string, string][]][] = [
    [
      'orders',
      ApiPath.adminOrders,
      [
        ['no filter', ''],
        ['one brand', `brandId=${northwind}`],
        ['status declined', 'status=3'],
        ['discount code', `code=${TAG}code`],
        ['e-mail prefix', `q=${TAG}-12`],
        ['order number', `q=${TAG.toUpperCase()}-O777777`],
        ['one trader', `traderId=${trader!.id}`],
      ],
    ],
    [
      'accounts',
      ApiPath.adminTraderAccounts,
      [
        ['no filter', ''],
        ['status 2', 'status=2'],
        ['funded', 'phase=funded'],
        ['e-mail prefix', `q=${TAG}-12`],
        ['login', `q=${TAG.toUpperCase()}777-1`],
      ],
    ],
    [
      'traders',
      ApiPath.adminTraders,
      [
        ['no filter', ''],
        ['one brand', `brandId=${northwind}`],
        ['e-mail fragment', 'q=-4242%40lists'],
        ['last name prefix', `q=${TAG}424`],
        ['login', `q=${TAG.toUpperCase()}777-1`],
      ],
    ],
    [
      'audit',
      ApiPath.adminAudit,
      [
        ['no filter', ''],
        ['action', `action=${TAG}.paid`],
        ['one brand', `brandId=${northwind}`],
        ['an operator by e-mail', `actorEmail=${TAG.toUpperCase()}-OP7%40LISTS.TEST`],
      ],
    ],
    [
      'payouts',
      ApiPath.adminPayouts,
      [
        ['pending (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['paid', 'status=2'],
        ['crypto, amount ≥ 50', 'method=crypto&minAmount=5000'],
        ['any status', 'status=any'],
      ],
    ],
    [
      'risk cases',
      ApiPath.adminRiskCases,
      [
        ['open (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['hedge, score ≥ 0.8', 'signal=hedge&minScore=0.8'],
        ['cleared', 'status=cleared'],
        ['any status', 'status=any'],
      ],
    ],
    [
      'identity cases',
      ApiPath.adminIdentityCases,
      [
        ['all', ''],
        ['pending', 'status=1'],
        ['one brand, pending', `brandId=${northwind}&status=1`],
      ],
    ],
    [
      'contracts',
      ApiPath.adminContracts,
      [
        ['all', ''],
        ['signed', 'status=1'],
      ],
    ],
    [
      'scaling reviews',
      ApiPath.adminScalingReviews,
      [
        ['pending (default)', ''],
        ['one brand', `brandId=${northwind}`],
        ['applied', 'decision=applied'],
      ],
    ],
  ];
  // Each list read the other way round too (the console's order filter): the same index, read backwards.
  const otherOrder: Record<string, 'asc' | 'desc'> = {
    orders: 'asc',
    accounts: 'asc',
    traders: 'asc',
    audit: 'asc',
    payouts: 'desc',
    'risk cases': 'asc',
    'identity cases': 'desc',
    contracts: 'desc',
    'scaling reviews': 'desc',
  };
  const cases = lists.flatMap(([list, path, filters]) =>
    filters.flatMap(([filter, query]) =>
      ([undefined, otherOrder[list]] as const).flatMap((order) =>
        (['first', 'last'] as const).map((page) => ({
          name: `${list} · ${filter}${order ? ` · ${order}` : ''} · ${page}`,
          url: `${path}?${[query, order ? `order=${order}` : '', page === 'last' ? 'cursor=last' : ''].filter(Boolean).join('&')}`,
        })),
      ),
    ),
  );
  await served.time(cases, 'count', (body) => (JSON.parse(body) as { data: { count: unknown } }).data.count);
  await served.close();
} finally {
  await bench.close();
}
