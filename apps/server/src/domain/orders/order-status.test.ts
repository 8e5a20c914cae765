import { describe, expect, it } from 'vitest';
import { OrderPaymentStatus } from '@portal/contract';
import { successOutcome } from './order-status.ts';

describe('successOutcome: an order is paid once', () => {
  const unpaid = [
    OrderPaymentStatus.Unpaid,
    OrderPaymentStatus.Pending,
    OrderPaymentStatus.Declined,
    OrderPaymentStatus.Cancelled,
  ];

  it('pays an order not paid yet, from any unpaid status', () => {
    for (const status of unpaid)
      expect(successOutcome({ status, paidByThisPayment: false }, { checkoutExpired: false })).toBe('pay');
  });

  it('refunds a success for a checkout that was expired, even when the order is not paid', () => {
    for (const status of unpaid)
      expect(successOutcome({ status, paidByThisPayment: false }, { checkoutExpired: true })).toBe('checkout_expired');
  });

  it('refunds a success of another payment once the order is paid, and ignores a repeat of its own', () => {
    const paid = OrderPaymentStatus.Paid;
    for (const checkoutExpired of [false, true]) {
      expect(successOutcome({ status: paid, paidByThisPayment: false }, { checkoutExpired })).toBe(
        'order_already_paid',
      );
      expect(successOutcome({ status: paid, paidByThisPayment: true }, { checkoutExpired })).toBe('repeat');
    }
  });
});
