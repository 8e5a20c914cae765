import { useParams } from 'react-router';
import type { CredentialsDialogSlot, ProfitWidgetSlot } from '../../shared/composition/slots.ts';
import { ChallengeDashboard } from './dashboard/challenge-dashboard.tsx';

/**
 * Challenge details (SPEC §2 /dashboard/challenge/{id}): one trading account's live dashboard. Keyed by the
 * id, so moving to another account (the next phase) starts from a clean state.
 */
export default function ChallengeScreen({
  CredentialsDialog,
  ProfitWidget,
}: {
  CredentialsDialog: CredentialsDialogSlot;
  ProfitWidget?: ProfitWidgetSlot;
}) {
  const { id = '' } = useParams();
  return (
    <ChallengeDashboard
      key={id}
      id={id}
      CredentialsDialog={CredentialsDialog}
      {...(ProfitWidget ? { ProfitWidget } : {})}
    />
  );
}
