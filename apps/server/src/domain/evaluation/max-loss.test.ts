import type { MaxLossRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { describeObjectives } from './objectives.ts';
import { at, closed, INITIAL, opened, rulesWith, snapshot, withdrawal, deposit } from './test-events.ts';
import type { EvaluationEvent } from './types.ts';

const start = at('2026-03-02T08:00');
const evaluate = (maxLoss: MaxLossRule, events: EvaluationEvent[], extra = {}) =>
  applyEvents(
    createEvaluation(rulesWith({ maxLoss, ...extra }), { initialBalance: INITIAL, startTime: start }),
    events,
  );
const trailing = (mode: MaxLossRule['mode'], lock: number | null = null): MaxLossRule => ({
  mode,
  percent: 4,
  lockAtPercentOfInitial: lock,
});
const t = (h: number) => at('2026-03-02T09:00') + h * 3_600_000;

describe('max loss', () => {
  it('static: the floor is initial − 10 % for ever; one cent above is fine, touching fails', () => {
    const rule: MaxLossRule = { mode: 'static', percent: 10, lockAtPercentOfInitial: null };
    const ok = evaluate(rule, [opened(t(0)), snapshot(t(1), 12_000_000), snapshot(t(2), 9_000_001)]);
    expect(ok.maxLoss.floor).toBe(9_000_000);
    expect(ok.verdict.status).toBe('inProgress');
    const failed = evaluate(rule, [opened(t(0)), snapshot(t(1), 9_000_000)]);
    expect(failed.verdict).toEqual({
      status: 'failed',
      rule: 'maxLoss',
      time: t(1),
      equity: 9_000_000,
      floor: 9_000_000,
    });
  });

  it('trailing equity: the floor follows the highest equity, 4 % of initial below it', () => {
    const s = evaluate(trailing('trailingEquity'), [
      opened(t(0)),
      snapshot(t(1), 10_300_000),
      snapshot(t(2), 9_900_001),
    ]);
    expect(s.maxLoss).toMatchObject({ highWater: 10_300_000, floor: 9_900_000, locked: false });
    expect(s.verdict.status).toBe('inProgress');
    const failed = applyEvents(s, [snapshot(t(3), 9_900_000)]);
    expect(failed.verdict).toMatchObject({ status: 'failed', rule: 'maxLoss', floor: 9_900_000 });
  });

  it('trailing balance: only closed balance moves the floor', () => {
    const floating = evaluate(trailing('trailingBalance'), [opened(t(0)), snapshot(t(1), 10_300_000)]);
    expect(floating.maxLoss.floor).toBe(9_600_000);
    const realised = applyEvents(floating, [closed(t(2), 300_000)]);
    expect(realised.maxLoss).toMatchObject({ highWater: 10_300_000, floor: 9_900_000 });
  });

  it('trailing end of day: the floor moves at the reset, to the higher of closing balance and equity', () => {
    const s = evaluate(trailing('trailingEndOfDay'), [
      opened(t(0)),
      opened(t(0)),
      closed(t(1), 100_000),
      snapshot(t(2), 10_300_000), // intraday high: no effect yet
    ]);
    expect(s.maxLoss.floor).toBe(9_600_000);
    const nextDay = applyEvents(s, [snapshot(at('2026-03-03T09:00'), 10_250_000)]);
    expect(nextDay.maxLoss).toMatchObject({ highWater: 10_300_000, floor: 9_900_000 });
  });

  it('trailing lock at 100 %: the floor stops at the initial balance', () => {
    const s = evaluate(trailing('trailingEquity', 100), [opened(t(0)), snapshot(t(1), 10_399_999)]);
    expect(s.maxLoss).toMatchObject({ floor: 9_999_999, locked: false });
    const locked = applyEvents(s, [snapshot(t(2), 10_500_000), snapshot(t(3), 11_000_000)]);
    expect(locked.maxLoss).toMatchObject({ floor: INITIAL, locked: true, highWater: 11_000_000 });
    // Without a lock it keeps trailing.
    expect(evaluate(trailing('trailingEquity'), [opened(t(0)), snapshot(t(1), 11_000_000)]).maxLoss.floor).toBe(
      10_600_000,
    );
  });

  it('the floor never comes down when equity falls back', () => {
    const s = evaluate(trailing('trailingEquity'), [
      opened(t(0)),
      snapshot(t(1), 10_300_000),
      snapshot(t(2), 10_000_000),
    ]);
    expect(s.maxLoss.floor).toBe(9_900_000);
  });

  it('one move that breaks both limits reports max loss', () => {
    const s = evaluate(
      { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      [opened(t(0)), snapshot(t(1), 8_900_000)],
      { dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' } },
    );
    expect(s.verdict).toMatchObject({ rule: 'maxLoss', floor: 9_000_000 });
  });

  it('deposits and withdrawals move every level: they are neither profit nor loss', () => {
    const daily = { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' } as const;
    const s = evaluate({ mode: 'static', percent: 10, lockAtPercentOfInitial: null }, [withdrawal(t(1), 1_000_000)], {
      dailyLoss: daily,
    });
    expect(s.verdict.status).toBe('inProgress');
    expect(s).toMatchObject({ balance: 9_000_000, equity: 9_000_000, netDeposits: -1_000_000 });
    expect(s.maxLoss.floor).toBe(8_000_000);
    expect(s.day.dailyFloor).toBe(8_500_000);
    const back = applyEvents(s, [deposit(t(2), 1_000_000)]);
    expect(back.maxLoss.floor).toBe(9_000_000);
  });

  it('describes the loss counted against the limit', () => {
    const s = evaluate(trailing('trailingEquity'), [
      opened(t(0)),
      snapshot(t(1), 10_300_000),
      snapshot(t(2), 10_100_000),
    ]);
    expect(describeObjectives(s).find((o) => o.rule === 'maxLoss')).toEqual({
      rule: 'maxLoss',
      value: 200_000,
      limit: 400_000,
      floor: 9_900_000,
      mode: 'trailingEquity',
      locked: false,
      state: 'ok',
    });
  });
});
