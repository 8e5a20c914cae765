import { readFileSync } from 'node:fs';
import type { Db, Queryable } from '../src/db/client.ts';

/** The symbols of the seeded history: the crowd's five (risk-crowd.ts) and one more. */
const SYMBOLS = ['EURUSD', 'XAUUSD', 'GBPUSD', 'USDJPY', 'US30', 'BTCUSD'];

/**
 * A risk desk at scale, generated in SQL (`generate_series`, no row sent from Node): `accounts` trader accounts of
 * `accounts / 2` traders (two each) spread over the seeded brands, and `positions` risk positions spread evenly over
 * them, opened at random times of the last 30 days (the same seed every run), on six symbols, both sides, closed
 * 30 minutes later. Used by the case list's benchmark (risk-cases.bench.ts) and, with `seedCopyPairs`, by the
 * detection job's (dashboard.bench.ts, BENCH_RISK_SCALE=1).
 */
export async function seedRiskHistory(db: Db, opts: { accounts: number; positions: number }): Promise<void> {
  // Without the rows' triggers (change notifications, foreign keys): the rows are generated consistent.
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query('set local synchronous_commit = off');
    await withoutSecondaryIndexes(tx, ['users', 'trader_accounts', 'risk_positions'], () => seedHistory(tx, opts));
  });
}

/**
 * Runs `fill` with the tables' secondary indexes dropped, then builds them again: a million rows inserted into
 * three or four b-trees in random key order take minutes where building each index once after takes seconds. The
 * indexes that back a constraint (keys, the upserts' conflict targets) stay.
 */
async function withoutSecondaryIndexes(db: Queryable, tables: string[], fill: () => Promise<void>): Promise<void> {
  const indexes = await db.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const { name } of indexes) await db.query(`drop index ${name}`);
  await fill();
  await db.query(`set local maintenance_work_mem = '256MB'`);
  for (const { def } of indexes) await db.query(def);
}

async function seedHistory(db: Queryable, opts: { accounts: number; positions: number }): Promise<void> {
  const brands = (await db.query<{ id: string }>('select id from brands order by code')).map((b) => b.id);
  const [pkg] = await db.query<{ id: string; platform_id: string }>(
    `select tp.id, pp.platform_id from trading_packages tp cross join lateral (
        select t.id as platform_id from trading_platforms t limit 1) pp limit 1`,
  );
  await db.query(
    `insert into users (brand_id, email)
     select ($1::uuid[])[1 + g % cardinality($1::uuid[])], 'bench' || g || '@example.com' from generate_series(1, $2) g`,
    [brands, opts.accounts / 2],
  );
  await db.query(
    `insert into trader_accounts (brand_id, user_id, package_id, package_name, trader_package_type, group_name,
            account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity, is_funded)
     select u.brand_id, u.id, $1, 'Bench', 'classic', 'g', 10000, 'USD', $2, 1, 1, '{}', 100, 'B' || u.n || '-' || k,
            1000000, 1000000, k = 1
       from (select id, brand_id, row_number() over (order by id) as n from users where email like 'bench%') u
      cross join generate_series(1, 2) k`,
    [pkg!.id, pkg!.platform_id],
  );
  // The times are drawn in a subquery of their own: a volatile call there is made for every row.
  await db.query('select setseed(0.42)');
  await db.query(
    `insert into risk_positions (account_id, position_id, brand_id, user_id, symbol, side, volume, opened_at,
                                 closed_at, closed_volume, profit, stop_loss)
     select id, 'P' || k, brand_id, user_id, ($2::text[])[1 + (n + k) % cardinality($2::text[])],
            case when (n + k) % 2 = 0 then 'buy' else 'sell' end, 0.1 * (1 + (n * k) % 20),
            at, at + interval '30 minutes', 0.1 * (1 + (n * k) % 20), ((n * k) % 2001) - 1000,
            case when k % 3 = 0 then null else 1.1 end
       from (select a.*, k, now() - make_interval(secs => random() * 2592000) as at
               from (select id, brand_id, user_id, row_number() over (order by id) as n from trader_accounts
                      where login like 'B%') a
              cross join generate_series(1, $1) k) x`,
    [Math.round(opts.positions / opts.accounts), SYMBOLS],
  );
}

