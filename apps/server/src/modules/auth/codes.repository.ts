import type { Queryable } from '../../db/client.ts';

export type CodePurpose = 'verify_email' | 'reset_password';

export type CodeRow = { id: string; code_hash: string; expires_at: Date; attempts: number; consumed_at: Date | null };

export function createCodesRepository() {
  return {
    /** Issues a new code; any earlier live code of the same purpose stops working. */
    async issue(
      q: Queryable,
      c: { userId: string; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
    ): Promise<void> {
      await q.query(
        `update one_time_codes set consumed_at = now() where user_id = $1 and purpose = $2 and consumed_at is null`,
        [c.userId, c.purpose],
      );
      await q.query(
        `insert into one_time_codes (user_id, purpose, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
        [c.userId, c.purpose, c.codeHash, c.createdAt, c.expiresAt],
      );
    },
    async latestForUpdate(q: Queryable, userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const rows = await q.query<CodeRow>(
        `select id, code_hash, expires_at, attempts, consumed_at from one_time_codes
          where user_id = $1 and purpose = $2 order by created_at desc limit 1 for update`,
        [userId, purpose],
      );
      return rows[0];
    },
    /** Whether `codeHash` is one of the user's earlier codes of this purpose (replaced by `latestId`, or spent). */
    async isEarlier(q: Queryable, userId: string, purpose: CodePurpose, codeHash: string, latestId: string) {
      const rows = await q.query(
        'select 1 from one_time_codes where user_id = $1 and purpose = $2 and code_hash = $3 and id <> $4 limit 1',
        [userId, purpose, codeHash, latestId],
      );
      return rows.length > 0;
    },
    async countAttempt(q: Queryable, id: string): Promise<void> {
      await q.query('update one_time_codes set attempts = attempts + 1 where id = $1', [id]);
    },
    async consume(q: Queryable, id: string): Promise<void> {
      await q.query('update one_time_codes set consumed_at = now(), attempts = attempts + 1 where id = $1', [id]);
    },
    /** How many codes of this purpose were issued since `since`, and when the last one was. */
    async issuedSince(
      q: Queryable,
      userId: string,
      purpose: CodePurpose,
      since: Date,
    ): Promise<{ count: number; last: Date | null }> {
      const [row] = await q.query<{ count: number; last: Date | null }>(
        `select count(*)::int as count, max(created_at) as last from one_time_codes
          where user_id = $1 and purpose = $2 and created_at >= $3`,
        [userId, purpose, since],
      );
      return { count: row?.count ?? 0, last: row?.last ?? null };
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;
