import { orderPaymentStatusView, OrderPaymentStatus, type Order } from '@portal/contract';

/** SPEC §4 order payment status: its translated label key and colour variant. */
export function orderStatusView(status: Order['status']) {
  const view = orderPaymentStatusView[status];
  return { labelKey: `orderStatus.${view.label}`, variant: view.variant };
}

/** Paid, Declined and Cancelled are final; Unpaid and Pending may still change (the webhook). */
export const isFinalStatus = (status: Order['status']) =>
  status === OrderPaymentStatus.Paid ||
  status === OrderPaymentStatus.Declined ||
  status === OrderPaymentStatus.Cancelled;

/** A checkout can be (re)started for these. */
export const isPayable = (status: Order['status']) =>
  status === OrderPaymentStatus.Unpaid ||
  status === OrderPaymentStatus.Declined ||
  status === OrderPaymentStatus.Cancelled;
