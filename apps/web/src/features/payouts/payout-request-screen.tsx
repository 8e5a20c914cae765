import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Payout request. */
export default function PayoutRequestScreen() {
  return <ComingSoon titleKey="withdrawProfit" />;
}
