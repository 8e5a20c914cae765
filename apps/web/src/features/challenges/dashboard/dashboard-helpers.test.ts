import { describe, expect, it } from 'vitest';
import { traderAccount } from '../../../test/buying-fixtures.ts';
import { chartPoint } from '../../../test/dashboard-fixtures.ts';
import { toChartSeries } from './chart-data.ts';
import { withAlpha } from './chart-theme.ts';
import { isBlockedByFirm, lossVariant, needsKycAfterPass, nextAccountOf } from './dashboard-view.ts';

describe('dashboard helpers', () => {
  it('colours a loss limit by the share in use', () => {
    expect(lossVariant(0, 500_000)).toBe('positive');
    expect(lossVariant(249_999, 500_000)).toBe('positive');
    expect(lossVariant(250_000, 500_000)).toBe('warning');
    expect(lossVariant(400_000, 500_000)).toBe('negative');
    expect(lossVariant(10, null)).toBe('neutral');
  });

  it('finds the account a passed phase opened: the next phase, or the funded account', () => {
    const phase1 = traderAccount({ id: 'p1', orderId: 'o1', phase: 1 });
    const phase2 = traderAccount({ id: 'p2', orderId: 'o1', phase: 2 });
    const funded = traderAccount({ id: 'f', orderId: 'o1', phase: null, isFunded: true });
    const other = traderAccount({ id: 'x', orderId: 'o2', phase: 2 });
    expect(nextAccountOf([other, phase1, phase2, funded], phase1, 1)?.id).toBe('p2');
    expect(nextAccountOf([other, phase1, phase2, funded], phase2, 2)?.id).toBe('f');
    expect(nextAccountOf([other, phase1], phase1, 1)).toBeUndefined();
    expect(nextAccountOf([phase1], undefined, 1)).toBeUndefined();
  });

  it("finds an imported account's next phase by its import (no order)", () => {
    const imported = traderAccount({ id: 'i1', orderId: null, importId: 'imp1', phase: 1 });
    const next = traderAccount({ id: 'i2', orderId: null, importId: 'imp1', phase: 2 });
    const stranger = traderAccount({ id: 'i3', orderId: null, importId: 'imp2', phase: 2 });
    expect(nextAccountOf([stranger, imported, next], imported, 1)?.id).toBe('i2');
    expect(nextAccountOf([stranger, imported], imported, 1)).toBeUndefined();
  });

  it('knows the statuses the firm sets and the ones waiting for identity checks', () => {
    expect([14, 15, 18, 19].map(isBlockedByFirm)).toEqual([false, true, true, false]);
    expect([4, 10, 12, 13].map(needsKycAfterPass)).toEqual([false, true, true, false]);
  });

  it('turns chart points into ascending UTC seconds in currency units', () => {
    const series = toChartSeries(
      [
        chartPoint('2026-03-02T10:00:00.000Z', 10_000_000),
        chartPoint('2026-03-02T10:00:00.400Z', 10_010_000, 10_020_050),
        chartPoint('2026-03-02T09:00:00.000Z', 1),
        chartPoint('not a time', 1),
        chartPoint('2026-03-02T11:00:00.000Z', 10_030_000),
      ],
      'USD',
      'UTC',
    );
    const t0 = Date.parse('2026-03-02T10:00:00Z') / 1000;
    expect(series.balance).toEqual([
      { time: t0, value: 100_100 },
      { time: t0 + 3600, value: 100_300 },
    ]);
    expect(series.equity[0]).toEqual({ time: t0, value: 100_200.5 });
  });

  it('gives the chart the platform zone’s wall clock, across a change of offset, each time once and ascending', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    const summer = toChartSeries(
      [chartPoint('2026-07-01T20:35:00.000Z', 1_000_000), chartPoint('2026-07-01T22:10:00.000Z', 1_000_100)],
      'USD',
      'Europe/Prague',
    );
    // 20:35 UTC is 22:35 in Prague in summer; the chart shows a UTC time of 22:35.
    expect(summer.balance.map((p) => p.time)).toEqual([at('2026-07-01T22:35:00Z'), at('2026-07-02T00:10:00Z')]);
    // The clocks go back at 01:00 UTC on 2026-10-25 (03:00 CEST → 02:00 CET): the wall clock repeats 02:00–03:00.
    const fold = toChartSeries(
      [
        chartPoint('2026-10-25T00:30:00.000Z', 1_000_000), // 02:30 CEST
        chartPoint('2026-10-25T01:10:00.000Z', 1_000_100), // 02:10 CET, before 02:30 on the wall
        chartPoint('2026-10-25T02:30:00.000Z', 1_000_200), // 03:30 CET
      ],
      'USD',
      'Europe/Prague',
    );
    expect(fold.balance.map((p) => p.time)).toEqual([
      at('2026-10-25T02:30:00Z'),
      at('2026-10-25T02:30:01Z'),
      at('2026-10-25T03:30:00Z'),
    ]);
    expect(fold.balance.map((p) => p.value)).toEqual([10_000, 10_001, 10_002]);
  });

  it('adds an alpha to the theme colours for the area fill', () => {
    expect(withAlpha('#1f4fd1', 0.25)).toBe('rgba(31, 79, 209, 0.25)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(10 20 30)', 0.1)).toBe('rgba(10, 20, 30, 0.1)');
    expect(withAlpha('teal', 0.1)).toBe('teal');
  });
});
