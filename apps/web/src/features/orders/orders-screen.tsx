import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Orders list (buying issue). */
export default function OrdersScreen() {
  return <ComingSoon titleKey="orders" />;
}
