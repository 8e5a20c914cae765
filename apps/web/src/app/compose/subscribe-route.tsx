import SubscribeScreen from '../../features/auth/screens/subscribe-screen.tsx';
import { GuestPackageChooser } from '../../features/orders/packages/guest-package-chooser.tsx';

/** Subscribe with the guest's package choice of the orders feature (features do not import one another). */
export default function SubscribeRoute() {
  return <SubscribeScreen PackageChooser={GuestPackageChooser} />;
}
