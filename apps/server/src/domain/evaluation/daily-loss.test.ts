import type { DailyLossRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { describeObjectives } from './objectives.ts';
import { at, closed, INITIAL, opened, rulesWith, snapshot } from './test-events.ts';

const daily = (over: Partial<DailyLossRule> = {}): DailyLossRule => ({
  anchor: 'balance',
  basis: 'initialBalance',
  percent: 5,
  breach: 'hard',
  ...over,
});
const start = at('2026-03-02T08:00');
const evaluate = (rule: DailyLossRule, events: Parameters<typeof applyEvents>[1]) =>
  applyEvents(createEvaluation(rulesWith({ dailyLoss: rule }), { initialBalance: INITIAL, startTime: start }), events);

/** Day 1 ends with an open position: balance 100,000.00, equity `eodEquity`; day 2 starts at the reset. */
const carried = (eodEquity: number) => [opened(at('2026-03-02T10:00')), snapshot(at('2026-03-02T23:00'), eodEquity)];
const day2 = at('2026-03-03T09:00');

describe('daily loss', () => {
  it('balance anchor, 5 % of initial: one cent above the floor is fine, touching it fails', () => {
    const ok = evaluate(daily(), [snapshot(at('2026-03-02T10:00'), 9_500_001)]);
    expect(ok.day.dailyFloor).toBe(9_500_000);
    expect(ok.verdict.status).toBe('inProgress');
    const failed = evaluate(daily(), [snapshot(at('2026-03-02T10:00'), 9_500_000)]);
    expect(failed.verdict).toEqual({
      status: 'failed',
      rule: 'dailyLoss',
      time: at('2026-03-02T10:00'),
      equity: 9_500_000,
      floor: 9_500_000,
    });
  });

  it('equity anchor: a floating profit carried over the reset raises the day-start level', () => {
    const s = evaluate(daily({ anchor: 'equity' }), [...carried(10_200_000), snapshot(day2, 9_700_001)]);
    expect(s.day).toMatchObject({ startBalance: INITIAL, startEquity: 10_200_000, anchor: 10_200_000 });
    expect(s.day.dailyFloor).toBe(9_700_000);
    expect(s.verdict.status).toBe('inProgress');
    expect(
      evaluate(daily({ anchor: 'equity' }), [...carried(10_200_000), snapshot(day2, 9_700_000)]).verdict,
    ).toMatchObject({ status: 'failed', rule: 'dailyLoss', floor: 9_700_000 });
    // The balance anchor ignores the floating profit.
    expect(evaluate(daily(), [...carried(10_200_000), snapshot(day2, 9_700_000)]).day.dailyFloor).toBe(9_500_000);
  });

  it('equity anchor: a floating loss carried over lowers it', () => {
    const s = evaluate(daily({ anchor: 'equity' }), [...carried(9_800_000), snapshot(day2, 9_800_000)]);
    expect(s.day.dailyFloor).toBe(9_300_000);
  });

  it('higher of balance and equity: the floating profit counts, a floating loss does not', () => {
    const profit = evaluate(daily({ anchor: 'higherOfBalanceAndEquity' }), [
      ...carried(10_200_000),
      snapshot(day2, 10_200_000),
    ]);
    expect(profit.day.anchor).toBe(10_200_000);
    expect(profit.day.dailyFloor).toBe(9_700_000);
    const loss = evaluate(daily({ anchor: 'higherOfBalanceAndEquity' }), [
      ...carried(9_800_000),
      snapshot(day2, 9_800_000),
    ]);
    expect(loss.day.anchor).toBe(INITIAL);
    expect(loss.day.dailyFloor).toBe(9_500_000);
  });

  it('anchor basis: the allowance is a percent of the anchor itself', () => {
    const s = evaluate(daily({ anchor: 'equity', basis: 'anchor' }), [
      ...carried(10_200_000),
      snapshot(day2, 10_000_000),
    ]);
    expect(s.day.dailyAllowance).toBe(510_000);
    expect(s.day.dailyFloor).toBe(9_690_000);
  });

  it('allowances round down (against the trader by under one cent)', () => {
    const s = createEvaluation(rulesWith({ dailyLoss: daily({ percent: 3.333 }) }), {
      initialBalance: 10_000_001,
      startTime: start,
    });
    expect(s.day.dailyAllowance).toBe(333_300); // 333,300.03333 → 333,300
  });

  it('soft breach: trading pauses until the next reset, the account stays in progress', () => {
    const rule = daily({ percent: 3, breach: 'soft' });
    const s = evaluate(rule, [opened(at('2026-03-02T10:00')), snapshot(at('2026-03-02T11:00'), 9_600_000)]);
    expect(s.verdict.status).toBe('inProgress');
    expect(s.pause).toEqual({
      time: at('2026-03-02T11:00'),
      equity: 9_600_000,
      floor: 9_700_000,
      until: at('2026-03-03'),
    });
    expect(describeObjectives(s).find((o) => o.rule === 'dailyLoss')).toMatchObject({
      state: 'paused',
      pausedUntil: at('2026-03-03'),
    });
    // The next day starts fresh from the new balance and may pause again; max loss still fails for good.
    const next = applyEvents(s, [
      closed(at('2026-03-02T11:01'), -400_000),
      snapshot(at('2026-03-03T09:00'), 9_600_000),
    ]);
    expect(next.pause).toBeNull();
    expect(next.day).toMatchObject({ anchor: 9_600_000, dailyFloor: 9_300_000 });
    const paused = applyEvents(next, [opened(at('2026-03-03T09:30')), snapshot(at('2026-03-03T10:00'), 9_250_000)]);
    expect(paused.verdict.status).toBe('inProgress');
    expect(paused.pause).toMatchObject({ time: at('2026-03-03T10:00'), until: at('2026-03-04') });
    const failed = applyEvents(paused, [snapshot(at('2026-03-03T11:00'), 9_000_000)]);
    expect(failed.verdict).toMatchObject({ status: 'failed', rule: 'maxLoss', floor: 9_000_000 });
  });

  it('hard breach at the reset itself: a floating loss carried over can sit below the new floor', () => {
    // Day 1: a winner closes at +4,000.00 while the other position floats at −6,000.00 (equity 98,000.00).
    const s = evaluate(daily(), [
      opened(at('2026-03-02T09:00')),
      opened(at('2026-03-02T09:00')),
      closed(at('2026-03-02T12:00'), 400_000),
      snapshot(at('2026-03-02T12:00'), 9_800_000),
      snapshot(day2, 9_800_000),
    ]);
    expect(s.verdict).toEqual({
      status: 'failed',
      rule: 'dailyLoss',
      time: at('2026-03-03T00:00'),
      equity: 9_800_000,
      floor: 9_900_000,
    });
  });

  it('keeps the lowest equity of the day and the worst loss', () => {
    const s = evaluate(daily(), [
      opened(at('2026-03-02T09:00')),
      snapshot(at('2026-03-02T10:00'), 9_700_000),
      snapshot(at('2026-03-02T11:00'), 9_900_000),
    ]);
    expect(s.day).toMatchObject({ lowestEquity: 9_700_000, lowestEquityAt: at('2026-03-02T10:00') });
    expect(describeObjectives(s).find((o) => o.rule === 'dailyLoss')).toMatchObject({
      value: 100_000,
      worst: 300_000,
      limit: 500_000,
      floor: 9_500_000,
      state: 'ok',
    });
  });
});
