/** The risk desk's detection core (pure). docs/risk.md explains every signal, its parameters and defaults. */
export { createCopyMatcher, type CopyMatcher } from './copy-matcher.ts';
export {
  addPartnerMatches,
  emptySummary,
  matchesAtMost,
  mayBeFlagged,
  PARTNER_SLOTS,
  partnerKey,
  type PartnerSummary,
} from './copy-partners.ts';
export { copyPairFrom, type PairMatches, type StoredMatch } from './copy-pairs.ts';
export { findCopyRings } from './copy-rings.ts';
export { findHedgedPairs, type HedgeInput } from './hedging.ts';
export { findRiskyStrategies, type PhaseRules, type StrategyInput } from './strategies.ts';
export { defaultRiskParameters, RiskParameterError, riskParameters, type RiskParameters } from './parameters.ts';
export type * from './types.ts';
