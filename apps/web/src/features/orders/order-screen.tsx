import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Order details (buying issue). */
export default function OrderScreen() {
  return <ComingSoon titleKey="orderDetails" />;
}
