import type { Queryable } from './client.ts';

/**
 * The SQL of two-factor recovery codes, which traders (trader_recovery_codes, by user_id) and operators
 * (operator_recovery_codes, by operator_id) keep in tables of one shape: replaced as a set, matched among the
 * unused ones, spent once.
 */
export function recoveryCodes(
  table: 'trader_recovery_codes' | 'operator_recovery_codes',
  owner: 'user_id' | 'operator_id',
) {
  return {
    async replaceRecoveryCodes(q: Queryable, ownerId: string, hashes: readonly string[]): Promise<void> {
      await q.query(`delete from ${table} where ${owner} = $1`, [ownerId]);
      for (const h of hashes) await q.query(`insert into ${table} (${owner}, code_hash) values ($1, $2)`, [ownerId, h]);
    },
    /** The owner's recovery codes not used yet (ten at most), to match a typed one against. */
    async unusedRecoveryCodes(q: Queryable, ownerId: string): Promise<{ id: string; code_hash: string }[]> {
      return q.query<{ id: string; code_hash: string }>(
        `select id, code_hash from ${table} where ${owner} = $1 and used_at is null order by id`,
        [ownerId],
      );
    },
    /** Spends a recovery code: true once, false when it was spent meanwhile (a conditional update, race-safe). */
    async spendRecoveryCode(q: Queryable, codeId: string, now: Date): Promise<boolean> {
      const rows = await q.query(`update ${table} set used_at = $2 where id = $1 and used_at is null returning id`, [
        codeId,
        now,
      ]);
      return rows.length === 1;
    },
  };
}
