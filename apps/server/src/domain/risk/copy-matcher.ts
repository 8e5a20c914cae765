import { copyPairFrom, type PairMatches } from './copy-pairs.ts';
import { defaultRiskParameters, type RiskParameters } from './parameters.ts';
import type { CopyMatch, CopyPair, TradeOpening } from './types.ts';

/**
 * Signal 1, live: openings arrive one at a time and each is compared only with the openings of the same symbol
 * in its own time bucket and the two beside it (buckets one window wide), never with every account. The cost of
 * `add` is the size of those three buckets: quiet symbols cost nothing, a news burst costs its crowd.
 *
 * Openings may arrive a little out of order: a symbol keeps its buckets for `KEPT_WINDOWS` windows behind the
 * newest opening it has seen; an opening later than that is matched against what is still kept.
 */

const KEPT_WINDOWS = 3;

interface Entry {
  readonly opening: TradeOpening;
  readonly seq: number;
}

interface SymbolBuckets {
  readonly byIndex: Map<number, Entry[]>;
  oldest: number;
  newest: number;
}

export interface CopyMatcher {
  /** Feeds one opening; returns the matches it makes with openings already seen. */
  add(opening: TradeOpening): CopyMatch[];
  /** Every pair with at least one match, with its statistics (flagged or not). */
  pairs(): CopyPair[];
  /** Openings compared so far: the matcher's work, for tests and benchmarks. */
  readonly comparisons: number;
}

export function createCopyMatcher(params: RiskParameters['copy'] = defaultRiskParameters.copy): CopyMatcher {
  const symbols = new Map<string, SymbolBuckets>();
  const openingsByAccount = new Map<string, number>();
  const pairMatches = new Map<string, PairMatches>();
  let seq = 0;
  let comparisons = 0;

  function bucketsOf(symbol: string, index: number): SymbolBuckets {
    let buckets = symbols.get(symbol);
    if (!buckets) {
      buckets = { byIndex: new Map(), oldest: index, newest: index };
      symbols.set(symbol, buckets);
    }
    return buckets;
  }

  function forgetOld(buckets: SymbolBuckets, index: number): void {
    if (index <= buckets.newest) return;
    buckets.newest = index;
    const keepFrom = index - KEPT_WINDOWS;
    // A long quiet gap would walk many empty indexes: jump when the map is smaller than the gap.
    if (keepFrom - buckets.oldest > buckets.byIndex.size) {
      for (const key of buckets.byIndex.keys()) if (key < keepFrom) buckets.byIndex.delete(key);
    } else {
      for (let i = buckets.oldest; i < keepFrom; i++) buckets.byIndex.delete(i);
    }
    buckets.oldest = Math.max(buckets.oldest, keepFrom);
  }

  function record(a: Entry, b: Entry): CopyMatch {
    const [leader, follower] = a.opening.openedAt <= b.opening.openedAt ? [a, b] : [b, a];
    const [first, second] = a.opening.accountId < b.opening.accountId ? [a, b] : [b, a];
    const key = `${first.opening.accountId}\u0000${second.opening.accountId}`;
    let pair = pairMatches.get(key);
    if (!pair) {
      pair = { first: first.opening, second: second.opening, matches: [] };
      pairMatches.set(key, pair);
    }
    pair.matches.push({
      firstSeq: first.seq,
      secondSeq: second.seq,
      logRatio: Math.log(first.opening.volume / second.opening.volume),
      day: Math.floor(leader.opening.openedAt / 86_400_000),
    });
    return {
      leader: leader.opening,
      follower: follower.opening,
      secondsApart: (follower.opening.openedAt - leader.opening.openedAt) / 1000,
      sizeRatio: leader.opening.volume / follower.opening.volume,
    };
  }

  function add(opening: TradeOpening): CopyMatch[] {
    const entry: Entry = { opening, seq: seq++ };
    openingsByAccount.set(opening.accountId, (openingsByAccount.get(opening.accountId) ?? 0) + 1);
    const index = Math.floor(opening.openedAt / params.windowMs);
    const buckets = bucketsOf(opening.symbol, index);
    const found: CopyMatch[] = [];
    for (let i = index - 1; i <= index + 1; i++) {
      for (const other of buckets.byIndex.get(i) ?? []) {
        comparisons++;
        const o = other.opening;
        if (
          o.side === opening.side &&
          o.traderId !== opening.traderId &&
          Math.abs(o.openedAt - opening.openedAt) <= params.windowMs
        ) {
          found.push(record(entry, other));
        }
      }
    }
    // Too late to be kept: later openings will not reach back this far.
    if (index < buckets.newest - KEPT_WINDOWS) return found;
    const bucket = buckets.byIndex.get(index);
    if (bucket) bucket.push(entry);
    else buckets.byIndex.set(index, [entry]);
    // A late opening may land below the oldest kept bucket: the next clean-up must start from it.
    buckets.oldest = Math.min(buckets.oldest, index);
    forgetOld(buckets, index);
    return found;
  }

  function pairs(): CopyPair[] {
    const openingsOf = (accountId: string) => openingsByAccount.get(accountId) ?? 0;
    return [...pairMatches.values()].map((pair) => copyPairFrom(pair, openingsOf, params));
  }

  return {
    add,
    pairs,
    get comparisons() {
      return comparisons;
    },
  };
}
