import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';
import NewChallengeScreen from '../../features/orders/new-challenge/new-challenge-screen.tsx';

/** New challenge (and the signed-in Subscribe) with the credentials dialog for a paid order's new account. */
export default function NewChallengeRoute() {
  return <NewChallengeScreen CredentialsDialog={CredentialsDialog} />;
}
