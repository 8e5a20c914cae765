import { describe, expect, it } from 'vitest';
import type { ChallengeRules } from '@portal/contract';
import { packageProblems } from './package-check.ts';

const phase: ChallengeRules = {
  dayReset: { time: '00:00', timezone: 'Europe/Berlin' },
  dailyLoss: null,
  maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
  profitTarget: { percent: 8, on: 'closedBalance' },
  tradingDays: null,
  consistency: null,
  newsTrading: null,
  maxCalendarDays: null,
};
const funded: ChallengeRules = { ...phase, profitTarget: null };

describe('a package is sound', () => {
  it('takes as many phases as its type, each with a target, a funded stage without one', () => {
    expect(packageProblems({ traderPackageType: 'oneStep', phases: [{ index: 1, rules: phase }], funded })).toEqual([]);
  });

  it('names what is wrong', () => {
    const problems = packageProblems({
      traderPackageType: 'twoStep',
      phases: [{ index: 2, rules: { ...phase, profitTarget: null } }],
      funded: { ...phase, dayReset: { time: '00:00', timezone: 'Nowhere/Else' } },
    });
    expect(problems.map((p) => p.path)).toEqual([
      'phases',
      'phases.0.index',
      'phases.0.rules.profitTarget',
      'funded.profitTarget',
      'funded.dayReset.timezone',
    ]);
  });
});
