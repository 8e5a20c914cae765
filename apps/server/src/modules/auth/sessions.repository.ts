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
  /** when it was issued: the session's last sign-in or refresh */
  created_at: Date;
  used_at: Date | null;
  /** the token this one was rotated into, and that rotation's pair, sealed, while the grace window lasts */
  replaced_by: string | null;
  successor_sealed: string | null;
  user_id: string;
  brand_id: string;
  expires_at: Date;
  revoked_at: Date | null;
};

/** A live session as the "Devices" list shows it. */
export type LiveSessionRow = {
  id: string;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
  /** the last sign-in or refresh */
  last_active_at: Date;
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
        { prepare: true }, // every signed-in call of an instance that has not kept the session yet
      );
      return rows[0];
    },
    async addRefreshToken(q: Queryable, sessionId: string, tokenHash: string, issuedAt: Date): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        'insert into refresh_tokens (session_id, token_hash, created_at) values ($1, $2, $3) returning id',
        [sessionId, tokenHash, issuedAt],
      );
      return row!.id;
    },
    /**
     * The token and its session, locked. Every refresh of a session locks the session row, so the refreshes
     * of one family run one after the other: two concurrent uses of one token cannot both rotate it.
     */
    async findRefreshTokenForUpdate(q: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await q.query<RefreshTokenRow>(
        `select t.id, t.session_id, t.created_at, t.used_at, t.replaced_by, t.successor_sealed,
                s.user_id, s.brand_id, s.expires_at, s.revoked_at
           from refresh_tokens t join sessions s on s.id = t.session_id
          where t.token_hash = $1 for update of t, s`,
        [tokenHash],
      );
      return rows[0];
    },
    /** The token and its session, unlocked (sign-out only reads it to know which session to end). */
    async findRefreshToken(q: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await q.query<RefreshTokenRow>(
        `select t.id, t.session_id, t.created_at, t.used_at, t.replaced_by, t.successor_sealed,
                s.user_id, s.brand_id, s.expires_at, s.revoked_at
           from refresh_tokens t join sessions s on s.id = t.session_id
          where t.token_hash = $1`,
        [tokenHash],
      );
      return rows[0];
    },
    async isRefreshTokenUsed(q: Queryable, id: string): Promise<boolean> {
      const rows = await q.query<{ used_at: Date | null }>('select used_at from refresh_tokens where id = $1', [id]);
      return !!rows[0]?.used_at;
    },
    /** Rotated: when, into which token, and that rotation's pair (sealed) for the grace window. */
    async markRefreshTokenUsed(
      q: Queryable,
      id: string,
      rotation: { at: Date; replacedBy: string; successorSealed: string },
    ): Promise<void> {
      await q.query('update refresh_tokens set used_at = $2, replaced_by = $3, successor_sealed = $4 where id = $1', [
        id,
        rotation.at,
        rotation.replacedBy,
        rotation.successorSealed,
      ]);
    },
    /**
     * Drops the sealed pairs no longer needed: grace window over (rotated at or before `usedBefore`), successor
     * already used, or session ended. Rows another transaction holds are skipped (the next sweep takes
     * them), so the sweep never waits on, or deadlocks with, a refresh.
     */
    async dropSealedSuccessors(q: Queryable, usedBefore: Date): Promise<void> {
      await q.query(
        `update refresh_tokens set successor_sealed = null
          where id in (
            select t.id from refresh_tokens t
             where t.successor_sealed is not null
               and (t.used_at <= $1
                    or exists (select 1 from sessions s where s.id = t.session_id and s.revoked_at is not null)
                    or exists (select 1 from refresh_tokens n where n.id = t.replaced_by and n.used_at is not null))
               for update of t skip locked)`,
        [usedBefore],
      );
    },
    async revoke(q: Queryable, sessionId: string, reason: string): Promise<void> {
      await q.query('update sessions set revoked_at = now(), revoke_reason = $2 where id = $1 and revoked_at is null', [
        sessionId,
        reason,
      ]);
    },
    /** Ends every live session of a user but `keep` (after a password change or reset); how many were live. */
    async revokeAllOfUser(
      q: Queryable,
      userId: string,
      reason: string,
      keep: string | null,
      now: Date,
    ): Promise<number> {
      const rows = await q.query<{ live: boolean }>(
        `update sessions set revoked_at = now(), revoke_reason = $2
          where user_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)
          returning expires_at > $4 as live`,
        [userId, reason, keep, now],
      );
      return rows.filter((r) => r.live).length;
    },
    /** Ends one session if it is the user's and still open; whether it did. */
    async revokeOfUser(q: Queryable, userId: string, sessionId: string, reason: string, now: Date): Promise<boolean> {
      const rows = await q.query<{ id: string }>(
        `update sessions set revoked_at = now(), revoke_reason = $3
          where id = $1 and user_id = $2 and revoked_at is null and expires_at > $4 returning id`,
        [sessionId, userId, reason, now],
      );
      return rows.length > 0;
    },
    /** Ends every trader's live session of every brand (the owner's "End every session"); how many. */
    async revokeEvery(q: Queryable, reason: string, now: Date): Promise<number> {
      const rows = await q.query<{ live: boolean }>(
        `update sessions set revoked_at = now(), revoke_reason = $1
          where revoked_at is null returning expires_at > $2 as live`,
        [reason, now],
      );
      return rows.filter((r) => r.live).length;
    },
    /**
     * The user's sessions of this brand that can still be used: not revoked, not past their end, and refreshed
     * (or signed in) since `activeSince`, the idle limit; the most recently active first.
     */
    async listLive(
      q: Queryable,
      userId: string,
      brandId: string,
      now: Date,
      activeSince: Date,
    ): Promise<LiveSessionRow[]> {
      return q.query<LiveSessionRow>(
        `select s.id, s.created_at, s.ip, s.user_agent, max(t.created_at) as last_active_at
           from sessions s join refresh_tokens t on t.session_id = s.id
          where s.user_id = $1 and s.brand_id = $2 and s.revoked_at is null and s.expires_at > $3
          group by s.id
         having max(t.created_at) > $4
          order by last_active_at desc, s.created_at desc`,
        [userId, brandId, now, activeSince],
      );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
