import type { Queryable } from '../../db/client.ts';
import { numberArray, textArray } from '../../db/sql-arrays.ts';

/** New matches of one pair (accounts in id order, first < second), to append to its row if it has one. */
export type PairMatchesDelta = {
  brandId: string;
  firstAccount: string;
  secondAccount: string;
  firstUser: string;
  secondUser: string;
  firstPositions: string[];
  secondPositions: string[];
  logRatios: number[];
  days: number[];
};

/** A pair's row: every match kept, for the domain to score. */
export type PairRow = {
  brand_id: string;
  first_account: string;
  second_account: string;
  first_user: string;
  second_user: string;
  first_positions: string[];
  second_positions: string[];
  log_ratios: number[];
  days: number[];
  score: number;
  flagged: boolean;
};

/** A pair's scoring, written back. */
export type PairScore = {
  firstAccount: string;
  secondAccount: string;
  matches: number;
  days: number;
  sizeRatio: number;
  score: number;
  flagged: boolean;
};

/**
 * A pair keeps at most this many matches (the newest): a ring trading for months would otherwise rewrite an
 * ever larger row at each match; the median ratio and the days of the newest thousands say the same.
 */
const KEPT_MATCHES = 2000;
const DAY = 86_400_000;

const PAIR_COLUMNS = `brand_id, first_account, second_account, first_user, second_user, first_positions,
  second_positions, log_ratios, days, score, flagged`;

const keep = (column: string) =>
  `(p.${column} || d.${column})[greatest(1, cardinality(p.${column}) + cardinality(d.${column}) - ${KEPT_MATCHES - 1}):]`;

/** A pair that could now be flagged, to be given its row (accounts in id order, first < second). */
export type PairToKeep = {
  brandId: string;
  firstAccount: string;
  secondAccount: string;
  firstUser: string;
  secondUser: string;
  windowMs: number;
};

