import type { Queryable } from '../src/db/client.ts';

/**
 * Rows for the console's lists, made in bulk by the database (generate_series, one statement a table): traders
 * spread over the brands, their orders, two accounts each and audit entries. The API tests use a few dozen, the
 * benchmark (bench/console-lists.bench.ts) millions. Every name starts with `tag`, so a search finds exactly them;
 * creation times come in runs of three equal instants, so pages end inside ties.
 */
export type ConsoleListsData = {
  tag: string;
  brandIds: string[];
  traders: number;
  orders: number;
  audit: number;
  /** the instant of the newest row; each run of three is a second older */
  newest?: Date;
};

export async function seedConsoleLists(q: Queryable, d: ConsoleListsData): Promise<void> {
  const newest = (d.newest ?? new Date()).toISOString();
  const [pkg] = await q.query<{ id: string; name: string; platform_id: string }>(
    `select tp.id, tp.name, (select id from trading_platforms order by id limit 1) as platform_id
       from trading_packages tp order by tp.id limit 1`,
  );
  await q.query(
    `insert into users (brand_id, email, first_name, last_name, created_at)
     select ($1::uuid[])[1 + g % cardinality($1::uuid[])], $2 || '-' || g || '@lists.test', 'Name' || g, $2 || g,
            $4::timestamptz - make_interval(secs => g / 3)
       from generate_series(1, $3) g`,
    [d.brandIds, d.tag, d.traders, newest],
  );
  const numbered = `(select id, brand_id, row_number() over (order by id) as n from users where email like $1 || '-%')`;
  await q.query(
    `insert into orders (brand_id, user_id, number, package_id, package_snapshot, price, discount, total, currency,
                         status, discount_code, created_at)
     select u.brand_id, u.id, upper($1) || '-O' || g, $3, jsonb_build_object('name', $4::text), 10000, (g % 2) * 1000,
            10000 - (g % 2) * 1000, 'USD', g % 5, case when g % 10 = 0 then upper($1) || 'CODE' end,
            $6::timestamptz - make_interval(secs => g / 3)
       from generate_series(1, $2) g
       join ${numbered} u on u.n = 1 + g % $5`,
    [d.tag, d.orders, pkg!.id, pkg!.name, d.traders, newest],
  );
  await q.query(
    `insert into trader_accounts (brand_id, user_id, package_id, package_name, trader_package_type, group_name,
            account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity, is_funded,
            created_at)
     select u.brand_id, u.id, $2, $3, 'classic', 'g', 10000, 'USD', $4, 1 + (u.n + k) % 2, (u.n + k) % 4, '{}', 100,
            upper($1) || u.n || '-' || k, 1000000, 1000000, k = 2 and u.n % 3 = 0,
            $5::timestamptz - make_interval(secs => (u.n * 2 + k) / 3)
       from ${numbered} u cross join generate_series(1, 2) k`,
    [d.tag, pkg!.id, pkg!.name, pkg!.platform_id, newest],
  );
  await q.query(
    `insert into audit_log (at, actor_type, actor_email, action, target_type, target_id, brand_id)
     select $4::timestamptz - make_interval(secs => g / 3), 'system', null,
            $1 || (array['.blocked', '.paid', '.noted'])[1 + g % 3], 'order', null,
            ($2::uuid[])[1 + g % cardinality($2::uuid[])]
       from generate_series(1, $3) g`,
    [d.tag, d.brandIds, d.audit, newest],
  );
}
