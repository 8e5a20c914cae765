import type { DailyLossRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from '../evaluation/engine.ts';
import { at, INITIAL, rulesWith, snapshot } from '../evaluation/test-events.ts';
import type { EvaluationEvent, EvaluationState } from '../evaluation/types.ts';
import { lossWarnings, reachesWarning } from './loss-warning.ts';

// 100,000.00: the daily limit 5 % (5,000.00, warned at 4,000.00), the maximum 10 % (10,000.00, warned at 8,000.00).
const daily = (breach: DailyLossRule['breach']): DailyLossRule => ({
  anchor: 'balance',
  basis: 'initialBalance',
  percent: 5,
  breach,
});
const start = (dailyLoss: DailyLossRule | null = daily('hard')) =>
  createEvaluation(rulesWith({ dailyLoss }), { initialBalance: INITIAL, startTime: at('2026-03-02T08:00') });
const after = (s: EvaluationState, events: EvaluationEvent[]) => applyEvents(s, events);
const events = (before: EvaluationState, next: EvaluationState) => lossWarnings(before, next).map((w) => w.event);

describe('the 80 % early warning', () => {
  it('is reached at exactly 80 % of the allowance and not one minor unit before', () => {
    expect(reachesWarning(400_000, 500_000)).toBe(true);
    expect(reachesWarning(399_999, 500_000)).toBe(false);
    expect(reachesWarning(0, 0)).toBe(false);
    expect(reachesWarning(1, null)).toBe(false);
  });

  it('daily: told when today’s loss crosses 80 %, with the room left and the reset', () => {
    const s0 = start();
    const near = after(s0, [snapshot(at('2026-03-02T10:00'), 9_600_001)]);
    expect(lossWarnings(s0, near)).toEqual([]);
    const crossed = after(near, [snapshot(at('2026-03-02T10:01'), 9_600_000)]);
    expect(lossWarnings(near, crossed)).toEqual([
      {
        event: 'dailyLossWarning',
        dayKey: '2026-03-02',
        loss: 400_000,
        allowance: 500_000,
        room: 100_000,
        resetAt: at('2026-03-03T00:00'),
      },
    ]);
  });

  it('once per day: a loss that recovers and falls again the same day is not told twice', () => {
    const s0 = start();
    const crossed = after(s0, [snapshot(at('2026-03-02T10:00'), 9_590_000)]);
    expect(events(s0, crossed)).toEqual(['dailyLossWarning']);
    const recovered = after(crossed, [snapshot(at('2026-03-02T11:00'), 9_900_000)]);
    expect(events(crossed, recovered)).toEqual([]);
    const again = after(recovered, [snapshot(at('2026-03-02T12:00'), 9_580_000)]);
    expect(events(recovered, again)).toEqual([]);
  });

  it('a new trading day may warn again', () => {
    const s0 = start();
    const day1 = after(s0, [snapshot(at('2026-03-02T10:00'), 9_590_000)]);
    // The next day is anchored on the day-start balance (100,000.00): equity 96,000.00 is 80 % again.
    const day2 = after(day1, [snapshot(at('2026-03-03T09:00'), 9_600_000)]);
    expect(lossWarnings(day1, day2)).toMatchObject([{ event: 'dailyLossWarning', dayKey: '2026-03-03' }]);
  });

  it('a dip inside one batch counts: the day’s lowest equity, not only the last', () => {
    const s0 = start();
    const dipped = after(s0, [
      snapshot(at('2026-03-02T10:00'), 9_550_000),
      snapshot(at('2026-03-02T10:01'), 9_800_000),
    ]);
    expect(lossWarnings(s0, dipped)).toMatchObject([{ event: 'dailyLossWarning', loss: 450_000, room: 300_000 }]);
  });

  it('maximum loss: told at 80 % of its allowance, without a reset time', () => {
    const s0 = start(null);
    const near = after(s0, [snapshot(at('2026-03-02T10:00'), 9_200_001)]);
    expect(lossWarnings(s0, near)).toEqual([]);
    const crossed = after(near, [snapshot(at('2026-03-02T10:05'), 9_200_000)]);
    expect(lossWarnings(near, crossed)).toEqual([
      {
        event: 'maxLossWarning',
        dayKey: '2026-03-02',
        loss: 800_000,
        allowance: 1_000_000,
        room: 200_000,
        resetAt: null,
      },
    ]);
  });

  it('both limits crossed by one batch: both told', () => {
    const rules = rulesWith({
      dailyLoss: { ...daily('hard'), percent: 10 },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
    });
    const s0 = createEvaluation(rules, { initialBalance: INITIAL, startTime: at('2026-03-02T08:00') });
    const crossed = after(s0, [snapshot(at('2026-03-02T10:00'), 9_150_000)]);
    expect(events(s0, crossed)).toEqual(['dailyLossWarning', 'maxLossWarning']);
  });

  it('hard daily limit: a batch that breaches it tells the failure, not a warning', () => {
    const s0 = start(daily('hard'));
    const breached = after(s0, [snapshot(at('2026-03-02T10:00'), 9_500_000)]);
    expect(breached.verdict.status).toBe('failed');
    expect(lossWarnings(s0, breached)).toEqual([]);
  });

  it('soft daily limit: warned at 80 % like the hard one; a breach that pauses the day is not warned', () => {
    const s0 = start(daily('soft'));
    const crossed = after(s0, [snapshot(at('2026-03-02T10:00'), 9_600_000)]);
    expect(events(s0, crossed)).toEqual(['dailyLossWarning']);
    const paused = after(s0, [snapshot(at('2026-03-02T10:00'), 9_500_000)]);
    expect(paused.pause).not.toBeNull();
    expect(paused.verdict.status).toBe('inProgress');
    expect(lossWarnings(s0, paused)).toEqual([]);
  });

  it('no daily rule: no daily warning, however deep the day’s loss', () => {
    const s0 = start(null);
    const deep = after(s0, [snapshot(at('2026-03-02T10:00'), 9_300_000)]);
    expect(events(s0, deep)).toEqual([]);
  });
});
