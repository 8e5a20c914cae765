/** Inputs and findings of the risk desk's detection core (pure: every time is an input, epoch ms UTC). */

export type EpochMs = number;
export type Side = 'buy' | 'sell';

/** One position opening as the ingestion stream reports it. */
export interface TradeOpening {
  readonly accountId: string;
  readonly traderId: string;
  readonly symbol: string;
  readonly side: Side;
  /** Lots; any positive unit works as long as one brand uses one unit. */
  readonly volume: number;
  readonly openedAt: EpochMs;
}

/** Two openings of accounts of different traders that look like one order copied. */
export interface CopyMatch {
  /** The earlier opening first (the likely leader). */
  readonly leader: TradeOpening;
  readonly follower: TradeOpening;
  /** follower.openedAt − leader.openedAt, ≥ 0. */
  readonly secondsApart: number;
  /** leader.volume / follower.volume: a copier's multiplier keeps it constant across a pair's matches. */
  readonly sizeRatio: number;
}

/**
 * Two accounts a signal ties together: each account's share of its trading involved, the pair's score from those
 * shares (0–1), and whether it crosses the brand's bar. Both signals' pairs are cases of one shape.
 */
interface AccountPair {
  readonly accounts: readonly [string, string];
  readonly traders: readonly [string, string];
  readonly shares: readonly [number, number];
  readonly score: number;
  readonly flagged: boolean;
}

/** What a pair of accounts has in common so far; shares are of each account's openings in a proportional match. */
export interface CopyPair extends AccountPair {
  /** Matches whose size ratio agrees with the pair's usual ratio, each opening counted once. */
  readonly matches: number;
  readonly days: number;
  /** The pair's usual size ratio (median), accounts[0]'s volume over accounts[1]'s. */
  readonly sizeRatio: number;
}

/** A cluster of accounts tied together by flagged copy pairs. */
export interface CopyRing {
  readonly accounts: readonly string[];
  readonly traders: readonly string[];
  readonly pairs: readonly CopyPair[];
  readonly score: number;
}

/** A position is its opening plus when it closed. */
export interface Position extends TradeOpening {
  /** null while open: the detection then counts it as held until `asOf`. */
  readonly closedAt: EpochMs | null;
}

/**
 * Two accounts of one trader (or of linked traders) holding opposite positions at the same time; shares are
 * hedgedExposure over each account's own exposure (Σ volume × held ms), capped at 1.
 */
export interface HedgePair extends AccountPair {
  /** Overlapping position pairs found. */
  readonly overlaps: number;
  /** Σ min(volume) × overlapping ms over the opposite positions (lot·ms). */
  readonly hedgedExposure: number;
}

/** A position with what signal 3 reads: its id for the evidence, its result and its stop. */
export interface AccountPosition extends Position {
  readonly id: string;
  /** Realised profit in minor units, signed; read on closed positions only. */
  readonly profit: number;
  /** The stop-loss price the bridge reported; null or absent when the trade had none. */
  readonly stopLoss?: number | null;
}

export type StrategyRule =
  'news-window' | 'weekend-holding' | 'no-stop-loss' | 'scalping' | 'martingale' | 'one-big-win';

/** One rule an account broke or leans on: score 0–1 and the positions behind it (ids) out of the trades weighed. */
export interface StrategyFinding {
  readonly rule: StrategyRule;
  readonly score: number;
  readonly evidence: { readonly positions: readonly string[]; readonly outOf: number };
}

/** An account's findings, strongest first; its score is the strongest finding's. */
export interface AccountStrategies {
  readonly accountId: string;
  readonly score: number;
  readonly findings: readonly StrategyFinding[];
}