/** risk_copy_pairs: signal 1's pairs that could be flagged, their matches and scores. */
export function createRiskCopyPairsRepository() {
  return {
    /**
     * Appends each pair's new matches to its row, for the pairs that have one, and answers those rows as they now
     * are. The matches go as flat columns (one element per match) and are gathered per pair by the statement.
     * `last_match_at` (indexed, for forgetting) moves only when the new match is a day or more after it: an update
     * that changes no indexed column can stay on its page (HOT) without a new entry in each of the table's indexes.
     */
    async appendMatches(q: Queryable, deltas: readonly PairMatchesDelta[], atMs: number): Promise<PairRow[]> {
      if (deltas.length === 0) return [];
      const each = <T>(pick: (d: PairMatchesDelta) => T) => deltas.flatMap((d) => d.logRatios.map(() => pick(d)));
      return q.query<PairRow>(
        `update risk_copy_pairs p set
           first_positions = ${keep('first_positions')},
           second_positions = ${keep('second_positions')},
           log_ratios = ${keep('log_ratios')},
           days = ${keep('days')},
           last_match_at = case when to_timestamp($7 / 1000.0) >= p.last_match_at + interval '1 day'
                                then to_timestamp($7 / 1000.0) else p.last_match_at end
           from (select x.first_account, x.second_account, array_agg(x.first_position order by x.k) as first_positions,
                        array_agg(x.second_position order by x.k) as second_positions,
                        array_agg(x.log_ratio order by x.k) as log_ratios, array_agg(x.day order by x.k) as days
                   from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::float8[], $6::int4[])
                        with ordinality as x(first_account, second_account, first_position, second_position,
                        log_ratio, day, k)
                  group by x.first_account, x.second_account) d
          where p.first_account = d.first_account and p.second_account = d.second_account
         returning ${PAIR_COLUMNS.replace(/(\w+)/g, 'p.$1')}`,
        [
          textArray(each((d) => d.firstAccount)),
          textArray(each((d) => d.secondAccount)),
          textArray(deltas.flatMap((d) => d.firstPositions)),
          textArray(deltas.flatMap((d) => d.secondPositions)),
          numberArray(deltas.flatMap((d) => d.logRatios)),
          numberArray(deltas.flatMap((d) => d.days)),
          atMs,
        ],
      );
    },

    /**
     * Gives each pair its row with every match of the two accounts' stored positions (the newest KEPT_MATCHES, in
     * time order): the same openings the live lookup pairs (same symbol and side, at most the brand's window apart,
     * both ends included), with the same size ratio and day, so a pair kept late scores as one kept from its first
     * match. Reads each account's positions by its key; a pair that has a row already keeps it.
     */
    async keepPairs(q: Queryable, pairs: readonly PairToKeep[], atMs: number): Promise<PairRow[]> {
      if (pairs.length === 0) return [];
      return q.query<PairRow>(
        `insert into risk_copy_pairs (brand_id, first_account, second_account, first_user, second_user,
                first_positions, second_positions, log_ratios, days, last_match_at)
         select x.brand_id, x.first_account, x.second_account, x.first_user, x.second_user,
                coalesce(m.first_positions, '{}'), coalesce(m.second_positions, '{}'), coalesce(m.log_ratios, '{}'),
                coalesce(m.days, '{}'), to_timestamp($7 / 1000.0)
           from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::float8[])
                as x(brand_id, first_account, second_account, first_user, second_user, window_ms)
           cross join lateral (
             select array_agg(n.first_position order by n.at, n.first_position, n.second_position) as first_positions,
                    array_agg(n.second_position order by n.at, n.first_position, n.second_position) as second_positions,
                    array_agg(n.log_ratio order by n.at, n.first_position, n.second_position) as log_ratios,
                    array_agg(n.day order by n.at, n.first_position, n.second_position) as days
               from (select a.position_id as first_position, b.position_id as second_position,
                            ln(a.volume / b.volume) as log_ratio,
                            floor(extract(epoch from least(a.opened_at, b.opened_at)) / 86400)::int as day,
                            greatest(a.opened_at, b.opened_at) as at
                       from risk_positions a
                       join risk_positions b on b.account_id = x.second_account and b.symbol = a.symbol
                            and b.side = a.side
                            and b.opened_at between a.opened_at - make_interval(secs => x.window_ms / 1000.0)
                                                and a.opened_at + make_interval(secs => x.window_ms / 1000.0)
                      where a.account_id = x.first_account
                      order by greatest(a.opened_at, b.opened_at) desc, a.position_id desc, b.position_id desc
                      limit ${KEPT_MATCHES}) n) m
          order by x.first_account, x.second_account
         on conflict (first_account, second_account) do nothing
         returning ${PAIR_COLUMNS}`,
        [
          textArray(pairs.map((p) => p.brandId)),
          textArray(pairs.map((p) => p.firstAccount)),
          textArray(pairs.map((p) => p.secondAccount)),
          textArray(pairs.map((p) => p.firstUser)),
          textArray(pairs.map((p) => p.secondUser)),
          numberArray(pairs.map((p) => p.windowMs)),
          atMs,
        ],
      );
    },

    /** The flagged pairs of these accounts: a new opening lowers their shares, so they are scored again. */
    async flaggedOf(q: Queryable, accountIds: readonly string[]): Promise<PairRow[]> {
      if (accountIds.length === 0) return [];
      return q.query<PairRow>(
        `select ${PAIR_COLUMNS} from risk_copy_pairs
          where flagged and (first_account = any($1::uuid[]) or second_account = any($1::uuid[]))`,
        [textArray(accountIds)],
      );
    },

    async saveScores(q: Queryable, scores: readonly PairScore[]): Promise<void> {
      if (scores.length === 0) return;
      await q.query(
        `update risk_copy_pairs p set matches = x.matches, day_count = x.days, size_ratio = x.size_ratio,
                score = x.score, flagged = x.flagged
           from jsonb_to_recordset($1::jsonb) as x(first_account uuid, second_account uuid, matches int, days int,
                size_ratio float8, score float8, flagged boolean)
          where p.first_account = x.first_account and p.second_account = x.second_account`,
        [
          JSON.stringify(
            scores.map((s) => ({
              first_account: s.firstAccount,
              second_account: s.secondAccount,
              matches: s.matches,
              days: s.days,
              size_ratio: s.sizeRatio,
              score: s.score,
              flagged: s.flagged,
            })),
          ),
        ],
      );
    },

    /**
     * The flagged pairs connected to these accounts through flagged pairs of their brand: the rings they belong to,
     * whole, and nothing of the brand's other rings. Walked in SQL from account to account, each step two lookups
     * in the flagged pairs' own indexes (by first and by second account; an account of a crowd is in hundreds of
     * unflagged pairs), so a batch reads its rings' few dozen rows however many rings the brand has.
     */
    async flaggedConnectedTo(q: Queryable, brandId: string, accountIds: readonly string[]): Promise<PairRow[]> {
      if (accountIds.length === 0) return [];
      return q.query<PairRow>(
        `with recursive reached(account) as (
           select unnest($2::uuid[])
           union
           select x.account from reached r cross join lateral (
             select p.second_account as account from risk_copy_pairs p
              where p.first_account = r.account and p.flagged and p.brand_id = $1
             union all
             select p.first_account from risk_copy_pairs p
              where p.second_account = r.account and p.flagged and p.brand_id = $1) x)
         select ${PAIR_COLUMNS} from risk_copy_pairs
          where brand_id = $1 and flagged and first_account in (select account from reached)`,
        [brandId, textArray(accountIds)],
      );
    },

    /**
     * Forgets the pairs whose last match is older than their brand's `forgetAfterDays` (`horizons`: brand → ms;
     * `fallbackMs` for a brand not listed), at most `limit` a pass. Their cases stay. `last_match_at` moves only
     * when a match comes a day or more after it (`appendMatches`), so a pair is kept a day longer than its horizon.
     */
    async forgetStale(
      q: Queryable,
      nowMs: number,
      fallbackMs: number,
      horizons: ReadonlyMap<string, number>,
      limit: number,
    ): Promise<number> {
      // The shortest horizon bounds the index range; each pair is then held to its brand's own.
      const kept = (ms: number) => ms + DAY;
      const shortest = kept(Math.min(fallbackMs, ...horizons.values()));
      const rows = await q.query(
        `delete from risk_copy_pairs where ctid in (
           select p.ctid from risk_copy_pairs p
             left join jsonb_to_recordset($3::jsonb) as h(brand_id uuid, ms float8) on h.brand_id = p.brand_id
            where p.last_match_at < to_timestamp(($1::float8 - $5::float8) / 1000.0)
              and p.last_match_at < to_timestamp(($1::float8 - coalesce(h.ms, $2::float8)) / 1000.0)
            limit $4)
         returning 1`,
        [
          nowMs,
          kept(fallbackMs),
          JSON.stringify([...horizons].map(([brand_id, ms]) => ({ brand_id, ms: kept(ms) }))),
          limit,
          shortest,
        ],
      );
      return rows.length;
    },
  };
}
export type RiskCopyPairsRepository = ReturnType<typeof createRiskCopyPairsRepository>;
