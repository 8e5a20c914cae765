import type { RiskCaseAccount, RiskCaseRow, RiskPairEvidence, RiskTrade } from '@portal/contract';
import type { AccountPosition } from '../../domain/risk/index.ts';
import type { PairEvidence } from '../../domain/risk/pair-evidence.ts';
import { accountPosition } from '../risk/account-position.ts';
import type { SharedMark } from '../risk/identity-links.ts';
import type { CaseAccountRow, PositionRow, RiskCaseDbRow } from './admin-risk.repository.ts';

/** A position as the evidence weighs it and as the screen shows it. */
export type WeighedPosition = AccountPosition & { trade: RiskTrade };

export const accountView = (r: Omit<CaseAccountRow, 'news_rule' | 'weekend_forbidden'>): RiskCaseAccount => ({
  accountId: r.account_id,
  login: r.login,
  platformId: r.platform_id,
  stage: r.stage,
  isFunded: r.is_funded,
  status: r.status,
  traderId: r.user_id,
  traderEmail: r.email,
  traderName: [r.first_name, r.last_name].filter(Boolean).join(' '),
});

export const caseRowView = (c: RiskCaseDbRow, accounts: RiskCaseAccount[], heldPayouts: number): RiskCaseRow => ({
  id: c.id,
  brandId: c.brand_id,
  signal: c.signal,
  score: c.score,
  status: c.status,
  rules: c.rules,
  accounts,
  heldPayouts,
  openedAt: c.opened_at.toISOString(),
  updatedAt: c.updated_at.toISOString(),
});

export function weighed(r: PositionRow): WeighedPosition {
  const profit = r.profit === null ? null : Number(r.profit);
  return {
    ...accountPosition(r, r.opened_at.getTime(), r.closed_at?.getTime() ?? null, profit),
    trade: {
      accountId: r.account_id,
      positionId: r.position_id,
      symbol: r.symbol,
      side: r.side,
      volume: r.volume,
      openedAt: r.opened_at.toISOString(),
      closedAt: r.closed_at?.toISOString() ?? null,
      profit,
      stopLoss: r.stop_loss,
    },
  };
}

export const pairView = (
  accounts: [RiskCaseAccount, RiskCaseAccount],
  e: PairEvidence<WeighedPosition>,
  shared: SharedMark[],
): RiskPairEvidence => ({
  accounts,
  copy: {
    score: e.copy.score,
    matches: e.copy.matches.map((m) => ({
      leader: m.leader.trade,
      follower: m.follower.trade,
      secondsApart: m.secondsApart,
      sizeRatio: m.sizeRatio,
    })),
    days: e.copy.days,
    shares: [...e.copy.shares],
  },
  hedge: {
    score: e.hedge.score,
    overlaps: e.hedge.overlaps.map((o) => ({
      long: o.long.trade,
      short: o.short.trade,
      overlapSeconds: o.overlapMs / 1000,
    })),
    shares: [...e.hedge.shares],
  },
  // What ties these two traders: the marks both were seen with (none between one trader's own accounts).
  shared:
    accounts[0].traderId === accounts[1].traderId
      ? []
      : shared.filter((m) => m.traderIds.includes(accounts[0].traderId) && m.traderIds.includes(accounts[1].traderId)),
});
