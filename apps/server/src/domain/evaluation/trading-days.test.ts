import type { TradingDaysRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { getMetrics } from './metrics.ts';
import { tradingDaysCount } from './trading-days.ts';
import { at, closed, INITIAL, opened, rulesWith, snapshot, trade } from './test-events.ts';
import type { EvaluationEvent } from './types.ts';

const start = at('2026-03-02T08:00');
const days = (counts: TradingDaysRule['counts'], minDayProfitPercent: number | null = null, minDays = 4) =>
  ({ minDays, counts, minDayProfitPercent }) as TradingDaysRule;
const evaluate = (rule: TradingDaysRule, events: EvaluationEvent[], extra = {}) =>
  applyEvents(
    createEvaluation(rulesWith({ tradingDays: rule, ...extra }), { initialBalance: INITIAL, startTime: start }),
    events,
  );

// A position opened on Monday and closed on Wednesday, with nothing on Tuesday.
const held = [
  opened(at('2026-03-02T10:00'), 'EURUSD', 1, 'p1'),
  closed(at('2026-03-04T10:00'), 5_000, { positionId: 'p1' }),
];

describe('trading days', () => {
  it('dealOpened: a position held over three days counts its opening day only', () => {
    const s = evaluate(days('dealOpened'), held);
    expect(tradingDaysCount(s)).toBe(1);
    expect(Object.entries(s.days).map(([k, d]) => [k, d.counted])).toEqual([['2026-03-02', true]]);
  });

  it('dealOpenedOrClosed: it counts the opening and the closing day, not the day between', () => {
    const s = evaluate(days('dealOpenedOrClosed'), held);
    expect(tradingDaysCount(s)).toBe(2);
    expect(s.day).toMatchObject({ key: '2026-03-04', dealsClosed: 1 });
    expect(s.days['2026-03-03']).toBeUndefined();
  });

  it('profitableDay: a day counts when its closed profit reaches 0.5 % of initial (50,000 cents)', () => {
    const rule = days('profitableDay', 0.5);
    const s = evaluate(rule, [
      ...trade(at('2026-03-02T10:00'), at('2026-03-02T11:00'), 49_999),
      ...trade(at('2026-03-03T10:00'), at('2026-03-03T11:00'), 50_000),
      // Reaches the minimum, then gives some back the same day: the day's total decides.
      ...trade(at('2026-03-04T10:00'), at('2026-03-04T11:00'), 60_000),
      ...trade(at('2026-03-04T12:00'), at('2026-03-04T13:00'), -20_000),
      snapshot(at('2026-03-05T09:00'), 10_139_999),
    ]);
    expect(Object.fromEntries(Object.entries(s.days).map(([k, d]) => [k, d.counted]))).toEqual({
      '2026-03-02': false,
      '2026-03-03': true,
      '2026-03-04': false,
    });
    expect(tradingDaysCount(s)).toBe(1);
  });

  it('profitableDay without a percent: any closed profit counts', () => {
    const s = evaluate(days('profitableDay'), [
      ...trade(at('2026-03-02T10:00'), at('2026-03-02T11:00'), 1),
      ...trade(at('2026-03-03T10:00'), at('2026-03-03T11:00'), 0),
    ]);
    expect(tradingDaysCount(s)).toBe(1);
  });

  it('today counts as soon as it qualifies, and a profitable today can still fall back', () => {
    const s = evaluate(days('profitableDay', 0.5), trade(at('2026-03-02T10:00'), at('2026-03-02T11:00'), 50_000));
    expect(tradingDaysCount(s)).toBe(1);
    expect(tradingDaysCount(applyEvents(s, trade(at('2026-03-02T12:00'), at('2026-03-02T13:00'), -1)))).toBe(0);
  });

  it('days follow the reset clock: 16:59 and 17:00 in Chicago are two trading days', () => {
    const s = evaluate(days('dealOpened'), [opened(at('2026-03-02T22:59')), opened(at('2026-03-02T23:00'))], {
      dayReset: { time: '17:00', timezone: 'America/Chicago' },
    });
    expect(tradingDaysCount(s)).toBe(2);
    expect(Object.keys(s.days)).toEqual(['2026-03-02']);
    expect(s.day.key).toBe('2026-03-03');
  });

  it('the target waits for the minimum days: the pass comes with the 4th trading day', () => {
    const s = evaluate(
      days('dealOpened'),
      [
        ...trade(at('2026-03-02T10:00'), at('2026-03-02T11:00'), 1_000_000),
        ...trade(at('2026-03-03T10:00'), at('2026-03-03T11:00'), 100),
        ...trade(at('2026-03-05T10:00'), at('2026-03-05T11:00'), 100),
      ],
      { profitTarget: { percent: 10, on: 'closedBalance' } },
    );
    expect(s.verdict.status).toBe('inProgress');
    const open = applyEvents(s, [opened(at('2026-03-09T08:00'))]);
    expect(open.verdict.status).toBe('inProgress'); // the 4th day, but a position is open
    const passed = applyEvents(open, [closed(at('2026-03-09T08:30'), 0)]);
    expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-09T08:30') });
    expect(getMetrics(passed).tradingDays).toBe(4);
  });
});
