import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Payout history. */
export default function PayoutsScreen() {
  return <ComingSoon titleKey="payoutIsComing" />;
}
