import type { Queryable } from '../../db/client.ts';
import {
  addPartnerMatches,
  copyPairFrom,
  findCopyRings,
  matchesAtMost,
  mayBeFlagged,
  partnerKey,
  type CopyPair,
  type RiskParameters,
} from '../../domain/risk/index.ts';
import type { PairMatchesDelta, PairRow, RiskCopyPairsRepository } from './risk-copy-pairs.repository.ts';
import type { RiskCopyPartnersRepository } from './risk-copy-partners.repository.ts';
import { subjectOf, type FoundCase } from './risk-cases-writer.ts';
import type { RiskDetectionRepository } from './risk-detection.repository.ts';

const DAY = 86_400_000;

/** A position opened for the first time in this pass. */
export type NewOpening = {
  accountId: string;
  positionId: string;
  brandId: string;
  userId: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  openedMs: number;
};

type CopyDeps = {
  positions: RiskDetectionRepository;
  pairs: RiskCopyPairsRepository;
  partners: RiskCopyPartnersRepository;
};

type Side = { account: string; user: string; position: string; volume: number; at: number };

/** A stored pair scored by the domain: its matches as the matcher keeps them, shares from the accounts' openings. */
function scorePair(row: PairRow, openings: ReadonlyMap<string, number>, params: RiskParameters['copy']): CopyPair {
  const seqOf = (ids: string[]) => {
    const seq = new Map<string, number>();
    return ids.map((id) => seq.get(id) ?? (seq.set(id, seq.size), seq.size - 1));
  };
  const firstSeq = seqOf(row.first_positions);
  const secondSeq = seqOf(row.second_positions);
  const opening = (accountId: string, traderId: string) =>
    ({ accountId, traderId, symbol: '', side: 'buy', volume: 1, openedAt: 0 }) as const;
  return copyPairFrom(
    {
      first: opening(row.first_account, row.first_user),
      second: opening(row.second_account, row.second_user),
      matches: row.log_ratios.map((logRatio, i) => ({
        firstSeq: firstSeq[i] ?? 0,
        secondSeq: secondSeq[i] ?? 0,
        logRatio,
        day: row.days[i] ?? 0,
      })),
    },
    (accountId) => openings.get(accountId) ?? 0,
    params,
  );
}

/**
 * Signal 1 over one pass's new openings: each is looked up against the same brand's openings of its symbol within
 * the window (risk_positions' index), its matches counted for both accounts and kept on their pair where it could
 * be flagged (`keepMatches`), the pairs touched (and the flagged pairs of accounts that opened more, whose shares
 * fell) scored by the domain; flagged pairs become `copy` cases, and the
 * rings of a brand with a flagged pair touched become one `copy-ring` case each.
 *
 * A match is counted once: in the pass that stores the second of its two openings (the first is in risk_positions
 * by then, the second was not before), and, when both are new in one pass, once for the pair of positions (the
 * lookup answers it from one side).
 */
