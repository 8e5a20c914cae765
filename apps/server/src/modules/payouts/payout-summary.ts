import type { AccountPayoutSummary } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { bestDayShare } from '../../domain/evaluation/consistency.ts';
import { eligibilityChecklist, refusalOf } from '../../domain/payouts/eligibility.ts';
import { nextPayoutAt } from '../../domain/payouts/payout-cycle.ts';
import { boundsIn, closedProfitAbove, withdrawable } from '../../domain/payouts/payout-money.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import { DEFAULT_PAYOUT_SETTINGS } from './payout-settings.ts';
import type { PayoutAccountRow, PayoutsRepository, SettingsRow } from './payouts.repository.ts';

/**
 * A funded account's payout picture, from the account, its payouts, its evaluation and the platform (asked for
 * open positions): the ProfitWidget and the checklist of the request page (docs/payouts.md).
 */
export function createPayoutSummaries(deps: {
  payoutsRepository: PayoutsRepository;
  ledger: Pick<AccountLedger, 'state'>;
  platform: Pick<TradingPlatformAdapter, 'openPositions'>;
  clock: Clock;
}) {
  const repo = deps.payoutsRepository;

  const settingsOf = async (q: Queryable, brandId: string): Promise<SettingsRow> =>
    (await repo.settings(q, brandId)) ?? DEFAULT_PAYOUT_SETTINGS;

  async function summarise(
    q: Queryable,
    account: PayoutAccountRow,
    options: { amount?: number | undefined; excludePayoutId?: string; settings?: SettingsRow } = {},
  ): Promise<AccountPayoutSummary> {
    const settings = options.settings ?? (await settingsOf(q, account.brand_id));
    const [aggregates, firstTrade, evaluation, platformOpen] = await Promise.all([
      repo.aggregates(q, account.id, options.excludePayoutId ?? null),
      repo.firstTradeAt(q, account.id),
      deps.ledger.state(q, account.id),
      deps.platform.openPositions(q, account.login),
    ]);
    const state = evaluation;
    const balance = state?.balance ?? account.balance;
    const usd = { min: settings.min_usd, max: settings.max_usd };
    const bounds = boundsIn(account.currency, usd, settings.usd_rates) ?? usd;
    const available = withdrawable({
      balance,
      initialBalance: account.account_size,
      splitPercent: account.profit_split_percent,
      pending: aggregates.pending_amount,
    });
    const next = nextPayoutAt({
      firstFundedTradeAt: firstTrade,
      lastPaidRequestedAt: aggregates.last_paid_requested_at,
      cycleDays: account.payout_cycle_days,
    });
    // The platform is asked; the engine's open volume (positions a bridge reported) counts too.
    const openPositions = platformOpen > 0 ? platformOpen : (state?.openLotUnits ?? 0) > 0 ? 1 : 0;
    const consistencyRule = state?.rules.consistency ?? null;
    const checklist = eligibilityChecklist({
      isFunded: account.is_funded,
      status: account.status,
      openPositions,
      pendingPayouts: aggregates.pending_count,
      now: deps.clock.now(),
      nextPayoutAt: next,
      consistency: consistencyRule
        ? {
            bestDaySharePercent: state ? bestDayShare(state) : null,
            maxPercent: consistencyRule.maxBestDayPercentOfProfit,
          }
        : null,
      amount: options.amount ?? available,
      min: bounds.min,
      max: bounds.max,
      withdrawable: available,
    });
    return {
      traderAccountId: account.id,
      login: account.login,
      packageName: account.package_name,
      currency: account.currency,
      accountSize: account.account_size,
      balance,
      closedProfit: closedProfitAbove(balance, account.account_size),
      profitSplitPercent: account.profit_split_percent,
      pending: aggregates.pending_amount,
      withdrawable: available,
      totalPaid: aggregates.total_paid,
      cycleDays: account.payout_cycle_days,
      nextPayoutAt: next?.toISOString() ?? null,
      min: bounds.min,
      max: bounds.max,
      checklist,
      result: refusalOf(checklist),
    };
  }

  return { settingsOf, summarise };
}
export type PayoutSummaries = ReturnType<typeof createPayoutSummaries>;
