import ChallengeScreen from '../../features/challenges/challenge-screen.tsx';
import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';
import { ProfitWidget } from '../../features/payouts/profit-widget.tsx';
import { ScalingProgress } from '../../features/payouts/scaling-progress.tsx';
import type { ProfitWidgetProps } from '../../shared/composition/slots.ts';

/** A funded account's payout picture and its scaling plan, side by side on its dashboard. */
function FundedWidgets(props: ProfitWidgetProps) {
  return (
    <>
      <ProfitWidget {...props} />
      <ScalingProgress {...props} />
    </>
  );
}

/** Challenge details with the credentials dialog of the credentials feature (features do not import one another). */
export default function ChallengeRoute() {
  return <ChallengeScreen CredentialsDialog={CredentialsDialog} ProfitWidget={FundedWidgets} />;
}
