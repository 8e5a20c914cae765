import { seededRandom } from '../market/index.ts';
import { describe, expect, it } from 'vitest';
import { createCopyMatcher } from './copy-matcher.ts';
import { findCopyRings } from './copy-rings.ts';
import { defaultRiskParameters } from './parameters.ts';
import { DAY, FIRST_DAY, independentPopulation, MINUTE, pick, SYMBOLS } from './test-streams.ts';
import type { TradeOpening } from './types.ts';

/**
 * A signal provider (trader L) and two copiers (M at half size, N at double size) over five days: each copier
 * mirrors every leader order 2–25 s later and also trades a little on its own. Independent accounts trade around
 * them the whole time.
 */
function ringStream(seed: number): TradeOpening[] {
  const random = seededRandom(seed);
  const openings: TradeOpening[] = [];
  const account = (id: string, trader: string) => ({ accountId: id, traderId: trader });
  for (let day = 0; day < 5; day++) {
    for (let t = 0; t < 6; t++) {
      const openedAt = FIRST_DAY + day * DAY + 8 * 60 * MINUTE + Math.floor(random() * 10 * 60 * MINUTE);
      const symbol = pick(random, SYMBOLS);
      const side = random() < 0.5 ? 'buy' : 'sell';
      const volume = pick(random, [0.5, 1, 1.5, 2]);
      const lag = () => 2_000 + Math.floor(random() * 23_000);
      openings.push({ ...account('L', 'tL'), symbol, side, volume, openedAt });
      openings.push({ ...account('M', 'tM'), symbol, side, volume: volume / 2, openedAt: openedAt + lag() });
      openings.push({ ...account('N', 'tN'), symbol, side, volume: volume * 2, openedAt: openedAt + lag() });
    }
    // Each copier's own trades, away from the leader's.
    for (const [id, trader] of [
      ['M', 'tM'],
      ['N', 'tN'],
    ] as const) {
      openings.push({
        ...account(id, trader),
        symbol: 'USDJPY',
        side: 'buy',
        volume: 0.3,
        openedAt: FIRST_DAY + day * DAY + 21 * 60 * MINUTE,
      });
    }
  }
  const background = independentPopulation({ seed: seed + 1, accounts: 300, days: 5, tradesPerDay: 3 });
  return [...openings, ...background.openings].sort((a, b) => a.openedAt - b.openedAt);
}

