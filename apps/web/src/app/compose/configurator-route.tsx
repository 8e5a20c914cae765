import { CredentialsDialog } from '../../features/credentials/credentials-dialog.tsx';
import ConfiguratorScreen from '../../features/orders/configurator/configurator-screen.tsx';

/** The brand variant's New challenge (and signed-in Subscribe): the configurator with the credentials dialog. */
export default function ConfiguratorRoute() {
  return <ConfiguratorScreen CredentialsDialog={CredentialsDialog} />;
}
