import { describe, expect, it } from 'vitest';
import { measureFalsePositives } from './false-positives.ts';

describe('false positives on independent accounts', () => {
  // 10,000 accounts over five days keeps the test to a few seconds; apps/server/bench/risk.bench.ts runs ten days
  // and busier traders, and docs/risk.md states its figures.
  it('flags none of 10,000 independent accounts trading the same news and symbols', () => {
    const result = measureFalsePositives({ seed: 2028, accounts: 10_000, days: 5, tradesPerDay: 2 });
    expect(result.openings).toBeGreaterThan(90_000);
    expect(result.copy.flaggedAccounts).toBe(0);
    expect(result.hedge.flaggedAccounts).toBe(0);
    // Far from the bar, not just under it: no honest pair comes near 10 proportional matches.
    expect(result.copy.mostMatches).toBeLessThanOrEqual(3);
  }, 30_000);
});
