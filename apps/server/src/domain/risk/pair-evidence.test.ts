import { describe, expect, it } from 'vitest';
import { defaultRiskParameters } from './parameters.ts';
import { MAX_SHOWN, pairEvidence } from './pair-evidence.ts';
import type { AccountPosition } from './types.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (day: number, minute: number) => Date.UTC(2026, 5, 1 + day, 8) + minute * MINUTE;

const position = (p: Partial<AccountPosition> & Pick<AccountPosition, 'id' | 'accountId' | 'openedAt'>) => ({
  traderId: p.accountId === 'a' ? 'alice' : 'bob',
  symbol: 'EURUSD',
  side: 'buy' as const,
  volume: 1,
  closedAt: p.openedAt + 30 * MINUTE,
  profit: 100,
  stopLoss: null,
  ...p,
});

describe('pairEvidence', () => {
  const copied = Array.from({ length: 12 }, (_, i) => [
    position({ id: `a${i}`, accountId: 'a', openedAt: at(i % 4, 60 * Math.floor(i / 4)) }),
    position({ id: `b${i}`, accountId: 'b', openedAt: at(i % 4, 60 * Math.floor(i / 4)) + 3000, volume: 2 }),
  ]).flat();

  it('lays out each copied opening with the seconds between and the size ratio, and the pair’s score', () => {
    const e = pairEvidence(
      { accountId: 'a', positions: copied.filter((p) => p.accountId === 'a') },
      { accountId: 'b', positions: copied.filter((p) => p.accountId === 'b') },
      defaultRiskParameters,
      at(10, 0),
    );
    expect(e.copy.matches).toHaveLength(12);
    expect(e.copy.matches.every((m) => m.secondsApart === 3 && m.sizeRatio === 0.5)).toBe(true);
    expect(e.copy.matches[0]!.leader.id).toBe('a0');
    expect([e.copy.score, e.copy.days, e.copy.shares]).toEqual([1, 4, [1, 1]]);
    expect(e.hedge.overlaps).toEqual([]);
  });

  it('gives the shares in the order the accounts were asked', () => {
    const extra = position({ id: 'a-alone', accountId: 'a', openedAt: at(5, 0), symbol: 'XAUUSD' });
    const a = [...copied.filter((p) => p.accountId === 'a'), extra];
    const b = copied.filter((p) => p.accountId === 'b');
    const ab = pairEvidence(
      { accountId: 'a', positions: a },
      { accountId: 'b', positions: b },
      defaultRiskParameters,
      at(10, 0),
    );
    const ba = pairEvidence(
      { accountId: 'b', positions: b },
      { accountId: 'a', positions: a },
      defaultRiskParameters,
      at(10, 0),
    );
    expect(ab.copy.shares).toEqual([12 / 13, 1]);
    expect(ba.copy.shares).toEqual([1, 12 / 13]);
  });

  it('finds opposite positions held together, the long and the short named, whoever the traders are', () => {
    const hedged = [0, 1, 2].flatMap((d) => [
      position({ id: `l${d}`, accountId: 'a', openedAt: at(d, 0), closedAt: at(d, 60) }),
      position({ id: `s${d}`, accountId: 'b', openedAt: at(d, 1), closedAt: at(d, 60), side: 'sell' }),
    ]);
    const e = pairEvidence(
      { accountId: 'b', positions: hedged.filter((p) => p.accountId === 'b') },
      { accountId: 'a', positions: hedged.filter((p) => p.accountId === 'a') },
      defaultRiskParameters,
      at(10, 0),
    );
    expect(e.hedge.overlaps.map((o) => [o.long.id, o.short.id, o.overlapMs])).toEqual([
      ['l0', 's0', 59 * MINUTE],
      ['l1', 's1', 59 * MINUTE],
      ['l2', 's2', 59 * MINUTE],
    ]);
    // the long was held 60 minutes, 59 of them hedged; the short only hedged: √(59/60 × 1)
    expect(e.hedge.score).toBeCloseTo(Math.sqrt(59 / 60), 5);
    expect(e.copy.matches).toEqual([]);
  });

  it('shows at most MAX_SHOWN matches of a busy pair, its score from all of them', () => {
    const busy = Array.from({ length: MAX_SHOWN + 50 }, (_, i) => [
      position({ id: `a${i}`, accountId: 'a', openedAt: at(0, 0) + i * 10 * MINUTE }),
      position({ id: `b${i}`, accountId: 'b', openedAt: at(0, 0) + i * 10 * MINUTE + 1000 }),
    ]).flat();
    const e = pairEvidence(
      { accountId: 'a', positions: busy.filter((p) => p.accountId === 'a') },
      { accountId: 'b', positions: busy.filter((p) => p.accountId === 'b') },
      defaultRiskParameters,
      at(0, 0) + 60 * DAY,
    );
    expect(e.copy.matches).toHaveLength(MAX_SHOWN);
    expect(e.copy.score).toBe(1);
  });
});
