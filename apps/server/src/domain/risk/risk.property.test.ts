import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCopyMatcher } from './copy-matcher.ts';
import { findHedgedPairs } from './hedging.ts';
import { FIRST_DAY, MINUTE } from './test-streams.ts';
import type { Position, TradeOpening } from './types.ts';

const openingArb: fc.Arbitrary<TradeOpening> = fc
  .record({
    account: fc.integer({ min: 0, max: 5 }),
    symbol: fc.constantFrom('EURUSD', 'XAUUSD'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    volume: fc.constantFrom(0.1, 0.5, 1, 2),
    at: fc.integer({ min: 0, max: 3 * 24 * 60 * MINUTE }),
  })
  .map(({ account, symbol, side, volume, at }) => ({
    accountId: `a${account}`,
    // Accounts 0–1 share a trader; the rest have their own.
    traderId: `t${Math.max(1, account)}`,
    symbol,
    side,
    volume,
    openedAt: FIRST_DAY + at,
  }));

const positionArb: fc.Arbitrary<Position> = fc
  .tuple(openingArb, fc.option(fc.integer({ min: 1, max: 6 * 60 * MINUTE })))
  .map(([opening, held]) => ({ ...opening, closedAt: held === null ? null : opening.openedAt + held }));

const byTime = (a: TradeOpening, b: TradeOpening) => a.openedAt - b.openedAt;
const keyed = <T extends { accounts: readonly string[] }>(pairs: readonly T[]) =>
  new Map(pairs.map((pair) => [pair.accounts.join(), pair]));

describe('risk properties', () => {
  it('the matcher finds exactly the all-pairs matches, and scores stay in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(openingArb, { maxLength: 80 }), (openings) => {
        const sorted = [...openings].sort(byTime);
        const matcher = createCopyMatcher();
        const found = sorted.flatMap((opening) => matcher.add(opening)).length;
        let expected = 0;
        for (let i = 0; i < sorted.length; i++) {
          for (let j = 0; j < i; j++) {
            const [a, b] = [sorted[i], sorted[j]];
            if (!a || !b) continue;
            const same = a.symbol === b.symbol && a.side === b.side && a.traderId !== b.traderId;
            if (same && Math.abs(a.openedAt - b.openedAt) <= 60_000) expected++;
          }
        }
        expect(found).toBe(expected);
        for (const pair of matcher.pairs()) {
          expect(pair.score).toBeGreaterThanOrEqual(0);
          expect(pair.score).toBeLessThanOrEqual(1);
          expect(pair.traders[0]).not.toBe(pair.traders[1]);
        }
      }),
      { numRuns: 200, seed: 28 },
    );
  });

  it('hedged pairs do not depend on the order positions are given in, and scores stay in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(positionArb, { maxLength: 60 }), (positions) => {
        const asOf = FIRST_DAY + 4 * 24 * 60 * MINUTE;
        const forward = findHedgedPairs({ positions, asOf, linkedTraders: [['t2', 't3']] });
        const backward = findHedgedPairs({ positions: [...positions].reverse(), asOf, linkedTraders: [['t3', 't2']] });
        expect(keyed(backward).size).toBe(keyed(forward).size);
        for (const [key, pair] of keyed(forward)) {
          expect(keyed(backward).get(key)?.hedgedExposure).toBeCloseTo(pair.hedgedExposure);
          expect(pair.score).toBeGreaterThanOrEqual(0);
          expect(pair.score).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 200, seed: 28 },
    );
  });
});
