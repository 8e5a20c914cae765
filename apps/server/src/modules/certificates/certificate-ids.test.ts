import { describe, expect, it } from 'vitest';
import { assetToken, checkAssetToken, groupedShortId, newShortId, normalizeShortId } from './certificate-ids.ts';

describe('certificate short ids', () => {
  it('are 10 Crockford base32 characters, printed in groups', () => {
    const id = newShortId();
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(groupedShortId('7KQ2M9XD4T')).toBe('7KQ2-M9XD-4T');
  });

  it('are read as a person types them: dashes, spaces, case and O/I/L forgiven; anything else refused', () => {
    expect(normalizeShortId('7kq2-m9xd-4t')).toBe('7KQ2M9XD4T');
    expect(normalizeShortId(' 7KQ2 M9XD 4T ')).toBe('7KQ2M9XD4T');
    expect(normalizeShortId('OIL2M9XD4T')).toBe('0112M9XD4T');
    expect(normalizeShortId('7KQ2M9XD4')).toBeNull();
    expect(normalizeShortId('7KQ2M9XD4U')).toBeNull();
    expect(normalizeShortId('../etc/passwd')).toBeNull();
  });
});

describe('certificate asset signatures', () => {
  const now = Date.parse('2026-11-24T10:20:00.000Z');

  it('expire at a whole hour at least an hour ahead, the same URL all hour long', () => {
    const a = assetToken('s', 'id-1', now);
    expect(a.expiresAt.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(assetToken('s', 'id-1', now + 30 * 60_000).token).toBe(a.token);
  });

  it('open only their certificate, with the secret, before they expire', () => {
    const { token } = assetToken('s', 'id-1', now);
    expect(checkAssetToken('s', 'id-1', token, now)).toBe(true);
    expect(checkAssetToken('s', 'id-2', token, now)).toBe(false);
    expect(checkAssetToken('other', 'id-1', token, now)).toBe(false);
    expect(checkAssetToken('s', 'id-1', token, Date.parse('2026-11-24T12:00:00.000Z'))).toBe(false);
    const [exp, mac] = token.split('.');
    expect(checkAssetToken('s', 'id-1', `${Number(exp) + 3600}.${mac}`, now)).toBe(false);
    expect(checkAssetToken('s', 'id-1', 'garbage', now)).toBe(false);
  });
});
