import type { AccountPayoutSummary } from '@portal/contract';

/** When the next payout may be asked: now, from a date still ahead, or once the funded account has traded. */
export type NextPayout = { kind: 'now' } | { kind: 'from'; at: string } | { kind: 'afterFirstTrade' };

/**
 * The next payout as it stands now. A payout day already passed is "now", never a past date: the server's
 * checklist says so (its clock), and a date this device already passed counts too.
 */
export function nextPayout(
  summary: Pick<AccountPayoutSummary, 'nextPayoutAt' | 'checklist'>,
  now = Date.now(),
): NextPayout {
  if (!summary.nextPayoutAt) return { kind: 'afterFirstTrade' };
  const reached =
    summary.checklist.some((item) => item.key === 'cycleReached' && item.ok) || Date.parse(summary.nextPayoutAt) <= now;
  return reached ? { kind: 'now' } : { kind: 'from', at: summary.nextPayoutAt };
}

/** Why no amount can be asked yet: no closed profit, all of it held by a payout in progress, or below the minimum. */
export type NothingToWithdraw = 'noProfit' | 'held' | 'belowMinimum';

/** Null while an amount between the minimum and what may be withdrawn exists, else why none does. */
export function nothingToWithdraw(
  summary: Pick<AccountPayoutSummary, 'withdrawable' | 'pending' | 'min'>,
): NothingToWithdraw | null {
  if (summary.withdrawable > 0 && summary.withdrawable >= summary.min) return null;
  if (summary.withdrawable > 0) return 'belowMinimum';
  return summary.pending > 0 ? 'held' : 'noProfit';
}
