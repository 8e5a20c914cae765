import HomeScreen from '../../features/challenges/home-screen.tsx';
import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';
import { ProfitWidget } from '../../features/payouts/profit-widget.tsx';

/** Home with the credentials dialog and the ProfitWidget of their features (features do not import one another). */
export default function HomeRoute() {
  return <HomeScreen CredentialsDialog={CredentialsDialog} ProfitWidget={ProfitWidget} />;
}
