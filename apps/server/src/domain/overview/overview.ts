import { ChallengeStatus } from '@portal/contract';

/** The back office's overview figures: their time windows and status groups (pure; the SQL counts with them). */

const DAY_MS = 86_400_000;

/** Since when each window counts: the UTC calendar day so far, and the last 7 and 30 days up to `now`. */
export function overviewWindows(now: Date) {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return {
    today,
    last7Days: new Date(now.getTime() - 7 * DAY_MS),
    last30Days: new Date(now.getTime() - 30 * DAY_MS),
  };
}

/** The 30 UTC days of the daily series, oldest first, ending today: the chart has a point for a day without sales. */
export function seriesDays(now: Date, count = 30): string[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The start of the daily series' first day. */
export const seriesStart = (now: Date, count = 30) => new Date(`${seriesDays(now, count)[0]}T00:00:00.000Z`);

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

/** passed / (passed + failed), or null before any account ended the phase. */
export const passRate = (passed: number, failed: number): number | null =>
  passed + failed === 0 ? null : passed / (passed + failed);
