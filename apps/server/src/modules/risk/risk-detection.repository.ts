import type { NewsTradingRule } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { numberArray, textArray } from '../../db/sql-arrays.ts';
import { WEEKEND_HOLDING_FORBIDDEN, type AccountPhaseRules } from './phase-rules.ts';
import { linkedPairs } from './identity-links.ts';
import { inWindow, windowSpans, type WindowedOpening } from './window-spans.ts';

/** A deal the ingestion fed (risk_feed), as a pass takes it. */
export type FeedRow = {
  id: number;
  account_id: string;
  brand_id: string;
  user_id: string;
  position_id: string;
  kind: 'open' | 'close';
  symbol: string;
  side: 'buy' | 'sell' | null;
  volume: number;
  at_ms: number;
  profit: number | null;
  stop_loss: number | null;
  take_profit: number | null;
};

/** A position as detection reads it (risk_positions). */
export type PositionRow = {
  account_id: string;
  position_id: string;
  brand_id: string;
  user_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  opened_ms: number;
  closed_ms: number | null;
  profit: number | null;
  stop_loss: number | null;
};

/** An opening of another trader's account within the window of a new opening (`i`: the new one's index). */
export type WindowRow = {
  i: number;
  account_id: string;
  user_id: string;
  position_id: string;
  volume: number;
  opened_ms: number;
};

/** A stored opening read in a span of windows (`k`: the span's number from 1). */
type SpanRead = Omit<WindowRow, 'i'> & { k: number; side: string };

const POSITION_COLUMNS = `account_id, position_id, brand_id, user_id, symbol, side, volume,
  extract(epoch from opened_at) * 1000 as opened_ms, extract(epoch from closed_at) * 1000 as closed_ms,
  profit::float8 as profit, stop_loss`;

type Opening = {
  accountId: string;
  positionId: string;
  brandId: string;
  userId: string;
  symbol: string;
  side: string;
  volume: number;
  openedMs: number;
  stopLoss: number | null;
  takeProfit: number | null;
};
type Closing = { accountId: string; positionId: string; volume: number; profit: number; atMs: number };

/** A position's key in the maps of one batch: account and position id. */
export const positionKey = (accountId: string, positionId: string) => `${accountId}\u0000${positionId}`;

/**
 * Inserts the openings' positions, each with its closing of the same batch if any (the sums and the rule of
 * `addClosings` on a row that had none), and answers the positions inserted. A position already stored only adds
 * the opening's volume: its closings are left to `addClosings`.
 */
async function insertOpenings(
  q: Queryable,
  openings: readonly Opening[],
  closingOf: ReadonlyMap<string, Closing>,
): Promise<Set<string>> {
  if (openings.length === 0) return new Set();
  const closing = openings.map((o) => closingOf.get(positionKey(o.accountId, o.positionId)));
  const rows = await q.query<{ account_id: string; position_id: string; inserted: boolean }>(
    `insert into risk_positions as p (account_id, position_id, brand_id, user_id, symbol, side, volume, opened_at,
            stop_loss, take_profit, closed_volume, profit, closed_at)
     select x.account_id, x.position_id, x.brand_id, x.user_id, x.symbol, x.side, x.volume,
            to_timestamp(x.opened_ms / 1000.0), x.stop_loss, x.take_profit, x.closed_volume, x.profit,
            case when x.profit is not null and x.closed_volume >= x.volume * (1 - 1e-9)
                 then to_timestamp(x.closed_ms / 1000.0) end
       from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::float8[],
            $8::float8[], $9::float8[], $10::float8[], $11::float8[], $12::int8[], $13::float8[])
            as x(account_id, position_id, brand_id, user_id, symbol, side, volume, opened_ms, stop_loss, take_profit,
                 closed_volume, profit, closed_ms)
      where exists (select 1 from trader_accounts a where a.id = x.account_id)
     on conflict (account_id, position_id) do update set volume = p.volume + excluded.volume,
       stop_loss = coalesce(p.stop_loss, excluded.stop_loss), take_profit = coalesce(p.take_profit, excluded.take_profit)
     returning account_id, position_id, (xmax = 0) as inserted`,
    [
      textArray(openings.map((o) => o.accountId)),
      textArray(openings.map((o) => o.positionId)),
      textArray(openings.map((o) => o.brandId)),
      textArray(openings.map((o) => o.userId)),
      textArray(openings.map((o) => o.symbol)),
      textArray(openings.map((o) => o.side)),
      numberArray(openings.map((o) => o.volume)),
      numberArray(openings.map((o) => o.openedMs)),
      numberArray(openings.map((o) => o.stopLoss)),
      numberArray(openings.map((o) => o.takeProfit)),
      numberArray(closing.map((c) => c?.volume ?? 0)),
      numberArray(closing.map((c) => (c ? Math.round(c.profit) : null))),
      numberArray(closing.map((c) => c?.atMs ?? null)),
    ],
  );
  return new Set(rows.filter((r) => r.inserted).map((r) => positionKey(r.account_id, r.position_id)));
}

