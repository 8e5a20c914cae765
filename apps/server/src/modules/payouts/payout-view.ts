import type { Payout } from '@portal/contract';
import type { PayoutRow } from './payouts.repository.ts';
import { isoOrNull } from '../../lib/iso-times.ts';

/** A payout on the wire: the destination masked, never the sealed details. */
export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  number: r.number,
  traderAccountId: r.account_id,
  accountLogin: r.login,
  status: r.status,
  method: r.method,
  amount: r.amount,
  currency: r.currency,
  profitSplitPercent: r.profit_split_percent,
  grossProfit: r.gross_profit,
  destination: r.destination,
  requestedAt: r.requested_at.toISOString(),
  approvedAt: isoOrNull(r.approved_at),
  paidAt: isoOrNull(r.paid_at),
  rejectedAt: isoOrNull(r.rejected_at),
  cancelledAt: isoOrNull(r.cancelled_at),
  rejectionReason: r.rejection_reason,
  transactionReference: r.transaction_reference,
  underReview: r.under_review ?? false,
});
