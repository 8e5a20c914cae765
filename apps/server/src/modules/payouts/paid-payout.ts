/** What certificates (or anything else) learn of a paid payout, after its commit. */
export type PaidPayout = {
  id: string;
  accountId: string;
  traderId: string;
  brandId: string;
  /** minor units */
  amount: number;
  currency: string;
  paidAt: Date;
};
