import { ChallengeStatus, type ChallengeStatusValue } from '@portal/contract';
import { challengeStatusFor } from './challenge-status.ts';

/**
 * What passing an evaluation phase leads to (docs/decisions/010-challenge-evaluation.md). SPEC §4 has three
 * stages: phase N trades as stage N; the funded account trades as the stage after the last phase (stage 3
 * at most, so the funded account of a two-step programme trades as stage 3). KYC is needed only before the
 * funded account: the last phase completes in the KYC-needed range (10-12) and the funded account trades
 * in it (7-9) when the brand requires verification first; otherwise everything stays in 1-6.
 */
export type PhaseCompletion = {
  /** the passed account's status: phase N completed */
  completedStatus: ChallengeStatusValue;
  next: { stage: number; isFunded: boolean; status: ChallengeStatusValue };
};

const asStage = (stage: number) => Math.min(3, Math.max(1, stage)) as 1 | 2 | 3;

export function phaseCompletion({
  stage,
  phases,
  kycRequired,
}: {
  stage: number;
  phases: number;
  kycRequired: boolean;
}): PhaseCompletion {
  const last = stage >= phases;
  const kyc = last && kycRequired ? 'needed' : 'success';
  const nextStage = stage + 1;
  return {
    completedStatus: challengeStatusFor({ status: 'passed', time: 0 }, { stage: asStage(stage), kyc }),
    next: {
      stage: nextStage,
      isFunded: last,
      status: challengeStatusFor({ status: 'inProgress' }, { stage: asStage(nextStage), kyc }),
    },
  };
}

/** Statuses of an account still trading its phase (1-3, or 7-9 while KYC is needed): the engine decides them. */
export function isTradingStatus(status: number): boolean {
  return (
    (status >= ChallengeStatus.Stage1KycSuccess && status <= ChallengeStatus.Stage3KycSuccess) ||
    (status >= ChallengeStatus.Stage1KycNeeded && status <= ChallengeStatus.Stage3KycNeeded)
  );
}

/** The statuses a firm sets by hand (SPEC §4 15-18). */
export const BLOCKED_STATUSES = [
  ChallengeStatus.BlockedByBlockTrades,
  ChallengeStatus.BlockedByBlockTradesAndFuture,
  ChallengeStatus.BlockedByTradesAndFutureAndCurrent,
  ChallengeStatus.BlockedByAnotherReason,
] as const;
