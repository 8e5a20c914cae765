import SubscribeScreen from '../../features/auth/screens/subscribe-screen.tsx';
import { ConfiguratorChooser } from '../../features/orders/configurator/configurator-chooser.tsx';

/** The brand variant's Subscribe: the guest chooses with the configurator's toggles (features do not import one another). */
export default function SubscribeConfiguratorRoute() {
  return <SubscribeScreen PackageChooser={ConfiguratorChooser} />;
}
