import type { ColourVariant } from '../enums.ts';

/**
 * Payout statuses (SPEC §4 "Payout statuses: not shown"; ours, docs/decisions/018-payouts.md). A request waits
 * as Requested until the firm approves or rejects it; an approved payout is Paid once the money left; the
 * trader may cancel while it is Requested. Requested and Approved are "pending": they hold withdrawable profit.
 */
export const PayoutStatus = {
  Requested: 0,
  Approved: 1,
  Paid: 2,
  Rejected: 3,
  Cancelled: 4,
} as const;
export type PayoutStatusValue = (typeof PayoutStatus)[keyof typeof PayoutStatus];
export const PENDING_PAYOUT_STATUSES: readonly PayoutStatusValue[] = [PayoutStatus.Requested, PayoutStatus.Approved];

/** Label (English, also the translation key `payoutStatus.<label>`) and colour, like the order statuses. */
export const payoutStatusView: Record<PayoutStatusValue, { label: string; variant: ColourVariant }> = {
  [PayoutStatus.Requested]: { label: 'Requested', variant: 'muted' },
  [PayoutStatus.Approved]: { label: 'Approved', variant: 'warning' },
  [PayoutStatus.Paid]: { label: 'Paid', variant: 'positive' },
  [PayoutStatus.Rejected]: { label: 'Rejected', variant: 'negative' },
  [PayoutStatus.Cancelled]: { label: 'Cancelled', variant: 'neutral' },
};
