import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { describeObjectives } from './objectives.ts';
import { at, closed, deposit, INITIAL, opened, rulesWith, snapshot } from './test-events.ts';
import type { ChallengeRules } from '@portal/contract';
import type { EvaluationEvent } from './types.ts';

const start = at('2026-03-02T08:00');
const t = (h: number) => at('2026-03-02T09:00') + h * 3_600_000;
const evaluate = (rules: Partial<ChallengeRules>, events: EvaluationEvent[], initialBalance = INITIAL) =>
  applyEvents(createEvaluation(rulesWith(rules), { initialBalance, startTime: start }), events);

describe('profit target', () => {
  it('on closed balance: floating profit does not count, reaching the target exactly passes', () => {
    const rules = { profitTarget: { percent: 10, on: 'closedBalance' } } as const;
    const floating = evaluate(rules, [opened(t(0)), snapshot(t(1), 11_500_000)]);
    expect(floating.verdict.status).toBe('inProgress');
    expect(evaluate(rules, [opened(t(0)), closed(t(1), 999_999)]).verdict.status).toBe('inProgress');
    const passed = evaluate(rules, [opened(t(0)), closed(t(1), 1_000_000)]);
    expect(passed.verdict).toEqual({ status: 'passed', time: t(1) });
    expect(describeObjectives(passed).find((o) => o.rule === 'profitTarget')).toEqual({
      rule: 'profitTarget',
      value: 1_000_000,
      target: 1_000_000,
      state: 'reached',
    });
  });

  it('on equity: floating profit counts toward the target, and the pass comes when the account is flat', () => {
    const rules = { profitTarget: { percent: 10, on: 'equity' } } as const;
    expect(evaluate(rules, [opened(t(0)), snapshot(t(1), 10_999_999)]).verdict.status).toBe('inProgress');
    const floating = evaluate(rules, [opened(t(0)), snapshot(t(1), 11_000_000)]);
    expect(describeObjectives(floating).find((o) => o.rule === 'profitTarget')).toMatchObject({ state: 'reached' });
    expect(floating.verdict.status).toBe('inProgress');
    expect(applyEvents(floating, [closed(t(2), 1_000_000)]).verdict).toEqual({ status: 'passed', time: t(2) });
  });

  it('a deposit is not profit', () => {
    const rules = { profitTarget: { percent: 10, on: 'closedBalance' } } as const;
    const s = evaluate(rules, [deposit(t(0), 2_000_000)]);
    expect(s.verdict.status).toBe('inProgress');
    expect(describeObjectives(s).find((o) => o.rule === 'profitTarget')).toMatchObject({ value: 0 });
  });

  it('the target rounds up (against the trader by under one cent)', () => {
    const s = createEvaluation(rulesWith({ profitTarget: { percent: 8.333, on: 'closedBalance' } }), {
      initialBalance: 10_000_001,
      startTime: start,
    });
    expect(s.targetAmount).toBe(833_301); // 833,300.08333 → 833,301
  });

  it('a funded phase (no target) never passes', () => {
    const s = evaluate({ profitTarget: null }, [opened(t(0)), closed(t(1), 50_000_000)]);
    expect(s.verdict.status).toBe('inProgress');
    expect(describeObjectives(s).some((o) => o.rule === 'profitTarget')).toBe(false);
  });

  it('a passed verdict is final: a later loss does not undo it', () => {
    const rules = { profitTarget: { percent: 10, on: 'closedBalance' } } as const;
    const s = evaluate(rules, [opened(t(0)), closed(t(1), 1_000_000), opened(t(2)), snapshot(t(3), 5_000_000)]);
    expect(s.verdict).toEqual({ status: 'passed', time: t(1) });
    expect(s.equity).toBe(5_000_000);
  });
});
