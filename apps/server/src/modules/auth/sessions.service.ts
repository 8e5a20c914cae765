import { ResultCode, SESSION_LIFETIME_MS, tokenPairSchema, type TokenPair } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { Refusal, refuse, unauthorized } from '../../domain/result.ts';
import type { AccessClaims, AccessTokens } from './access-tokens.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/** Live sessions kept in memory per instance: enough for every session signed in at once. */
const SESSION_CACHE_MAX = 100_000;
/** A kept session is read again after this long even without a notification (a bound, not the mechanism). */
const SESSION_CACHE_MAX_AGE_MS = 5 * 60_000;

export type ClientInfo = { ip: string; userAgent: string | null };

/**
 * How long a rotated refresh token still answers with the pair it was rotated into (RFC 9700 §4.14.2):
 * a client whose tabs or retries refresh at once presents one token several times within moments; each of
 * them gets the same new pair instead of ending the session as reuse. After the window, or once the new
 * token has been used, presenting it again is reuse (docs/decisions/004-auth-tokens.md).
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/**
 * Sessions and their refresh-token families: opaque refresh tokens stored hashed, rotated on every use;
 * presenting a rotated token again after the grace window revokes the whole family (a stolen token is then
 * worthless to both holders); no session outlives 12 hours (SPEC §9), nor an idle limit without a refresh.
 */
