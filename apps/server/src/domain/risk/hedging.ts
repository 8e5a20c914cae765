import { defaultRiskParameters, type RiskParameters } from './parameters.ts';
import type { EpochMs, HedgePair, Position } from './types.ts';
import { createUnionFind } from './union-find.ts';

export interface HedgeInput {
  readonly positions: readonly Position[];
  /** Open positions count as held until this instant. */
  readonly asOf: EpochMs;
  /** Traders known to be one person (shared identity): their accounts are compared as if one trader's. */
  readonly linkedTraders?: readonly (readonly string[])[];
  readonly params?: RiskParameters['hedge'];
}

interface Accumulated {
  readonly first: Position;
  readonly second: Position;
  overlaps: number;
  hedgedExposure: number;
}

/** Open positions count as held until `asOf`. */
export const endOf = (position: Position, asOf: EpochMs) => position.closedAt ?? asOf;

/**
 * Signal 2: opposite positions on one symbol held at the same time by two accounts of one person — one account
 * passes whichever way the market goes, the other fails, and the firm funds the winner. Only accounts of one
 * trader or of linked traders are compared, so the work is per person and symbol: a sweep over positions by
 * opening time with the ones still held.
 *
 * The hedged exposure of two opposite positions is the smaller volume times the overlapping time; each account's
 * share is its hedged exposure over all its exposure (volume × time held), and the score is the geometric mean of
 * the two shares: a trader who once held both sides for a few minutes scores near 0; two accounts that spend
 * their lives mirrored score near 1.
 */
export function findHedgedPairs(input: HedgeInput): HedgePair[] {
  const params = input.params ?? defaultRiskParameters.hedge;
  const people = createUnionFind();
  for (const group of input.linkedTraders ?? []) {
    for (const trader of group.slice(1)) people.union(group[0] ?? trader, trader);
  }

  const exposure = new Map<string, number>();
  const groups = new Map<string, Position[]>();
  for (const position of input.positions) {
    const held = Math.max(0, endOf(position, input.asOf) - position.openedAt);
    exposure.set(position.accountId, (exposure.get(position.accountId) ?? 0) + position.volume * held);
    const key = `${people.find(position.traderId)}\u0000${position.symbol}`;
    const group = groups.get(key);
    if (group) group.push(position);
    else groups.set(key, [position]);
  }

  const pairs = new Map<string, Accumulated>();
  for (const group of groups.values()) {
    let held: Position[] = [];
    for (const position of [...group].sort((a, b) => a.openedAt - b.openedAt)) {
      held = held.filter((other) => endOf(other, input.asOf) > position.openedAt);
      for (const other of held) {
        if (other.accountId === position.accountId || other.side === position.side) continue;
        const overlap = Math.min(endOf(other, input.asOf), endOf(position, input.asOf)) - position.openedAt;
        if (overlap < params.minOverlapMs) continue;
        const [first, second] = other.accountId < position.accountId ? [other, position] : [position, other];
        const key = `${first.accountId}\u0000${second.accountId}`;
        let pair = pairs.get(key);
        if (!pair) {
          pair = { first, second, overlaps: 0, hedgedExposure: 0 };
          pairs.set(key, pair);
        }
        pair.overlaps++;
        pair.hedgedExposure += Math.min(other.volume, position.volume) * overlap;
      }
      held.push(position);
    }
  }

  return [...pairs.values()]
    .map((pair) => {
      const shareOf = (accountId: string) =>
        Math.min(1, pair.hedgedExposure / Math.max(Number.MIN_VALUE, exposure.get(accountId) ?? 0));
      const shares = [shareOf(pair.first.accountId), shareOf(pair.second.accountId)] as const;
      const score = Math.sqrt(shares[0] * shares[1]);
      return {
        accounts: [pair.first.accountId, pair.second.accountId] as const,
        traders: [pair.first.traderId, pair.second.traderId] as const,
        overlaps: pair.overlaps,
        hedgedExposure: pair.hedgedExposure,
        shares,
        score,
        flagged: pair.overlaps >= params.minOverlaps && score >= params.minScore,
      };
    })
    .sort((a, b) => b.score - a.score);
}
