import type { EligibilityItem } from '@portal/contract';

export type ChecklistChange = {
  key: EligibilityItem['key'];
  /** the item as the request passed it; null when the checklist had no such item then */
  before: EligibilityItem | null;
  /** the item now; null when the checklist has no such item any more */
  now: EligibilityItem | null;
};

/**
 * What changed on the payout checklist between the request and now: an item that turned red (or green), or whose
 * number moved (a status, the withdrawable amount, a bound); the payout day's "now" moves by itself and is not a
 * change. An item on one side only (the package's consistency rule added or taken away) is a change too.
 */
export function checklistChanges(
  before: readonly EligibilityItem[],
  now: readonly EligibilityItem[],
): ChecklistChange[] {
  const keys = [...new Set([...now, ...before].map((i) => i.key))];
  return keys.flatMap((key) => {
    const was = before.find((i) => i.key === key) ?? null;
    const is = now.find((i) => i.key === key) ?? null;
    const same =
      !!was && !!is && was.ok === is.ok && was.limit === is.limit && (key === 'cycleReached' || was.value === is.value);
    return same ? [] : [{ key, before: was, now: is }];
  });
}
