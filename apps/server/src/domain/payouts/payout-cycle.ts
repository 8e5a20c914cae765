const DAY = 86_400_000;

/**
 * The payout cycle (docs/payouts.md): the first payout may be requested N days after the funded account's first
 * trade, each next one N days after the previous paid payout was requested. Before any funded trade there is
 * no date yet (null).
 */
export function nextPayoutAt(input: {
  firstFundedTradeAt: Date | null;
  lastPaidRequestedAt: Date | null;
  cycleDays: number;
}): Date | null {
  const from = input.lastPaidRequestedAt ?? input.firstFundedTradeAt;
  return from ? new Date(from.getTime() + input.cycleDays * DAY) : null;
}
