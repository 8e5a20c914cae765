import type { ColourVariant } from '@portal/contract';

/** SPEC §7 order status: 0 Paid, 1 Unpaid, 2 Cancelled, 3 Declined, 4 Pending. */
export const ORDER_STATUSES = [0, 1, 2, 3, 4] as const;

export const orderStatusVariant = (status: number): ColourVariant =>
  status === 0 ? 'positive' : status === 3 ? 'negative' : status === 2 ? 'muted' : 'warning';
