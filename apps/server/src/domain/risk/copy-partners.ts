import type { RiskParameters } from './parameters.ts';

/**
 * How many partners an account's summary keeps. With `minScore` 0.2 a flagged pair holds at least 0.2² = 4 % of each
 * account's openings; a summary of 64 keeps every partner with more than 1/64 of the account's matches, so a copier
 * stays in it even in a crowd where each opening also meets several strangers (docs/risk.md, "Live cost").
 */
export const PARTNER_SLOTS = 64;

/**
 * An account's copy partners as a bounded summary (the Space-Saving algorithm, Metwally et al. 2005): at most
 * PARTNER_SLOTS partners with a count each. A partner not kept takes the slot of the smallest count and that count
 * plus its own, so every count is at least the partner's true number of matches, and a partner not kept has at most
 * the smallest count kept. Partners are kept by `partnerKey`; parallel arrays, as the database row holds them.
 */
export interface PartnerSummary {
  readonly partners: number[];
  readonly counts: number[];
}

/**
 * A partner's key in a summary: the last 32 bits of its account id, random in a v4 (or v7) UUID, as a signed
 * integer (the database's `int4`; migration 0072 derives the same from the id's text). Two partners of one account
 * sharing a key would only add up their counts, which keeps every count an upper bound.
 */
export const partnerKey = (accountId: string): number => parseInt(accountId.slice(-8), 16) | 0;

export const emptySummary = (): PartnerSummary => ({ partners: [], counts: [] });

/** Adds `matches` matches with `partner` to the summary, in place. */
export function addPartnerMatches(
  summary: PartnerSummary,
  partner: number,
  matches: number,
  slots = PARTNER_SLOTS,
): void {
  const kept = summary.partners.indexOf(partner);
  if (kept >= 0) {
    summary.counts[kept]! += matches;
  } else if (summary.partners.length < slots) {
    summary.partners.push(partner);
    summary.counts.push(matches);
  } else {
    const smallest = smallestSlot(summary);
    summary.partners[smallest] = partner;
    summary.counts[smallest]! += matches;
  }
}

function smallestSlot(summary: PartnerSummary): number {
  let at = 0;
  for (let i = 1; i < summary.counts.length; i++) if (summary.counts[i]! < summary.counts[at]!) at = i;
  return at;
}

/** At least as many matches as the account has with `partner` (0 when it has never been counted with anyone). */
export function matchesAtMost(summary: PartnerSummary, partner: number, slots = PARTNER_SLOTS): number {
  const kept = summary.partners.indexOf(partner);
  if (kept >= 0) return summary.counts[kept]!;
  return summary.partners.length < slots ? 0 : summary.counts[smallestSlot(summary)]!;
}

/**
 * Whether a pair could be flagged, from upper bounds of its matches as each account's summary counts them and the
 * accounts' openings: false only when `copyPairFrom` would certainly not flag it (too few matches, or shares whose
 * geometric mean stays under `minScore` even if every counted match were proportional and on its own opening).
 * Live detection keeps a pair's matches only from then on, so it never misses a pair the definition flags.
 */
export function mayBeFlagged(
  first: { readonly matchesAtMost: number; readonly openings: number },
  second: { readonly matchesAtMost: number; readonly openings: number },
  params: RiskParameters['copy'],
): boolean {
  const share = (side: typeof first) => Math.min(1, side.matchesAtMost / Math.max(1, side.openings));
  return (
    Math.min(first.matchesAtMost, second.matchesAtMost) >= params.minMatches &&
    Math.sqrt(share(first) * share(second)) >= params.minScore
  );
}
