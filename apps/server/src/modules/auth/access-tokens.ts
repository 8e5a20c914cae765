import { SignJWT, jwtVerify, errors } from 'jose';

export type AccessClaims = { userId: string; brandId: string; sessionId: string };

/** Tokens whose signature was checked, kept per instance (each lives at most ACCESS_TOKEN_TTL_SECONDS). */
const VERIFIED_MAX = 50_000;

/**
 * Short-lived JWTs (HS256) signed with the server's secret (generated under DATA_DIR when unset). They live
 * minutes, so the client's refresh path is really used; the session behind them is checked on every call.
 */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; now?: () => Date }) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());
  const issuer = 'prop-portal';
  /**
   * A token is a fixed string: once its signature and claims were checked, using it again needs only the clock
   *. Kept with the moment it stops being valid (its exp, or iat + ttl if sooner); only good tokens
   * are kept, so a flood of forged ones fills nothing. The session behind it is still checked on every call.
   */
  const verified = new Map<string, { claims: AccessClaims; validUntilMs: number }>();
  /**
   * The last token looked up, with its entry: a request asks twice (the rate limit's key, then the session check),
   * each time with a fresh copy of the header's text, and comparing it costs less than hashing it again.
   */
  let lastToken = '';
  let lastKept: { claims: AccessClaims; validUntilMs: number } | undefined;
  const keptFor = (token: string) => {
    if (token === lastToken) return lastKept;
    const kept = verified.get(token);
    if (kept) {
      lastToken = token;
      lastKept = kept;
    }
    return kept;
  };
  return {
    ttlSeconds: options.ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ brand: claims.brandId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
      const kept = keptFor(token);
      if (kept) {
        if (now().getTime() < kept.validUntilMs) return kept.claims;
        verified.delete(token);
        if (token === lastToken) lastKept = undefined;
        return 'expired';
      }
      try {
        // jose checks exp only when it is present: every claim we sign is required, so a token minted
        // without exp (or iat, iss, brand) is refused even when its signature is good. maxTokenAge also
        // bounds the life by iat, so a far-future exp or an iat from the future does not help either.
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          typ: 'JWT',
          requiredClaims: ['exp', 'iat', 'iss', 'sub', 'brand', 'sid'],
          maxTokenAge: options.ttlSeconds,
          currentDate: now(),
        });
        const { sub, brand, sid, exp, iat } = payload;
        if (typeof sub !== 'string' || typeof brand !== 'string' || typeof sid !== 'string') return 'invalid';
        if (exp === undefined || iat === undefined || exp - iat > options.ttlSeconds) return 'invalid';
        const claims = { userId: sub, brandId: brand, sessionId: sid };
        // The oldest goes first (a Map iterates in insertion order).
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, validUntilMs: Math.min(exp, iat + options.ttlSeconds) * 1000 });
        return claims;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
