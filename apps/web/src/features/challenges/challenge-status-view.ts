import { ChallengeStatus, challengeStatusName, fundedStatus, type ColourVariant } from '@portal/contract';

/**
 * SPEC §4 challenge status → its translated label key (`challengeStatus.<Name>`) and a colour: running
 * accounts neutral, completed phases positive, verification needed warning, disabled or blocked negative. A
 * funded account trading reads Funded, not the stage number it trades under (`fundedStatus`).
 */
export function challengeStatusView(status: number, isFunded = false): { labelKey: string; variant: ColourVariant } {
  const funded = fundedStatus(status, isFunded);
  if (funded === 'funded') return { labelKey: 'challengeStatus.Funded', variant: 'positive' };
  if (funded === 'fundedKycNeeded') return { labelKey: 'challengeStatus.FundedKycNeeded', variant: 'warning' };
  const name = challengeStatusName(status);
  const code = ChallengeStatus[name];
  let variant: ColourVariant = 'neutral';
  if (code >= ChallengeStatus.Phase1CompletedKycSuccess && code <= ChallengeStatus.Phase3CompletedKycSuccess)
    variant = 'positive';
  else if (code >= ChallengeStatus.Stage1KycNeeded && code <= ChallengeStatus.Phase3CompletedKycNeeded)
    variant = 'warning';
  else if (code >= ChallengeStatus.DisabledByContractRejected) variant = 'negative';
  return { labelKey: `challengeStatus.${name}`, variant };
}
