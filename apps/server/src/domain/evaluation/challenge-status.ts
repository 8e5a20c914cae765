import { ChallengeStatus, type ChallengeStatusValue } from '@portal/contract';
import type { Verdict } from './types.ts';

/**
 * From a phase's verdict to the challenge status of SPEC §4: trading in stage N is 1-3 (7-9 while KYC is
 * still needed), a passed phase N is 4-6 (10-12), a news breach is 19 and any other breach 14.
 */
export function challengeStatusFor(
  verdict: Verdict,
  { stage, kyc }: { stage: 1 | 2 | 3; kyc: 'success' | 'needed' },
): ChallengeStatusValue {
  if (verdict.status === 'failed') {
    return verdict.rule === 'newsTrading'
      ? ChallengeStatus.BlockedByNewsTrading
      : ChallengeStatus.DisabledByViolatedOneOfTradingRule;
  }
  const offset = (stage - 1) as 0 | 1 | 2;
  if (verdict.status === 'passed') {
    const base =
      kyc === 'success' ? ChallengeStatus.Phase1CompletedKycSuccess : ChallengeStatus.Phase1CompletedKycNeeded;
    return (base + offset) as ChallengeStatusValue;
  }
  const base = kyc === 'success' ? ChallengeStatus.Stage1KycSuccess : ChallengeStatus.Stage1KycNeeded;
  return (base + offset) as ChallengeStatusValue;
}
