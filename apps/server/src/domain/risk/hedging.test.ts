import { seededRandom } from '../market/index.ts';
import { describe, expect, it } from 'vitest';
import { findHedgedPairs } from './hedging.ts';
import { DAY, FIRST_DAY, independentPopulation, MINUTE, pick, SYMBOLS } from './test-streams.ts';
import type { Position } from './types.ts';

const asOf = FIRST_DAY + 30 * DAY;

/** Trader H runs accounts H1 and H2: every trade on H1 is mirrored on H2 a few seconds later, other side. */
function hedgedStream(
  seed: number,
  accounts: readonly [string, string],
  traders: readonly [string, string],
): Position[] {
  const random = seededRandom(seed);
  const positions: Position[] = [];
  for (let day = 0; day < 5; day++) {
    for (let t = 0; t < 4; t++) {
      const openedAt = FIRST_DAY + day * DAY + 9 * 60 * MINUTE + t * 2 * 60 * MINUTE;
      const symbol = pick(random, SYMBOLS);
      const volume = pick(random, [1, 2]);
      const held = (20 + Math.floor(random() * 40)) * MINUTE;
      const side = random() < 0.5 ? 'buy' : 'sell';
      const other = side === 'buy' ? 'sell' : 'buy';
      positions.push({
        accountId: accounts[0],
        traderId: traders[0],
        symbol,
        side,
        volume,
        openedAt,
        closedAt: openedAt + held,
      });
      positions.push({
        accountId: accounts[1],
        traderId: traders[1],
        symbol,
        side: other,
        volume,
        openedAt: openedAt + 5_000,
        closedAt: openedAt + held + 3_000,
      });
    }
  }
  return positions;
}

describe('hedging across accounts', () => {
  it('finds one trader’s two accounts holding opposite positions, with the score of the overlapping exposure', () => {
    const background = independentPopulation({ seed: 3, accounts: 300, days: 5, tradesPerDay: 3 });
    const pairs = findHedgedPairs({
      positions: [...hedgedStream(5, ['H1', 'H2'], ['tH', 'tH']), ...background.positions],
      asOf,
    });
    const flagged = pairs.filter((pair) => pair.flagged);
    expect(flagged.map((pair) => pair.accounts)).toEqual([['H1', 'H2']]);
    const [pair] = flagged;
    expect(pair?.overlaps).toBe(20);
    // Each mirrored position overlaps its twin for all but 5 of its 20–60 minutes: shares just under 1.
    expect(pair?.shares[0]).toBeGreaterThan(0.99);
    expect(pair?.shares[1]).toBeGreaterThan(0.99);
    expect(pair?.score).toBeCloseTo(Math.sqrt((pair?.shares[0] ?? 0) * (pair?.shares[1] ?? 0)));
  });

  it('compares accounts of different traders only when they are linked', () => {
    const positions = hedgedStream(6, ['X1', 'Y1'], ['tX', 'tY']);
    expect(findHedgedPairs({ positions, asOf })).toEqual([]);
    const linked = findHedgedPairs({ positions, asOf, linkedTraders: [['tX', 'tY']] });
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({ accounts: ['X1', 'Y1'], traders: ['tX', 'tY'], flagged: true });
  });

  it('counts an open position as held until asOf, and ignores overlaps shorter than the minimum', () => {
    const base = { traderId: 't', symbol: 'EURUSD', volume: 1, openedAt: FIRST_DAY };
    const positions: Position[] = [
      { ...base, accountId: 'A', side: 'buy', closedAt: null },
      { ...base, accountId: 'B', side: 'sell', openedAt: FIRST_DAY + 10 * MINUTE, closedAt: null },
      // A reversal: D's buy closes 30 s after C's sell opens, under the 60 s minimum.
      { ...base, accountId: 'D', side: 'buy', openedAt: FIRST_DAY, closedAt: FIRST_DAY + 20 * MINUTE + 30_000 },
      { ...base, accountId: 'C', side: 'sell', openedAt: FIRST_DAY + 20 * MINUTE, closedAt: FIRST_DAY + 40 * MINUTE },
    ];
    const pairs = findHedgedPairs({ positions, asOf: FIRST_DAY + 60 * MINUTE });
    const ab = pairs.find((pair) => pair.accounts.join() === 'A,B');
    expect(ab?.hedgedExposure).toBe(50 * MINUTE);
    expect(ab?.shares).toEqual([50 / 60, 1]);
    expect(pairs.find((pair) => pair.accounts.join() === 'C,D')).toBeUndefined();
  });
});
