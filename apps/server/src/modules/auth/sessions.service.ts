import { ResultCode, SESSION_LIFETIME_MS, type TokenPair } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { refuse, unauthorized } from '../../http/refusal.ts';
import type { AccessClaims, AccessTokens } from './access-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export type ClientInfo = { ip: string; userAgent: string | null };

/**
 * Sessions and their refresh-token families: opaque refresh tokens stored hashed, rotated on every use;
 * presenting a rotated token again revokes the whole family (a stolen token is then worthless to both
 * holders); no session outlives 12 hours (SPEC §9).
 */
export function createSessionsService(deps: {
  db: Db;
  sessionsRepository: SessionsRepository;
  accessTokens: AccessTokens;
  clock: Clock;
}) {
  const repo = deps.sessionsRepository;

  async function pair(q: Queryable, claims: AccessClaims): Promise<TokenPair> {
    const refreshToken = randomToken();
    await repo.addRefreshToken(q, claims.sessionId, sha256(refreshToken));
    return { token: await deps.accessTokens.sign(claims), refreshToken };
  }

  return {
    /** Starts a session for a signed-in user, inside the caller's transaction. */
    async start(q: Queryable, user: { id: string; brandId: string }, client: ClientInfo): Promise<TokenPair> {
      const expiresAt = new Date(deps.clock.now().getTime() + SESSION_LIFETIME_MS);
      const sessionId = await repo.create(q, { userId: user.id, brandId: user.brandId, expiresAt, ...client });
      return pair(q, { userId: user.id, brandId: user.brandId, sessionId });
    },

    async refresh(brandId: string, refreshToken: string): Promise<TokenPair> {
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!row || row.brand_id !== brandId) return 'unknown' as const;
        if (row.revoked_at) return 'revoked' as const;
        if (row.expires_at.getTime() <= deps.clock.now().getTime()) return 'expired' as const;
        if (row.used_at) {
          await repo.revoke(tx, row.session_id, 'refresh token reuse');
          return 'reused' as const;
        }
        await repo.markRefreshTokenUsed(tx, row.id);
        return pair(tx, { userId: row.user_id, brandId: row.brand_id, sessionId: row.session_id });
      });
      return typeof outcome === 'string' ? refuse(ResultCode.RefreshTokenExpired) : outcome;
    },

    /** Checks an access token and that its session is still live (revocation takes effect at once). */
    async authenticate(brandId: string, token: string | undefined): Promise<AccessClaims> {
      if (!token) return unauthorized(ResultCode.AccessTokenInvalid);
      const claims = await deps.accessTokens.verify(token);
      if (claims === 'expired') return unauthorized(ResultCode.AccessTokenExpired);
      if (claims === 'invalid' || claims.brandId !== brandId) return unauthorized(ResultCode.AccessTokenInvalid);
      const session = await repo.find(deps.db, claims.sessionId);
      // The token's user and brand must be its session's: a token naming another brand over a session
      // (only mintable with the key, but the check costs nothing) is not a way into that brand.
      if (!session || session.revoked_at || session.user_id !== claims.userId || session.brand_id !== claims.brandId)
        return unauthorized(ResultCode.AccessTokenInvalid);
      if (session.expires_at.getTime() <= deps.clock.now().getTime())
        return unauthorized(ResultCode.AccessTokenExpired);
      return claims;
    },

    endOthers: (q: Queryable, userId: string, keepSessionId: string | null, reason: string) =>
      repo.revokeAllOfUser(q, userId, reason, keepSessionId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
