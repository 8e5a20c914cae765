import { SignJWT, jwtVerify, errors } from 'jose';

export type AccessClaims = { userId: string; brandId: string; sessionId: string };

/**
 * Short-lived JWTs (HS256) signed with the server's secret (generated under DATA_DIR when unset). They live
 * minutes, so the client's refresh path is really used; the session behind them is checked on every call.
 */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; now?: () => Date }) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());
  const issuer = 'prop-portal';
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
        return { userId: sub, brandId: brand, sessionId: sid };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
