import ChallengeScreen from '../../features/challenges/challenge-screen.tsx';
import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';
import { ProfitWidget } from '../../features/payouts/profit-widget.tsx';

/** Challenge details with the credentials dialog of the credentials feature (features do not import one another). */
export default function ChallengeRoute() {
  return <ChallengeScreen CredentialsDialog={CredentialsDialog} ProfitWidget={ProfitWidget} />;
}
