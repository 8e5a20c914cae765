import { ChallengeStatus, challengeRulesSchema, type ChallengeRules } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { challengeStatusFor } from './challenge-status.ts';
import { applyEvents, createEvaluation } from './engine.ts';
import { createNewsCalendar } from './news-window.ts';
import { describeObjectives } from './objectives.ts';
import { presets } from './presets.ts';
import { at, closed, INITIAL, opened, snapshot, trade } from './test-events.ts';
import type { EvaluationContext, EvaluationEvent } from './types.ts';

/** Scenarios on a 100,000.00 account, starting Monday 2026-03-02 07:00 UTC; each as the programme publishes it. */
const START = at('2026-03-02T07:00');
const run = (rules: ChallengeRules, events: EvaluationEvent[], context: EvaluationContext = {}) =>
  applyEvents(createEvaluation(rules, { initialBalance: INITIAL, startTime: START }), events, context);
/** A day trade on 2026-03-DD: open at 10:00 UTC, close at 15:00 UTC. */
const dayTrade = (dd: string, net: number) => trade(at(`2026-03-${dd}T10:00`), at(`2026-03-${dd}T15:00`), net);
const nfp = createNewsCalendar([{ time: at('2026-03-06T13:30'), currency: 'USD' }]);

describe('presets', () => {
  it('every preset is valid challenge-rules data', () => {
    for (const preset of Object.values(presets)) {
      for (const rules of [...preset.phases, preset.funded]) expect(challengeRulesSchema.parse(rules)).toEqual(rules);
    }
  });

  describe('classic two-step', () => {
    const [phase1, phase2] = presets.classicTwoStep.phases;

    it('phase 1 passes with +10 % over 4 trading days, on the 4th day', () => {
      const three = run(phase1!, [...dayTrade('02', 300_000), ...dayTrade('03', 250_000), ...dayTrade('04', 200_000)]);
      expect(three.verdict.status).toBe('inProgress');
      const four = applyEvents(three, dayTrade('05', 250_000));
      expect(four.verdict).toEqual({ status: 'passed', time: at('2026-03-05T15:00') });
      expect(challengeStatusFor(four.verdict, { stage: 1, kyc: 'success' })).toBe(
        ChallengeStatus.Phase1CompletedKycSuccess,
      );
    });

    it('10 % in one day is not a pass until 4 trading days are done', () => {
      const s = run(phase1!, [...dayTrade('02', 1_000_000), ...dayTrade('03', 100), ...dayTrade('04', 100)]);
      expect(s.verdict.status).toBe('inProgress');
      // The 4th day's trade makes the 4th day, but the pass waits until it is closed (final results only).
      const open = applyEvents(s, [opened(at('2026-03-09T09:00'), 'EURUSD', 1, 'p4')]);
      expect(open.verdict.status).toBe('inProgress');
      const flat = applyEvents(open, [closed(at('2026-03-09T10:00'), 100, { positionId: 'p4' })]);
      expect(flat.verdict).toEqual({ status: 'passed', time: at('2026-03-09T10:00') });
    });

    it('phase 2 passes at +5 %', () => {
      const events = ['02', '03', '04', '05'].flatMap((d) => dayTrade(d, 125_000));
      expect(run(phase2!, events).verdict).toEqual({ status: 'passed', time: at('2026-03-05T15:00') });
    });

    it('fails on the day an open loss touches 5 % of the initial balance below the day-start balance', () => {
      const ok = run(phase1!, [opened(at('2026-03-02T10:00')), snapshot(at('2026-03-02T11:00'), 9_500_001)]);
      expect(ok.verdict.status).toBe('inProgress');
      const failed = applyEvents(ok, [snapshot(at('2026-03-02T11:01'), 9_500_000)]);
      expect(failed.verdict).toMatchObject({ status: 'failed', rule: 'dailyLoss', floor: 9_500_000 });
      expect(challengeStatusFor(failed.verdict, { stage: 1, kyc: 'success' })).toBe(14);
    });

    it('fails when losses over several days reach 10 %', () => {
      const s = run(phase1!, [
        ...dayTrade('02', -400_000),
        ...dayTrade('03', -400_000),
        opened(at('2026-03-04T10:00')),
      ]);
      expect(s.verdict.status).toBe('inProgress');
      expect(applyEvents(s, [snapshot(at('2026-03-04T11:00'), 9_000_000)]).verdict).toMatchObject({
        rule: 'maxLoss',
        floor: 9_000_000,
      });
    });

    it('funded: trading 2 minutes around high-impact news on an affected pair is a news breach (status 19)', () => {
      const { funded } = presets.classicTwoStep;
      const hit = run(funded, [opened(at('2026-03-06T13:31'), 'EURUSD')], { isInNewsWindow: nfp });
      expect(challengeStatusFor(hit.verdict, { stage: 1, kyc: 'success' })).toBe(ChallengeStatus.BlockedByNewsTrading);
      const clear = run(funded, [opened(at('2026-03-06T13:32:01'), 'EURUSD')], { isInNewsWindow: nfp });
      expect(clear.verdict.status).toBe('inProgress');
      expect(run(funded, dayTrade('02', 5_000_000)).verdict.status).toBe('inProgress'); // funded never passes
    });
  });

  describe('stellar two-step', () => {
    const [phase1] = presets.stellarTwoStep.phases;
    // Monday ends (server midnight = 22:00 UTC) with a +3,000.00 open profit; Tuesday it falls to 98,000.00.
    const overnight = [
      opened(at('2026-03-02T10:00')),
      snapshot(at('2026-03-02T21:00'), 10_300_000),
      snapshot(at('2026-03-03T08:00'), 9_800_000),
    ];

    it('the daily floor hangs from the higher of day-start balance and equity', () => {
      const s = run(phase1!, overnight);
      expect(s.verdict).toMatchObject({ status: 'failed', rule: 'dailyLoss', floor: 9_800_000 });
      // The classic programme (balance anchor) would still be trading.
      expect(run(presets.classicTwoStep.phases[0]!, overnight).verdict.status).toBe('inProgress');
    });

    it('phase 1 passes at +8 % with 5 trading days', () => {
      const events = ['02', '03', '04', '05', '06'].flatMap((d) => dayTrade(d, 160_000));
      expect(run(phase1!, events).verdict).toEqual({ status: 'passed', time: at('2026-03-06T15:00') });
    });
  });

  describe('stellar one-step', () => {
    const [phase] = presets.stellarOneStep.phases;

    it('passes at +10 % with 2 trading days', () => {
      const s = run(phase!, [...dayTrade('02', 600_000), ...dayTrade('03', 400_000)]);
      expect(s.verdict).toEqual({ status: 'passed', time: at('2026-03-03T15:00') });
    });

    it('fails at a 3 % daily loss', () => {
      const s = run(phase!, [opened(at('2026-03-02T10:00')), snapshot(at('2026-03-02T12:00'), 9_700_000)]);
      expect(s.verdict).toMatchObject({ rule: 'dailyLoss', floor: 9_700_000 });
    });

    it('funded: the 40 % consistency rule shows as blocking without failing the account', () => {
      const s = run(presets.stellarOneStep.funded, [...dayTrade('02', 500_000), ...dayTrade('03', 200_000)]);
      expect(s.verdict.status).toBe('inProgress');
      expect(describeObjectives(s).find((o) => o.rule === 'consistency')).toMatchObject({
        state: 'blocking',
        value: 71.43,
      });
    });
  });

  describe('trailing one-step (Chicago 17:00 sessions)', () => {
    const [phase] = presets.trailingOneStep.phases;
    // Sessions end at 17:00 Chicago = 23:00 UTC in early March (CST).
    const session = (dd: string, net: number) => trade(at(`2026-03-${dd}T15:00`), at(`2026-03-${dd}T20:00`), net);

    it('passes at +6 % with 5 profitable days of at least 0.5 % and no day over half the profit', () => {
      const s = run(phase!, [
        ...session('02', 120_000),
        ...session('03', 130_000),
        ...session('04', 110_000),
        ...session('05', 120_000),
      ]);
      expect(s.verdict.status).toBe('inProgress');
      const passed = applyEvents(s, session('06', 120_000));
      expect(passed.verdict).toEqual({ status: 'passed', time: at('2026-03-06T20:00') });
    });

    it('a small profit does not make a trading day', () => {
      const s = run(phase!, ['02', '03', '04', '05'].flatMap((d) => session(d, 150_000)).concat(session('06', 49_999)));
      expect(s.verdict.status).toBe('inProgress'); // 6,049.99 made, but only 4 days of ≥ 500.00
    });

    it('a 2 % daily loss pauses the session (soft), the account goes on', () => {
      const s = run(phase!, [opened(at('2026-03-02T15:00')), snapshot(at('2026-03-02T16:00'), 9_800_000)]);
      expect(s.verdict.status).toBe('inProgress');
      expect(s.pause).toMatchObject({ until: at('2026-03-02T23:00') });
      const next = applyEvents(s, [closed(at('2026-03-02T16:01'), -200_000), ...session('03', 10_000)]);
      expect(next.pause).toBeNull();
    });

    it('the end-of-day trailing floor locks at the initial balance, then a fall to it fails', () => {
      const s = run(phase!, [
        ...session('02', 200_000),
        ...session('03', 200_000),
        snapshot(at('2026-03-04T15:00'), 10_400_000),
      ]);
      expect(s.maxLoss).toMatchObject({ floor: INITIAL, locked: true });
      const fall = applyEvents(s, [
        opened(at('2026-03-04T15:00')),
        snapshot(at('2026-03-04T16:00'), 10_100_000),
        snapshot(at('2026-03-04T17:00'), 10_000_000),
      ]);
      expect(fall.verdict).toMatchObject({ status: 'failed', rule: 'maxLoss', floor: INITIAL });
    });
  });

  describe('swing two-step', () => {
    it('an equity anchor lets a floating loss carried overnight lower the day-start level', () => {
      const events = [
        opened(at('2026-03-02T10:00')),
        snapshot(at('2026-03-02T20:00'), 9_700_000),
        snapshot(at('2026-03-03T09:00'), 9_300_000),
      ];
      expect(run(presets.swingTwoStep.phases[0]!, events).verdict.status).toBe('inProgress');
      expect(run(presets.classicTwoStep.phases[0]!, events).verdict).toMatchObject({ rule: 'dailyLoss' });
    });

    it('funded: no news restriction', () => {
      const s = run(presets.swingTwoStep.funded, [opened(at('2026-03-06T13:30'))], { isInNewsWindow: nfp });
      expect(s.verdict.status).toBe('inProgress');
    });
  });
});
