import { LANG_COOKIE } from '@portal/contract';

/** The `lang` cookie (SPEC §9): path /, SameSite Strict, no expiry unless days are given. */
export function writeLangCookie(lang: string, days?: number) {
  const expires = days ? `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}` : '';
  document.cookie = `${LANG_COOKIE.name}=${encodeURIComponent(lang)}; path=${LANG_COOKIE.path}; SameSite=${LANG_COOKIE.sameSite}${expires}`;
}

export function readLangCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}
