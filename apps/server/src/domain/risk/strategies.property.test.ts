import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRiskyStrategies } from './strategies.ts';
import { DAY, FIRST_DAY, MINUTE } from './test-streams.ts';
import type { AccountPosition } from './types.ts';

const positionArb = fc
  .record({
    account: fc.integer({ min: 0, max: 3 }),
    volume: fc.constantFrom(0.1, 0.5, 1, 2, 4),
    at: fc.integer({ min: 0, max: 14 * DAY }),
    held: fc.option(fc.integer({ min: 1, max: 3 * DAY })),
    profit: fc.integer({ min: -5_000, max: 5_000 }),
    stopLoss: fc.constantFrom(null, undefined, 1.1),
  })
  .map(({ account, volume, at, held, profit, stopLoss }) => ({
    accountId: `a${account}`,
    traderId: `t${account}`,
    symbol: 'EURUSD',
    side: 'buy' as const,
    volume,
    openedAt: FIRST_DAY + at,
    closedAt: held === null ? null : FIRST_DAY + at + held,
    profit,
    stopLoss,
  }));

const input = (positions: readonly AccountPosition[]) => ({
  positions,
  asOf: FIRST_DAY + 20 * DAY,
  newsEvents: [FIRST_DAY + 12 * 60 * MINUTE, FIRST_DAY + 3 * DAY],
  phaseRules: new Map([
    ['a0', { newsWindow: { beforeMinutes: 2, afterMinutes: 2 }, weekendHoldingForbidden: true }],
    ['a1', { weekendHoldingForbidden: true }],
  ]),
});

describe('risky strategy properties', () => {
  it('scores stay in [0, 1], an account scores its strongest finding, and the order of positions does not matter', () => {
    fc.assert(
      fc.property(
        fc.array(positionArb, { maxLength: 60 }).map((positions) => positions.map((p, i) => ({ ...p, id: `p${i}` }))),
        fc.integer(),
        (positions, seed) => {
          const result = findRiskyStrategies(input(positions));
          for (const account of result) {
            expect(account.score).toBe(Math.max(...account.findings.map((finding) => finding.score)));
            for (const finding of account.findings) {
              expect(finding.score).toBeGreaterThanOrEqual(0);
              expect(finding.score).toBeLessThanOrEqual(1);
            }
          }
          const shuffled = [...positions].sort(
            (a, b) => ((a.openedAt * 31 + seed) % 97) - ((b.openedAt * 31 + seed) % 97),
          );
          expect(findRiskyStrategies(input(shuffled))).toEqual(result);
          expect(findRiskyStrategies(input([...positions].reverse()))).toEqual(result);
        },
      ),
      { numRuns: 200, seed: 28 },
    );
  });
});
