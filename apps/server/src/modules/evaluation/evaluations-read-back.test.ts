import { describe, expect, it } from 'vitest';
import type { EvaluationState } from '../../domain/evaluation/index.ts';
import { readBack } from './evaluations.repository.ts';

const state = (fields: Record<string, unknown>) => fields as unknown as EvaluationState;

describe('readBack: the state a fresh read returns after a save (decision 050)', () => {
  const previous = state({
    time: 5,
    days: { '2026-01-02': { pnl: 1, low: 2 }, '2026-01-04': { pnl: 3, low: 4 } },
    metrics: { trades: 2 },
  });

  it('puts the keys in jsonb order at every level and the days in byte order', () => {
    const saved = state({
      metrics: { trades: 3, bestDay: -0, undefinedField: undefined },
      time: 6,
      days: { '2026-01-05': { low: 1, pnl: 9 }, '2026-01-01': { pnl: 0 } },
    });
    const read = readBack(previous, saved);
    expect(JSON.stringify(read)).toBe(
      '{"days":{"2026-01-01":{"pnl":0},"2026-01-02":{"pnl":1,"low":2},"2026-01-04":{"pnl":3,"low":4},' +
        '"2026-01-05":{"low":1,"pnl":9}},"time":6,"metrics":{"trades":3,"bestDay":0}}',
    );
  });

  it('replaces a day the save rewrote in its place and appends a later one', () => {
    const saved = state({ time: 7, metrics: { trades: 4 }, days: { '2026-01-04': { pnl: 8 }, '2026-01-06': {} } });
    expect(Object.entries(readBack(previous, saved).days)).toEqual([
      ['2026-01-02', { pnl: 1, low: 2 }],
      ['2026-01-04', { pnl: 8 }],
      ['2026-01-06', {}],
    ]);
    expect(Object.keys(previous.days)).toEqual(['2026-01-02', '2026-01-04']); // the kept state is not changed
  });
});
