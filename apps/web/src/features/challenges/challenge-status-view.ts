import { ChallengeStatus, challengeStatusLabel, type ColourVariant } from '@portal/contract';

/**
 * SPEC §4 challenge status → its translated label key (`challengeStatus.<Name>`) and a colour: running
 * accounts neutral, completed phases positive, verification needed warning, disabled or blocked negative. A
 * funded account trading reads Funded, not the stage number it trades under (`challengeStatusLabel`).
 */
export function challengeStatusView(status: number, isFunded = false): { labelKey: string; variant: ColourVariant } {
  const name = challengeStatusLabel(status, isFunded);
  if (name === 'Funded') return { labelKey: 'challengeStatus.Funded', variant: 'positive' };
  if (name === 'FundedKycNeeded') return { labelKey: 'challengeStatus.FundedKycNeeded', variant: 'warning' };
  const code = ChallengeStatus[name];
  let variant: ColourVariant = 'neutral';
  if (code >= ChallengeStatus.Phase1CompletedKycSuccess && code <= ChallengeStatus.Phase3CompletedKycSuccess)
    variant = 'positive';
  else if (code >= ChallengeStatus.Stage1KycNeeded && code <= ChallengeStatus.Phase3CompletedKycNeeded)
    variant = 'warning';
  else if (code >= ChallengeStatus.DisabledByContractRejected) variant = 'negative';
  return { labelKey: `challengeStatus.${name}`, variant };
}
