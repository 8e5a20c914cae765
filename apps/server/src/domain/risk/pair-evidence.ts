import { createCopyMatcher } from './copy-matcher.ts';
import { endOf, findHedgedPairs } from './hedging.ts';
import type { RiskParameters } from './parameters.ts';
import type { AccountPosition, EpochMs } from './types.ts';

/** A position as the evidence shows it: any position of the detection, with whatever the caller keeps on it. */
type Shown = AccountPosition;

export interface CopyMatchEvidence<P extends Shown> {
  readonly leader: P;
  readonly follower: P;
  readonly secondsApart: number;
  readonly sizeRatio: number;
}

export interface HedgeOverlapEvidence<P extends Shown> {
  readonly long: P;
  readonly short: P;
  readonly overlapMs: number;
}

/** What ties two accounts, their shares in the order the accounts were given. */
export interface PairEvidence<P extends Shown> {
  readonly copy: {
    readonly score: number;
    readonly matches: readonly CopyMatchEvidence<P>[];
    readonly days: number;
    readonly shares: readonly [number, number];
  };
  readonly hedge: {
    readonly score: number;
    readonly overlaps: readonly HedgeOverlapEvidence<P>[];
    readonly shares: readonly [number, number];
  };
}

/** The most matches or overlaps laid out for one pair: a screen shows a timeline, not a dump. */
export const MAX_SHOWN = 200;

const byOpening = (a: Shown, b: Shown) => a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Signals 1 and 2 for one pair of accounts, with the trades behind them: what the case screen lays out for each
 * pair and the compare tool answers for any two. The same matcher and hedge sweep as the live detection, so the
 * evidence explains the score the case carries. Hedging is weighed whoever the traders are (the analyst asked
 * about these two), where detection weighs only one person's accounts.
 */
export function pairEvidence<P extends Shown>(
  a: { readonly accountId: string; readonly positions: readonly P[] },
  b: { readonly accountId: string; readonly positions: readonly P[] },
  params: RiskParameters,
  asOf: EpochMs,
): PairEvidence<P> {
  const positions = [...a.positions, ...b.positions].sort(byOpening);
  const orient = (pair: { accounts: readonly [string, string]; shares: readonly [number, number] } | undefined) =>
    !pair
      ? ([0, 0] as const)
      : pair.accounts[0] === a.accountId
        ? pair.shares
        : ([pair.shares[1], pair.shares[0]] as const);

  const matcher = createCopyMatcher(params.copy);
  const matches: CopyMatchEvidence<P>[] = [];
  for (const position of positions)
    for (const m of matcher.add(position))
      if (matches.length < MAX_SHOWN)
        matches.push({
          leader: m.leader as P,
          follower: m.follower as P,
          secondsApart: m.secondsApart,
          sizeRatio: m.sizeRatio,
        });
  const copied = matcher.pairs()[0];

  const traders = [...new Set(positions.map((p) => p.traderId))];
  const hedged = findHedgedPairs({ positions, asOf, linkedTraders: [traders], params: params.hedge })[0];

  return {
    copy: { score: copied?.score ?? 0, matches, days: copied?.days ?? 0, shares: orient(copied) },
    hedge: {
      score: hedged?.score ?? 0,
      overlaps: opposite(positions, a.accountId, asOf, params.hedge.minOverlapMs),
      shares: orient(hedged),
    },
  };
}

/** The opposite positions of the two accounts held together at least `minOverlapMs`, by opening. */
function opposite<P extends Shown>(sorted: readonly P[], first: string, asOf: EpochMs, minOverlapMs: number) {
  const found: HedgeOverlapEvidence<P>[] = [];
  const held = new Map<string, P[]>();
  for (const position of sorted) {
    const still = (held.get(position.symbol) ?? []).filter((other) => endOf(other, asOf) > position.openedAt);
    for (const other of still) {
      if (other.side === position.side || (other.accountId === first) === (position.accountId === first)) continue;
      const overlapMs = Math.min(endOf(other, asOf), endOf(position, asOf)) - position.openedAt;
      if (overlapMs < minOverlapMs || found.length >= MAX_SHOWN) continue;
      const [long, short] = position.side === 'buy' ? [position, other] : [other, position];
      found.push({ long, short, overlapMs });
    }
    still.push(position);
    held.set(position.symbol, still);
  }
  return found;
}
