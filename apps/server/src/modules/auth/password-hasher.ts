import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/**
 * argon2id with explicit parameters: OWASP's recommended 19 MiB memory, 2 passes, 1 lane
 * (docs/decisions/004-auth-tokens.md). The parameters travel inside each hash, so raising them later
 * still verifies older hashes.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
};

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_PARAMS),
  async verify(hashed, password) {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  },
};

/** A hash of a random password, verified against when an account is unknown, so timing reveals nothing. */
export const DUMMY_HASH_INPUT = 'no-such-account-timing-guard';
