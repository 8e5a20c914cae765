import { ACCESS_TOKEN_MARGIN_MS, SESSION_LIFETIME_MS, StorageKey } from '@portal/contract';

/** The `iat` and `exp` claims (seconds) of a JWT, or null when the token is not one this can read. */
function claimsOf(token: string): { iat: number | undefined; exp: number } | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    if (typeof exp !== 'number') return null;
    return { iat: typeof iat === 'number' ? iat : undefined, exp };
  } catch {
    return null;
  }
}

/**
 * When this page received each access token (local clock). A token's lifetime (exp − iat) counted from then
 * gives its end on this device's clock, however wrong that clock is; a token found in storage (a reload,
 * another tab) is judged by its `exp` alone.
 */
const receivedAt = new Map<string, number>();

/**
 * The session kept in local storage (SPEC §3 Browser storage): the access token, the refresh token and
 * time-user, the moment the session ends (12 hours after sign-in, SPEC §4).
 */
export const tokenStore = {
  token: () => localStorage.getItem(StorageKey.token),
  refreshToken: () => localStorage.getItem(StorageKey.refreshToken),
  expiresAt: () => Number(localStorage.getItem(StorageKey.timeUser) ?? 0),
  /** After sign-in: tokens stored and the expiry stamp set 12 hours ahead. */
  signIn(token: string, refreshToken: string, now = Date.now()) {
    receivedAt.set(token, Date.now());
    localStorage.setItem(StorageKey.token, token);
    localStorage.setItem(StorageKey.refreshToken, refreshToken);
    localStorage.setItem(StorageKey.timeUser, String(now + SESSION_LIFETIME_MS));
  },
  /** After a refresh: new tokens, the same expiry stamp (a refresh never extends the session). */
  replace(token: string, refreshToken: string) {
    receivedAt.set(token, Date.now());
    localStorage.setItem(StorageKey.token, token);
    localStorage.setItem(StorageKey.refreshToken, refreshToken);
  },
  clear() {
    receivedAt.clear();
    localStorage.removeItem(StorageKey.token);
    localStorage.removeItem(StorageKey.refreshToken);
    localStorage.removeItem(StorageKey.timeUser);
  },
  isExpired: (now = Date.now()) => {
    const at = Number(localStorage.getItem(StorageKey.timeUser) ?? 0);
    return at > 0 && at <= now;
  },
  /**
   * Whether the stored access token is known to have ended (its `exp`, less a small margin): such a token is
   * never sent, the session is refreshed first (SPEC §4 App start), so two calls at once cannot both meet a
   * 401 of which only one is retried. A token that is not a readable JWT is not known to have ended.
   */
  accessTokenExpired(now = Date.now()) {
    const token = localStorage.getItem(StorageKey.token);
    const claims = token ? claimsOf(token) : null;
    if (!token || !claims) return false;
    const received = receivedAt.get(token);
    const end =
      received !== undefined && claims.iat !== undefined
        ? received + (claims.exp - claims.iat) * 1000
        : claims.exp * 1000;
    return now + ACCESS_TOKEN_MARGIN_MS >= end;
  },
};
