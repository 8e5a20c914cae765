import { SESSION_LIFETIME_MS, StorageKey } from '@portal/contract';

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
    localStorage.setItem(StorageKey.token, token);
    localStorage.setItem(StorageKey.refreshToken, refreshToken);
    localStorage.setItem(StorageKey.timeUser, String(now + SESSION_LIFETIME_MS));
  },
  /** After a refresh: new tokens, the same expiry stamp (a refresh never extends the session). */
  replace(token: string, refreshToken: string) {
    localStorage.setItem(StorageKey.token, token);
    localStorage.setItem(StorageKey.refreshToken, refreshToken);
  },
  clear() {
    localStorage.removeItem(StorageKey.token);
    localStorage.removeItem(StorageKey.refreshToken);
    localStorage.removeItem(StorageKey.timeUser);
  },
  isExpired: (now = Date.now()) => {
    const at = Number(localStorage.getItem(StorageKey.timeUser) ?? 0);
    return at > 0 && at <= now;
  },
};
