import type { Queryable } from '../../db/client.ts';
import type { MarkKind } from '../../domain/risk/identity-marks.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { defaultRiskParameters } from '../../domain/risk/parameters.ts';

/**
 * Traders who are likely one person (signal 4), for the detections that compare one person's accounts (hedging
 * across linked traders): those sharing a device, a payout destination or a document with the trader, or an
 * address both were seen with again after the brand's `ipRecurrenceMs`, unless more than `ipMaxTraders` traders
 * share it (a public network). Links come from the marks, not from decisions: a cleared identity case still
 * links its traders, since one person's hedge across two names is the scheme whoever shares the IBAN.
 */
const LINKED = `
  select distinct m.user_id, o.user_id as linked
    from risk_marks m
    join risk_marks o on o.brand_id = m.brand_id and o.kind = m.kind and o.value_hash = m.value_hash
                     and o.user_id <> m.user_id
    left join risk_settings s on s.brand_id = m.brand_id
   cross join lateral (select coalesce((s.parameters->'identity'->>'ipRecurrenceMs')::double precision,
                                       $2::double precision) as ms) recurrence
   where m.user_id = any($1::uuid[]) and ($4::uuid is null or m.brand_id = $4::uuid)
     and (m.kind <> 'ip' or (
           m.last_seen_at - m.first_seen_at >= recurrence.ms * interval '1 millisecond'
           and o.last_seen_at - o.first_seen_at >= recurrence.ms * interval '1 millisecond'
           and (select count(*) from risk_marks c
                 where c.brand_id = m.brand_id and c.kind = 'ip' and c.value_hash = m.value_hash)
               <= coalesce((s.parameters->'identity'->>'ipMaxTraders')::int, $3::int)))`;

/**
 * Each given trader with each trader linked to them (in one brand, or in each), by the rule above and each brand's
 * parameters (the defaults where a brand has none); through `q`, so detection reads it inside its transaction.
 */
export async function linkedPairs(
  q: Queryable,
  userIds: readonly string[],
  brandId: string | null = null,
): Promise<[string, string][]> {
  if (userIds.length === 0) return [];
  const { ipRecurrenceMs, ipMaxTraders } = defaultRiskParameters.identity;
  const rows = await q.query<{ user_id: string; linked: string }>(LINKED, [
    textArray([...new Set(userIds)]),
    ipRecurrenceMs,
    ipMaxTraders,
    brandId,
  ]);
  return rows.map((r) => [r.user_id, r.linked]);
}

/** A value several traders share, as the console shows it (`riskSharedMarkSchema`). */
export type SharedMark = { kind: MarkKind; shown: string; traderIds: string[]; lastSeenAt: string };

/** The most shared values one answer lists: the evidence of a case, not an inventory of a household's life. */
export const SHARED_MARKS_SHOWN = 20;

/**
 * The values at least two of the given traders share in the brand, each with every trader of the brand seen with
 * it (so a case's evidence names the others sharing it too), latest seen first: a case's, a compared pair's, or
 * the links' evidence. Through `q`, so a caller inside a transaction reads through it.
 */
export async function sharedMarks(q: Queryable, brandId: string, userIds: readonly string[]): Promise<SharedMark[]> {
  const rows = await q.query<{ kind: MarkKind; shown: string; trader_ids: string[]; last_seen_at: Date }>(
    `select m.kind, max(m.shown) as shown, max(m.last_seen_at) as last_seen_at,
            (select array_agg(distinct o.user_id::text collate "C" order by o.user_id::text collate "C")
               from risk_marks o
              where o.brand_id = m.brand_id and o.kind = m.kind and o.value_hash = m.value_hash) as trader_ids
       from risk_marks m
      where m.brand_id = $1 and m.user_id = any($2::uuid[])
      group by m.brand_id, m.kind, m.value_hash
     having count(distinct m.user_id) >= 2
      order by last_seen_at desc, m.kind limit ${SHARED_MARKS_SHOWN}`,
    [brandId, textArray([...new Set(userIds)])],
  );
  return rows.map((r) => ({
    kind: r.kind,
    shown: r.shown,
    traderIds: r.trader_ids,
    lastSeenAt: r.last_seen_at.toISOString(),
  }));
}

export function createIdentityLinks(deps: { db: Queryable }) {
  async function linked(brandId: string, userId: string): Promise<string[]> {
    return (await linkedPairs(deps.db, [userId], brandId)).map(([, other]) => other).sort();
  }

  return {
    /** The traders linked to this one (never the trader), sorted. */
    linkedUsers: linked,

    /**
     * For each trader given, the group of them and the traders linked to them: what `findHedgedPairs` takes as
     * `linkedTraders` (it joins groups that share a trader). Traders linked to no one are left out.
     */
    async linkedGroups(brandId: string, userIds: readonly string[]): Promise<string[][]> {
      const groups: string[][] = [];
      for (const userId of new Set(userIds)) {
        const others = await linked(brandId, userId);
        if (others.length > 0) groups.push([userId, ...others]);
      }
      return groups;
    },

    /** What the given traders share (`sharedMarks` above). */
    sharedMarks: (brandId: string, userIds: readonly string[]) => sharedMarks(deps.db, brandId, userIds),
  };
}
export type IdentityLinks = ReturnType<typeof createIdentityLinks>;
