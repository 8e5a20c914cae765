import { ChallengeStatus, type ColourVariant } from '@portal/contract';

const names = Object.fromEntries(Object.entries(ChallengeStatus).map(([name, code]) => [code, name])) as Record<
  number,
  string
>;

/**
 * SPEC §4 challenge status → its translated label key (`challengeStatus.<Name>`) and a colour: running
 * accounts neutral, completed phases positive, verification needed warning, disabled or blocked negative.
 */
export function challengeStatusView(status: number): { labelKey: string; variant: ColourVariant } {
  const name = names[status] ?? 'Default';
  const code = ChallengeStatus[name as keyof typeof ChallengeStatus];
  let variant: ColourVariant = 'neutral';
  if (code >= ChallengeStatus.Phase1CompletedKycSuccess && code <= ChallengeStatus.Phase3CompletedKycSuccess)
    variant = 'positive';
  else if (code >= ChallengeStatus.Stage1KycNeeded && code <= ChallengeStatus.Phase3CompletedKycNeeded)
    variant = 'warning';
  else if (code >= ChallengeStatus.DisabledByContractRejected) variant = 'negative';
  return { labelKey: `challengeStatus.${name}`, variant };
}
