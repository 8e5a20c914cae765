/** An unsigned JWT with the given claims, as the session client reads them (it never checks signatures). */
export function fakeJwt(claims: { iat?: number; exp?: number; sub?: string }): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'user', ...claims })}.signature`;
}

/** A token that ended `agoMs` ago (its 10-minute lifetime over), by the local clock. */
export const expiredJwt = (agoMs = 60_000, sub = 'old') => {
  const exp = Math.floor((Date.now() - agoMs) / 1000);
  return fakeJwt({ iat: exp - 600, exp, sub });
};

/** A token valid for `forMs` more, by the local clock. */
export const liveJwt = (forMs = 600_000, sub = 'live') => {
  const exp = Math.floor((Date.now() + forMs) / 1000);
  return fakeJwt({ iat: exp - 600, exp, sub });
};
