import { keyedHash, safeEqual } from '../../lib/secrets.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './totp.ts';

/**
 * Recovery codes at rest (ASVS V6.5.2): about 49 bits each, so a salted slow hash, argon2id with the
 * passwords' parameters (`password-hasher.ts`), never a fast one. Codes given out before were stored as a keyed
 * HMAC-SHA-256 (hex); those still match until used, and go with the next enrolment.
 */
export function createRecoveryCodeHashes(deps: { hasher: PasswordHasher; legacyKey: string }) {
  return {
    /** The stored form of a new code. */
    hash: (code: string): Promise<string> => deps.hasher.hash(normaliseRecoveryCode(code)),

    /** A fresh set of codes (shown once) and their stored forms, hashed before any transaction opens. */
    async issue(): Promise<{ codes: string[]; hashes: string[] }> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      return { codes, hashes: await Promise.all(codes.map((c) => deps.hasher.hash(normaliseRecoveryCode(c)))) };
    },

    /** The id of the stored code this typed code is, or null: argon2id ones verified one by one (ten at most). */
    async find(stored: readonly { id: string; code_hash: string }[], typed: string): Promise<string | null> {
      const code = normaliseRecoveryCode(typed);
      if (!code) return null;
      const legacy = keyedHash(deps.legacyKey, code);
      for (const s of stored) {
        const matches = s.code_hash.startsWith('$argon2')
          ? await deps.hasher.verify(s.code_hash, code)
          : safeEqual(s.code_hash, legacy);
        if (matches) return s.id;
      }
      return null;
    },
  };
}
export type RecoveryCodeHashes = ReturnType<typeof createRecoveryCodeHashes>;
