import type { EpochMs } from './types.ts';

/**
 * Whether a platform's event may be applied, by its time alone. The engine trusts event times (its clock never
 * goes back), so one event dated years ahead would move an account's day, its resets and its calendar limit
 * there for good; one dated before the account opened belongs to no phase of it. Late events stay welcome: a
 * bridge catching up replays its past (they are applied at the last time seen, docs/challenge-rules.md).
 */
export type EventTimeRefusal = 'aheadOfServerClock' | 'beforeAccountOpened';

export function eventTimeRefusal(
  time: EpochMs,
  { now, openedAt, aheadToleranceMs }: { now: EpochMs; openedAt: EpochMs; aheadToleranceMs: number },
): EventTimeRefusal | null {
  // A few seconds of clock skew between the platform and this server are normal, years are not.
  if (time > now + aheadToleranceMs) return 'aheadOfServerClock';
  if (time < openedAt) return 'beforeAccountOpened';
  return null;
}