/** Adds closings to their stored positions: volume closed and profit so far; closed once all its volume is. */
async function addClosings(q: Queryable, closings: readonly Closing[]): Promise<void> {
  if (closings.length === 0) return;
  await q.query(
    `update risk_positions p set closed_volume = p.closed_volume + x.volume,
            profit = coalesce(p.profit, 0) + x.profit,
            closed_at = case when p.closed_volume + x.volume >= p.volume * (1 - 1e-9)
                             then to_timestamp(x.at_ms / 1000.0) else p.closed_at end
       from unnest($1::uuid[], $2::text[], $3::float8[], $4::int8[], $5::float8[])
            as x(account_id, position_id, volume, profit, at_ms)
      where p.account_id = x.account_id and p.position_id = x.position_id`,
    [
      textArray(closings.map((c) => c.accountId)),
      textArray(closings.map((c) => c.positionId)),
      numberArray(closings.map((c) => c.volume)),
      numberArray(closings.map((c) => Math.round(c.profit))),
      numberArray(closings.map((c) => c.atMs)),
    ],
  );
}

/** The detection pass's reads and writes of risk_feed, risk_positions and the pass's own row. */
export function createRiskDetectionRepository() {
  return {
    /**
     * The pass's lock: the one row of risk_detection, SKIP LOCKED — false when another pass (on any instance)
     * holds it, and this one then does nothing. Held until the pass's transaction ends.
     */
    async lockPass(q: Queryable): Promise<boolean> {
      const rows = await q.query('select id from risk_detection where id = 1 for update skip locked');
      return rows.length === 1;
    },

    /**
     * Turns PostgreSQL's JIT compilation off for the rest of the pass's transaction. Its statements read index ranges
     * per span, trader or pair, joined laterally to arrays of a thousand elements; the planner cannot see those
     * ranges' bounds and costs each at hundreds of rows, so a statement reading a few thousand rows crossed the JIT
     * thresholds and was compiled for 0.5–2 s before running for 0.2 s (EXPLAIN ANALYZE at 1,000,000 positions).
     */
    async withoutJit(q: Queryable): Promise<void> {
      await q.query('set local jit = off');
    },

    async recordPass(q: Queryable, openings: number, at: Date): Promise<void> {
      await q.query(
        'update risk_detection set passes = passes + 1, openings = openings + $1, last_pass_at = $2 where id = 1',
        [openings, at],
      );
    },

    /** Takes (deletes) the oldest fed deals, at most `limit`, in the order they were fed. */
    async takeFeed(q: Queryable, limit: number): Promise<FeedRow[]> {
      const rows = await q.query<FeedRow>(
        `delete from risk_feed where id in (select id from risk_feed order by id limit $1)
         returning id, account_id, brand_id, user_id, position_id, kind, symbol, side, volume,
                   extract(epoch from at) * 1000 as at_ms, profit::float8 as profit, stop_loss, take_profit`,
        [limit],
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), at_ms: Number(r.at_ms) })).sort((a, b) => a.id - b.id);
    },

    /** Queues accounts whose positions changed for the pass's scoring of hedging and strategies (risk_rescore). */
    async queueRescore(
      q: Queryable,
      accounts: ReadonlyMap<string, { brandId: string; userId: string }>,
    ): Promise<void> {
      if (accounts.size === 0) return;
      const ids = [...accounts.keys()].sort();
      await q.query(
        `insert into risk_rescore (account_id, brand_id, user_id)
         select * from unnest($1::uuid[], $2::uuid[], $3::uuid[]) on conflict do nothing`,
        [
          textArray(ids),
          textArray(ids.map((id) => accounts.get(id)!.brandId)),
          textArray(ids.map((id) => accounts.get(id)!.userId)),
        ],
      );
    },

    /** Takes (deletes) at most `limit` queued accounts, with their brand and trader. */
    async takeRescore(q: Queryable, limit: number): Promise<Map<string, { brandId: string; userId: string }>> {
      const rows = await q.query<{ account_id: string; brand_id: string; user_id: string }>(
        `delete from risk_rescore where account_id in (select account_id from risk_rescore limit $1)
         returning account_id, brand_id, user_id`,
        [limit],
      );
      return new Map(rows.map((r) => [r.account_id, { brandId: r.brand_id, userId: r.user_id }]));
    },

    /**
     * Adds a batch's deals to risk_positions and answers the positions it created: only those are matched, once.
     * Openings make one row per position (a later opening deal of a position adds its volume); an account gone
     * since is skipped. Closings add their volume and profit to their position, closed once all its volume is; a
     * closing whose opening was never fed (a platform reporting it late) finds no row and is dropped. A position
     * opened and closed in one batch is inserted closed: updating it after would write it twice, and as its
     * `closed_at` is indexed, the second version would add an entry to each of the table's indexes.
     */
    async addDeals(q: Queryable, openings: readonly Opening[], closings: readonly Closing[]): Promise<Set<string>> {
      const created = await insertOpenings(
        q,
        openings,
        new Map(closings.map((c) => [positionKey(c.accountId, c.positionId), c])),
      );
      await addClosings(
        q,
        closings.filter((c) => !created.has(positionKey(c.accountId, c.positionId))),
      );
      return created;
    },

    /**
     * For each new opening, the same brand's openings of the same symbol and side by other traders within its
     * window, each match once: two new openings of the batch find each other, and the pair is answered from the
     * later of the two (`i`) only. The batch's windows are merged per brand and symbol into spans (window-spans.ts) and the spans read in
     * one statement, one index range scan (brand, symbol, opened_at) each, never a scan of the accounts; each
     * opening then takes its window's rows from its span. The `order by` keeps the lateral subquery from being
     * flattened into a join: flattened, the planner hashed on brand and symbol and tested every span against every
     * position of the symbol (one account's year of trades: 160 ms a batch instead of a few).
     */
    async openingsInWindow(
      q: Queryable,
      openings: readonly (WindowedOpening & { accountId: string; positionId: string })[],
    ): Promise<WindowRow[]> {
      if (openings.length === 0) return [];
      const { spans, spanOf } = windowSpans(openings);
      const newAt = new Map(openings.map((o, i) => [positionKey(o.accountId, o.positionId), i]));
      const rows = await q.query<SpanRead>(
        `select s.k::int as k, o.account_id, o.user_id, o.position_id, o.volume, o.side,
                extract(epoch from o.opened_at) * 1000 as opened_ms
           from unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[])
                with ordinality as s(brand_id, symbol, from_ms, to_ms, k)
           cross join lateral (
             select r.account_id, r.user_id, r.position_id, r.volume, r.side, r.opened_at from risk_positions r
              where r.brand_id = s.brand_id and r.symbol = s.symbol
                and r.opened_at between to_timestamp(s.from_ms / 1000.0) and to_timestamp(s.to_ms / 1000.0)
              order by r.opened_at) o`,
        [
          textArray(spans.map((s) => s.brandId)),
          textArray(spans.map((s) => s.symbol)),
          numberArray(spans.map((s) => s.fromMs)),
          numberArray(spans.map((s) => s.toMs)),
        ],
      );
      const bySpan = spans.map((): (SpanRead & { newAt: number })[] => []);
      for (const r of rows)
        bySpan[Number(r.k) - 1]?.push({
          ...r,
          opened_ms: Number(r.opened_ms),
          newAt: newAt.get(positionKey(r.account_id, r.position_id)) ?? -1,
        });
      const found: WindowRow[] = [];
      openings.forEach((o, i) => {
        for (const r of inWindow(bySpan[spanOf[i]!] ?? [], o))
          if (r.newAt < i)
            found.push({
              i,
              account_id: r.account_id,
              user_id: r.user_id,
              position_id: r.position_id,
              volume: r.volume,
              opened_ms: r.opened_ms,
            });
      });
      return found;
    },

    /** How many positions each account has: the denominators of its copy shares. */
    async openingCounts(q: Queryable, accountIds: readonly string[]): Promise<Map<string, number>> {
      if (accountIds.length === 0) return new Map();
      const rows = await q.query<{ account_id: string; n: number }>(
        `select account_id, count(*)::int as n from risk_positions where account_id = any($1::uuid[])
          group by account_id`,
        [textArray(accountIds)],
      );
      return new Map(rows.map((r) => [r.account_id, r.n]));
    },

    /**
     * The positions of some traders held since `sinceMs` (open ones included): hedging and strategies read these,
     * one range of `risk_positions_user_held` a trader (the expression is the index's).
     */
    async positionsOfUsers(q: Queryable, userIds: readonly string[], sinceMs: number): Promise<PositionRow[]> {
      if (userIds.length === 0) return [];
      const rows = await q.query<PositionRow>(
        `select ${POSITION_COLUMNS} from risk_positions
          where user_id = any($1::uuid[]) and coalesce(closed_at, 'infinity'::timestamptz) >= $2`,
        [textArray(userIds), new Date(sinceMs)],
      );
      return rows.map((r) => ({
        ...r,
        opened_ms: Number(r.opened_ms),
        closed_ms: r.closed_ms === null ? null : Number(r.closed_ms),
        profit: r.profit === null ? null : Number(r.profit),
      }));
    },

    /** Traders linked to these by signal 4's rule (identity-links.ts), as pairs [trader, linked trader]. */
    linkedUsers: linkedPairs,

    /** The phase rules signal 3 reads of each account that has any (news trading or weekend holding forbidden). */
    async phaseRules(q: Queryable, accountIds: readonly string[]): Promise<Map<string, AccountPhaseRules>> {
      if (accountIds.length === 0) return new Map();
      const rows = await q.query<{ id: string; news: NewsTradingRule | null; weekend_forbidden: boolean }>(
        `select id, rules->'newsTrading' as news, ${WEEKEND_HOLDING_FORBIDDEN('trader_accounts')} as weekend_forbidden
           from trader_accounts where id = any($1::uuid[])`,
        [textArray(accountIds)],
      );
      return new Map(
        rows.flatMap((r) =>
          r.news || r.weekend_forbidden
            ? [[r.id, { news: r.news, weekendHoldingForbidden: r.weekend_forbidden }] as const]
            : [],
        ),
      );
    },
  };
}
export type RiskDetectionRepository = ReturnType<typeof createRiskDetectionRepository>;
export type { Opening, Closing };
