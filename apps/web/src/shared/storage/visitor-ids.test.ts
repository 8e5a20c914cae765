import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, initVisitorIds, storedClickId, storedCnvId } from './visitor-ids.ts';

// SPEC §3 browser storage keys: APP-ID, clickId, cnv_id, and session storage isNeedInitSentry (§4 Other).
const at = (search: string) => ({ search }) as Location;
const expire = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

afterEach(() => {
  expire('clickId');
  vi.useRealTimers();
});

describe('initVisitorIds', () => {
  it('creates APP-ID once and keeps it on later loads', () => {
    initVisitorIds(at(''));
    const id = localStorage.getItem('APP-ID');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    initVisitorIds(at('?clickId=abc'));
    expect(localStorage.getItem('APP-ID')).toBe(id);
  });

  it('is the device id: made when absent, the same on every later read', () => {
    localStorage.removeItem('APP-ID');
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
    initVisitorIds(at(''));
    expect(localStorage.getItem('APP-ID')).toBe(id);
  });

  it('gives one device id for the page’s life when the browser keeps no storage', () => {
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
    blocked.mockRestore();
  });

  it('keeps an APP-ID that already exists', () => {
    localStorage.setItem('APP-ID', 'existing');
    initVisitorIds(at(''));
    expect(localStorage.getItem('APP-ID')).toBe('existing');
  });

  it('stores clickId as value=timestamp in local storage and in a cookie', () => {
    vi.useFakeTimers({ now: 1_750_000_000_000 });
    initVisitorIds(at('?clickId=abc123'));
    expect(localStorage.getItem('clickId')).toBe('abc123=1750000000000');
    expect(document.cookie).toContain(`clickId=${encodeURIComponent('abc123=1750000000000')}`);
    expect(storedClickId()).toBe('abc123');
  });

  it('also accepts the lower-case clickid parameter', () => {
    initVisitorIds(at('?clickid=low'));
    expect(storedClickId()).toBe('low');
  });

  it('leaves a stored clickId alone when the URL carries none', () => {
    localStorage.setItem('clickId', 'old=1');
    initVisitorIds(at('?utm=x'));
    expect(localStorage.getItem('clickId')).toBe('old=1');
    expect(storedClickId()).toBe('old');
  });

  it('stores cnv_id from the landing URL', () => {
    initVisitorIds(at('?cnv_id=c-42'));
    expect(localStorage.getItem('cnv_id')).toBe('c-42');
    expect(storedCnvId()).toBe('c-42');
  });

  it('answers undefined when nothing was stored', () => {
    initVisitorIds(at(''));
    expect(storedClickId()).toBeUndefined();
    expect(storedCnvId()).toBeUndefined();
  });

  it('sets isNeedInitSentry in session storage only for si=fb', () => {
    initVisitorIds(at('?si=google'));
    expect(sessionStorage.getItem('isNeedInitSentry')).toBeNull();
    initVisitorIds(at('?si=fb'));
    expect(sessionStorage.getItem('isNeedInitSentry')).toBe('true');
  });

  it('keeps the error-replay flag for later loads of the session', () => {
    initVisitorIds(at('?si=fb'));
    initVisitorIds(at(''));
    expect(sessionStorage.getItem('isNeedInitSentry')).toBe('true');
  });

  it('reads window.location by default', () => {
    window.history.replaceState(null, '', '/sign-up?cnv_id=from-window');
    initVisitorIds();
    expect(storedCnvId()).toBe('from-window');
    window.history.replaceState(null, '', '/');
  });
});
