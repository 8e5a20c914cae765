import type { ChallengeRules, NewsTradingRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resetInstantOn, tradingDayAt } from './day-clock.ts';
import { applyEvents, createEvaluation } from './engine.ts';
import { allowanceOf, requirementOf } from './money.ts';
import { createNewsCalendar } from './news-window.ts';
import { getMetrics } from './metrics.ts';
import { describeObjectives } from './objectives.ts';
import { at, bareRules, closed, opened, snapshot, tick, trade, withdrawal } from './test-events.ts';
import { tradingDaysCount } from './trading-days.ts';
import type { EvaluationEvent } from './types.ts';
import { stateAtVerdict } from './verdict.ts';

/**
 * Every worked example of docs/challenge-rules.md, with the doc's exact numbers. When an example changes in
 * the doc, it changes here, and the other way round. All accounts: 100,000.00 USD = 10,000,000 cents.
 */
const USD = (dollars: number) => Math.round(dollars * 100);
const ACCOUNT = USD(100_000);
const START = at('2026-03-02T07:00'); // Monday
const run = (rules: Partial<ChallengeRules>, events: EvaluationEvent[], start = START) =>
  applyEvents(createEvaluation({ ...bareRules, ...rules }, { initialBalance: ACCOUNT, startTime: start }), events);
const objective = (s: ReturnType<typeof run>, rule: string) => describeObjectives(s).find((o) => o.rule === rule);

