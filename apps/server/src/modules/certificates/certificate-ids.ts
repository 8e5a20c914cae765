import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/secrets.ts';

/** Crockford's base32: no I, L, O or U, so a short id read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new short id: 10 characters (50 random bits). */
export function newShortId(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b % 32]).join('');
}

/** As printed: 7KQ2-M9XD-4T. */
export const groupedShortId = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`;

/** A short id as a person types it: dashes and spaces dropped, case ignored, O → 0 and I/L → 1. */
export function normalizeShortId(typed: string): string | null {
  const id = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(id) ? id : null;
}

const HOUR = 3_600_000;

/**
 * The asset URLs' signature (the images are opened by <img> and links, which carry no bearer token): the
 * certificate id and an expiry, signed. The expiry is rounded to the hour, so a list read twice in an hour hands
 * out the same URLs and the browser's cache holds.
 */
export function assetToken(secret: string, id: string, nowMs: number): { token: string; expiresAt: Date } {
  const exp = Math.ceil((nowMs + HOUR) / HOUR) * HOUR;
  return { token: `${exp / 1000}.${mac(secret, id, exp / 1000)}`, expiresAt: new Date(exp) };
}

export function checkAssetToken(secret: string, id: string, token: string, nowMs: number): boolean {
  const [exp, given] = token.split('.', 2);
  const seconds = Number(exp);
  if (!Number.isInteger(seconds) || !given) return false;
  return safeEqual(mac(secret, id, seconds), given) && seconds * 1000 > nowMs;
}

const mac = (secret: string, id: string, exp: number) =>
  createHmac('sha256', secret).update(`certificate.${id}.${exp}`).digest('base64url');
