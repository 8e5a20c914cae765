import { StorageKey } from '@portal/contract';

/**
 * SPEC §3 browser storage: APP-ID (created when absent), clickId (value=timestamp, in local storage and a
 * cookie) and cnv_id from the landing URL, and the error-replay flag (query si=fb, kept in session storage).
 */
export function initVisitorIds(location: Location = window.location): void {
  deviceId();
  const query = new URLSearchParams(location.search);
  const clickId = query.get('clickId') ?? query.get('clickid');
  if (clickId) {
    const value = `${clickId}=${Date.now()}`;
    localStorage.setItem(StorageKey.clickId, value);
    document.cookie = `${StorageKey.clickId}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=${30 * 86_400}`;
  }
  const cnvId = query.get('cnv_id');
  if (cnvId) localStorage.setItem(StorageKey.cnvId, cnvId);
  if (query.get('si') === 'fb') sessionStorage.setItem(StorageKey.isNeedInitSentry, 'true');
}

let unstored: string | undefined;

/**
 * This browser's APP-ID, made once (a random UUID) and kept in local storage: the device id every API call carries
 * (`x-device-id`, docs/risk.md). Random, not derived from the browser or the machine; a browser that keeps no
 * storage gets one for this page's life.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(StorageKey.appId);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(StorageKey.appId, made);
    return made;
  } catch {
    return (unstored ??= crypto.randomUUID());
  }
}

export const storedClickId = () => localStorage.getItem(StorageKey.clickId)?.split('=')[0] ?? undefined;
export const storedCnvId = () => localStorage.getItem(StorageKey.cnvId) ?? undefined;
