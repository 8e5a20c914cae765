import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Payout details. */
export default function PayoutScreen() {
  return <ComingSoon titleKey="payoutDetails" />;
}
