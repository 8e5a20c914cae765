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
     select $4::timestamptz - make_interval(secs => g / 3),
            case when g % 10 = 0 then 'operator' else 'system' end,
            case when g % 10 = 0 then $1 || '-op' || (g / 10 % 20) || '@lists.test' end,
            $1 || (array['.blocked', '.paid', '.noted'])[1 + g % 3], 'order', null,
            ($2::uuid[])[1 + g % cardinality($2::uuid[])]
       from generate_series(1, $3) g`,
    [d.tag, d.brandIds, d.audit, newest],
  );
}

/**
 * The console's queues over the traders `seedConsoleLists` made (`tag`): a payout an account (the pending ones one
 * an account, as the database insists), a risk case, a verification case and a scaling review a trader, a
 * contract a funded account. Statuses and decisions cycle, so every filter has its share; times come in runs of
 * three equal instants like the lists'.
 */
export async function seedConsoleQueues(q: Queryable, d: Pick<ConsoleListsData, 'tag' | 'newest'>): Promise<void> {
  const newest = (d.newest ?? new Date()).toISOString();
  const accounts = `(select a.id, a.brand_id, a.user_id, a.is_funded, row_number() over (order by a.id) as n
                       from trader_accounts a join users u on u.id = a.user_id where u.email like $1 || '-%')`;
  await q.query(
    `insert into payouts (number, brand_id, user_id, account_id, status, method, amount, currency,
                          profit_split_percent, gross_profit, destination, details_sealed, idempotency_key,
                          requested_at)
     select upper($1) || '-P' || a.n, a.brand_id, a.user_id, a.id, a.n % 5, (array['bankTransfer', 'crypto'])[1 + a.n % 2],
            1000 + (a.n % 97) * 100, 'USD', 80, 2000 + (a.n % 97) * 100, 'DE •••• ' || (1000 + a.n % 9000), 'x',
            gen_random_uuid(), $2::timestamptz - make_interval(secs => a.n / 3)
       from ${accounts} a`,
    [d.tag, newest],
  );
  const traders = `(select id, brand_id, row_number() over (order by id) as n from users where email like $1 || '-%')`;
  // A risk case on every other account, its subject naming the account so its one account row finds it.
  await q.query(
    `insert into risk_cases (brand_id, signal, subject, score, status, rules, opened_at, updated_at)
     select a.brand_id, (array['copy', 'hedge', 'strategy', 'identity'])[1 + a.n % 4], $1 || '-case-' || a.id,
            ((a.n * 7919) % 1000) / 1000.0, (array['open', 'watched', 'cleared', 'confirmed'])[1 + (a.n / 2) % 4],
            array['copy-trading'], $2::timestamptz - make_interval(secs => a.n / 3),
            $2::timestamptz - make_interval(secs => a.n / 3)
       from ${accounts} a where a.n % 2 = 0`,
    [d.tag, newest],
  );
  await q.query(
    `insert into risk_case_accounts (case_id, account_id, user_id)
     select c.id, a.id, a.user_id from risk_cases c join trader_accounts a on c.subject = $1 || '-case-' || a.id
      where c.subject like $1 || '-case-%'`,
    [d.tag],
  );
  await q.query(
    `insert into kyc_cases (brand_id, user_id, step, provider, provider_case_id, status, created_at)
     select u.brand_id, u.id, u.n % 2, 'sandbox', $1 || '-kyc-' || u.n, 1 + u.n % 4,
            $2::timestamptz - make_interval(secs => u.n / 3)
       from ${traders} u`,
    [d.tag, newest],
  );
  await q.query(
    `insert into kyc_contracts (brand_id, user_id, account_id, status, language, pdf_sha256, signed_at, created_at)
     select a.brand_id, a.user_id, a.id, a.n % 5, 'en', 'x',
            case when a.n % 5 <> 0 then $2::timestamptz - make_interval(secs => a.n / 3) end,
            $2::timestamptz - make_interval(secs => a.n / 3 + 3600)
       from ${accounts} a where a.is_funded`,
    [d.tag, newest],
  );
  await q.query(
    `insert into scaling_reviews (account_id, brand_id, period_start, period_end, conditions, decision, old_size,
                                  new_size, closing_balance, created_at)
     select a.id, a.brand_id, $2::timestamptz - interval '120 days', $2::timestamptz - interval '30 days', '[]',
            (array['notQualified', 'pending', 'applied', 'refused', 'capped'])[1 + a.m % 5], 10000, 12500, 10500,
            $2::timestamptz - make_interval(secs => a.m / 3)
       from (select f.*, row_number() over (order by f.id) as m from ${accounts} f where f.is_funded) a`,
    [d.tag, newest],
  );
}
