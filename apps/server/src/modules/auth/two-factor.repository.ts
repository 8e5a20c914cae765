import type { Queryable } from '../../db/client.ts';
import { recoveryCodes } from '../../db/recovery-codes.ts';

export type TraderTotpRow = {
  user_id: string;
  secret_sealed: string;
  enabled_at: Date | null;
};

export type ChallengeRow = {
  id: string;
  user_id: string;
  brand_id: string;
  ip: string | null;
  user_agent: string | null;
  expires_at: Date;
  failures: number;
  used_at: Date | null;
};

/** A trader's TOTP secret, recovery codes and sign-in challenges (SQL only; decisions live in the services). */
export function createTwoFactorRepository() {
  return {
    async find(q: Queryable, userId: string, lock = false): Promise<TraderTotpRow | undefined> {
      const rows = await q.query<TraderTotpRow>(
        `select user_id, secret_sealed, enabled_at from trader_totp where user_id = $1${lock ? ' for update' : ''}`,
        [userId],
      );
      return rows[0];
    },
    /** A new pending secret (again on each start) unless one is enabled; false when it is. */
    async setPending(q: Queryable, userId: string, sealed: string): Promise<boolean> {
      const rows = await q.query(
        `insert into trader_totp (user_id, secret_sealed) values ($1, $2)
         on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, created_at = now()
           where trader_totp.enabled_at is null
         returning user_id`,
        [userId, sealed],
      );
      return rows.length > 0;
    },
    async enable(q: Queryable, userId: string, step: number, now: Date): Promise<void> {
      await q.query('update trader_totp set enabled_at = $3, last_step = $2 where user_id = $1', [userId, step, now]);
    },
    /** Takes a time step if it is newer than the last accepted one; false when it was (or an older one) used. */
    async acceptStep(q: Queryable, userId: string, step: number): Promise<boolean> {
      const rows = await q.query(
        `update trader_totp set last_step = $2
          where user_id = $1 and enabled_at is not null and (last_step is null or last_step < $2) returning user_id`,
        [userId, step],
      );
      return rows.length > 0;
    },
    /** Two-factor off: the secret, the recovery codes and any open challenge go. */
    async remove(q: Queryable, userId: string): Promise<void> {
      await q.query('delete from trader_totp where user_id = $1', [userId]);
      await q.query('delete from trader_recovery_codes where user_id = $1', [userId]);
      await q.query('delete from sign_in_challenges where user_id = $1', [userId]);
    },

    ...recoveryCodes('trader_recovery_codes', 'user_id'),

    async createChallenge(
      q: Queryable,
      c: { tokenHash: string; userId: string; brandId: string; ip: string; userAgent: string | null; expiresAt: Date },
    ): Promise<void> {
      // A trader's challenges past their time are cleared as new ones are made.
      await q.query('delete from sign_in_challenges where user_id = $1 and expires_at < $2', [c.userId, c.expiresAt]);
      await q.query(
        `insert into sign_in_challenges (token_hash, user_id, brand_id, ip, user_agent, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [c.tokenHash, c.userId, c.brandId, c.ip, c.userAgent, c.expiresAt],
      );
    },
    async findChallenge(q: Queryable, tokenHash: string, lock = false): Promise<ChallengeRow | undefined> {
      const rows = await q.query<ChallengeRow>(
        `select id, user_id, brand_id, ip, user_agent, expires_at, failures, used_at
           from sign_in_challenges where token_hash = $1${lock ? ' for update' : ''}`,
        [tokenHash],
      );
      return rows[0];
    },
    /** Counts a wrong code on the challenge; returns the failures so far. */
    async countChallengeFailure(q: Queryable, id: string): Promise<number> {
      const rows = await q.query<{ failures: number }>(
        'update sign_in_challenges set failures = failures + 1 where id = $1 returning failures',
        [id],
      );
      return rows[0]?.failures ?? 0;
    },
    async spendChallenge(q: Queryable, id: string, now: Date): Promise<void> {
      await q.query('update sign_in_challenges set used_at = $2 where id = $1', [id, now]);
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
