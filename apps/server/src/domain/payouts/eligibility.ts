import { ResultCode, type EligibilityItem } from '@portal/contract';

/**
 * The checklist before the payout button (docs/payouts.md "Eligibility"): every condition with its number,
 * in the order a request is refused. The account's status is the interface to identity and contract checks:
 * 1-6 verified with an approved contract, 7-12 not yet (-70), 13-19 disabled or blocked (-60).
 */
export type EligibilityFacts = {
  isFunded: boolean;
  status: number;
  openPositions: number;
  pendingPayouts: number;
  now: Date;
  nextPayoutAt: Date | null;
  /** null when the package has no consistency rule */
  consistency: { bestDaySharePercent: number | null; maxPercent: number } | null;
  amount: number;
  min: number;
  max: number;
  withdrawable: number;
};

const item = (
  key: EligibilityItem['key'],
  ok: boolean,
  resultCode: number,
  value: EligibilityItem['value'],
  limit: EligibilityItem['limit'],
): EligibilityItem => ({ key, ok, resultCode, value, limit });

export function eligibilityChecklist(f: EligibilityFacts): EligibilityItem[] {
  const tradingFunded = f.isFunded && f.status >= 1 && f.status <= 12;
  const verified = f.status >= 1 && f.status <= 6;
  const cycleOk = f.nextPayoutAt !== null && f.nextPayoutAt.getTime() <= f.now.getTime();
  const share = f.consistency?.bestDaySharePercent ?? null;
  return [
    item('funded', tradingFunded, ResultCode.PayoutIsBlocked, f.status, null),
    item('verified', verified, ResultCode.TraderIsNotVerified, f.status, null),
    item('noOpenPositions', f.openPositions === 0, ResultCode.UserHasOpenPositions, f.openPositions, 0),
    item('noPendingPayout', f.pendingPayouts === 0, ResultCode.PayoutIsBlocked, f.pendingPayouts, 0),
    item(
      'cycleReached',
      cycleOk,
      ResultCode.PayoutIsBlocked,
      f.now.toISOString(),
      f.nextPayoutAt?.toISOString() ?? null,
    ),
    ...(f.consistency
      ? [
          item(
            'consistency',
            share === null || share <= f.consistency.maxPercent,
            ResultCode.PayoutIsBlocked,
            share,
            f.consistency.maxPercent,
          ),
        ]
      : []),
    item('minAmount', f.amount >= f.min, ResultCode.AmountLessThanMin, f.amount, f.min),
    item('maxAmount', f.amount <= f.max, ResultCode.AmountExceedsMax, f.amount, f.max),
    item('withinWithdrawable', f.amount <= f.withdrawable, ResultCode.NotEnoughBalance, f.amount, f.withdrawable),
  ];
}

/** 0 when every item is green, else the first red item's result code. */
export const refusalOf = (checklist: readonly EligibilityItem[]): number =>
  checklist.find((i) => !i.ok)?.resultCode ?? ResultCode.Ok;