describe('docs/challenge-rules.md worked examples', () => {
  it('Example 1 (The trading day): Prague midnight, Chicago 17:00, and a reset in a skipped hour', () => {
    const prague = { time: '00:00', timezone: 'Europe/Prague' };
    const sunday = tradingDayAt(prague, at('2026-03-29T12:00'));
    expect(sunday).toMatchObject({ key: '2026-03-29', start: at('2026-03-28T23:00'), end: at('2026-03-29T22:00') });
    expect((sunday.end - sunday.start) / 3_600_000).toBe(23);
    const chicago = { time: '17:00', timezone: 'America/Chicago' };
    expect(tradingDayAt(chicago, at('2026-03-03T22:30')).key).toBe('2026-03-03'); // Tue 16:30 CST
    expect(tradingDayAt(chicago, at('2026-03-03T23:30')).key).toBe('2026-03-04'); // Tue 17:30 CST
    expect(resetInstantOn({ time: '02:30', timezone: 'Europe/Prague' }, '2026-03-29')).toBe(at('2026-03-29T01:00'));
  });

  it('Example 2 (Daily loss): 5 % of initial, anchored at the higher of day-start balance and equity', () => {
    const rule = { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 5, breach: 'hard' } as const;
    const prague = { time: '00:00', timezone: 'Europe/Prague' };
    const monday = [
      opened(at('2026-03-02T09:00'), 'EURUSD', 1, 'a'),
      opened(at('2026-03-02T09:00'), 'GBPUSD', 1, 'b'),
      closed(at('2026-03-02T15:00'), USD(1_000), { positionId: 'a' }),
      snapshot(at('2026-03-02T22:00'), USD(103_000)), // 23:00 Prague: b floats at +2,000.00
    ];
    const tuesday = run({ dayReset: prague, dailyLoss: rule }, [
      ...monday,
      snapshot(at('2026-03-03T08:00'), USD(98_000.01)),
    ]);
    expect(tuesday.day).toMatchObject({ startBalance: USD(101_000), startEquity: USD(103_000), anchor: USD(103_000) });
    expect(objective(tuesday, 'dailyLoss')).toMatchObject({ limit: USD(5_000), floor: USD(98_000), state: 'ok' });
    const touched = applyEvents(tuesday, [snapshot(at('2026-03-03T08:05'), USD(98_000))]);
    expect(touched.verdict).toEqual({
      status: 'failed',
      rule: 'dailyLoss',
      time: at('2026-03-03T08:05'),
      equity: USD(98_000),
      floor: USD(98_000),
    });
    // The same day under the other anchors and the other basis.
    const withAnchor = (over: object) =>
      run({ dayReset: prague, dailyLoss: { ...rule, ...over } }, [...monday, tick(at('2026-03-03T08:00'))]).day;
    expect(withAnchor({ anchor: 'balance' }).dailyFloor).toBe(USD(96_000));
    expect(withAnchor({ anchor: 'equity' }).dailyFloor).toBe(USD(98_000));
    expect(withAnchor({ basis: 'anchor' })).toMatchObject({ dailyAllowance: USD(5_150), dailyFloor: USD(97_850) });
  });

  it('Example 3 (Soft breach): 2 % of initial pauses the Chicago session until 17:00', () => {
    const rules = {
      dayReset: { time: '17:00', timezone: 'America/Chicago' },
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 2, breach: 'soft' },
    } as const;
    const s = run(rules, [opened(at('2026-03-03T15:00')), snapshot(at('2026-03-03T17:20'), USD(98_000))]); // 11:20 CST
    expect(s.verdict.status).toBe('inProgress');
    expect(s.pause).toEqual({
      time: at('2026-03-03T17:20'),
      equity: USD(98_000),
      floor: USD(98_000),
      until: at('2026-03-03T23:00'),
    });
    const next = applyEvents(s, [closed(at('2026-03-03T17:21'), USD(-2_100)), opened(at('2026-03-03T23:30'))]);
    expect(next.pause).toBeNull();
    expect(next.day).toMatchObject({ anchor: USD(97_900), dailyFloor: USD(95_900) });
  });

  it('Example 4 (Max loss): 4 % trailing on end-of-day, locking at the initial balance', () => {
    const rules = {
      dayReset: { time: '00:00', timezone: 'UTC' },
      maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 },
    } as const;
    const s0 = run(rules, []);
    expect(s0.maxLoss.floor).toBe(USD(96_000));
    const mon = run(rules, trade(at('2026-03-02T09:00'), at('2026-03-02T15:00'), USD(1_500)));
    const tue = applyEvents(mon, [
      ...trade(at('2026-03-03T09:00'), at('2026-03-03T15:00'), USD(500)),
      opened(at('2026-03-03T16:00'), 'EURUSD', 1, 'x'),
      snapshot(at('2026-03-03T23:00'), USD(103_200)),
    ]);
    expect(tue.maxLoss.floor).toBe(USD(97_500)); // Monday's close moved it; Tuesday's waits for the reset
    const wed = applyEvents(tue, [
      closed(at('2026-03-04T15:00'), USD(2_700), { positionId: 'x' }),
      snapshot(at('2026-03-04T23:00'), USD(104_700)),
    ]);
    expect(wed.maxLoss.floor).toBe(USD(99_200));
    const thu = applyEvents(wed, [opened(at('2026-03-05T09:00')), snapshot(at('2026-03-05T10:00'), USD(100_000.01))]);
    expect(thu.maxLoss).toMatchObject({ floor: USD(100_000), locked: true });
    expect(thu.verdict.status).toBe('inProgress');
    const failed = applyEvents(thu, [snapshot(at('2026-03-05T11:00'), USD(100_000))]);
    expect(failed.verdict).toMatchObject({
      status: 'failed',
      rule: 'maxLoss',
      floor: USD(100_000),
      equity: USD(100_000),
    });
    // Trailing on equity instead: Tuesday's 103,200.00 moves the floor at once.
    const intraday = run({ maxLoss: { ...rules.maxLoss, mode: 'trailingEquity' } }, [
      opened(at('2026-03-03T16:00')),
      snapshot(at('2026-03-03T23:00'), USD(103_200)),
    ]);
    expect(intraday.maxLoss.floor).toBe(USD(99_200));
  });

  it('Example 5 (Profit target and minimum days): 10 % on closed balance, 4 trading days', () => {
    const rules = {
      profitTarget: { percent: 10, on: 'closedBalance' },
      tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
    } as const;
    const s = run(rules, [
      ...trade(at('2026-03-02T09:00'), at('2026-03-02T15:00'), USD(4_000)),
      ...trade(at('2026-03-03T09:00'), at('2026-03-03T15:00'), USD(3_000)),
      ...trade(at('2026-03-04T09:00'), at('2026-03-04T15:00'), USD(3_500)),
    ]);
    expect(objective(s, 'profitTarget')).toEqual({
      rule: 'profitTarget',
      value: USD(10_500),
      target: USD(10_000),
      state: 'reached',
    });
    expect(objective(s, 'tradingDays')).toMatchObject({ value: 3, min: 4, state: 'inProgress' });
    expect(s.verdict.status).toBe('inProgress');
    const open = applyEvents(s, [opened(at('2026-03-05T08:00'), 'EURUSD', 0.01, 'thu')]);
    expect(objective(open, 'tradingDays')).toMatchObject({ value: 4, state: 'reached' });
    expect(open.verdict.status).toBe('inProgress'); // a position is open: no pass yet
    const passed = applyEvents(open, [closed(at('2026-03-05T08:30'), USD(-1), { volume: 0.01, positionId: 'thu' })]);
    expect(objective(passed, 'profitTarget')).toMatchObject({ value: USD(10_499) });
    expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-05T08:30') });
  });

  it('Example 6 (Trading days): a position held Monday to Wednesday, per counting rule', () => {
    const events = [
      opened(at('2026-03-02T10:00'), 'EURUSD', 1, 'h'),
      closed(at('2026-03-04T15:00'), USD(600), { positionId: 'h' }),
      ...trade(at('2026-03-05T10:00'), at('2026-03-05T11:00'), USD(200)),
    ];
    const count = (counts: 'dealOpened' | 'dealOpenedOrClosed' | 'profitableDay') =>
      tradingDaysCount(run({ tradingDays: { minDays: 3, counts, minDayProfitPercent: 0.5 } }, events));
    expect(count('dealOpened')).toBe(2); // Monday, Thursday
    expect(count('dealOpenedOrClosed')).toBe(3); // Monday, Wednesday, Thursday
    expect(count('profitableDay')).toBe(1); // Wednesday (+600.00 ≥ 500.00)
  });

  it('Example 7 (Consistency): best day at most 50 % of the profit', () => {
    const rules = {
      profitTarget: { percent: 6, on: 'closedBalance' },
      consistency: { maxBestDayPercentOfProfit: 50 },
    } as const;
    const s = run(rules, [
      ...trade(at('2026-03-02T09:00'), at('2026-03-02T15:00'), USD(4_000)),
      ...trade(at('2026-03-03T09:00'), at('2026-03-03T15:00'), USD(1_000)),
      ...trade(at('2026-03-04T09:00'), at('2026-03-04T15:00'), USD(1_000)),
    ]);
    expect(objective(s, 'consistency')).toMatchObject({
      value: 66.67,
      bestDay: USD(4_000),
      totalProfit: USD(6_000),
      state: 'blocking',
    });
    expect(s.verdict.status).toBe('inProgress');
    const passed = applyEvents(s, trade(at('2026-03-05T09:00'), at('2026-03-05T15:00'), USD(2_000)));
    expect(objective(passed, 'consistency')).toMatchObject({ value: 50, state: 'ok' });
    expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-05T15:00') });
  });

  it('Example 8 (News trading): 2 minutes around US non-farm payrolls at 13:30 UTC', () => {
    const news = createNewsCalendar([{ time: at('2026-03-06T13:30'), currency: 'USD', title: 'Non-farm payrolls' }]);
    const rule: NewsTradingRule = { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' };
    const verdictOf = (iso: string, symbol: string, r = rule) =>
      applyEvents(
        createEvaluation({ ...bareRules, newsTrading: r }, { initialBalance: ACCOUNT, startTime: START }),
        [opened(at(`2026-03-06T${iso}`), symbol)],
        { isInNewsWindow: news },
      ).verdict;
    expect(verdictOf('13:27:59', 'EURUSD').status).toBe('inProgress');
    expect(verdictOf('13:28:00', 'EURUSD')).toMatchObject({ status: 'failed', rule: 'newsTrading' });
    expect(verdictOf('13:31:30', 'XAUUSD')).toMatchObject({ rule: 'newsTrading' });
    expect(verdictOf('13:30:00', 'GBPJPY').status).toBe('inProgress');
    expect(verdictOf('13:30:00', 'GBPJPY', { ...rule, instruments: 'all' })).toMatchObject({ rule: 'newsTrading' });
    expect(verdictOf('13:32:01', 'EURUSD').status).toBe('inProgress');
  });

  it('Example 9 (Calendar limit): 30 days from Monday 2 March 09:00 UTC', () => {
    const start = at('2026-03-02T09:00');
    const s = run({ maxCalendarDays: 30 }, [snapshot(at('2026-04-01T09:00:00.001'), ACCOUNT)], start);
    expect(s.verdict).toEqual({
      status: 'failed',
      rule: 'maxCalendarDays',
      time: at('2026-04-01T09:00'),
      equity: ACCOUNT,
      floor: null,
    });
  });

  it('Example 10 (Rounding): 3.333 % of 100,000.01 allowed, 8.333 % required', () => {
    expect(allowanceOf(USD(100_000.01), 3.333)).toBe(USD(3_333)); // 3,333.000333 → 3,333.00
    expect(requirementOf(USD(100_000.01), 8.333)).toBe(USD(8_333.01)); // 8,333.000833 → 8,333.01
  });

  it('Example 11 (Deposits and withdrawals): a 1,000.00 withdrawal moves the floors, it is not a loss', () => {
    const s = run(
      {
        dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
        maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      },
      [withdrawal(at('2026-03-02T09:00'), USD(1_000))],
    );
    expect(s).toMatchObject({ balance: USD(99_000), equity: USD(99_000) });
    expect(s.maxLoss.floor).toBe(USD(89_000));
    expect(s.day.dailyFloor).toBe(USD(94_000));
    expect(s.verdict.status).toBe('inProgress');
  });

  it('Example 12 (Passing on final results): the target reached on equity with a position open is no pass', () => {
    const rules = { profitTarget: { percent: 10, on: 'equity' } } as const;
    const floating = run(rules, [
      opened(at('2026-03-02T09:00'), 'EURUSD', 1, 'a'),
      snapshot(at('2026-03-02T12:00'), USD(110_200)),
    ]);
    expect(objective(floating, 'profitTarget')).toMatchObject({ value: USD(10_200), state: 'reached' });
    expect(floating.verdict.status).toBe('inProgress');
    const givenBack = applyEvents(floating, [closed(at('2026-03-02T14:00'), USD(9_800), { positionId: 'a' })]);
    expect(givenBack).toMatchObject({ balance: USD(109_800), equity: USD(109_800), openLotUnits: 0 });
    expect(givenBack.verdict.status).toBe('inProgress');
    const passed = applyEvents(givenBack, [
      opened(at('2026-03-03T09:00'), 'EURUSD', 1, 'b'),
      closed(at('2026-03-03T10:00'), USD(300), { positionId: 'b' }),
    ]);
    expect(objective(passed, 'profitTarget')).toMatchObject({ value: USD(10_100), state: 'reached' });
    expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-03T10:00') });
  });

  it('Example 13 (After the verdict): a close after a breach is recorded, the verdict numbers stay', () => {
    const rules = { dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' } } as const;
    const failed = run(rules, [
      opened(at('2026-03-02T09:00'), 'EURUSD', 1, 'a'),
      snapshot(at('2026-03-02T10:00'), USD(95_000)),
    ]);
    const verdict = {
      status: 'failed',
      rule: 'dailyLoss',
      time: at('2026-03-02T10:00'),
      equity: USD(95_000),
      floor: USD(95_000),
    };
    expect(failed.verdict).toEqual(verdict);
    const after = applyEvents(failed, [closed(at('2026-03-02T10:01'), USD(-4_900), { positionId: 'a' })]);
    expect(after.verdict).toEqual(verdict);
    expect(after).toMatchObject({ balance: USD(95_100), equity: USD(95_100) });
    expect(getMetrics(after)).toMatchObject({ trades: 1, worstTrade: USD(-4_900) });
    const atVerdict = stateAtVerdict(after);
    expect(atVerdict).toMatchObject({ balance: USD(100_000), equity: USD(95_000), time: at('2026-03-02T10:00') });
    expect(getMetrics(atVerdict)).toMatchObject({ trades: 0, worstTrade: null });
    expect(objective(atVerdict, 'dailyLoss')).toMatchObject({ value: USD(5_000), state: 'breached' });
    expect(atVerdict.balance - ACCOUNT).toBe(0); // profit at the verdict
  });

  it('Example 14 (Equity between snapshots): partial closes move equity with what they realise', () => {
    const rounds = [1, 2, 3, 4, 5].flatMap((i) => [
      opened(at(`2026-03-02T09:0${i}`), 'EURUSD', 1.5, `p${i}`),
      closed(at(`2026-03-02T09:0${i}:30`), USD(10), { positionId: `p${i}`, volume: 1 }),
    ]);
    const s = run({}, rounds);
    expect(s).toMatchObject({ balance: USD(100_050), equity: USD(100_050), openLotUnits: 250_000_000 });
    const later = applyEvents(s, [
      snapshot(at('2026-03-02T10:00'), USD(100_250)),
      closed(at('2026-03-02T10:05'), USD(90), { positionId: 'p1', volume: 1 }),
    ]);
    expect(later).toMatchObject({ balance: USD(100_140), equity: USD(100_260) });
  });
});
