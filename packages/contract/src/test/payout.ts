import type { Payout } from '../schemas/payouts.ts';

/**
 * A payout for the tests of both apps (not a test file): a bank transfer just requested, nothing decided yet; a
 * test gives what it is about in `overrides`.
 */
export const payoutFixture = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'po-1',
  number: 'PO-100004',
  traderAccountId: 'acc-1',
  accountLogin: '7001234',
  status: 0,
  method: 'bankTransfer',
  amount: 119_440,
  currency: 'USD',
  profitSplitPercent: 80,
  grossProfit: 149_300,
  destination: 'DE •••• 3000',
  requestedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  rejectedAt: null,
  cancelledAt: null,
  rejectionReason: null,
  transactionReference: null,
  underReview: false,
  ...overrides,
});
