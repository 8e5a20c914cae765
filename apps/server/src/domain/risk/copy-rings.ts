import type { CopyPair, CopyRing } from './types.ts';
import { createUnionFind } from './union-find.ts';

/**
 * Rings are the connected groups of flagged pairs: A copies B and B copies C put A, B and C in one case even when
 * A and C were never matched directly (one signal provider, several followers). Its score is the mean of its
 * flagged pairs' scores, so a ring is as strong as its typical link. Strongest first.
 */
export function findCopyRings(pairs: readonly CopyPair[]): CopyRing[] {
  const flagged = pairs.filter((pair) => pair.flagged);
  const sets = createUnionFind();
  for (const pair of flagged) sets.union(pair.accounts[0], pair.accounts[1]);
  const groups = new Map<string, { accounts: Set<string>; traders: Set<string>; pairs: CopyPair[] }>();
  for (const pair of flagged) {
    const root = sets.find(pair.accounts[0]);
    let group = groups.get(root);
    if (!group) {
      group = { accounts: new Set(), traders: new Set(), pairs: [] };
      groups.set(root, group);
    }
    for (const account of pair.accounts) group.accounts.add(account);
    for (const trader of pair.traders) group.traders.add(trader);
    group.pairs.push(pair);
  }
  return [...groups.values()]
    .map((group) => ({
      accounts: [...group.accounts].sort(),
      traders: [...group.traders].sort(),
      pairs: group.pairs,
      score: group.pairs.reduce((sum, pair) => sum + pair.score, 0) / group.pairs.length,
    }))
    .sort((a, b) => b.score - a.score);
}
