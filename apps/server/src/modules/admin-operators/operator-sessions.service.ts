import { createHmac } from 'node:crypto';
import { ResultCode } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { unauthorized } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';
import type { OperatorSessionRow, OperatorSessionsRepository, OperatorStage } from './operator-sessions.repository.ts';

/** docs/decisions/013-operators-and-admin-api.md "Sessions". */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TTL_MS = 8 * 3_600_000;

export type ClientInfo = { ip: string; userAgent: string | null };

/**
 * Operator sessions behind an opaque cookie token. The CSRF token is an HMAC of the session id under a key
 * derived for that purpose: bound to one session, so a token of another (an earlier) session never passes,
 * and nothing more to store.
 */
export function createOperatorSessionsService(deps: {
  db: Db;
  sessionsRepository: OperatorSessionsRepository;
  clock: Clock;
  csrfKey: string;
}) {
  const { sessionsRepository: sessions, clock } = deps;
  const csrfTokenOf = (sessionId: string) => createHmac('sha256', deps.csrfKey).update(sessionId).digest('base64url');

  return {
    /** Opens a session at a stage; returns the cookie's token (never stored) and the CSRF token. */
    async start(q: Queryable, operatorId: string, stage: OperatorStage, client: ClientInfo) {
      const token = randomToken();
      const now = clock.now();
      const ttl = stage === 'second_factor' ? SECOND_FACTOR_TTL_MS : ABSOLUTE_TTL_MS;
      const id = await sessions.create(q, {
        operatorId,
        tokenHash: sha256(token),
        stage,
        now,
        expiresAt: new Date(now.getTime() + ttl),
        ...client,
      });
      return { id, token, csrfToken: csrfTokenOf(id) };
    },

    /**
     * The live session a cookie names, its last use moved to now; 401 otherwise: -9 when it timed out (idle or
     * absolute), -17 when unknown, revoked or its operator disabled.
     */
    async authenticate(token: string | undefined): Promise<OperatorSessionRow> {
      const row = token ? await sessions.findByTokenHash(deps.db, sha256(token)) : undefined;
      if (!row || row.revoked_at || row.disabled_at) return unauthorized(ResultCode.AccessTokenInvalid);
      const now = clock.now().getTime();
      const idle = row.stage === 'active' && now - row.last_seen_at.getTime() > IDLE_TIMEOUT_MS;
      if (now >= row.expires_at.getTime() || idle) return unauthorized(ResultCode.AccessTokenExpired);
      await sessions.touch(deps.db, row.id, clock.now());
      return row;
    },

    csrfTokenOf,
    csrfMatches: (sessionId: string, given: string | undefined) =>
      typeof given === 'string' && safeEqual(given, csrfTokenOf(sessionId)),

    revoke: (q: Queryable, id: string) => sessions.revoke(q, id, clock.now()),
    /** Ends the session a cookie names, whoever's it is: the browser holding it is replacing it. */
    revokeToken: (q: Queryable, token: string) => sessions.revokeByTokenHash(q, sha256(token), clock.now()),
    revokeAllOf: (q: Queryable, operatorId: string, except?: string) =>
      sessions.revokeAllOf(q, operatorId, clock.now(), except),
    /** The operator's sessions still usable ("Devices"). */
    listLive: (operatorId: string) => {
      const now = clock.now();
      return sessions.listLive(deps.db, operatorId, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
    },
    revokeOneOf: (q: Queryable, operatorId: string, id: string) => sessions.revokeOneOf(q, operatorId, id, clock.now()),
    revokeEveryone: (q: Queryable, except: string) => sessions.revokeEveryone(q, clock.now(), except),
    takeSecondFactorTry: (q: Queryable, id: string, tries: number) => sessions.takeSecondFactorTry(q, id, tries),
  };
}
export type OperatorSessionsService = ReturnType<typeof createOperatorSessionsService>;
