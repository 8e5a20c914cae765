import type { NewsTradingRule, RiskRule } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { isAffected } from '../../domain/evaluation/index.ts';
import {
  findHedgedPairs,
  findRiskyStrategies,
  type AccountPosition,
  type RiskParameters,
  type StrategyFinding,
} from '../../domain/risk/index.ts';
import type { NewsSource } from '../evaluation/ingestion/news-source.ts';
import { accountPosition } from './account-position.ts';
import { subjectOf, type FoundCase } from './risk-cases-writer.ts';
import type { PositionRow, RiskDetectionRepository } from './risk-detection.repository.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/**
 * Hedging and strategies weigh the positions held in the last 30 days (and those still open): what an analyst
 * reviews before a payout, and a bounded read per trader however long the account has traded.
 */
export const HISTORY_MS = 30 * DAY;

const toPosition = (r: PositionRow) => accountPosition(r, r.opened_ms, r.closed_ms, r.profit);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The news rule's breaches of one account: per symbol, since the rule names the events that affect each
 * instrument (the engine's `isAffected`), merged into one finding over all its trades.
 */
function newsFinding(
  trades: readonly AccountPosition[],
  rule: NewsTradingRule,
  events: readonly { time: number; currency: string }[],
  asOf: number,
  params: RiskParameters['strategy'],
): StrategyFinding | null {
  const hits: string[] = [];
  for (const [symbol, ofSymbol] of groupBy(trades, (t) => t.symbol)) {
    const [found] = findRiskyStrategies({
      positions: ofSymbol,
      asOf,
      newsEvents: events.filter((e) => isAffected(symbol, e.currency, rule)).map((e) => e.time),
      phaseRules: new Map([
        [
          ofSymbol[0]?.accountId ?? '',
          { newsWindow: { beforeMinutes: rule.minutesBefore, afterMinutes: rule.minutesAfter } },
        ],
      ]),
      params,
    });
    hits.push(...(found?.findings.find((f) => f.rule === 'news-window')?.evidence.positions ?? []));
  }
  return hits.length === 0
    ? null
    : { rule: 'news-window', score: 1, evidence: { positions: hits, outOf: trades.length } };
}

/**
 * Signals 2 and 3 for the accounts a pass touched: their traders' positions of the last HISTORY_MS (and those of
 * traders linked to them by a shared identity mark) are read once; hedged pairs between accounts of one person
 * become `hedge` cases, and each touched account's strategy findings a `strategy` case.
 */
export async function detectAccounts(
  tx: Queryable,
  deps: { positions: RiskDetectionRepository; news: NewsSource },
  touched: ReadonlyMap<string, { brandId: string; userId: string }>,
  paramsOf: (brandId: string) => RiskParameters,
  nowMs: number,
): Promise<FoundCase[]> {
  if (touched.size === 0) return [];
  const users = [...new Set([...touched.values()].map((a) => a.userId))];
  const links = await deps.positions.linkedUsers(tx, users);
  const everyone = [...new Set([...users, ...links.map(([, linked]) => linked)])];
  const rows = await deps.positions.positionsOfUsers(tx, everyone, nowMs - HISTORY_MS);
  const brandOf = new Map(rows.map((r) => [r.account_id, r.brand_id]));
  const userOf = new Map(rows.map((r) => [r.account_id, r.user_id]));
  const cases: FoundCase[] = [];

  for (const [brandId, ofBrand] of groupBy(rows, (r) => r.brand_id)) {
    const hedged = findHedgedPairs({
      positions: ofBrand.map(toPosition),
      asOf: nowMs,
      linkedTraders: links,
      params: paramsOf(brandId).hedge,
    });
    for (const pair of hedged.filter((p) => p.flagged))
      cases.push({
        brandId,
        signal: 'hedge',
        subject: subjectOf('hedge', pair.accounts),
        score: pair.score,
        rules: ['hedging'],
        accounts: pair.accounts.map((accountId) => ({ accountId, userId: userOf.get(accountId) ?? '' })),
      });
  }

  const accountIds = [...touched.keys()].filter((id) => brandOf.has(id));
  const phaseRules = await deps.positions.phaseRules(tx, accountIds);
  const trades = groupBy(
    rows.filter((r) => touched.has(r.account_id)),
    (r) => r.account_id,
  );
  const earliest = Math.min(...rows.map((r) => r.opened_ms));
  const events = [...phaseRules.values()].some((r) => r.news)
    ? await deps.news.highImpactBetween(earliest - 240 * MINUTE, nowMs + 240 * MINUTE, tx)
    : [];
  for (const [accountId, ofAccount] of trades) {
    const brandId = brandOf.get(accountId)!;
    const params = paramsOf(brandId).strategy;
    const positions = ofAccount.map(toPosition);
    const rules = phaseRules.get(accountId);
    // Weekend holding is read here with the habits; the news rule per symbol below.
    const weekend = rules?.weekendHoldingForbidden ? new Map([[accountId, { weekendHoldingForbidden: true }]]) : null;
    const [habits] = findRiskyStrategies({
      positions,
      asOf: nowMs,
      params,
      ...(weekend ? { phaseRules: weekend } : {}),
    });
    const news = rules?.news ? newsFinding(positions, rules.news, events, nowMs, params) : null;
    // One winning trade among a handful is most of the profit by arithmetic: like the share rules, this one
    // speaks only from the brand's minimum number of trades.
    const findings = [...(news ? [news] : []), ...(habits?.findings ?? [])].filter(
      (f) => f.rule !== 'one-big-win' || f.evidence.outOf >= params.minTrades,
    );
    if (findings.length === 0) continue;
    cases.push({
      brandId,
      signal: 'strategy',
      subject: subjectOf('strategy', [accountId]),
      score: Math.max(...findings.map((f) => f.score)),
      rules: findings.map((f) => f.rule satisfies RiskRule),
      accounts: [{ accountId, userId: userOf.get(accountId) ?? '' }],
    });
  }
  return cases;
}
