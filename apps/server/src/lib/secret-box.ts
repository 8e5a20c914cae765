import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Seals short secrets at rest (trading-platform passwords the trader must be able to read back) with
 * AES-256-GCM under a key derived from the server secret for one purpose. Format: v1.<iv>.<tag>.<data>.
 */
export function createSecretBox(serverSecret: string, purpose: string) {
  const key = createHmac('sha256', serverSecret).update(`secret-box:${purpose}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** A key for one purpose derived from the server secret (webhook signing, platform tokens). */
export const derivedKey = (serverSecret: string, purpose: string): string =>
  createHmac('sha256', serverSecret).update(`derived:${purpose}`).digest('base64url');
