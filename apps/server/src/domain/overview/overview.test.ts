import { describe, expect, it } from 'vitest';
import { isTradingStatus } from '../evaluation/index.ts';
import { overviewWindows, passRate, seriesDays, seriesStart, TRADING_STATUSES } from './overview.ts';

describe('overview windows and figures', () => {
  const now = new Date('2026-03-10T15:30:00.000Z');

  it('today starts at UTC midnight; 7 and 30 days count back from now', () => {
    const w = overviewWindows(now);
    expect(w.today.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(w.last7Days.toISOString()).toBe('2026-03-03T15:30:00.000Z');
    expect(w.last30Days.toISOString()).toBe('2026-02-08T15:30:00.000Z');
  });

  it('the daily series has 30 days, oldest first, ending today', () => {
    const days = seriesDays(now);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-03-10');
    expect(days[0]).toBe('2026-02-09');
    expect(seriesStart(now).toISOString()).toBe('2026-02-09T00:00:00.000Z');
  });

  it('pass rate is null before any account ended the phase', () => {
    expect(passRate(0, 0)).toBeNull();
    expect(passRate(1, 3)).toBe(0.25);
  });

  it('the trading statuses are the engine’s', () => {
    for (let s = 0; s <= 19; s++) expect(TRADING_STATUSES.includes(s), String(s)).toBe(isTradingStatus(s));
  });
});
