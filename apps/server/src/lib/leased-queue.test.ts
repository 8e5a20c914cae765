import { describe, expect, it } from 'vitest';
import { backoffMs } from './leased-queue.ts';

describe('leased queue back-off', () => {
  it('waits 5 s, 20 s, 80 s … after each failed attempt, at most 30 minutes', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([5_000, 20_000, 80_000, 320_000, 1_280_000]);
    expect(backoffMs(6)).toBe(30 * 60_000);
    expect(backoffMs(20)).toBe(30 * 60_000);
  });
});
