import { createCopyMatcher } from './copy-matcher.ts';
import { findHedgedPairs } from './hedging.ts';
import { defaultRiskParameters, type RiskParameters } from './parameters.ts';
import { DAY, FIRST_DAY, independentPopulation } from './test-streams.ts';

/** How often each signal flags honest accounts: the method docs/risk.md states (tests and benchmark only). */
export interface FalsePositives {
  readonly accounts: number;
  readonly openings: number;
  readonly copy: {
    readonly flaggedPairs: number;
    readonly flaggedAccounts: number;
    readonly rate: number;
    /** The most proportional matches any pair reached: how far honest pairs stay from the bar. */
    readonly mostMatches: number;
  };
  readonly hedge: { readonly flaggedPairs: number; readonly flaggedAccounts: number; readonly rate: number };
  readonly comparisons: number;
}

function accountsIn(pairs: readonly { readonly accounts: readonly string[] }[]): number {
  return new Set(pairs.flatMap((pair) => pair.accounts)).size;
}

export function measureFalsePositives(
  population: Parameters<typeof independentPopulation>[0],
  params: RiskParameters = defaultRiskParameters,
): FalsePositives {
  const { openings, positions, accounts } = independentPopulation(population);
  const matcher = createCopyMatcher(params.copy);
  for (const opening of openings) matcher.add(opening);
  const pairs = matcher.pairs();
  const copy = pairs.filter((pair) => pair.flagged);
  const hedge = findHedgedPairs({
    positions,
    asOf: FIRST_DAY + population.days * DAY,
    params: params.hedge,
  }).filter((pair) => pair.flagged);
  return {
    accounts,
    openings: openings.length,
    copy: {
      flaggedPairs: copy.length,
      flaggedAccounts: accountsIn(copy),
      rate: accountsIn(copy) / accounts,
      mostMatches: pairs.reduce((most, pair) => Math.max(most, pair.matches), 0),
    },
    hedge: { flaggedPairs: hedge.length, flaggedAccounts: accountsIn(hedge), rate: accountsIn(hedge) / accounts },
    comparisons: matcher.comparisons,
  };
}
