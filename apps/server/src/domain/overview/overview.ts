import { ChallengeStatus, type AdminOverviewQuery } from '@portal/contract';

/** The back office's overview: its period of UTC days, status groups and rates (pure; the SQL sums with them). */

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The period's UTC days, both ends included (the last N days end today), and the instants that bound it: `start`
 * at the first day's midnight, `end` at the midnight after the last (exclusive), as the lists' filters take them.
 */
export function overviewPeriod(now: Date, q: Pick<AdminOverviewQuery, 'period' | 'from' | 'to'>) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const [first, last] =
    q.period === 'range' && q.from && q.to
      ? [Date.parse(`${q.from}T00:00:00Z`), Date.parse(`${q.to}T00:00:00Z`)]
      : [today - (PERIOD_DAYS[q.period === 'range' ? '30d' : q.period] - 1) * DAY_MS, today];
  const days = Math.round((last - first) / DAY_MS) + 1;
  return {
    from: dayOf(first),
    to: dayOf(last),
    days,
    start: new Date(first).toISOString(),
    end: new Date(last + DAY_MS).toISOString(),
    /** every day of the period, oldest first: a chart has a point for a day without sales */
    list: Array.from({ length: days }, (_, i) => dayOf(first + i * DAY_MS)),
  };
}
export type OverviewPeriod = ReturnType<typeof overviewPeriod>;

/** An evaluation phase passed (completed, with or without KYC still to do): SPEC §4 4-6 and 10-12. */
export const PHASE_PASSED_STATUSES = [
  ChallengeStatus.Phase1CompletedKycSuccess,
  ChallengeStatus.Phase2CompletedKycSuccess,
  ChallengeStatus.Phase3CompletedKycSuccess,
  ChallengeStatus.Phase1CompletedKycNeeded,
  ChallengeStatus.Phase2CompletedKycNeeded,
  ChallengeStatus.Phase3CompletedKycNeeded,
];
/** A broken trading rule (the news rule included): the account failed. A firm's block is neither. */
export const FAILED_STATUSES = [
  ChallengeStatus.DisabledByViolatedOneOfTradingRule,
  ChallengeStatus.BlockedByNewsTrading,
];
/** Still trading (SPEC §4 1-3 and 7-9). */
export const TRADING_STATUSES = [1, 2, 3, 7, 8, 9];

/** The accounts' outcome groups, as the accounts list filters by them. */
export const OUTCOME_STATUSES = { trading: TRADING_STATUSES, passed: PHASE_PASSED_STATUSES, failed: FAILED_STATUSES };

/** part / whole, or null without a whole. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** passed / (passed + failed), or null before any account ended the phase. */
export const passRate = (passed: number, failed: number): number | null => ratio(passed, passed + failed);
