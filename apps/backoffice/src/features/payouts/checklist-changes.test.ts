import { describe, expect, it } from 'vitest';
import { checklistChanges } from './checklist-changes.ts';
import { eligibilityItem as item } from '../../test/eligibility-item.ts';

describe('what changed on the checklist since the request', () => {
  const request = [
    item('funded', true, 3),
    item('cycleReached', true, '2026-03-20T10:00:00.000Z', '2026-03-16T09:30:00.000Z'),
    item('withinWithdrawable', true, 10_000, 80_000),
  ];

  it('nothing, when only the payout day’s "now" moved', () => {
    const now = [
      request[0]!,
      item('cycleReached', true, '2026-03-22T08:00:00.000Z', '2026-03-16T09:30:00.000Z'),
      request[2]!,
    ];
    expect(checklistChanges(request, now)).toEqual([]);
  });

  it('a blocked account, a smaller withdrawable amount and a rule that came in since', () => {
    const now = [
      item('funded', false, 18),
      request[1]!,
      item('consistency', true, 20, 40),
      item('withinWithdrawable', true, 10_000, 50_000),
    ];
    expect(checklistChanges(request, now).map((c) => [c.key, c.before?.value ?? null, c.now?.ok ?? null])).toEqual([
      ['funded', 3, false],
      ['consistency', null, true],
      ['withinWithdrawable', 10_000, true],
    ]);
  });
});