describe('copy trading across traders', () => {
  it('finds a ring of three accounts of different traders copying each other, with its pairs and score', () => {
    const matcher = createCopyMatcher();
    for (const opening of ringStream(28)) matcher.add(opening);
    const rings = findCopyRings(matcher.pairs());

    expect(rings).toHaveLength(1);
    const [ring] = rings;
    expect(ring?.accounts).toEqual(['L', 'M', 'N']);
    expect(ring?.traders).toEqual(['tL', 'tM', 'tN']);
    const byAccounts = new Map(ring?.pairs.map((pair) => [pair.accounts.join('-'), pair]));
    expect([...byAccounts.keys()].sort()).toEqual(['L-M', 'L-N', 'M-N']);
    // 30 copied orders over 5 days; the copiers' 5 own trades each lower their share to 30/35.
    expect(byAccounts.get('L-M')).toMatchObject({ matches: 30, days: 5, sizeRatio: 2, flagged: true });
    expect(byAccounts.get('L-N')).toMatchObject({ matches: 30, days: 5, sizeRatio: 0.5, flagged: true });
    expect(byAccounts.get('M-N')?.sizeRatio).toBeCloseTo(0.25);
    expect(byAccounts.get('L-M')?.shares).toEqual([1, 30 / 35]);
    // The copiers' own trades (same symbol, side and minute) match each other too: 35 of 35 each.
    expect(byAccounts.get('M-N')?.shares[0]).toBeGreaterThanOrEqual(30 / 35);
    expect(ring?.score).toBeGreaterThan(0.9);
    expect(ring?.score).toBeCloseTo(
      ((byAccounts.get('L-M')?.score ?? 0) * 2 + (byAccounts.get('M-N')?.score ?? 0)) / 3,
    );
  });

  it('returns each match as it arrives, leader first, with the seconds between and the size ratio', () => {
    const matcher = createCopyMatcher();
    const base = { symbol: 'EURUSD', side: 'buy' as const, openedAt: FIRST_DAY };
    expect(matcher.add({ ...base, accountId: 'A', traderId: 'tA', volume: 2 })).toEqual([]);
    // Same trader's other account: not copy trading across traders.
    expect(matcher.add({ ...base, accountId: 'A2', traderId: 'tA', volume: 2, openedAt: FIRST_DAY + 1_000 })).toEqual(
      [],
    );
    const [match, ...rest] = matcher.add({
      ...base,
      accountId: 'B',
      traderId: 'tB',
      volume: 1,
      openedAt: FIRST_DAY + 7_000,
    });
    expect(rest).toHaveLength(1);
    expect(match).toMatchObject({ secondsApart: 7, sizeRatio: 2 });
    expect(match?.leader.accountId).toBe('A');
    // Opposite side, or just outside the window: no match.
    expect(matcher.add({ ...base, accountId: 'C', traderId: 'tC', volume: 1, side: 'sell' })).toEqual([]);
    expect(matcher.add({ ...base, accountId: 'D', traderId: 'tD', volume: 1, openedAt: FIRST_DAY + 67_001 })).toEqual(
      [],
    );
  });

  it('does not flag independent traders trading the same news setups at different minutes with unrelated sizes', () => {
    const random = seededRandom(7);
    const matcher = createCopyMatcher();
    const openings: TradeOpening[] = [];
    // 30 traders, every day for 10 days, all buy EURUSD after the 12:30 release, each at their own moment in the
    // next 10 minutes and with their own size.
    for (let day = 0; day < 10; day++) {
      for (let trader = 0; trader < 30; trader++) {
        openings.push({
          accountId: `a${trader}`,
          traderId: `t${trader}`,
          symbol: 'EURUSD',
          side: 'buy',
          volume: Math.round(Math.exp(Math.log(0.1) + random() * Math.log(50)) * 100) / 100,
          openedAt: FIRST_DAY + day * DAY + (12 * 60 + 30) * MINUTE + Math.floor(random() * 10 * MINUTE),
        });
      }
    }
    for (const opening of openings.sort((a, b) => a.openedAt - b.openedAt)) matcher.add(opening);
    const pairs = matcher.pairs();
    expect(pairs.length).toBeGreaterThan(100); // they do meet inside the window …
    expect(pairs.filter((pair) => pair.flagged)).toEqual([]); // … but never proportionally, day after day
    expect(findCopyRings(pairs)).toEqual([]);
    expect(Math.max(...pairs.map((pair) => pair.score))).toBeLessThan(0.5);
  });

  it('follows the brand parameters: a wider tolerance or a lower bar flags what the defaults do not', () => {
    const opening = (accountId: string, volume: number, day: number, seconds: number): TradeOpening => ({
      accountId,
      traderId: `t${accountId}`,
      symbol: 'XAUUSD',
      side: 'sell',
      volume,
      openedAt: FIRST_DAY + day * DAY + seconds * 1000,
    });
    const stream = [0, 1, 2, 3, 4].flatMap((day) => [
      opening('A', 1, day, 0),
      opening('B', day % 2 ? 1.3 : 1, day, 30),
    ]);
    const run = (params?: Parameters<typeof createCopyMatcher>[0]) => {
      const matcher = createCopyMatcher(params);
      for (const item of stream) matcher.add(item);
      return matcher.pairs()[0];
    };
    expect(run()).toMatchObject({ matches: 3, flagged: false });
    expect(run({ ...defaultRiskParameters.copy, sizeTolerance: 0.35, minMatches: 5 })).toMatchObject({
      matches: 5,
      flagged: true,
    });
  });

  it('flags a pair only from its minimum score: ten coincidences among hundreds of trades are not copying', () => {
    const opening = (accountId: string, volume: number, at: number): TradeOpening => ({
      accountId,
      traderId: `t${accountId}`,
      symbol: 'EURUSD',
      side: 'buy',
      volume,
      openedAt: at,
    });
    const stream: TradeOpening[] = [];
    for (let day = 0; day < 5; day++) {
      // Two busy accounts meet twice a day at the same size …
      for (const hour of [9, 15]) {
        const at = FIRST_DAY + day * DAY + hour * 60 * MINUTE;
        stream.push(opening('A', 1, at), opening('B', 1, at + 20_000));
      }
      // … among forty trades a day each of their own, hours apart from the other's.
      for (let k = 0; k < 40; k++) {
        stream.push(opening('A', 0.5, FIRST_DAY + day * DAY + (10 * 60 + k) * MINUTE));
        stream.push(opening('B', 0.7, FIRST_DAY + day * DAY + (16 * 60 + 30 + k) * MINUTE));
      }
    }
    const run = (minScore: number) => {
      const matcher = createCopyMatcher({ ...defaultRiskParameters.copy, minScore });
      for (const item of stream.sort((a, b) => a.openedAt - b.openedAt)) matcher.add(item);
      return matcher.pairs()[0];
    };
    // 10 of 210 openings each: a score of 0.048, under the default 0.2
    expect(run(defaultRiskParameters.copy.minScore)).toMatchObject({ matches: 10, days: 5, flagged: false });
    expect(run(defaultRiskParameters.copy.minScore)?.score).toBeCloseTo(10 / 210, 6);
    expect(run(0)).toMatchObject({ matches: 10, flagged: true });
  });
});