/**
 * Copy pairs at the size detection keeps for that history: `pairs` pairs of two accounts of one brand and different
 * traders, one match each on one of the first account's positions (among independent traders at this density — a
 * brand's symbol and side holding a position every ~90 s — an opening finds about one other within its 60 s window,
 * so most pairs hold a single match), last matched within the 30 days; then `rings` rings of three accounts of the
 * given brand copying each other, flagged pairs whose ten positions each matched over 5 days (`rings * 3` pairs),
 * as the copy rings a firm is watching. Generated, not matched (a self-join of the positions takes minutes). Then,
 * as the migration that introduced them did to a deployment's pairs (0072), each account's partners are counted
 * into its summary and the pairs never flagged dropped. Answers the number of pairs counted.
 */
export async function seedCopyPairs(db: Db, opts: { brandId: string; pairs: number; rings: number }): Promise<number> {
  await db.query('analyze trader_accounts');
  await db.transaction(async (tx) => {
    await tx.query('set local synchronous_commit = off');
    await withoutSecondaryIndexes(tx, ['risk_copy_pairs'], () => insertCopyPairs(tx, opts));
  });
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from risk_copy_pairs')) as [{ n: number }];
  await db.exec(readFileSync(new URL('../src/db/migrations/0072_risk_copy_partners.sql', import.meta.url), 'utf8'));
  return n;
}

async function insertCopyPairs(db: Queryable, opts: { brandId: string; pairs: number; rings: number }): Promise<void> {
  await db.query(
    `with a as materialized (
       select id, user_id, brand_id, row_number() over (order by id) as n,
              row_number() over (partition by brand_id order by id) as in_brand,
              count(*) over (partition by brand_id) as size
         from trader_accounts where login like 'B%'),
     x as materialized (
       select g, a.id, a.user_id, a.brand_id, 1 + (g::int8 * 7919 + g / 100000) % a.size as partner
         from generate_series(1, $1) g join a on a.n = 1 + g % (select count(*) from a))
     insert into risk_copy_pairs (brand_id, first_account, second_account, first_user, second_user, first_positions,
            second_positions, log_ratios, days, last_match_at)
     select x.brand_id, least(x.id, y.id), greatest(x.id, y.id),
            case when x.id < y.id then x.user_id else y.user_id end, case when x.id < y.id then y.user_id else x.user_id end,
            array['P' || 1 + g % 10], array['P' || 1 + (g * 7) % 10], array[ln(1 + (g % 20) / 10.0)],
            array[(extract(epoch from now()) / 86400)::int - g % 30], now() - make_interval(secs => g % 2592000)
       from x join a y on y.brand_id = x.brand_id and y.in_brand = x.partner
      where y.user_id <> x.user_id
     on conflict do nothing`,
    [opts.pairs],
  );
  await db.query(
    `insert into risk_copy_pairs as p (brand_id, first_account, second_account, first_user, second_user,
            first_positions, second_positions, log_ratios, days, matches, day_count, score, flagged, last_match_at)
     select $1, least(x.id, y.id), greatest(x.id, y.id),
            case when x.id < y.id then x.user_id else y.user_id end, case when x.id < y.id then y.user_id else x.user_id end,
            array(select 'P' || m from generate_series(1, 10) m), array(select 'P' || m from generate_series(1, 10) m),
            array_fill(0.05::float8, array[10]),
            array(select (extract(epoch from now()) / 86400)::int - m % 5 from generate_series(1, 10) m),
            10, 5, 0.8, true, now() - interval '1 day'
       from (select id, user_id, row_number() over (order by id) - 1 as n from trader_accounts
              where brand_id = $1 and login like 'B%' order by id limit $2) x
       join (select id, user_id, row_number() over (order by id) - 1 as n from trader_accounts
              where brand_id = $1 and login like 'B%' order by id limit $2) y
         on x.n / 3 = y.n / 3 and x.n < y.n and x.user_id <> y.user_id
     on conflict (first_account, second_account) do update set flagged = true, score = 0.8`,
    [opts.brandId, opts.rings * 3],
  );
}