export async function detectCopying(
  tx: Queryable,
  deps: CopyDeps,
  openings: readonly NewOpening[],
  paramsOf: (brandId: string) => RiskParameters,
  nowMs: number,
): Promise<FoundCase[]> {
  if (openings.length === 0) return [];
  const found = await deps.positions.openingsInWindow(
    tx,
    openings.map((o) => ({ ...o, windowMs: paramsOf(o.brandId).copy.windowMs })),
  );
  // Per first account, per second: a crowd's batch has a hundred thousand matches, and a key string each cost more
  // than the rest of the loop.
  const deltas = new Map<string, Map<string, PairMatchesDelta>>();
  for (const row of found) {
    const n = openings[row.i];
    if (!n) continue;
    const mine: Side = {
      account: n.accountId,
      user: n.userId,
      position: n.positionId,
      volume: n.volume,
      at: n.openedMs,
    };
    const theirs: Side = {
      account: row.account_id,
      user: row.user_id,
      position: row.position_id,
      volume: row.volume,
      at: row.opened_ms,
    };
    const [first, second] = mine.account < theirs.account ? [mine, theirs] : [theirs, mine];
    let ofFirst = deltas.get(first.account);
    if (!ofFirst) deltas.set(first.account, (ofFirst = new Map()));
    let delta = ofFirst.get(second.account);
    if (!delta) {
      delta = {
        brandId: n.brandId,
        firstAccount: first.account,
        secondAccount: second.account,
        firstUser: first.user,
        secondUser: second.user,
        firstPositions: [],
        secondPositions: [],
        logRatios: [],
        days: [],
      };
      ofFirst.set(second.account, delta);
    }
    delta.firstPositions.push(first.position);
    delta.secondPositions.push(second.position);
    delta.logRatios.push(Math.log(first.volume / second.volume));
    delta.days.push(Math.floor(Math.min(first.at, second.at) / DAY));
  }

  const { touched, openings: counts } = await keepMatches(
    tx,
    deps,
    [...deltas.values()].flatMap((ofFirst) => [...ofFirst.values()]),
    paramsOf,
    nowMs,
  );
  const touchedKeys = new Set(touched.map((p) => `${p.first_account}\u0000${p.second_account}`));
  const accounts = [...new Set(openings.map((o) => o.accountId))];
  const rescored = (await deps.pairs.flaggedOf(tx, accounts)).filter(
    (p) => !touchedKeys.has(`${p.first_account}\u0000${p.second_account}`),
  );
  const rows = [...touched, ...rescored];
  const missing = [...new Set(rows.flatMap((p) => [p.first_account, p.second_account]))].filter((a) => !counts.has(a));
  for (const [account, n] of await deps.positions.openingCounts(tx, missing)) counts.set(account, n);
  const scored = rows.map((row) => ({ row, pair: scorePair(row, counts, paramsOf(row.brand_id).copy) }));
  // Scores are written where they are read: the rings and cases of flagged pairs (and a pair falling under the bar).
  // A pair of strangers with a match or two is only appended to; its score is the domain's on its matches.
  await deps.pairs.saveScores(
    tx,
    scored
      .filter(({ row, pair }) => pair.flagged || row.flagged)
      .map(({ pair }) => ({
        firstAccount: pair.accounts[0],
        secondAccount: pair.accounts[1],
        matches: pair.matches,
        days: pair.days,
        sizeRatio: pair.sizeRatio,
        score: pair.score,
        flagged: pair.flagged,
      })),
  );

  // A pair flagged before keeps its case current even when it falls under the bar (the analyst sees it weaken).
  const cases: FoundCase[] = scored
    .filter(({ row, pair }) => pair.flagged || row.flagged)
    .map(({ row, pair }) => ({
      brandId: row.brand_id,
      signal: 'copy',
      subject: subjectOf('copy', pair.accounts),
      score: pair.score,
      rules: ['copy-trading'],
      accounts: [
        { accountId: row.first_account, userId: row.first_user },
        { accountId: row.second_account, userId: row.second_user },
      ],
    }));
  // The rings of the flagged pairs just scored, each read whole from the stored pairs; a brand's other rings did
  // not move and are not read again.
  const ringAccounts = new Map<string, Set<string>>();
  for (const { row } of scored.filter(({ pair }) => pair.flagged)) {
    const ofBrand = ringAccounts.get(row.brand_id) ?? new Set<string>();
    ringAccounts.set(row.brand_id, ofBrand.add(row.first_account).add(row.second_account));
  }
  for (const [brandId, accountIds] of ringAccounts)
    cases.push(...(await ringCases(tx, deps.pairs, brandId, [...accountIds])));
  return cases;
}

/**
 * Counts the batch's matches into both accounts' partner summaries and keeps them where they can matter: appended to
 * the pairs that have a row, and a row given, with every match of the two accounts, to each pair that could now be
 * flagged (`mayBeFlagged` on the summaries' counts and the accounts' openings). A pair of strangers with a match or
 * two costs its two summaries' counts, not a row of its own. Answers the pairs' rows touched (those that can be
 * flagged: flagged already, or holding at least their brand's `minMatches`) and the openings counted on the way.
 */
