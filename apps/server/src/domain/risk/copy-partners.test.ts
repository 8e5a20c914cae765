import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCopyMatcher } from './copy-matcher.ts';
import {
  addPartnerMatches,
  emptySummary,
  matchesAtMost,
  mayBeFlagged,
  partnerKey,
  type PartnerSummary,
} from './copy-partners.ts';
import { defaultRiskParameters, riskParameters } from './parameters.ts';
import { seededRandom } from '../market/index.ts';
import { DAY, FIRST_DAY, HOUR, independentSize, MINUTE } from './test-streams.ts';
import type { TradeOpening } from './types.ts';

const SLOTS = 16;

describe('an account’s copy partners, summarised', () => {
  it('keeps every partner while there is room, then gives the smallest count’s slot to a newcomer', () => {
    const [a, b, c] = [1, 2, 3];
    const s = emptySummary();
    addPartnerMatches(s, a, 3, 2);
    addPartnerMatches(s, b, 1, 2);
    addPartnerMatches(s, a, 2, 2);
    expect(s).toEqual({ partners: [a, b], counts: [5, 1] });
    expect(matchesAtMost(s, c, 2)).toBe(1); // c was never counted, but it could have been b's evicted slot
    addPartnerMatches(s, c, 1, 2);
    expect(s).toEqual({ partners: [a, c], counts: [5, 2] });
    expect(matchesAtMost(s, b, 2)).toBe(2);
    expect(matchesAtMost(emptySummary(), a, 2)).toBe(0);
  });

  it('keys a partner by the last 32 bits of its id, as the database’s int4 does', () => {
    expect(partnerKey('0b7e4c1a-93d2-4f61-8a55-00000000002a')).toBe(42);
    expect(partnerKey('0b7e4c1a-93d2-4f61-8a55-0000ffffffff')).toBe(-1);
    expect(partnerKey('0b7e4c1a-93d2-4f61-8a55-000080000000')).toBe(-(2 ** 31));
  });

  it('never counts a partner below its true number of matches, however the matches come', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 3 })), { maxLength: 300 }),
        fc.integer({ min: 1, max: 8 }),
        (matches, slots) => {
          const summary = emptySummary();
          const truth = new Map<number, number>();
          for (const [partner, n] of matches) {
            addPartnerMatches(summary, partner, n, slots);
            truth.set(partner, (truth.get(partner) ?? 0) + n);
          }
          expect(summary.partners.length).toBeLessThanOrEqual(slots);
          for (let p = 0; p <= 30; p++)
            expect(matchesAtMost(summary, p, slots)).toBeGreaterThanOrEqual(truth.get(p) ?? 0);
        },
      ),
    );
  });

  it('lets through every pair the definition flags, in a ring hidden in a crowd, with room for 16 partners', () => {
    const params = riskParameters({ copy: { minMatches: 5, minDays: 2, minScore: 0.2 } });
    const random = seededRandom(11);
    const crowd: TradeOpening[] = [];
    // 40 traders opening EURUSD four times a day within the same busy hour for 4 days, each with a side and size of
    // their own: every opening meets a few strangers, each account some 40 of them.
    for (let day = 0; day < 4; day++)
      for (let k = 0; k < 40; k++)
        for (let slot = 0; slot < 4; slot++)
          crowd.push({
            accountId: `crowd${k}`,
            traderId: `crowd${k}`,
            symbol: 'EURUSD',
            side: random() < 0.5 ? 'buy' : 'sell',
            volume: independentSize(random),
            openedAt: FIRST_DAY + day * DAY + Math.floor(random() * HOUR),
          });
    // In the same minutes, a leader and two copiers (half size 5 s later, double size 9 s later).
    const ring: TradeOpening[] = [];
    for (let day = 0; day < 4; day++)
      for (let slot = 0; slot < 4; slot++) {
        const openedAt = FIRST_DAY + day * DAY + slot * 15 * MINUTE;
        const side = slot % 2 ? 'buy' : 'sell';
        ring.push({ accountId: 'lead', traderId: 'tl', symbol: 'EURUSD', side, volume: 1, openedAt });
        ring.push({ accountId: 'f1', traderId: 't1', symbol: 'EURUSD', side, volume: 0.5, openedAt: openedAt + 5_000 });
        ring.push({ accountId: 'f2', traderId: 't2', symbol: 'EURUSD', side, volume: 2, openedAt: openedAt + 9_000 });
      }
    const openings = [...crowd, ...ring].sort((a, b) => a.openedAt - b.openedAt);

    const matcher = createCopyMatcher(params.copy);
    const summaries = new Map<string, PartnerSummary>();
    const summaryOf = (account: string) =>
      summaries.get(account) ?? (summaries.set(account, emptySummary()), summaries.get(account)!);
    const openingsOf = new Map<string, number>();
    const keys = new Map<string, number>();
    const keyOf = (account: string) => keys.get(account) ?? (keys.set(account, keys.size), keys.size - 1);
    const everPassed = new Set<string>();
    for (const opening of openings) {
      openingsOf.set(opening.accountId, (openingsOf.get(opening.accountId) ?? 0) + 1);
      for (const m of matcher.add(opening)) {
        const [a, b] = [m.leader.accountId, m.follower.accountId];
        addPartnerMatches(summaryOf(a), keyOf(b), 1, SLOTS);
        addPartnerMatches(summaryOf(b), keyOf(a), 1, SLOTS);
        const side = (x: string, y: string) => ({
          matchesAtMost: matchesAtMost(summaryOf(x), keyOf(y), SLOTS),
          openings: openingsOf.get(x) ?? 0,
        });
        if (mayBeFlagged(side(a, b), side(b, a), params.copy)) everPassed.add([a, b].sort().join());
      }
    }
    const flagged = matcher.pairs().filter((p) => p.flagged);
    expect(flagged.map((p) => [...p.accounts].sort().join()).sort()).toEqual(['f1,f2', 'f1,lead', 'f2,lead']);
    for (const pair of flagged) expect(everPassed).toContain([...pair.accounts].sort().join());
    // …and of the crowd's pairs of strangers (each account meeting some 40 others) hardly any is worth a row.
    const crowdPairs = matcher.pairs().filter((p) => p.accounts.every((a) => a.startsWith('crowd')));
    expect(crowdPairs.length).toBeGreaterThan(500);
    expect([...everPassed].filter((key) => !/lead|f1|f2/.test(key)).length).toBeLessThan(crowdPairs.length / 100);
  });

  it('holds back pairs with too few matches or a low score', () => {
    const copy = defaultRiskParameters.copy;
    expect(mayBeFlagged({ matchesAtMost: 9, openings: 10 }, { matchesAtMost: 9, openings: 10 }, copy)).toBe(false);
    expect(mayBeFlagged({ matchesAtMost: 10, openings: 10 }, { matchesAtMost: 10, openings: 10 }, copy)).toBe(true);
    // 10 of 1,000 and 10 of 10: √(0.01 × 1) = 0.1, under 0.2
    expect(mayBeFlagged({ matchesAtMost: 10, openings: 1000 }, { matchesAtMost: 10, openings: 10 }, copy)).toBe(false);
  });
});
