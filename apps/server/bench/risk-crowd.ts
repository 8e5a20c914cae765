import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { seededRandom } from '../src/domain/market/price-process.ts';
import { DETECTION_BATCH, type RiskDetectionService } from '../src/modules/risk/risk-detection.service.ts';

/**
 * Openings the detection job took, in how long, the copy matches it counted on the way, and its batches (of
 * `DETECTION_BATCH` fed deals, the service's batch).
 */
export type Throughput = { openings: number; seconds: number; matches: number; batches: number };

const ACCOUNTS = Number(process.env.BENCH_RISK_ACCOUNTS ?? 500);
const TRADES_EACH = Number(process.env.BENCH_RISK_TRADES ?? 40);
const SYMBOLS = ['EURUSD', 'XAUUSD', 'GBPUSD', 'USDJPY', 'US30'];
const HOUR = 3_600_000;

/**
 * The detection job over a crowd (docs/benchmarks.md, "Ingestion and live push"): ACCOUNTS accounts of as many
 * traders, TRADES_EACH round trips each on five symbols within the last 8 hours — every symbol's window holds a
 * dozen or more other traders' openings, so each lookup finds a crowd — fed as the ingestion feeds them (risk_feed
 * rows, one per deal), then timed passes until the feed is empty. The accounts are bare rows (foreign keys off
 * while they are written: detection reads only their ids, brand and trader), or with `seeded` ACCOUNTS of the brand's
 * accounts seeded with their history (risk-scale.ts), so each trader's positions and pairs are read as well.
 */
export async function crowdThroughput(
  db: Db,
  detection: RiskDetectionService,
  brandId: string,
  seeded = false,
): Promise<Throughput> {
  const rnd = seededRandom(7);
  const accounts = seeded ? await seededAccounts(db, brandId) : await bareAccounts(db, brandId);
  const now = Date.now();
  const rows: unknown[][] = [];
  for (const account of accounts) {
    for (let i = 0; i < TRADES_EACH; i++) {
      const opened = now - 8 * HOUR + Math.floor(rnd() * 7 * HOUR);
      const symbol = SYMBOLS[Math.floor(rnd() * SYMBOLS.length)]!;
      const side = rnd() < 0.5 ? 'buy' : 'sell';
      const volume = Math.round((0.1 + rnd() * 2) * 100) / 100;
      const positionId = `crowd${i}`;
      rows.push([account.id, account.userId, positionId, 'open', symbol, side, volume, opened, null, 1]);
      const closed = opened + Math.floor(rnd() * HOUR);
      rows.push([account.id, account.userId, positionId, 'close', symbol, null, volume, closed, 100, null]);
    }
  }
  // Fed in time order, as deals arrive.
  rows.sort((a, b) => (a[7] as number) - (b[7] as number));
  const column = (k: number) => rows.map((r) => r[k]);
  await db.query(
    `insert into risk_feed (account_id, brand_id, user_id, position_id, kind, symbol, side, volume, at, profit, stop_loss)
     select x.account_id, $1, x.user_id, x.position_id, x.kind, x.symbol, x.side, x.volume,
            to_timestamp(x.at_ms / 1000.0), x.profit, x.stop_loss
       from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[],
            $10::int8[], $11::float8[]) as x(account_id, user_id, position_id, kind, symbol, side, volume, at_ms,
            profit, stop_loss)`,
    [brandId, ...Array.from({ length: 10 }, (_, k) => column(k))],
  );
  await db.exec('analyze risk_feed');
  const before = await matchesOf(db, accounts);
  const t0 = performance.now();
  let taken = 0;
  for (let n; (n = await detection.pass()) > 0;) taken += n;
  const seconds = (performance.now() - t0) / 1000;
  const matches = (await matchesOf(db, accounts)) - before;
  return {
    openings: ACCOUNTS * TRADES_EACH,
    seconds,
    matches,
    batches: Math.ceil(taken / DETECTION_BATCH),
  };
}

type CrowdAccount = { id: string; userId: string };

/** ACCOUNTS bare accounts of as many new traders. */
async function bareAccounts(db: Db, brandId: string): Promise<CrowdAccount[]> {
  const accounts = Array.from({ length: ACCOUNTS }, () => ({ id: randomUUID(), userId: randomUUID() }));
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `insert into trader_accounts (id, brand_id, user_id, package_id, package_name, trader_package_type, group_name,
              account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity)
       select x.id, $1, x.user_id, x.id, 'Bench', 'classic', 'g', 10000, 'USD', 'risk-crowd', 1, 0,
              '{"newsTrading": null}', 100, x.id::text, 1000000, 1000000
         from unnest($2::uuid[], $3::uuid[]) as x(id, user_id)`,
      [brandId, accounts.map((a) => a.id), accounts.map((a) => a.userId)],
    );
  });
  return accounts;
}

/** ACCOUNTS of the brand's seeded accounts, one a trader, spread over them. */
async function seededAccounts(db: Db, brandId: string): Promise<CrowdAccount[]> {
  return db.query<CrowdAccount>(
    `select id, user_id as "userId" from (
       select distinct on (user_id) id, user_id from trader_accounts where brand_id = $1 and login like 'B%'
        order by user_id, id) a
      order by md5(id::text) limit $2`,
    [brandId, ACCOUNTS],
  );
}

/**
 * The matches these accounts counted with each other: a summary's counts add up to every match it was given (a
 * partner taking over a slot takes its count too), and each match is given to both its accounts' summaries.
 */
async function matchesOf(db: Db, accounts: readonly CrowdAccount[]): Promise<number> {
  const [counted] = await db.query<{ matches: number }>(
    `select (coalesce(sum(n), 0) / 2)::int as matches from risk_copy_partners p cross join lateral unnest(p.counts) as n
      where p.account_id = any($1::uuid[])`,
    [accounts.map((a) => a.id)],
  );
  return counted?.matches ?? 0;
}