async function keepMatches(
  tx: Queryable,
  deps: CopyDeps,
  deltas: readonly PairMatchesDelta[],
  paramsOf: (brandId: string) => RiskParameters,
  nowMs: number,
): Promise<{ touched: PairRow[]; openings: Map<string, number> }> {
  const accounts = [...new Set(deltas.flatMap((d) => [d.firstAccount, d.secondAccount]))];
  const summaries = await deps.partners.summariesOf(tx, accounts);
  for (const d of deltas) {
    addPartnerMatches(summaries.get(d.firstAccount)!, partnerKey(d.secondAccount), d.logRatios.length);
    addPartnerMatches(summaries.get(d.secondAccount)!, partnerKey(d.firstAccount), d.logRatios.length);
  }
  await deps.partners.save(tx, summaries);

  const bound = (account: string, partner: string) => matchesAtMost(summaries.get(account)!, partnerKey(partner));
  // A pair has a row only once it could be flagged, so only once it had its brand's `minMatches`: the others need
  // no lookup, nor their accounts' openings.
  const mayHaveRow = deltas.filter(
    (d) =>
      Math.min(bound(d.firstAccount, d.secondAccount), bound(d.secondAccount, d.firstAccount)) >=
      paramsOf(d.brandId).copy.minMatches,
  );
  const openings = await deps.positions.openingCounts(tx, [
    ...new Set(mayHaveRow.flatMap((d) => [d.firstAccount, d.secondAccount])),
  ]);
  const side = (account: string, partner: string) => ({
    matchesAtMost: bound(account, partner),
    openings: openings.get(account) ?? 0,
  });
  const appended = await deps.pairs.appendMatches(tx, mayHaveRow, nowMs);
  const hasRow = new Set(appended.map((p) => `${p.first_account}\u0000${p.second_account}`));
  const toKeep = mayHaveRow.filter(
    (d) =>
      !hasRow.has(`${d.firstAccount}\u0000${d.secondAccount}`) &&
      mayBeFlagged(
        side(d.firstAccount, d.secondAccount),
        side(d.secondAccount, d.firstAccount),
        paramsOf(d.brandId).copy,
      ),
  );
  const keptNow = await deps.pairs.keepPairs(
    tx,
    toKeep.map((d) => ({ ...d, windowMs: paramsOf(d.brandId).copy.windowMs })),
    nowMs,
  );
  const touched = [...appended, ...keptNow].filter(
    (p) => p.flagged || p.log_ratios.length >= paramsOf(p.brand_id).copy.minMatches,
  );
  return { touched, openings };
}

/** The rings of three accounts or more (two are the pair's own case) these accounts are in, from the stored pairs. */
async function ringCases(
  tx: Queryable,
  pairs: RiskCopyPairsRepository,
  brandId: string,
  accountIds: readonly string[],
): Promise<FoundCase[]> {
  const flagged = await pairs.flaggedConnectedTo(tx, brandId, accountIds);
  const userOf = new Map(
    flagged.flatMap((p) => [[p.first_account, p.first_user] as const, [p.second_account, p.second_user] as const]),
  );
  const stored: CopyPair[] = flagged.map((p) => ({
    accounts: [p.first_account, p.second_account],
    traders: [p.first_user, p.second_user],
    shares: [0, 0],
    score: p.score,
    flagged: true,
    matches: 0,
    days: 0,
    sizeRatio: 1,
  }));
  return findCopyRings(stored)
    .filter((ring) => ring.accounts.length >= 3)
    .map((ring) => ({
      brandId,
      signal: 'copy',
      subject: subjectOf('copy', ring.accounts),
      score: ring.score,
      rules: ['copy-ring'],
      accounts: ring.accounts.map((accountId) => ({ accountId, userId: userOf.get(accountId) ?? '' })),
    }));
}
