import type { MarkKind } from './identity-marks.ts';
import { defaultRiskParameters, type RiskParameters } from './parameters.ts';

export type SharedIdentityRule = 'shared-ip' | 'shared-device' | 'shared-payout-destination' | 'shared-document';

export const RULE_OF_KIND: { readonly [K in MarkKind]: SharedIdentityRule } = {
  ip: 'shared-ip',
  device: 'shared-device',
  payoutDestination: 'shared-payout-destination',
  document: 'shared-document',
};

/** One trader seen with one value: when first and last (epoch ms). */
export type MarkSighting = { readonly userId: string; readonly firstSeenAt: number; readonly lastSeenAt: number };

export type IdentityFinding = { readonly userIds: string[]; readonly score: number; readonly rule: SharedIdentityRule };

type IdentityParams = RiskParameters['identity'];

const SCORE_OF_KIND: { readonly [K in MarkKind]: (p: IdentityParams) => number } = {
  ip: (p) => p.ipScore,
  device: (p) => p.deviceScore,
  payoutDestination: (p) => p.payoutDestinationScore,
  document: (p) => p.documentScore,
};

/** A trader counts on an address once seen with it over at least `ipRecurrenceMs`; on anything else at once. */
export const counts = (kind: MarkKind, s: MarkSighting, p: IdentityParams) =>
  kind !== 'ip' || s.lastSeenAt - s.firstSeenAt >= p.ipRecurrenceMs;

/**
 * Signal 4: one value (an address, a device, a payout destination, a document) shared by two or more traders of a
 * brand. A device, a destination or a document is one person's: shared, it is a case at once, scored by how
 * surely it is one person. An address alone is weak (a household, an office, a carrier's NAT): it counts only for
 * traders seen with it again after `ipRecurrenceMs`, never when more than `ipMaxTraders` traders were seen with it
 * (a VPN exit or a carrier's gateway), and scores low, below the default payout-hold threshold. The score is the
 * kind's, whatever the number of traders: the case lists them.
 */
export function identityFinding(
  kind: MarkKind,
  sightings: readonly MarkSighting[],
  params: IdentityParams = defaultRiskParameters.identity,
): IdentityFinding | null {
  const traders = new Set(sightings.map((s) => s.userId));
  if (kind === 'ip' && traders.size > params.ipMaxTraders) return null;
  const userIds = [...new Set(sightings.filter((s) => counts(kind, s, params)).map((s) => s.userId))].sort();
  if (userIds.length < 2) return null;
  return { userIds, score: SCORE_OF_KIND[kind](params), rule: RULE_OF_KIND[kind] };
}

/**
 * Whether a case that was decided opens again: only when it grew by a trader not in it before. A new account of a
 * trader already judged, a new score or a repeated sighting leaves the analyst's decision standing.
 */
export const reopens = (before: readonly string[], after: readonly string[]) => {
  const known = new Set(before);
  return after.some((u) => !known.has(u));
};
