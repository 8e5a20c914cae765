import { describe, expect, it } from 'vitest';
import { ChallengeStatus } from '@portal/contract';
import { isTradingStatus, phaseCompletion } from './progression.ts';

describe('phase completion (SPEC §4 statuses)', () => {
  it('an intermediate phase completes as phase N (4-6) and opens stage N+1 (1-3), whatever the KYC setting', () => {
    for (const kycRequired of [true, false]) {
      expect(phaseCompletion({ stage: 1, phases: 2, kycRequired })).toEqual({
        completedStatus: ChallengeStatus.Phase1CompletedKycSuccess,
        next: { stage: 2, isFunded: false, status: ChallengeStatus.Stage2KycSuccess },
      });
    }
    expect(phaseCompletion({ stage: 2, phases: 3, kycRequired: true }).completedStatus).toBe(5);
  });

  it('the last phase opens the funded account, in the KYC-needed range when the brand verifies first', () => {
    expect(phaseCompletion({ stage: 2, phases: 2, kycRequired: true })).toEqual({
      completedStatus: ChallengeStatus.Phase2CompletedKycNeeded,
      next: { stage: 3, isFunded: true, status: ChallengeStatus.Stage3KycNeeded },
    });
    expect(phaseCompletion({ stage: 2, phases: 2, kycRequired: false })).toEqual({
      completedStatus: ChallengeStatus.Phase2CompletedKycSuccess,
      next: { stage: 3, isFunded: true, status: ChallengeStatus.Stage3KycSuccess },
    });
    expect(phaseCompletion({ stage: 1, phases: 1, kycRequired: true }).next).toEqual({
      stage: 2,
      isFunded: true,
      status: ChallengeStatus.Stage2KycNeeded,
    });
  });

  it('a three-step programme’s funded account trades as stage 3 (SPEC has three stages)', () => {
    expect(phaseCompletion({ stage: 3, phases: 3, kycRequired: false })).toEqual({
      completedStatus: ChallengeStatus.Phase3CompletedKycSuccess,
      next: { stage: 4, isFunded: true, status: ChallengeStatus.Stage3KycSuccess },
    });
  });

  it('knows which statuses still trade', () => {
    const trading = Array.from({ length: 20 }, (_, s) => s).filter(isTradingStatus);
    expect(trading).toEqual([1, 2, 3, 7, 8, 9]);
  });
});
