import { ChallengeStatus, challengeStatusName, type ColourVariant } from '@portal/contract';

/**
 * SPEC §4 challenge status → its translated label key (`challengeStatus.<Name>`) and a colour: running
 * accounts neutral, completed phases positive, verification needed warning, disabled or blocked negative.
 */
export function challengeStatusView(status: number): { labelKey: string; variant: ColourVariant } {
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
