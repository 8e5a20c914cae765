import type { Queryable } from '../../db/client.ts';
import type { MarkSighting } from '../../domain/risk/identity-cases.ts';
import type { MarkKind } from '../../domain/risk/identity-marks.ts';

/** risk_marks (migration 0050): what each trader was seen with, as keyed hashes and masked forms. */

export type HashedMark = { kind: MarkKind; hash: string; shown: string };

/**
 * Records the marks in one statement and tells, for each, whether another trader of the brand has it too (read
 * from the snapshot before this insert, which is all that question needs).
 */
export async function upsertMarks(
  q: Queryable,
  brandId: string,
  userId: string,
  marks: readonly HashedMark[],
  at: Date,
): Promise<{ kind: MarkKind; hash: string; shared: boolean }[]> {
  return q.query<{ kind: MarkKind; hash: string; shared: boolean }>(
    `with seen as (
       insert into risk_marks (brand_id, kind, value_hash, user_id, shown, first_seen_at, last_seen_at)
       select $1, t.kind, t.hash, $2, t.shown, $3, $3
         from unnest($4::text[], $5::text[], $6::text[]) as t(kind, hash, shown)
       on conflict (brand_id, kind, value_hash, user_id)
         do update set last_seen_at = greatest(risk_marks.last_seen_at, excluded.last_seen_at), shown = excluded.shown
       returning kind, value_hash
     )
     select s.kind, s.value_hash as hash,
            exists (select 1 from risk_marks o
                     where o.brand_id = $1 and o.kind = s.kind and o.value_hash = s.value_hash and o.user_id <> $2) as shared
       from seen s`,
    [brandId, userId, at, marks.map((m) => m.kind), marks.map((m) => m.hash), marks.map((m) => m.shown)],
  );
}

/** The trader's values another trader of the brand has too. */
export async function sharedOf(
  q: Queryable,
  brandId: string,
  userId: string,
): Promise<{ kind: MarkKind; hash: string }[]> {
  return q.query<{ kind: MarkKind; hash: string }>(
    `select m.kind, m.value_hash as hash from risk_marks m
      where m.brand_id = $1 and m.user_id = $2
        and exists (select 1 from risk_marks o where o.brand_id = m.brand_id and o.kind = m.kind
                       and o.value_hash = m.value_hash and o.user_id <> m.user_id)`,
    [brandId, userId],
  );
}

/** Every trader seen with one value, up to `limit` (a value shared that widely is judged on what is read). */
export async function sightingsOf(
  q: Queryable,
  brandId: string,
  kind: MarkKind,
  hash: string,
  limit: number,
): Promise<MarkSighting[]> {
  const rows = await q.query<{ user_id: string; first_seen_at: Date; last_seen_at: Date }>(
    `select user_id, first_seen_at, last_seen_at from risk_marks
      where brand_id = $1 and kind = $2 and value_hash = $3 order by first_seen_at limit $4`,
    [brandId, kind, hash, limit],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    firstSeenAt: r.first_seen_at.getTime(),
    lastSeenAt: r.last_seen_at.getTime(),
  }));
}

export const createIdentityMarksRepository = () => ({ upsertMarks, sharedOf, sightingsOf });
export type IdentityMarksRepository = ReturnType<typeof createIdentityMarksRepository>;
