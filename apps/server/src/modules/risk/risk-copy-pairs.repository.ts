import type { Queryable } from '../../db/client.ts';
import { numberArray, textArray } from '../../db/sql-arrays.ts';

/** New matches of one pair (accounts in id order, first < second), to append to its row. */
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
  `(p.${column} || excluded.${column})[greatest(1, cardinality(p.${column}) + cardinality(excluded.${column}) - ${KEPT_MATCHES - 1}):]`;

/** risk_copy_pairs: signal 1's pairs, their matches and scores. */
export function createRiskCopyPairsRepository() {
  return {
    /**
     * Appends each pair's new matches (creating the pair) and answers the rows, as they now are, of the pairs that
     * are flagged or hold at least `minMatches` matches: a pair with fewer cannot be flagged, and a dense crowd's
     * batch touches thousands of such pairs that reading back and scoring would only discard. The matches go as
     * flat columns (one element per match) and are gathered per pair by the statement. `last_match_at` (indexed,
     * for forgetting) moves only when the new match is a day or more after it: an update that changes no indexed
     * column can stay on its page (HOT) without a new entry in each of the table's indexes. The pairs go in key
     * order: a batch's thousands of new keys then walk the primary key's leaves once, in order, rather than at random.
     */
    async addMatches(
      q: Queryable,
      deltas: readonly PairMatchesDelta[],
      atMs: number,
      minMatches: number,
    ): Promise<PairRow[]> {
      if (deltas.length === 0) return [];
      const each = <T>(pick: (d: PairMatchesDelta) => T) => deltas.flatMap((d) => d.logRatios.map(() => pick(d)));
      return q.query<PairRow>(
        `with added as (
         insert into risk_copy_pairs as p (brand_id, first_account, second_account, first_user, second_user,
                first_positions, second_positions, log_ratios, days, last_match_at)
         select x.brand_id, x.first_account, x.second_account, x.first_user, x.second_user,
                array_agg(x.first_position order by x.k), array_agg(x.second_position order by x.k),
                array_agg(x.log_ratio order by x.k), array_agg(x.day order by x.k), to_timestamp($10 / 1000.0)
           from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::text[], $7::text[],
                $8::float8[], $9::int4[]) with ordinality as x(brand_id, first_account, second_account, first_user,
                second_user, first_position, second_position, log_ratio, day, k)
          group by x.brand_id, x.first_account, x.second_account, x.first_user, x.second_user
          order by x.first_account, x.second_account
         on conflict (first_account, second_account) do update set
           first_positions = ${keep('first_positions')},
           second_positions = ${keep('second_positions')},
           log_ratios = ${keep('log_ratios')},
           days = ${keep('days')},
           last_match_at = case when excluded.last_match_at >= p.last_match_at + interval '1 day'
                                then excluded.last_match_at else p.last_match_at end
         returning ${PAIR_COLUMNS})
         select ${PAIR_COLUMNS} from added where flagged or cardinality(log_ratios) >= $11`,
        [
          textArray(each((d) => d.brandId)),
          textArray(each((d) => d.firstAccount)),
          textArray(each((d) => d.secondAccount)),
          textArray(each((d) => d.firstUser)),
          textArray(each((d) => d.secondUser)),
          textArray(deltas.flatMap((d) => d.firstPositions)),
          textArray(deltas.flatMap((d) => d.secondPositions)),
          numberArray(deltas.flatMap((d) => d.logRatios)),
          numberArray(deltas.flatMap((d) => d.days)),
          atMs,
          minMatches,
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
     * when a match comes a day or more after it (`addMatches`), so a pair is kept a day longer than its horizon.
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
