import { ChallengeStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from '../evaluation/engine.ts';
import { at, bareRules, INITIAL, deposit, snapshot, tick, trade } from '../evaluation/test-events.ts';
import { phaseEndOf } from './phase-end.ts';

const START = at('2026-03-02T09:00');
const timed = createEvaluation({ ...bareRules, maxCalendarDays: 10 }, { initialBalance: INITIAL, startTime: START });
const DISABLED = ChallengeStatus.DisabledByViolatedOneOfTradingRule;

describe('phaseEndOf', () => {
  it('reads a phase ended by time with its profit at the deadline', () => {
    const s = applyEvents(timed, [
      ...trade(at('2026-03-03T09:00'), at('2026-03-03T10:00'), 12_34),
      tick(at('2026-03-13T09:00:01')),
    ]);
    expect(phaseEndOf(DISABLED, s)).toEqual({ end: 'time', profitAtEnd: 12_34 });
  });

  it('reads a breach as one, whatever the profit', () => {
    const s = applyEvents(timed, [snapshot(at('2026-03-03T09:00'), INITIAL - 1_000_000)]);
    expect(phaseEndOf(DISABLED, s)).toEqual({ end: 'breach', profitAtEnd: -1_000_000 });
    expect(phaseEndOf(ChallengeStatus.BlockedByNewsTrading, s).end).toBe('breach');
  });

  it('does not count a deposit as profit', () => {
    const s = applyEvents(timed, [deposit(at('2026-03-03T09:00'), 5_000), tick(at('2026-03-13T09:00:01'))]);
    expect(phaseEndOf(DISABLED, s)).toEqual({ end: 'time', profitAtEnd: 0 });
  });

  it('has no end while trading, after a pass, or under a firm block', () => {
    const expired = applyEvents(timed, [tick(at('2026-03-13T09:00:01'))]);
    expect(phaseEndOf(ChallengeStatus.Stage1KycSuccess, timed).end).toBe('none');
    expect(phaseEndOf(ChallengeStatus.BlockedByAnotherReason, expired).end).toBe('none');
    expect(phaseEndOf(ChallengeStatus.Phase1CompletedKycSuccess, timed).end).toBe('none');
  });
});
