import type { OperatorRole, ThemeChoice } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

export type OperatorStage = 'second_factor' | 'active';

export type OperatorSessionRow = {
  id: string;
  operator_id: string;
  stage: OperatorStage;
  second_factor_failures: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  email: string;
  role: OperatorRole;
  must_change_password: boolean;
  disabled_at: Date | null;
  theme: ThemeChoice;
};

export type OperatorLiveSessionRow = {
  id: string;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
  last_active_at: Date;
};

/** Operator sessions: the cookie's token is looked up by its SHA-256 only. */
export function createOperatorSessionsRepository() {
  return {
    async create(
      q: Queryable,
      s: {
        operatorId: string;
        tokenHash: string;
        stage: OperatorStage;
        now: Date;
        expiresAt: Date;
        ip: string;
        userAgent: string | null;
      },
    ): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `insert into operator_sessions (operator_id, token_hash, stage, created_at, last_seen_at, expires_at, ip, user_agent)
         values ($1, $2, $3, $4, $4, $5, $6, $7) returning id`,
        [s.operatorId, s.tokenHash, s.stage, s.now, s.expiresAt, s.ip, s.userAgent?.slice(0, 300) ?? null],
      );
      return row!.id;
    },
    async findByTokenHash(q: Queryable, tokenHash: string): Promise<OperatorSessionRow | undefined> {
      const rows = await q.query<OperatorSessionRow>(
        `select s.id, s.operator_id, s.stage, s.second_factor_failures, s.created_at, s.last_seen_at, s.expires_at,
                s.revoked_at, o.email, o.role, o.must_change_password, o.disabled_at, o.theme
           from operator_sessions s join operators o on o.id = s.operator_id
          where s.token_hash = $1`,
        [tokenHash],
      );
      return rows[0];
    },
    async touch(q: Queryable, id: string, now: Date): Promise<void> {
      await q.query('update operator_sessions set last_seen_at = $2 where id = $1 and last_seen_at < $2', [id, now]);
    },
    /**
     * Takes one of the session's second-factor tries before its code is checked (one conditional update, so codes
     * sent at once each get their own): the try's number, or null when the session has none left or has ended.
     */
    async takeSecondFactorTry(q: Queryable, id: string, tries: number): Promise<number | null> {
      const [row] = await q.query<{ n: number }>(
        `update operator_sessions set second_factor_failures = second_factor_failures + 1
          where id = $1 and second_factor_failures < $2 and revoked_at is null
          returning second_factor_failures as n`,
        [id, tries],
      );
      return row?.n ?? null;
    },
    async revoke(q: Queryable, id: string, now: Date): Promise<void> {
      await q.query('update operator_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now]);
    },
    async revokeByTokenHash(q: Queryable, tokenHash: string, now: Date): Promise<void> {
      await q.query('update operator_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
        tokenHash,
        now,
      ]);
    },
    /** Ends the operator's sessions (but `except`); how many were live, i.e. not yet revoked nor past their end. */
    async revokeAllOf(q: Queryable, operatorId: string, now: Date, except?: string): Promise<number> {
      const rows = await q.query<{ live: boolean }>(
        `update operator_sessions set revoked_at = $2
          where operator_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)
          returning expires_at > $2 as live`,
        [operatorId, now, except ?? null],
      );
      return rows.filter((r) => r.live).length;
    },
    /** The operator's usable sessions (past the second factor, open, used within the idle limit), latest first. */
    async listLive(q: Queryable, operatorId: string, now: Date, activeSince: Date): Promise<OperatorLiveSessionRow[]> {
      return q.query<OperatorLiveSessionRow>(
        `select id, created_at, ip, user_agent, last_seen_at as last_active_at from operator_sessions
          where operator_id = $1 and stage = 'active' and revoked_at is null and expires_at > $2 and last_seen_at > $3
          order by last_seen_at desc, created_at desc`,
        [operatorId, now, activeSince],
      );
    },
    /** Ends one of the operator's open sessions; whether it did. */
    async revokeOneOf(q: Queryable, operatorId: string, id: string, now: Date): Promise<boolean> {
      const rows = await q.query<{ id: string }>(
        `update operator_sessions set revoked_at = $3
          where id = $1 and operator_id = $2 and revoked_at is null and expires_at > $3 returning id`,
        [id, operatorId, now],
      );
      return rows.length > 0;
    },
    /** Ends every operator's session but `except` (the owner's "End every session"); how many were live. */
    async revokeEveryone(q: Queryable, now: Date, except: string): Promise<number> {
      const rows = await q.query<{ live: boolean }>(
        `update operator_sessions set revoked_at = $1 where revoked_at is null and id <> $2
          returning expires_at > $1 as live`,
        [now, except],
      );
      return rows.filter((r) => r.live).length;
    },
  };
}
export type OperatorSessionsRepository = ReturnType<typeof createOperatorSessionsRepository>;
