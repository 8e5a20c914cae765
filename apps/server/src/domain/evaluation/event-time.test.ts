import { describe, expect, it } from 'vitest';
import { eventTimeRefusal } from './event-time.ts';
import { at } from './test-events.ts';

describe('event time', () => {
  const now = at('2026-03-02T12:00');
  const limits = { now, openedAt: at('2026-03-01T09:00'), aheadToleranceMs: 30_000 };

  it('takes the past since the account opened, and clock skew up to the tolerance', () => {
    expect(eventTimeRefusal(limits.openedAt, limits)).toBeNull();
    expect(eventTimeRefusal(now - 86_400_000, limits)).toBeNull();
    expect(eventTimeRefusal(now + 5_000, limits)).toBeNull();
    expect(eventTimeRefusal(now + 30_000, limits)).toBeNull();
  });

  it('refuses what is dated beyond the tolerance ahead, or before the account opened', () => {
    expect(eventTimeRefusal(now + 30_001, limits)).toBe('aheadOfServerClock');
    expect(eventTimeRefusal(at('2031-06-01T10:00'), limits)).toBe('aheadOfServerClock');
    expect(eventTimeRefusal(limits.openedAt - 1, limits)).toBe('beforeAccountOpened');
    expect(eventTimeRefusal(at('2020-01-01T10:00'), limits)).toBe('beforeAccountOpened');
  });
});
