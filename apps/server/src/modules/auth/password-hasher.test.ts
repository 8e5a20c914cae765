import { describe, expect, it } from 'vitest';
import { argon2Hasher, ARGON2_CONCURRENCY, ARGON2_PARAMS, boundedConcurrency } from './password-hasher.ts';

describe('bounded concurrency of password hashing', () => {
  it('runs at most `limit` tasks at once, every task to its end, in arrival order', async () => {
    const run = boundedConcurrency(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (i === 3) throw new Error('a failing task frees its slot');
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      1,
      2,
      'failed',
      4,
      5,
      6,
      7,
    ]);
  });

  it('many sign-ins at once all verify, with the recorded parameters, one per core at a time', async () => {
    const hashed = await argon2Hasher.hash('Corr3ct#Horse');
    expect(hashed).toContain(
      `m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}`,
    );
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => argon2Hasher.verify(hashed, i % 2 ? 'Corr3ct#Horse' : 'wrong')),
    );
    expect(outcomes).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
    expect(ARGON2_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });
});
