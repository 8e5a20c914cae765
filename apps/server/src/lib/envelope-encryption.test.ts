import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEnvelopes, parseMasterKeys } from './envelope-encryption.ts';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('envelope encryption of operators’ secrets', () => {
  const old = keyText('k1');
  const next = keyText('k2');

  it('opens what it sealed, and only in the same context', () => {
    const envelopes = createEnvelopes(parseMasterKeys(old));
    const envelope = envelopes.seal('sk_test_123', 'brand-a:stripe:secretKey');
    expect(envelope.masterKeyId).toBe('k1');
    expect(envelope.sealed).not.toContain('sk_test_123');
    expect(envelopes.open(envelope, 'brand-a:stripe:secretKey')).toBe('sk_test_123');
    expect(() => envelopes.open(envelope, 'brand-b:stripe:secretKey')).toThrow();
    expect(envelopes.opens(envelope, 'brand-b:stripe:secretKey')).toBe(false);
  });

  it('gives each secret a data key of its own: the same value seals differently', () => {
    const envelopes = createEnvelopes(parseMasterKeys(old));
    const a = envelopes.seal('same', 'c');
    const b = envelopes.seal('same', 'c');
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
    expect(a.sealed).not.toBe(b.sealed);
  });

  it('refuses an altered envelope', () => {
    const envelopes = createEnvelopes(parseMasterKeys(old));
    const envelope = envelopes.seal('whsec_abc', 'c');
    const parts = envelope.sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => envelopes.open({ ...envelope, sealed: parts.join('.') }, 'c')).toThrow();
  });

  it('rotates the master key without the secret entered again', () => {
    const before = createEnvelopes(parseMasterKeys(old));
    const envelope = before.seal('sk_live_x', 'c');
    const during = createEnvelopes(parseMasterKeys(`${next},${old}`));
    expect(during.open(envelope, 'c')).toBe('sk_live_x');
    const rewrapped = during.rewrap(envelope, 'c');
    expect(rewrapped.masterKeyId).toBe('k2');
    expect(rewrapped.sealed).toBe(envelope.sealed);
    const after = createEnvelopes(parseMasterKeys(next));
    expect(after.open(rewrapped, 'c')).toBe('sk_live_x');
    expect(after.opens(envelope, 'c')).toBe(false);
  });

  it('refuses a malformed key list', () => {
    expect(() => parseMasterKeys('')).toThrow(/no key/);
    expect(() => parseMasterKeys('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseMasterKeys(`bad id:${randomBytes(32).toString('base64')}`)).toThrow(/key id/);
    expect(() => parseMasterKeys(`${old},${old}`)).toThrow(/repeats/);
  });
});