export function createSessionsService(deps: {
  db: Db;
  sessionsRepository: SessionsRepository;
  accessTokens: AccessTokens;
  clock: Clock;
  /**
   * A session whose last refresh (or sign-in) is older than this is over: its refresh token answers -51 (ASVS
   * V7.3.1). An active web app refreshes at least every access-token life plus a live stream's.
   */
  idleTimeoutMs: number;
  /** seals the rotated-into pair kept for the grace window (purpose-bound key from the server secret) */
  successorBox: SecretBox;
  log: { warn(obj: object, msg: string): void };
  /**
   * The database's change notifications: with them, a checked session is kept in memory and forgotten the moment
   * any instance revokes it (migration 0025). Without (or while they are lost) every call reads the session.
   */
  changes?: ChangeFeed;
}) {
  const repo = deps.sessionsRepository;
  const sessions = deps.changes
    ? createNotifiedCache<SessionRow | undefined>(deps.changes, {
        max: SESSION_CACHE_MAX,
        maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
        now: () => deps.clock.now().getTime(),
      })
    : undefined;
  deps.changes?.subscribe({
    change: (payload) => {
      if (payload.startsWith('session:')) sessions?.delete(payload.slice(8));
    },
    reset: () => sessions?.clear(),
  });

  /** The session, from memory while it is live and unchanged, else from the database. */
  function findSession(id: string): Promise<SessionRow | undefined> {
    const read = () => repo.find(deps.db, id);
    if (!sessions) return read();
    const kept = sessions.get(id);
    if (kept) return Promise.resolve(kept.value);
    // Only a live session is kept: an unknown or revoked one is refused from the database each time.
    return sessions.load(id, read, (row) => !!row && !row.revoked_at);
  }

  async function pair(q: Queryable, claims: AccessClaims): Promise<TokenPair & { refreshTokenId: string }> {
    const refreshToken = randomToken();
    const refreshTokenId = await repo.addRefreshToken(q, claims.sessionId, sha256(refreshToken), deps.clock.now());
    return { token: await deps.accessTokens.sign(claims), refreshToken, refreshTokenId };
  }

  /** Drops sealed pairs past their use; outside any transaction, and never failing the call that ran it. */
  async function sweep(): Promise<void> {
    try {
      await repo.dropSealedSuccessors(deps.db, new Date(deps.clock.now().getTime() - REFRESH_REUSE_GRACE_MS));
    } catch (err) {
      deps.log.warn({ err }, 'sealed refresh successors not swept');
    }
  }

  /** Checks an access token and that its session is still live (revocation takes effect at once). */
  async function authenticate(brandId: string, token: string | undefined): Promise<AccessClaims> {
    if (!token) return unauthorized(ResultCode.AccessTokenInvalid);
    const claims = await deps.accessTokens.verify(token);
    if (claims === 'expired') return unauthorized(ResultCode.AccessTokenExpired);
    if (claims === 'invalid' || claims.brandId !== brandId) return unauthorized(ResultCode.AccessTokenInvalid);
    const session = await findSession(claims.sessionId);
    // The token's user and brand must be its session's: a token naming another brand over a session
    // (only mintable with the key, but the check costs nothing) is not a way into that brand.
    if (!session || session.revoked_at || session.user_id !== claims.userId || session.brand_id !== claims.brandId)
      return unauthorized(ResultCode.AccessTokenInvalid);
    if (session.expires_at.getTime() <= deps.clock.now().getTime()) return unauthorized(ResultCode.AccessTokenExpired);
    return claims;
  }

  return {
    /** Starts a session for a signed-in user, inside the caller's transaction. */
    async start(q: Queryable, user: { id: string; brandId: string }, client: ClientInfo): Promise<TokenPair> {
      const expiresAt = new Date(deps.clock.now().getTime() + SESSION_LIFETIME_MS);
      const sessionId = await repo.create(q, { userId: user.id, brandId: user.brandId, expiresAt, ...client });
      const { token, refreshToken } = await pair(q, { userId: user.id, brandId: user.brandId, sessionId });
      return { token, refreshToken };
    },

    async refresh(brandId: string, refreshToken: string): Promise<TokenPair> {
      const outcome = await deps.db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!row || row.brand_id !== brandId) return 'unknown' as const;
        if (row.revoked_at) return 'revoked' as const;
        const now = deps.clock.now();
        if (row.expires_at.getTime() <= now.getTime()) return 'expired' as const;
        if (!row.used_at && now.getTime() - row.created_at.getTime() > deps.idleTimeoutMs) {
          // Idle too long: the session ends here, so no later call (a copy of the token included) revives it.
          await repo.revoke(tx, row.session_id, 'idle timeout');
          sessions?.delete(row.session_id);
          return 'idle' as const;
        }
        if (row.used_at) {
          // The session row is locked, so no other refresh of this family runs now: the successor's state
          // read here is settled.
          const inGrace =
            now.getTime() - row.used_at.getTime() < REFRESH_REUSE_GRACE_MS &&
            row.successor_sealed !== null &&
            row.replaced_by !== null &&
            !(await repo.isRefreshTokenUsed(tx, row.replaced_by));
          if (inGrace) return tokenPairSchema.parse(JSON.parse(deps.successorBox.open(row.successor_sealed!)));
          await repo.revoke(tx, row.session_id, 'refresh token reuse');
          sessions?.delete(row.session_id);
          return 'reused' as const;
        }
        const next = await pair(tx, { userId: row.user_id, brandId: row.brand_id, sessionId: row.session_id });
        const issued: TokenPair = { token: next.token, refreshToken: next.refreshToken };
        await repo.markRefreshTokenUsed(tx, row.id, {
          at: now,
          replacedBy: next.refreshTokenId,
          successorSealed: deps.successorBox.seal(JSON.stringify(issued)),
        });
        return issued;
      });
      await sweep();
      return typeof outcome === 'string' ? refuse(ResultCode.RefreshTokenExpired) : outcome;
    },

    authenticate,

    /**
     * Server-side sign-out: ends the session of the bearer token and that of the refresh token (each is proof
     * of its own session; the refresh token alone suffices when the access token has expired). Refused as
     * the bearer token is (401) when neither names a live session of this brand, or -51 when only a refresh
     * token was given.
     */
    async signOut(brandId: string, credentials: { token?: string | undefined; refreshToken?: string | undefined }) {
      const ending = new Set<string>();
      let refusal: Refusal | undefined;
      if (credentials.token !== undefined || credentials.refreshToken === undefined) {
        try {
          ending.add((await authenticate(brandId, credentials.token)).sessionId);
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          refusal = error;
        }
      }
      if (credentials.refreshToken !== undefined) {
        const row = await repo.findRefreshToken(deps.db, sha256(credentials.refreshToken));
        if (row && row.brand_id === brandId && !row.revoked_at && row.expires_at > deps.clock.now())
          ending.add(row.session_id);
        else refusal ??= new Refusal(ResultCode.RefreshTokenExpired);
      }
      if (ending.size === 0) throw refusal ?? new Refusal(ResultCode.AccessTokenInvalid, null, 401);
      for (const sessionId of ending) {
        await repo.revoke(deps.db, sessionId, 'sign-out');
        // This instance forgets it now; every instance (this one too) also hears of it from the database.
        sessions?.delete(sessionId);
      }
      await deps.changes?.settled();
      await sweep();
    },

    /** Ends one session (the back office's revoke; the session is already known to be the trader's). */
    async revoke(q: Queryable, sessionId: string, reason: string): Promise<void> {
      await repo.revoke(q, sessionId, reason);
      sessions?.delete(sessionId);
    },

    /**
     * Once the transaction that revoked sessions has committed: waits until this instance has heard the database
     * announce it (lib/change-feed.ts), so the answer to the revoking call never overtakes the revocation.
     */
    settled: () => deps.changes?.settled() ?? Promise.resolve(),

    /** Ends every session of the user but `keepSessionId`; how many were live. */
    async endOthers(q: Queryable, userId: string, keepSessionId: string | null, reason: string): Promise<number> {
      const ended = await repo.revokeAllOfUser(q, userId, reason, keepSessionId, deps.clock.now());
      sessions?.deleteWhere((s) => s?.user_id === userId && s?.id !== keepSessionId);
      return ended;
    },

    /** Ends one session of the user's if it is still open; whether it did ("Devices"). */
    async endOneOf(q: Queryable, userId: string, sessionId: string, reason: string): Promise<boolean> {
      const ended = await repo.revokeOfUser(q, userId, sessionId, reason, deps.clock.now());
      sessions?.delete(sessionId);
      return ended;
    },

    /** Ends every trader's session of every brand (the owner's "End every session"); how many were live. */
    async endEvery(q: Queryable, reason: string): Promise<number> {
      const ended = await repo.revokeEvery(q, reason, deps.clock.now());
      sessions?.clear();
      return ended;
    },

    /** The user's sessions of this brand still usable: open, and refreshed within the idle limit. */
    listLive(userId: string, brandId: string) {
      const now = deps.clock.now();
      return repo.listLive(deps.db, userId, brandId, now, new Date(now.getTime() - deps.idleTimeoutMs));
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
