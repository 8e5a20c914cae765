import { randomBytes } from 'node:crypto';
import { gcmOpen, gcmSeal } from './secret-box.ts';

/** A secret at rest: its value sealed under a data key of its own, that key sealed ("wrapped") under a master key. */
export type Envelope = { masterKeyId: string; wrappedKey: string; sealed: string };

export type MasterKey = { id: string; key: Buffer };

/**
 * The master keys, newest first, from `SECRETS_MASTER_KEYS`: `id:base64key` pairs separated by commas, each key
 * 32 bytes. The first seals; every one listed still opens what it sealed, so a rotation adds a key in front, re-wraps
 * the data keys (`rewrap`) and drops the old key once nothing names it. Throws on a malformed list.
 */
export function parseMasterKeys(text: string): MasterKey[] {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      const id = part.slice(0, at);
      const key = Buffer.from(part.slice(at + 1), 'base64');
      if (at < 1 || !/^[\w-]{1,32}$/.test(id)) throw new Error(`SECRETS_MASTER_KEYS: "${id}" is not a key id`);
      if (key.length !== 32) throw new Error(`SECRETS_MASTER_KEYS: key "${id}" is not 32 bytes of base64`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('SECRETS_MASTER_KEYS names no key');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('SECRETS_MASTER_KEYS repeats a key id');
  return keys;
}

/**
 * Envelope encryption of the secrets operators enter (payment and identity providers' keys). Each secret gets a
 * random data key; only the wrapped data key depends on the master key, so rotating the master key re-wraps 32
 * bytes per secret and never needs the secrets entered again. `context` (where the secret belongs: brand,
 * provider, name) is bound to both seals: a sealed value copied to another row does not open there.
 */
export function createEnvelopes(masterKeys: MasterKey[]) {
  const current = masterKeys[0];
  if (!current) throw new Error('no master key');
  const byId = new Map(masterKeys.map((k) => [k.id, k.key]));
  const masterKey = (id: string): Buffer => {
    const key = byId.get(id);
    if (!key) throw new Error(`master key "${id}" is not configured`);
    return key;
  };
  const unwrap = (envelope: Envelope, context: string): Buffer =>
    gcmOpen(masterKey(envelope.masterKeyId), envelope.wrappedKey, context);

  return {
    currentKeyId: current.id,
    seal(plain: string, context: string): Envelope {
      const dataKey = randomBytes(32);
      return {
        masterKeyId: current.id,
        wrappedKey: gcmSeal(current.key, dataKey, context),
        sealed: gcmSeal(dataKey, Buffer.from(plain, 'utf8'), context),
      };
    },
    /** Throws when the master key is missing, or the envelope was altered or belongs to another context. */
    open(envelope: Envelope, context: string): string {
      return gcmOpen(unwrap(envelope, context), envelope.sealed, context).toString('utf8');
    },
    /** The same secret with its data key wrapped under the current master key (the sealed value unchanged). */
    rewrap(envelope: Envelope, context: string): Envelope {
      if (envelope.masterKeyId === current.id) return envelope;
      return {
        ...envelope,
        masterKeyId: current.id,
        wrappedKey: gcmSeal(current.key, unwrap(envelope, context), context),
      };
    },
    /** Whether this envelope opens with the configured keys (a start-up check; never throws). */
    opens(envelope: Envelope, context: string): boolean {
      try {
        gcmOpen(unwrap(envelope, context), envelope.sealed, context);
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type Envelopes = ReturnType<typeof createEnvelopes>;
