import { describe, expect, it } from 'vitest';
import { instantBounds, sqlFilter } from './sql-filter.ts';

describe('a period of a list filter', () => {
  it('binds each bound given, the end excluded', () => {
    expect(instantBounds('p.paid_at', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toEqual([
      'p.paid_at is not null and p.paid_at >= ?::timestamptz and p.paid_at < ?::timestamptz',
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
    ]);
    expect(instantBounds('p.paid_at', undefined, '2026-11-02T00:00:00Z')).toEqual([
      'p.paid_at is not null and p.paid_at < ?::timestamptz',
      '2026-11-02T00:00:00Z',
    ]);
  });

  it('adds nothing without a bound, else numbered parameters after the ones before', () => {
    const w = sqlFilter();
    w.add('status = ?', 2);
    w.within('paid_at', undefined, undefined);
    expect(w.sql).toBe('where status = $1');
    w.within('paid_at', '2026-11-01T00:00:00Z', undefined);
    expect(w.sql).toBe('where status = $1 and paid_at is not null and paid_at >= $2::timestamptz');
    expect(w.params).toEqual([2, '2026-11-01T00:00:00Z']);
  });
});
