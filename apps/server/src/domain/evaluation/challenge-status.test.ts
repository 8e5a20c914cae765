import { ChallengeStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { challengeStatusFor } from './challenge-status.ts';

describe('challenge status of a verdict (SPEC §4)', () => {
  it('trading in stage 1-3 is 1-3, or 7-9 while KYC is needed', () => {
    const inProgress = { status: 'inProgress' } as const;
    expect(challengeStatusFor(inProgress, { stage: 1, kyc: 'success' })).toBe(ChallengeStatus.Stage1KycSuccess);
    expect(challengeStatusFor(inProgress, { stage: 3, kyc: 'success' })).toBe(3);
    expect(challengeStatusFor(inProgress, { stage: 2, kyc: 'needed' })).toBe(ChallengeStatus.Stage2KycNeeded);
  });

  it('a passed phase N is 4-6, or 10-12 while KYC is needed', () => {
    const passed = { status: 'passed', time: 0 } as const;
    expect(challengeStatusFor(passed, { stage: 1, kyc: 'success' })).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
    expect(challengeStatusFor(passed, { stage: 2, kyc: 'success' })).toBe(5);
    expect(challengeStatusFor(passed, { stage: 3, kyc: 'needed' })).toBe(ChallengeStatus.Phase3CompletedKycNeeded);
  });

  it('a news breach is 19, any other breach 14', () => {
    const failed = (rule: 'dailyLoss' | 'maxLoss' | 'newsTrading' | 'maxCalendarDays') =>
      ({ status: 'failed', rule, time: 0, equity: 0, floor: null }) as const;
    expect(challengeStatusFor(failed('newsTrading'), { stage: 2, kyc: 'success' })).toBe(
      ChallengeStatus.BlockedByNewsTrading,
    );
    for (const rule of ['dailyLoss', 'maxLoss', 'maxCalendarDays'] as const) {
      expect(challengeStatusFor(failed(rule), { stage: 1, kyc: 'needed' })).toBe(
        ChallengeStatus.DisabledByViolatedOneOfTradingRule,
      );
    }
  });
});
