/**
 * The risk desk's knobs, per brand. docs/risk.md gives each default's reason: what a copy ring or a hedged pair
 * looks like next to independent traders who read the same news and trade the same setups.
 */
export interface RiskParameters {
  readonly copy: {
    /** Two openings this close (ms) can be one order copied; copy tools and manual mirroring land in seconds. */
    readonly windowMs: number;
    /** A match's size ratio may differ from the pair's usual ratio by this fraction (0.2 = ±20 %). */
    readonly sizeTolerance: number;
    /** A pair is flagged from this many proportional matches … */
    readonly minMatches: number;
    /** … spread over at least this many UTC days (one busy news day is not a habit). */
    readonly minDays: number;
  };
  readonly hedge: {
    /** Opposite positions overlapping less than this (ms) are ignored: a reversal is not a hedge. */
    readonly minOverlapMs: number;
    /** A pair is flagged only after this many opposite overlaps: one long coincidence is not a scheme. */
    readonly minOverlaps: number;
    /** A pair is flagged from this score (geometric mean of both accounts' hedged shares). */
    readonly minScore: number;
  };
}

export const defaultRiskParameters: RiskParameters = {
  copy: { windowMs: 60_000, sizeTolerance: 0.2, minMatches: 10, minDays: 3 },
  hedge: { minOverlapMs: 60_000, minOverlaps: 3, minScore: 0.3 },
};

/** A brand's parameters: the defaults with its overrides, one signal at a time. */
export function riskParameters(overrides: {
  readonly copy?: Partial<RiskParameters['copy']>;
  readonly hedge?: Partial<RiskParameters['hedge']>;
}): RiskParameters {
  return {
    copy: { ...defaultRiskParameters.copy, ...overrides.copy },
    hedge: { ...defaultRiskParameters.hedge, ...overrides.hedge },
  };
}
