import { OrderPaymentStatus, type OrderPaymentStatusValue } from '@portal/contract';

/** What a payment provider can tell about a payment. */
export type PaymentOutcome = 'processing' | 'succeeded' | 'failed' | 'cancelled';

/**
 * The order's next status when its payment reports `outcome`, or null when the report changes nothing
 * (a repeat, or a report that arrives after a later one). Paid is final: money taken is never undone here.
 * A success is honoured from any unpaid state, since the provider has taken the money.
 */
export function nextOrderStatus(
  current: OrderPaymentStatusValue,
  outcome: PaymentOutcome,
): OrderPaymentStatusValue | null {
  if (current === OrderPaymentStatus.Paid) return null;
  switch (outcome) {
    case 'succeeded':
      return OrderPaymentStatus.Paid;
    case 'processing':
      return current === OrderPaymentStatus.Unpaid ? OrderPaymentStatus.Pending : null;
    case 'failed':
      return current === OrderPaymentStatus.Unpaid || current === OrderPaymentStatus.Pending
        ? OrderPaymentStatus.Declined
        : null;
    case 'cancelled':
      return current === OrderPaymentStatus.Unpaid || current === OrderPaymentStatus.Pending
        ? OrderPaymentStatus.Cancelled
        : null;
  }
}

/** A trader may (re)start paying an order that is not paid and has no payment in flight. */
export const canStartPayment = (status: OrderPaymentStatusValue): boolean =>
  status === OrderPaymentStatus.Unpaid ||
  status === OrderPaymentStatus.Declined ||
  status === OrderPaymentStatus.Cancelled;

/**
 * The firm may cancel an order nobody has paid: Unpaid, or Pending (the provider is processing a payment). The
 * caller also checks that no attempt succeeded; a paid order is never undone by a cancellation.
 */
export const firmMayCancel = (status: OrderPaymentStatusValue): boolean =>
  status === OrderPaymentStatus.Unpaid || status === OrderPaymentStatus.Pending;

/** Whether an order in this status holds a use of its discount code (Declined and Cancelled give it back). */
export const holdsDiscountUse = (status: OrderPaymentStatusValue): boolean =>
  status !== OrderPaymentStatus.Declined && status !== OrderPaymentStatus.Cancelled;

/**
 * Why a captured payment the order does not need is given back (`reset_not_available`: a paid reset whose account
 * was replaced meanwhile, docs/decisions/080-second-chance.md).
 */
export type RefundReason = 'order_already_paid' | 'checkout_expired' | 'reset_not_available';

/**
 * What a payment's success does to its order: `pay` it, nothing for a `repeat` of the success that paid it,
 * or a refund. An order is paid once, so a success after it was paid by another payment is refunded; so is
 * one for a checkout we expired that the provider captured anyway (the trader was shown it had expired).
 */
export function successOutcome(
  order: { status: OrderPaymentStatusValue; paidByThisPayment: boolean },
  payment: { checkoutExpired: boolean },
): 'pay' | 'repeat' | RefundReason {
  if (order.status === OrderPaymentStatus.Paid) return order.paidByThisPayment ? 'repeat' : 'order_already_paid';
  return payment.checkoutExpired ? 'checkout_expired' : 'pay';
}
