import type { AccountPayoutSummary, EligibilityItem } from '@portal/contract';

/** Test helpers of the payout screens (not a test file): a funded account's payout picture as the server sends it. */
const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const item = (
  key: EligibilityItem['key'],
  ok: boolean,
  value: EligibilityItem['value'],
  limit: EligibilityItem['limit'],
) => ({ key, ok, resultCode: ok ? 0 : -60, value, limit }) satisfies EligibilityItem;

/** A verified funded account, flat, its payout day reached a week ago, $1,194.40 withdrawable of a $50–$100,000 range. */
export function payoutSummary(overrides: Partial<AccountPayoutSummary> = {}): AccountPayoutSummary {
  const s = {
    traderAccountId: 'acc-1',
    login: '7001234',
    packageName: 'Classic 10K',
    currency: 'USD',
    accountSize: 1_000_000,
    balance: 1_149_300,
    closedProfit: 149_300,
    profitSplitPercent: 80,
    pending: 0,
    withdrawable: 119_440,
    totalPaid: 0,
    cycleDays: 14,
    nextPayoutAt: daysFromNow(-7),
    min: 5_000,
    max: 10_000_000,
    checklist: [] as EligibilityItem[],
    result: 0,
    ...overrides,
  };
  const reached = s.nextPayoutAt !== null && Date.parse(s.nextPayoutAt) <= Date.now();
  const checklist = overrides.checklist ?? [
    item('funded', true, 3, null),
    item('verified', true, 3, null),
    item('noOpenPositions', true, 0, 0),
    item('noPendingPayout', s.pending === 0, s.pending > 0 ? 1 : 0, 0),
    item('cycleReached', reached, new Date().toISOString(), s.nextPayoutAt),
    item('minAmount', s.withdrawable >= s.min, s.withdrawable, s.min),
    item('maxAmount', s.withdrawable <= s.max, s.withdrawable, s.max),
    item('withinWithdrawable', true, s.withdrawable, s.withdrawable),
  ];
  const result =
    overrides.result ?? (checklist.every((i) => i.ok) ? 0 : (checklist.find((i) => !i.ok)?.resultCode ?? 0));
  return { ...s, checklist, result };
}
