import { describe, expect, it } from 'vitest';
import { applyEvent, applyEvents, createEvaluation } from './engine.ts';
import { describeObjectives } from './objectives.ts';
import { at, bareRules, closed, INITIAL, opened, rulesWith, snapshot, tick, trade } from './test-events.ts';

const start = at('2026-03-02T08:00');
const fresh = (rules = bareRules) => createEvaluation(rules, { initialBalance: INITIAL, startTime: start });

describe('engine bookkeeping', () => {
  it('starts with the initial balance as balance, equity, anchors and high-water mark', () => {
    const s = fresh();
    expect(s).toMatchObject({ balance: INITIAL, equity: INITIAL, time: start, verdict: { status: 'inProgress' } });
    expect(s.day).toMatchObject({
      key: '2026-03-02',
      startBalance: INITIAL,
      startEquity: INITIAL,
      lowestEquity: INITIAL,
    });
    expect(s.maxLoss).toMatchObject({ highWater: INITIAL, floor: 9_000_000 });
  });

  it('a close adds profit + commission + swap to the balance', () => {
    const s = applyEvents(fresh(), [
      opened(at('2026-03-02T09:00')),
      closed(at('2026-03-02T10:00'), 12_345, { commission: -700, swap: -55 }),
    ]);
    expect(s.balance).toBe(INITIAL + 11_590);
    expect(s.equity).toBe(s.balance); // flat: equity is the balance
    expect(s.day.closedProfit).toBe(11_590);
  });

  it('while positions stay open, a close takes its share of the last floating result into the balance', () => {
    const s = applyEvents(fresh(), [
      opened(at('2026-03-02T09:00'), 'EURUSD', 2),
      snapshot(at('2026-03-02T09:30'), 10_050_000), // +500.00 floating on 2 lots
      closed(at('2026-03-02T10:00'), 30_000, { volume: 1 }), // partial close: 1 of 2 lots
    ]);
    // The open lot keeps its half of the floating +500.00: 10,030,000 + 25,000.
    expect(s).toMatchObject({ balance: 10_030_000, equity: 10_055_000, openLotUnits: 100_000_000 });
    const flat = applyEvent(s, closed(at('2026-03-02T11:00'), 10_000, { volume: 1 }));
    expect(flat).toMatchObject({ balance: 10_040_000, equity: 10_040_000, openLotUnits: 0 });
  });

  it('without any snapshot, equity follows what partial closes realise (never frozen at the initial balance)', () => {
    let s = fresh();
    for (let i = 0; i < 30; i += 1) {
      s = applyEvents(s, [
        opened(at('2026-03-02T09:00') + i, 'EURUSD', 1.5),
        closed(at('2026-03-02T09:00') + i, 3_855, { volume: 1 }),
      ]);
    }
    expect(s.balance).toBe(INITIAL + 30 * 3_855);
    expect(s.equity).toBe(s.balance); // nothing floats without a snapshot saying so
    expect(s.openLotUnits).toBe(30 * 50_000_000);
  });

  it('a floating loss is carried by what stays open, in exact cents rounded down', () => {
    const s = applyEvents(fresh(), [
      opened(at('2026-03-02T09:00'), 'EURUSD', 3),
      snapshot(at('2026-03-02T09:30'), INITIAL - 1_000), // −10.00 on 3 lots
      closed(at('2026-03-02T10:00'), -300, { volume: 1 }),
    ]);
    // 2/3 of −1,000 is −666.67 → −667 (against the trader).
    expect(s).toMatchObject({ balance: INITIAL - 300, equity: INITIAL - 300 - 667 });
  });

  it('a trailing equity floor and the daily low follow realised profit between snapshots', () => {
    const rules = rulesWith({ maxLoss: { mode: 'trailingEquity', percent: 10, lockAtPercentOfInitial: null } });
    const s = applyEvents(createEvaluation(rules, { initialBalance: INITIAL, startTime: at('2026-03-02T08:00') }), [
      opened(at('2026-03-02T09:00'), 'EURUSD', 2),
      closed(at('2026-03-02T10:00'), 200_000, { volume: 1 }),
    ]);
    expect(s.equity).toBe(INITIAL + 200_000);
    expect(s.maxLoss.highWater).toBe(INITIAL + 200_000);
  });

  it('keeps the reported balance beside its own ledger, for reconciliation', () => {
    const s = applyEvent(fresh(), {
      type: 'equitySnapshot',
      time: at('2026-03-02T09:00'),
      equity: INITIAL,
      balance: 9_999_000,
    });
    expect(s).toMatchObject({ balance: INITIAL, reportedBalance: 9_999_000 });
  });

  it('an event older than the last one is applied at the last time: the clock never goes back', () => {
    const s = applyEvents(fresh(), [
      tick(at('2026-03-03T09:00')),
      ...trade(at('2026-03-02T10:00'), at('2026-03-02T11:00'), 500),
    ]);
    expect(s.time).toBe(at('2026-03-03T09:00'));
    expect(s.day).toMatchObject({ key: '2026-03-03', closedProfit: 500, dealsOpened: 1 });
  });

  it('refuses money that is not integer minor units', () => {
    expect(() => applyEvent(fresh(), snapshot(at('2026-03-02T09:00'), 100.5))).toThrow(TypeError);
    expect(() => applyEvent(fresh(), closed(at('2026-03-02T09:00'), 1.25))).toThrow(TypeError);
    expect(() => createEvaluation(bareRules, { initialBalance: 0, startTime: start })).toThrow(RangeError);
    expect(() => applyEvent(fresh(), { type: 'withdrawal', time: start, amount: -1 })).toThrow(RangeError);
  });

  it('never mutates the state it is given', () => {
    const s = fresh(
      rulesWith({ dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' } }),
    );
    const copy = structuredClone(s);
    applyEvents(s, [...trade(at('2026-03-02T09:00'), at('2026-03-02T10:00'), -600_000), tick(at('2026-03-05'))]);
    expect(s).toEqual(copy);
  });

  it('the state is plain JSON: it survives a round trip and evaluation continues the same', () => {
    const events = [
      ...trade(at('2026-03-02T09:00'), at('2026-03-03T10:00'), 1_000),
      snapshot(at('2026-03-04T10:00'), 10_001_000),
    ];
    const s = applyEvents(fresh(), events.slice(0, 2));
    const restored = JSON.parse(JSON.stringify(s)) as typeof s;
    expect(applyEvents(restored, events.slice(2))).toEqual(applyEvents(s, events.slice(2)));
  });
});

describe('max calendar days', () => {
  const rules = rulesWith({ maxCalendarDays: 30, profitTarget: { percent: 10, on: 'closedBalance' } });
  const deadline = start + 30 * 86_400_000;

  it('an event at the deadline itself is still in time; a millisecond later fails at the deadline', () => {
    expect(applyEvent(fresh(rules), tick(deadline)).verdict.status).toBe('inProgress');
    expect(applyEvent(fresh(rules), tick(deadline + 1)).verdict).toEqual({
      status: 'failed',
      rule: 'maxCalendarDays',
      time: deadline,
      equity: INITIAL,
      floor: null,
    });
  });

  it('a pass on the last millisecond counts; a pass after it is too late', () => {
    const onTime = applyEvents(fresh(rules), trade(deadline - 1000, deadline, 1_000_000));
    expect(onTime.verdict).toEqual({ status: 'passed', time: deadline });
    const late = applyEvents(fresh(rules), trade(deadline - 1000, deadline + 1, 1_000_000));
    expect(late.verdict).toMatchObject({ status: 'failed', rule: 'maxCalendarDays' });
  });

  it('describes elapsed days and the deadline', () => {
    const s = applyEvent(fresh(rules), tick(start + 2.5 * 86_400_000));
    expect(describeObjectives(s).find((o) => o.rule === 'maxCalendarDays')).toEqual({
      rule: 'maxCalendarDays',
      value: 3,
      limit: 30,
      deadline,
      state: 'ok',
    });
  });
});

describe('verdict finality', () => {
  it('after a failure, later events keep the same rule and time; numbers keep following', () => {
    const failed = applyEvents(fresh(), [opened(at('2026-03-02T09:00')), snapshot(at('2026-03-02T10:00'), 8_999_000)]);
    const later = applyEvents(failed, [
      snapshot(at('2026-03-02T11:00'), 12_000_000),
      closed(at('2026-03-05T09:00'), 2_000_000),
    ]);
    expect(later.verdict).toBe(failed.verdict);
    expect(later.balance).toBe(12_000_000);
  });
});
