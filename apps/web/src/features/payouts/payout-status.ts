import { payoutStatusView, type Payout } from '@portal/contract';

/** A payout status's translated label key and colour variant (docs/payouts.md "Statuses"). */
export function payoutStatusOf(status: Payout['status']) {
  const view = payoutStatusView[status];
  return { labelKey: `payoutStatus.${view.label}`, variant: view.variant };
}
