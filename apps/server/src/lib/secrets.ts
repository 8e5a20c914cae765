import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A code of `length` digits from a cryptographically secure source. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/** An opaque token with 256 bits of entropy (refresh tokens). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Refresh tokens are stored as their SHA-256: high-entropy, so a fast hash is enough. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Low-entropy codes are stored as a keyed hash, so a leaked table cannot be brute-forced offline. */
export const keyedHash = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
