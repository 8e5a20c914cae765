import HomeScreen from '../../features/challenges/home-screen.tsx';
import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';

/** Home with the credentials dialog of the credentials feature (features do not import one another). */
export default function HomeRoute() {
  return <HomeScreen CredentialsDialog={CredentialsDialog} />;
}
