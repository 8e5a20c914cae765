import type { RiskParameters } from './parameters.ts';
import type { CopyPair, TradeOpening } from './types.ts';

/** One match as the matcher stores it for a pair (accounts in the pair's order, first < second). */
export interface StoredMatch {
  readonly firstSeq: number;
  readonly secondSeq: number;
  /** ln(first's volume / second's volume). */
  readonly logRatio: number;
  /** The leader's UTC day number. */
  readonly day: number;
}

export interface PairMatches {
  /** An opening of each account, for their ids and traders. */
  readonly first: TradeOpening;
  readonly second: TradeOpening;
  readonly matches: StoredMatch[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * A pair's statistics. Proportional means "the same multiplier as usual": a copier scales the leader's size by a
 * fixed factor (equal sizes, half size, 2×), so its matches keep one ratio; strangers who happen to open together
 * pick their sizes independently, so their ratios scatter and few sit near the median.
 *
 * An opening counts once however many of the other's openings it meets (three quick entries against one copied
 * order are one match, not three). The score is the geometric mean of both accounts' matched shares: high only
 * when copying is most of what both accounts do, not when one busy account brushes many others.
 */
export function copyPairFrom(
  pair: PairMatches,
  openingsOf: (accountId: string) => number,
  params: RiskParameters['copy'],
): CopyPair {
  const usual = median(pair.matches.map((m) => m.logRatio));
  const tolerance = Math.log(1 + params.sizeTolerance);
  const proportional = pair.matches.filter((m) => Math.abs(m.logRatio - usual) <= tolerance);
  const firstMatched = new Set(proportional.map((m) => m.firstSeq)).size;
  const secondMatched = new Set(proportional.map((m) => m.secondSeq)).size;
  const matches = Math.min(firstMatched, secondMatched);
  const days = new Set(proportional.map((m) => m.day)).size;
  const shares = [
    Math.min(1, firstMatched / Math.max(1, openingsOf(pair.first.accountId))),
    Math.min(1, secondMatched / Math.max(1, openingsOf(pair.second.accountId))),
  ] as const;
  const score = Math.sqrt(shares[0] * shares[1]);
  return {
    accounts: [pair.first.accountId, pair.second.accountId],
    traders: [pair.first.traderId, pair.second.traderId],
    matches,
    days,
    shares,
    sizeRatio: Math.exp(usual),
    score,
    flagged: matches >= params.minMatches && days >= params.minDays && score >= params.minScore,
  };
}
