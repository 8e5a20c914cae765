import { describe, expect, it } from 'vitest';
import { isTradingStatus } from '../evaluation/index.ts';
import { overviewPeriod, passRate, ratio, TRADING_STATUSES } from './overview.ts';

describe('overview period and figures', () => {
  const now = new Date('2026-03-10T15:30:00.000Z');

  it('today is the UTC day so far; the last N days end today; the end is the midnight after', () => {
    const today = overviewPeriod(now, { period: 'today' });
    expect([today.from, today.to, today.days, today.start, today.end]).toEqual([
      '2026-03-10',
      '2026-03-10',
      1,
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    ]);
    const week = overviewPeriod(now, { period: '7d' });
    expect([week.from, week.to, week.days]).toEqual(['2026-03-04', '2026-03-10', 7]);
    expect(week.list).toHaveLength(7);
    expect(overviewPeriod(now, { period: '90d' }).list[0]).toBe('2025-12-11');
  });

  it('a range holds both its days, across a month end', () => {
    const r = overviewPeriod(now, { period: 'range', from: '2026-02-27', to: '2026-03-02' });
    expect(r.list).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(r.end).toBe('2026-03-03T00:00:00.000Z');
  });

  it('rates are null without a whole', () => {
    expect(passRate(0, 0)).toBeNull();
    expect(passRate(1, 3)).toBe(0.25);
    expect(ratio(5, 0)).toBeNull();
  });

  it('the trading statuses are the engine’s', () => {
    for (let s = 0; s <= 19; s++) expect(TRADING_STATUSES.includes(s), String(s)).toBe(isTradingStatus(s));
  });
});
