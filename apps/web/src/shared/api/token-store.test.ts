import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fake-jwt.ts';
import { tokenStore } from './token-store.ts';

// SPEC §3 browser storage keys and §4 Session: a 12-hour stamp set on sign-in, never extended by a refresh.
const NOW = 1_750_000_000_000;

describe('tokenStore', () => {
  it('stores the pair and sets time-user 12 hours (43,200,000 ms) ahead on sign-in', () => {
    tokenStore.signIn('T0', 'R0', NOW);
    expect(localStorage.getItem('token')).toBe('T0');
    expect(localStorage.getItem('refresh-token')).toBe('R0');
    expect(localStorage.getItem('time-user')).toBe(String(NOW + 43_200_000));
    expect(tokenStore.token()).toBe('T0');
    expect(tokenStore.refreshToken()).toBe('R0');
    expect(tokenStore.expiresAt()).toBe(NOW + 43_200_000);
  });

  it('uses the current time when none is given', () => {
    const before = Date.now();
    tokenStore.signIn('T0', 'R0');
    const at = tokenStore.expiresAt();
    expect(at).toBeGreaterThanOrEqual(before + 43_200_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 43_200_000);
  });

  it('replaces the pair after a refresh and keeps the expiry stamp', () => {
    tokenStore.signIn('T0', 'R0', NOW);
    tokenStore.replace('T1', 'R1');
    expect(tokenStore.token()).toBe('T1');
    expect(tokenStore.refreshToken()).toBe('R1');
    expect(tokenStore.expiresAt()).toBe(NOW + 43_200_000);
  });

  it('clears the tokens and the stamp, and nothing else', () => {
    tokenStore.signIn('T0', 'R0', NOW);
    localStorage.setItem('lang', 'de');
    localStorage.setItem('success-showed', 'true');
    tokenStore.clear();
    expect(tokenStore.token()).toBeNull();
    expect(tokenStore.refreshToken()).toBeNull();
    expect(localStorage.getItem('time-user')).toBeNull();
    expect(tokenStore.expiresAt()).toBe(0);
    expect(localStorage.getItem('lang')).toBe('de');
    expect(localStorage.getItem('success-showed')).toBe('true');
  });

  describe('isExpired', () => {
    it('is false without a stamp', () => {
      expect(tokenStore.isExpired(NOW)).toBe(false);
    });

    it('is false until the stamp and true from it on', () => {
      tokenStore.signIn('T0', 'R0', NOW);
      expect(tokenStore.isExpired(NOW + 43_200_000 - 1)).toBe(false);
      expect(tokenStore.isExpired(NOW + 43_200_000)).toBe(true);
      expect(tokenStore.isExpired(NOW + 43_200_001)).toBe(true);
    });

    it('reads the clock when no time is given', () => {
      localStorage.setItem('time-user', String(Date.now() - 1));
      expect(tokenStore.isExpired()).toBe(true);
      localStorage.setItem('time-user', String(Date.now() + 60_000));
      expect(tokenStore.isExpired()).toBe(false);
    });
  });

  describe('accessTokenExpired', () => {
    const at = (iso: string) => Date.parse(iso);
    it('reads the JWT exp: expired from 5 seconds before it, not before', () => {
      const exp = at('2026-03-02T10:10:00Z') / 1000;
      localStorage.setItem('token', fakeJwt({ iat: exp - 600, exp }));
      expect(tokenStore.accessTokenExpired(at('2026-03-02T10:09:54.999Z'))).toBe(false);
      expect(tokenStore.accessTokenExpired(at('2026-03-02T10:09:55Z'))).toBe(true);
      expect(tokenStore.accessTokenExpired(at('2026-03-02T11:00:00Z'))).toBe(true);
    });

    it('is false without a token, or for a token that is not a readable JWT (the server decides)', () => {
      localStorage.removeItem('token');
      expect(tokenStore.accessTokenExpired()).toBe(false);
      for (const token of ['T0', 'a.b.c', 'x.' + btoa('{"exp":"soon"}') + '.y']) {
        localStorage.setItem('token', token);
        expect(tokenStore.accessTokenExpired(), token).toBe(false);
      }
    });

    it('counts a token received on this page from when it arrived, so a wrong device clock does not matter', () => {
      // The device clock is an hour ahead of the server: by its exp the fresh token looks long expired.
      const serverNow = Math.floor(Date.now() / 1000) - 3600;
      const token = fakeJwt({ iat: serverNow, exp: serverNow + 600 });
      tokenStore.replace(token, 'R1');
      expect(tokenStore.accessTokenExpired()).toBe(false);
      expect(tokenStore.accessTokenExpired(Date.now() + 596_000)).toBe(true);
      // The same token found in storage (a reload) is judged by its exp alone.
      tokenStore.clear();
      localStorage.setItem('token', token);
      expect(tokenStore.accessTokenExpired()).toBe(true);
    });
  });
});
