import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@portal/contract';
import { oneTimePassword } from './operator-accounts.ts';
import { matchingStep, newRecoveryCode, newTotpSecret, normaliseRecoveryCode, totpCode } from '../auth/totp.ts';

describe('TOTP (RFC 6238) and one-time secrets', () => {
  const at = new Date('2026-03-02T09:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);

  it('accepts the code of this step and of the step before, never of the next, and tells which step it was', () => {
    const secret = newTotpSecret();
    expect(matchingStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBeNull();
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, 59 s → 94287082 in 8 digits, 287082 in 6)', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('recovery codes are distinct and read the same whatever the case or hyphen', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    expect(new Set(codes).size).toBe(50);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${codes[0]!.toUpperCase()} `)).toBe(codes[0]!.replace('-', ''));
  });

  it('one-time passwords meet the password policy', () => {
    for (let i = 0; i < 200; i++) expect(passwordSchema.safeParse(oneTimePassword()).success).toBe(true);
  });
});
