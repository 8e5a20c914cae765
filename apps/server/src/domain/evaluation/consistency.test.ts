import { describe, expect, it } from 'vitest';
import { consistencyHolds } from './consistency.ts';
import { applyEvents, createEvaluation } from './engine.ts';
import { describeObjectives } from './objectives.ts';
import { at, INITIAL, rulesWith, trade } from './test-events.ts';

const start = at('2026-03-02T08:00');
const rules = rulesWith({
  profitTarget: { percent: 10, on: 'closedBalance' },
  consistency: { maxBestDayPercentOfProfit: 50 },
});
const day = (d: number, net: number) => trade(at(`2026-03-0${d}T10:00`), at(`2026-03-0${d}T11:00`), net);

describe('consistency', () => {
  it('holds when the best day is at most X % of the total; exactly X % holds', () => {
    const rule = { maxBestDayPercentOfProfit: 50 };
    expect(consistencyHolds(rule, 500_000, 1_000_000)).toBe(true);
    expect(consistencyHolds(rule, 500_001, 1_000_000)).toBe(false);
    expect(consistencyHolds(rule, 0, -5)).toBe(true); // no profit: nothing to weigh
    expect(consistencyHolds(null, 900, 1_000)).toBe(true);
  });

  it('blocks the pass (without failing) until the best day weighs no more than 50 %', () => {
    const blocked = applyEvents(createEvaluation(rules, { initialBalance: INITIAL, startTime: start }), [
      ...day(2, 600_000),
      ...day(3, 400_000),
    ]);
    expect(blocked.verdict.status).toBe('inProgress');
    expect(describeObjectives(blocked).find((o) => o.rule === 'consistency')).toEqual({
      rule: 'consistency',
      value: 60,
      limit: 50,
      bestDay: 600_000,
      totalProfit: 1_000_000,
      state: 'blocking',
    });
    const passed = applyEvents(blocked, day(4, 200_000));
    expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-04T11:00') });
    expect(describeObjectives(passed).find((o) => o.rule === 'consistency')).toMatchObject({ value: 50, state: 'ok' });
  });

  it("today's profit counts as a candidate best day", () => {
    const s = applyEvents(createEvaluation(rules, { initialBalance: INITIAL, startTime: start }), [
      ...day(2, 300_000),
      ...day(3, 900_000),
    ]);
    expect(s.verdict.status).toBe('inProgress');
    expect(describeObjectives(s).find((o) => o.rule === 'consistency')).toMatchObject({ bestDay: 900_000, value: 75 });
  });

  it('on a funded phase it is shown, and never fails the account', () => {
    const funded = rulesWith({ consistency: { maxBestDayPercentOfProfit: 40 } });
    const s = applyEvents(createEvaluation(funded, { initialBalance: INITIAL, startTime: start }), day(2, 500_000));
    expect(s.verdict.status).toBe('inProgress');
    expect(describeObjectives(s).find((o) => o.rule === 'consistency')).toMatchObject({
      state: 'blocking',
      value: 100,
    });
  });
});
