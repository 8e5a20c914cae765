import type { Queryable } from '../../db/client.ts';

export type SessionRow = {
  id: string;
  user_id: string;
  brand_id: string;
  expires_at: Date;
  revoked_at: Date | null;
};

export type RefreshTokenRow = {
  id: string;
  session_id: string;
  used_at: Date | null;
  user_id: string;
  brand_id: string;
  expires_at: Date;
  revoked_at: Date | null;
};

export function createSessionsRepository() {
  return {
    async create(
      q: Queryable,
      s: { userId: string; brandId: string; expiresAt: Date; ip: string; userAgent: string | null },
    ): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into sessions (user_id, brand_id, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5) returning id`,
        [s.userId, s.brandId, s.expiresAt, s.ip, s.userAgent?.slice(0, 300) ?? null],
      );
      return row!.id;
    },
    async find(q: Queryable, id: string): Promise<SessionRow | undefined> {
      const rows = await q.query<SessionRow>(
        'select id, user_id, brand_id, expires_at, revoked_at from sessions where id = $1',
        [id],
      );
      return rows[0];
    },
    async addRefreshToken(q: Queryable, sessionId: string, tokenHash: string): Promise<void> {
      await q.query('insert into refresh_tokens (session_id, token_hash) values ($1, $2)', [sessionId, tokenHash]);
    },
    /** The token and its session, locked, so two concurrent uses of one token cannot both rotate it. */
    async findRefreshTokenForUpdate(q: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await q.query<RefreshTokenRow>(
        `select t.id, t.session_id, t.used_at, s.user_id, s.brand_id, s.expires_at, s.revoked_at
           from refresh_tokens t join sessions s on s.id = t.session_id
          where t.token_hash = $1 for update of t, s`,
        [tokenHash],
      );
      return rows[0];
    },
    async markRefreshTokenUsed(q: Queryable, id: string): Promise<void> {
      await q.query('update refresh_tokens set used_at = now() where id = $1', [id]);
    },
    async revoke(q: Queryable, sessionId: string, reason: string): Promise<void> {
      await q.query('update sessions set revoked_at = now(), revoke_reason = $2 where id = $1 and revoked_at is null', [
        sessionId,
        reason,
      ]);
    },
    /** Ends every live session of a user but `keep` (after a password change or reset). */
    async revokeAllOfUser(q: Queryable, userId: string, reason: string, keep: string | null): Promise<void> {
      await q.query(
        `update sessions set revoked_at = now(), revoke_reason = $2
          where user_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
        [userId, reason, keep],
      );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
