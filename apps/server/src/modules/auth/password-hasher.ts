import { availableParallelism } from 'node:os';
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

/**
 * At most `limit` of `task` run at once; the others wait their turn in arrival order. Each argon2 hash holds its
 * memory cost (19 MiB) while it runs: 200 sign-ins at once would otherwise hold up to 200 × 19 MiB and take every
 * thread of libuv's pool. The parameters stay as they are; only how many run together is bounded.
 */
export function boundedConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) next();
      else running -= 1;
    }
  };
}

/** One hash per core: more would only queue inside libuv's pool while holding their memory. */
export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism());
const hashing = boundedConcurrency(ARGON2_CONCURRENCY);

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hashing(() => hash(password, ARGON2_PARAMS)),
  async verify(hashed, password) {
    try {
      return await hashing(() => verify(hashed, password));
    } catch {
      return false;
    }
  },
};

/** A hash of a random password, verified against when an account is unknown, so timing reveals nothing. */
export const DUMMY_HASH_INPUT = 'no-such-account-timing-guard';
