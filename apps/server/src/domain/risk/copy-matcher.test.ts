import { describe, expect, it } from 'vitest';
import { createCopyMatcher } from './copy-matcher.ts';
import { FIRST_DAY, independentPopulation, SYMBOLS } from './test-streams.ts';
import type { TradeOpening } from './types.ts';

/** `count` openings of one symbol, one every `everyMs`, each by its own trader. */
function steady(symbol: string, count: number, everyMs: number, offset = 0): TradeOpening[] {
  return Array.from({ length: count }, (_, i) => ({
    accountId: `${symbol}-${i}`,
    traderId: `${symbol}-t${i}`,
    symbol,
    side: i % 2 ? 'sell' : 'buy',
    volume: 1,
    openedAt: FIRST_DAY + offset + i * everyMs,
  }));
}

function comparisonsFor(openings: readonly TradeOpening[]): number {
  const matcher = createCopyMatcher();
  for (const opening of openings) matcher.add(opening);
  return matcher.comparisons;
}

describe('the copy matcher’s work is incremental', () => {
  it('compares an opening only with its symbol’s openings in the three buckets around it', () => {
    // One opening every 10 s: six per 60 s bucket, so each new one meets at most 3 × 6 earlier ones.
    for (const count of [1_000, 2_000, 4_000]) {
      const work = comparisonsFor(steady('EURUSD', count, 10_000));
      expect(work).toBeLessThanOrEqual(count * 3 * 6);
      expect(work).toBeGreaterThan(count * 6); // it does look back (a sanity floor, not a bound)
    }
    // Twice the openings, twice the work: linear in N, not quadratic.
    const ratio = comparisonsFor(steady('EURUSD', 4_000, 10_000)) / comparisonsFor(steady('EURUSD', 2_000, 10_000));
    expect(ratio).toBeGreaterThan(1.95);
    expect(ratio).toBeLessThan(2.05);
  });

  it('costs nothing for other symbols or for other times', () => {
    const gold = steady('XAUUSD', 2_000, 10_000);
    const alone = comparisonsFor(gold);
    // 5 more symbols at the same times, and gold again a day later: each of these 7 streams costs what gold alone
    // did, so nothing is compared across symbols or days.
    const crowded = [
      ...SYMBOLS.filter((symbol) => symbol !== 'XAUUSD').flatMap((symbol) => steady(symbol, 2_000, 10_000)),
      ...gold,
      ...steady('XAUUSD', 2_000, 10_000, 86_400_000),
    ].sort((a, b) => a.openedAt - b.openedAt);
    expect(comparisonsFor(crowded)).toBe(alone * (SYMBOLS.length + 1));
  });

  it('grows with the crowd in a bucket, not with the population: a real stream costs a few dozen per opening', () => {
    const { openings } = independentPopulation({ seed: 11, accounts: 2_000, days: 5, tradesPerDay: 2 });
    const work = comparisonsFor(openings);
    const perOpening = work / openings.length;
    expect(perOpening).toBeLessThan(60); // all-pairs would be thousands per opening
    expect(perOpening).toBeLessThan(openings.length / 100);
  });

  it('matches openings that arrive a little out of order, and drops ones too late to keep', () => {
    const matcher = createCopyMatcher();
    const at = (accountId: string, seconds: number): TradeOpening => ({
      accountId,
      traderId: `t${accountId}`,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      openedAt: FIRST_DAY + seconds * 1000,
    });
    matcher.add(at('A', 600));
    expect(matcher.add(at('B', 630))).toHaveLength(1);
    // Reported two minutes late, still inside the kept buckets: matched with A and B.
    matcher.add(at('C', 720));
    expect(matcher.add(at('D', 590)).map((match) => match.follower.accountId)).toEqual(['A', 'B']);
    // Reported ten minutes late: compared with what is kept (nothing near it) and not kept itself.
    matcher.add(at('E', 1_200));
    expect(matcher.add(at('F', 580))).toEqual([]);
    expect(matcher.add(at('G', 585))).toEqual([]);
  });
});
