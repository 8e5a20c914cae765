import { describe, expect, it } from 'vitest';
import { identityFinding, reopens, type MarkSighting } from './identity-cases.ts';
import { defaultRiskParameters, riskParameters } from './parameters.ts';

const DAY = 86_400_000;
const once = (userId: string, at = 0): MarkSighting => ({ userId, firstSeenAt: at, lastSeenAt: at });
const again = (userId: string, span = DAY): MarkSighting => ({ userId, firstSeenAt: 0, lastSeenAt: span });

describe('identity cases: who shares a value, and how strongly it says one person', () => {
  it('one trader alone is no case, whatever the kind', () => {
    for (const kind of ['ip', 'device', 'payoutDestination', 'document'] as const)
      expect(identityFinding(kind, [again('a'), again('a')])).toBeNull();
  });

  it('a shared device, destination or document is a case at once, scored by the kind', () => {
    expect(identityFinding('device', [once('b'), once('a')])).toEqual({
      userIds: ['a', 'b'],
      score: 0.7,
      rule: 'shared-device',
    });
    expect(identityFinding('payoutDestination', [once('a'), once('b'), once('c')])).toEqual({
      userIds: ['a', 'b', 'c'],
      score: 0.9,
      rule: 'shared-payout-destination',
    });
    expect(identityFinding('document', [once('a'), once('b')])?.score).toBe(0.95);
  });

  it('a shared address counts only the traders seen with it again a day later, and scores below the hold', () => {
    expect(identityFinding('ip', [once('a'), once('b')])).toBeNull(); // a café, a hotel: met once
    expect(identityFinding('ip', [again('a'), once('b')])).toBeNull();
    expect(identityFinding('ip', [again('a'), again('b', DAY - 1)])).toBeNull();
    const household = identityFinding('ip', [again('a'), again('b'), once('guest')]);
    expect(household).toEqual({ userIds: ['a', 'b'], score: 0.3, rule: 'shared-ip' });
    expect(household!.score).toBeLessThan(0.6); // the default payout-hold threshold (migration 0050)
  });

  it('an address shared by more traders than ipMaxTraders is a public network: no case', () => {
    const crowd = Array.from({ length: 11 }, (_, i) => again(`t${i}`));
    expect(identityFinding('ip', crowd)).toBeNull();
    expect(identityFinding('ip', crowd.slice(0, 10))?.userIds).toHaveLength(10);
    expect(identityFinding('ip', crowd, riskParameters({ identity: { ipMaxTraders: 20 } }).identity)).not.toBeNull();
  });

  it('follows a brand’s parameters', () => {
    const p = riskParameters({ identity: { ipRecurrenceMs: 0, ipScore: 0.5 } }).identity;
    expect(identityFinding('ip', [once('a'), once('b')], p)).toMatchObject({ score: 0.5 });
    expect(identityFinding('ip', [once('a'), once('b')], defaultRiskParameters.identity)).toBeNull();
  });

  it('a decided case opens again only when a trader joins it', () => {
    expect(reopens(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(reopens(['a', 'b'], ['b'])).toBe(false);
    expect(reopens(['a', 'b'], ['a', 'b', 'c'])).toBe(true);
  });
});
