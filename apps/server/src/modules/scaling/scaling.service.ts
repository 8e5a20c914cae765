import { ResultCode, type ScalingProgress, type ScalingReview } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { isTradingStatus, type EvaluationState } from '../../domain/evaluation/index.ts';
import { refuse } from '../../domain/result.ts';
import {
  nextSizeOf,
  periodEndOf,
  reviewOutcome,
  scalingConditions,
  termsAtStep,
  type ScalingFacts,
} from '../../domain/scaling/scaling-review.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ScalingAccountRow, ScalingRepository, ScalingReviewRow } from './scaling.repository.ts';

/** The actor of a review the plan applied by itself (auto-apply): no operator decided it. */
type AuditActor = Parameters<Audit['record']>[1];
const PLAN_ACTOR: AuditActor = { type: 'system', id: null, email: null, role: null, ip: null };

/** A review as the trader and the console see it. */
export const reviewView = (r: ScalingReviewRow): ScalingReview => ({
  id: r.id,
  periodStart: r.period_start.toISOString(),
  periodEnd: r.period_end.toISOString(),
  conditions: r.conditions,
  decision: r.decision,
  oldSize: r.old_size,
  newSize: r.new_size,
  reason: r.reason,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/**
 * A funded account's scaling plan (docs/scaling.md): its running period reviewed when it ends (by the job, or first
 * by a read that finds it due), the account grown when qualified — on the platform, in the rule engine (floors from
 * the new size) and in the account's size, all in one transaction — at once (auto) or by the console's decision
 * (admin-scaling, which takes it in its own transaction through `applyIn` and `refuseIn`).
 */
export function createScalingService(deps: {
  db: Db;
  clock: Clock;
  scalingRepository: ScalingRepository;
  ledger: Pick<AccountLedger, 'lock' | 'state' | 'resize'>;
  platform: Pick<TradingPlatformAdapter, 'resizeAccount'>;
  audit: Audit;
  /** when the funded account first traded: its first period starts then (as its first payout cycle does) */
  firstTradeAt: (q: Queryable, accountId: string) => Promise<Date | null>;
  /** the trader's notice of a decided review, in its transaction */
  notifications: Pick<NotificationsService, 'scalingReview'>;
}) {
  const notice = (tx: Queryable, a: ScalingAccountRow, reviewId: string, outcome: 'grown' | 'notYet' | 'refused') =>
    deps.notifications.scalingReview(
      tx,
      { id: a.id, userId: a.user_id, brandId: a.brand_id, login: a.login, currency: a.currency },
      { outcome, reviewId },
    );
  const { db, scalingRepository: repo } = deps;

  /** The running period: from the last review's end (or the first funded trade) for the plan's length. */
  async function runningPeriod(q: Queryable, a: ScalingAccountRow) {
    const last = (await repo.reviews(q, a.id))[0];
    const start = last?.period_end ?? (await deps.firstTradeAt(q, a.id));
    if (!start) return null;
    return {
      start,
      end: periodEndOf(a.plan, start, a.payout_cycle_days),
      openingBalance: last?.closing_balance ?? a.initial_size ?? a.account_size,
    };
  }

  async function factsOf(
    q: Queryable,
    a: ScalingAccountRow,
    state: EvaluationState,
    period: { start: Date; end: Date; openingBalance: number },
  ): Promise<ScalingFacts> {
    const paid = await repo.paidInPeriod(q, a.id, period.start, period.end);
    const pause = state.pause;
    return {
      size: a.account_size,
      openingBalance: period.openingBalance,
      balance: state.balance,
      withdrawnInPeriod: paid.gross,
      paidPayouts: paid.count,
      // A failure, or a soft daily-loss breach that paused the account within the period (the engine keeps the
      // latest pause).
      breached:
        state.verdict.status === 'failed' ||
        (pause !== null && pause.time >= period.start.getTime() && pause.time < period.end.getTime()),
    };
  }

  /**
   * Grows the account to `size` in the caller's transaction (the evaluation row locked first): the platform's
   * balance operation, the account's size and the plan's record of its steps and terms, the engine's floors.
   */
  async function grow(tx: Queryable, a: ScalingAccountRow, size: number, reference: string): Promise<void> {
    const steps = (a.steps ?? 0) + 1;
    const terms = termsAtStep(a.plan, steps);
    await deps.platform.resizeAccount(tx, a.login, { from: a.account_size, to: size }, reference);
    await repo.grow(tx, { accountId: a.id, initialSize: a.initial_size ?? a.account_size, steps, size }, terms);
    await deps.ledger.resize(tx, a.id, size, deps.clock.now(), terms.dailyLossPercent);
  }

  /**
   * A qualified review's growth, decided and audited in the caller's transaction: one step from the account's size
   * now (`size`, or the plan's next), the review's closing balance moved by what the growth credited.
   */
  async function growAndDecide(
    tx: Queryable,
    actor: AuditActor,
    by: string,
    a: ScalingAccountRow,
    id: string,
    closingBalance: number,
    now: Date,
    size = nextSizeOf(a.plan, a.initial_size ?? a.account_size, a.account_size)!,
  ): Promise<void> {
    await grow(tx, a, size, `scaling:${id}`);
    await repo.decide(tx, id, {
      decision: 'applied',
      reason: null,
      by,
      at: now,
      grown: { closingBalance: closingBalance + size - a.account_size, oldSize: a.account_size, newSize: size },
    });
    // The entry is about the account (the console names it by its login); the review is named in it.
    await deps.audit.record(tx, actor, {
      action: 'scaling.applied',
      targetType: 'trader_account',
      targetId: a.id,
      brandId: a.brand_id,
      before: { reviewId: id, decision: 'pending', accountSize: a.account_size },
      after: { reviewId: id, decision: 'applied', accountSize: size },
    });
    await notice(tx, a, id, 'grown');
  }

  /** Reviews the account's period if it has ended; 1 when a review was recorded. */
  async function reviewOneDue(accountId: string): Promise<number> {
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      await deps.ledger.lock(tx, accountId);
      const a = await repo.account(tx, accountId);
      if (!a || !isTradingStatus(a.status)) return 0;
      const period = await runningPeriod(tx, a);
      const state = await deps.ledger.state(tx, a.id);
      if (!period || period.end > now || !state) return 0;
      const conditions = scalingConditions(a.plan, await factsOf(tx, a, state, period));
      const outcome = reviewOutcome(a.plan, conditions, a.initial_size ?? a.account_size, a.account_size);
      // An auto-applied review is recorded pending, then grown and decided as the console's apply would be.
      const applied = outcome.decision === 'applied';
      const decidedNow = outcome.decision === 'notQualified' || outcome.decision === 'capped';
      const id = await repo.insert(tx, {
        account_id: a.id,
        brand_id: a.brand_id,
        period_start: period.start,
        period_end: period.end,
        conditions,
        decision: applied ? 'pending' : outcome.decision,
        old_size: a.account_size,
        new_size: outcome.newSize,
        closing_balance: state.balance,
        decided_at: decidedNow ? now : null,
        decided_by: decidedNow ? 'plan' : null,
      });
      if (!id) return 0;
      if (applied) await growAndDecide(tx, PLAN_ACTOR, 'plan', a, id, state.balance, now);
      // A review waiting for the firm is told when decided; one at the cap has nothing to tell.
      else if (outcome.decision === 'notQualified') await notice(tx, a, id, 'notYet');
      return 1;
    });
  }

  /** Every period of the account that has ended, in order (an imported history may have several). */
  async function reviewDue(accountId: string): Promise<number> {
    let n = 0;
    while (n < 100 && (await reviewOneDue(accountId)) > 0) n += 1;
    return n;
  }

  return {
    reviewDue,

    /** The job's pass: every trading funded account with a plan, its due periods reviewed. */
    async reviewAllDue(): Promise<number> {
      let reviewed = 0;
      let after: string | null = null;
      for (;;) {
        const ids = await repo.tradingAccountIds(db, after, 200);
        for (const id of ids) reviewed += await reviewDue(id);
        if (ids.length < 200) return reviewed;
        after = ids[ids.length - 1]!;
      }
    },

    /** The trader's funded accounts with a plan: their due periods reviewed first, then the running one's progress. */
    async progress(brandId: string, userId: string): Promise<ScalingProgress[]> {
      const accounts = await repo.traderAccounts(db, brandId, userId);
      const out: ScalingProgress[] = [];
      for (const listed of accounts) {
        await reviewDue(listed.id);
        const a = (await repo.account(db, listed.id))!;
        const [period, state, reviews] = await Promise.all([
          runningPeriod(db, a),
          deps.ledger.state(db, a.id),
          repo.reviews(db, a.id),
        ]);
        const initialSize = a.initial_size ?? a.account_size;
        // Before the first funded trade the period has not started: it is shown as if it started now.
        const start = period?.start ?? deps.clock.now();
        const running = period ?? {
          start,
          end: periodEndOf(a.plan, start, a.payout_cycle_days),
          openingBalance: a.account_size,
        };
        const conditions = state ? scalingConditions(a.plan, await factsOf(db, a, state, running)) : [];
        out.push({
          traderAccountId: a.id,
          currency: a.currency,
          plan: a.plan,
          initialSize,
          currentSize: a.account_size,
          nextSize: nextSizeOf(a.plan, initialSize, a.account_size),
          periodStart: running.start.toISOString(),
          nextReviewAt: running.end.toISOString(),
          conditions,
          reviews: reviews.map(reviewView),
        });
      }
      return out;
    },

    /** Locks the account's evaluation: a decision on its review takes this lock first, as the job's review does. */
    lockAccount: (tx: Queryable, accountId: string) => deps.ledger.lock(tx, accountId),

    /**
     * The console's growth of a pending review's account by one step from its size now (another step may have come
     * first), in the caller's transaction with the account locked (`lockAccount`) and the review locked.
     */
    async applyIn(tx: Queryable, actor: AuditActor, by: string, review: ScalingReviewRow): Promise<void> {
      if (review.decision !== 'pending') refuse(ResultCode.RequestIsNotValid, { reason: 'decision' });
      const a = await repo.account(tx, review.account_id);
      if (!a || !isTradingStatus(a.status)) refuse(ResultCode.PayoutIsBlocked, { reason: 'notTrading' });
      const size = nextSizeOf(a!.plan, a!.initial_size ?? a!.account_size, a!.account_size);
      if (size === null) refuse(ResultCode.RequestIsNotValid, { reason: 'capped' });
      await growAndDecide(tx, actor, by, a!, review.id, review.closing_balance, deps.clock.now(), size!);
    },

    /** The console's refusal of a pending review, in the caller's transaction with the review locked; the trader is told. */
    async refuseIn(tx: Queryable, by: string, review: ScalingReviewRow, reason: string): Promise<void> {
      const moved = await repo.decide(tx, review.id, { decision: 'refused', reason, by, at: deps.clock.now() });
      if (!moved) refuse(ResultCode.RequestIsNotValid, { reason: 'decision' });
      const a = await repo.account(tx, review.account_id);
      if (a) await notice(tx, a, review.id, 'refused');
    },
  };
}
export type ScalingService = ReturnType<typeof createScalingService>;
