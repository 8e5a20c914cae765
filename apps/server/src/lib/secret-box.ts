import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a 32-byte key, in the format `v1.<iv>.<tag>.<data>` (base64url parts). `context`, when given,
 * is authenticated but not stored: a value sealed for one context does not open in another.
 */
export function gcmSeal(key: Buffer, plain: Buffer, context?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

/** Opens what `gcmSeal` sealed with the same key and context; throws when it was not, or was altered. */
export function gcmOpen(key: Buffer, sealed: string, context?: string): Buffer {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
}

/**
 * Seals short secrets at rest (trading-platform passwords the trader must be able to read back) with
 * AES-256-GCM under a key derived from the server secret for one purpose.
 */
export function createSecretBox(serverSecret: string, purpose: string) {
  const key = createHmac('sha256', serverSecret).update(`secret-box:${purpose}`).digest();
  return {
    seal: (plain: string): string => gcmSeal(key, Buffer.from(plain, 'utf8')),
    open: (sealed: string): string => gcmOpen(key, sealed).toString('utf8'),
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** A key for one purpose derived from the server secret (webhook signing, platform tokens). */
export const derivedKey = (serverSecret: string, purpose: string): string =>
  createHmac('sha256', serverSecret).update(`derived:${purpose}`).digest('base64url');
