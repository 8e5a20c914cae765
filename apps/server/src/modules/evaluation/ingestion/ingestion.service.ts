import { newsTradingRuleSchema, ResultCode, type BridgeEvent } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/client.ts';
import {
  applyEvent,
  createNewsCalendar,
  isTradingStatus,
  eventTimeRefusal,
  type EvaluationContext,
  type EvaluationEvent,
  type EvaluationState,
  type HighImpactNews,
} from '../../../domain/evaluation/index.ts';
import { refuse } from '../../../domain/result.ts';
import type { Clock } from '../../../lib/clock.ts';
import { toEvaluated } from '../../trader-accounts/trader-account-mapping.ts';
import type { EvaluatedAccount, TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import { accountPayload, type AccountChanges } from '../state/account-changes.ts';
import type { AccountEventsRepository, Position, RefusedEvent } from './account-events.repository.ts';
import { inTimeOrder, toStoredEvents, type StoredEvent } from './bridge-events.ts';
import { bucketsOf, type BucketRow, type ChartSample } from '../charts/chart-buckets.ts';
import type { ChartRepository } from '../charts/chart.repository.ts';
import { scheduledTick, type EvaluationStarter } from '../state/evaluation-start.ts';
import type { EvaluationCache } from '../state/evaluation-cache.ts';
import type { EvaluationsRepository } from '../state/evaluations.repository.ts';
import type { NewsSource } from './news-source.ts';
import { createTransitions, type AccountFailedListener, type PhasePassedListener } from './transitions.ts';
import { lossWarnings, type LossWarning } from '../../../domain/notifications/loss-warning.ts';

export type IngestResult = { accepted: number; duplicates: number; status: number };

/** A state moved forward by the engine, and the chart buckets of the samples it passed through (null: none). */
type Evolved = { state: EvaluationState; buckets: BucketRow[] | null };

/** A batch with misdated events: refused, nothing stored (see `refuseMisdated`). */
type Misdated = { account: EvaluatedAccount; refused: RefusedEvent[] };

const MINUTE = 60_000;
/** The widest news window a rule may set on either side of an event (the rule's schema bounds both sides). */
const MAX_NEWS_MINUTES = Math.max(
  newsTradingRuleSchema.shape.minutesBefore.maxValue!,
  newsTradingRuleSchema.shape.minutesAfter.maxValue!,
);

/**
 * Takes a platform's events for one account and keeps its evaluation current (docs/decisions/010-challenge-
 * evaluation.md): in one transaction, under the account's evaluation row lock, the events not seen before are
 * stored, applied through the engine in time order, and the state, closed trades, chart and account summary
 * are written; a verdict then moves the account (next phase, funded, or closed). Metrics are running totals in
 * the state: nothing is recomputed from the history. The tick job goes through the same path.
 */
export type IngestionDeps = Parameters<typeof createIngestionService>[0];

export function createIngestionService(deps: {
  db: Db;
  evaluationsRepository: EvaluationsRepository;
  accountEventsRepository: AccountEventsRepository;
  chartRepository: ChartRepository;
  traderAccountsService: TraderAccountsService;
  startEvaluation: EvaluationStarter;
  news: NewsSource;
  /** Sent inside the transaction (by the save), so every instance's open dashboards hear of it once it commits. */
  accountChanges: Pick<AccountChanges, 'notified'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How far ahead of this server's clock an event may be dated (clock skew), config BRIDGE_MAX_AHEAD_SECONDS. */
  maxAheadMs: number;
  onPhasePassed?: PhasePassedListener;
  onAccountFailed?: AccountFailedListener;
  /**
   * The early warnings a batch reached (80 % of a loss limit), in its transaction: one insert each, the mail left
   * to the notifications' job (docs/decisions/077-notifications.md).
   */
  onLossWarnings?: (tx: Queryable, account: EvaluatedAccount, warnings: LossWarning[]) => Promise<unknown>;
  /** This instance's kept charts, moved forward by each committed batch. */
  charts?: Pick<EvaluationCache, 'afterCommit'>;
  /**
   * The risk desk's feed: the batch's new deals, written in its transaction for the detection job (docs/risk.md
   * "How detection runs live"); absent, nothing is fed.
   */
  riskFeed?: {
    record(
      tx: Queryable,
      account: Pick<EvaluatedAccount, 'id' | 'brandId' | 'userId'>,
      deals: readonly StoredEvent[],
    ): Promise<void>;
  };
}) {
  const { db, evaluationsRepository: evaluations, accountEventsRepository: events, chartRepository: chart } = deps;
  const accounts = deps.traderAccountsService;
  const transitions = createTransitions({
    traderAccountsService: accounts,
    log: deps.log,
    ...(deps.onPhasePassed ? { onPhasePassed: deps.onPhasePassed } : {}),
    ...(deps.onAccountFailed ? { onAccountFailed: deps.onAccountFailed } : {}),
  });

  /**
   * The high-impact news a batch's deals can reach under any account's rule (`MAX_NEWS_MINUTES` each side), read
   * before the transaction: from memory (news-source.ts), so the
   * account's rule, known only once its row is locked, picks from it inside the transaction without a round trip.
   */
  async function reachableNews(batch: StoredEvent[]): Promise<HighImpactNews[]> {
    const deals = batch.filter((e) => e.dealId !== null).map((e) => e.time);
    if (deals.length === 0) return [];
    return deps.news.highImpactBetween(
      Math.min(...deals) - MAX_NEWS_MINUTES * MINUTE,
      Math.max(...deals) + MAX_NEWS_MINUTES * MINUTE,
    );
  }

  /** The news calendar of the window the batch's deals reach under the account's rule. */
  function newsContext(account: EvaluatedAccount, batch: StoredEvent[], news: HighImpactNews[]): EvaluationContext {
    const rule = account.rules.newsTrading;
    const deals = batch.filter((e) => e.dealId !== null).map((e) => e.time);
    if (!rule || deals.length === 0) return {};
    const from = Math.min(...deals) - rule.minutesAfter * MINUTE;
    const to = Math.max(...deals) + rule.minutesBefore * MINUTE;
    return { isInNewsWindow: createNewsCalendar(news.filter((n) => n.time >= from && n.time <= to)) };
  }

  /** The batch's events dated too far ahead, or before the account (its phase) opened. */
  function misdated(account: EvaluatedAccount, batch: StoredEvent[], now: number): RefusedEvent[] {
    const limits = { now, openedAt: account.createdAt.getTime(), aheadToleranceMs: deps.maxAheadMs };
    return batch.flatMap((event) => {
      const reason = eventTimeRefusal(event.time, limits);
      return reason ? [{ event, reason }] : [];
    });
  }

  /**
   * A batch with a misdated event is refused whole, before anything is stored: applying the rest would split
   * positions (an opening taken, its close refused) and the bridge is told exactly which event to fix. The
   * refusal is logged and kept per account (refused_bridge_events) for the back office.
   */
  async function refuseMisdated(account: EvaluatedAccount, refused: RefusedEvent[], now: number): Promise<never> {
    await events.recordRefused(db, account.id, refused, new Date(now));
    const named = refused.map(({ event: e, reason }) => ({
      type: e.type,
      dealId: e.dealId,
      time: new Date(e.time).toISOString(),
      reason,
    }));
    deps.log.warn({ accountId: account.id, refused: named }, 'bridge events refused: dated outside the account');
    return refuse(ResultCode.RequestIsNotValid, {
      reason: 'eventTime',
      serverTime: new Date(now).toISOString(),
      accountOpenedAt: account.createdAt.toISOString(),
      maxAheadSeconds: deps.maxAheadMs / 1000,
      refused: named,
    });
  }

  /**
   * A position closed for more than was ever opened on it is a platform bug: the engine would take the excess off
   * other positions' volume and call the account flat (equity = balance) while it is not. The whole batch is
   * refused (the transaction rolls back) naming the deal, never applied silently. A position with no opening
   * stored yet passes: its opening may arrive late (docs/challenge-rules.md, "Equity between snapshots").
   */
  function refuseOverClose(positions: readonly Position[], applied: StoredEvent[]): void {
    const over = positions.find((p) => p.openingKnown && p.closedUnits > p.openedUnits);
    if (!over) return;
    const deal =
      applied.findLast((e) => e.type === 'dealClosed' && e.positionId === over.positionId) ??
      applied.find((e) => e.positionId === over.positionId)!;
    refuse(ResultCode.RequestIsNotValid, {
      reason: 'closeExceedsOpen',
      dealId: deal.dealId,
      positionId: over.positionId,
      opened: over.openedUnits / 1e8,
      closed: over.closedUnits / 1e8,
    });
  }

  /**
   * The account a platform login names and its evaluation state, both locked, found by the login in the same round
   * trip (decisions 026 and 031: nothing is read before the transaction); the evaluation is started here for an
   * account opened before evaluation existed. Undefined for an unknown login.
   */
  async function lockState(
    tx: Queryable,
    platformId: string,
    login: string,
  ): Promise<{ state: EvaluationState; version: number; account: EvaluatedAccount } | undefined> {
    const both = await evaluations.lockWithAccount(tx, { platformId, login });
    if (both) return { state: both.state, version: both.version, account: toEvaluated(both.account) };
    const known = await accounts.findByLogin(tx, platformId, login);
    if (!known) return undefined;
    await deps.startEvaluation(tx, known);
    const { state, version } = (await evaluations.lock(tx, known.id))!;
    return { state, version, account: await accounts.lock(tx, known.id) };
  }

  /** Applies events (in time order) to a state: the new state and the chart samples it passed through. */
  function evolve(state: EvaluationState, batch: EvaluationEvent[], context: EvaluationContext): Evolved {
    let s = state;
    const samples: ChartSample[] = [];
    for (const event of batch) {
      s = applyEvent(s, event, context);
      if (event.type === 'dealClosed' || event.type === 'equitySnapshot') {
        samples.push({ time: s.time, balance: s.balance, equity: s.equity });
      }
    }
    return { state: s, buckets: samples.length > 0 ? bucketsOf(samples) : null };
  }

  /**
   * The early warnings a move reached, for an account still trading; none while an imported account replays its
   * past (those days are over) or when no one listens. A comparison of two states: no query.
   */
  function warningsOf(account: EvaluatedAccount, before: EvaluationState, after: EvaluationState): LossWarning[] {
    if (!deps.onLossWarnings || !isTradingStatus(account.status)) return [];
    if (account.replayEndsAt !== null && after.time < account.replayEndsAt.getTime()) return [];
    return lossWarnings(before, after);
  }

  /**
   * Writes everything that follows from an evolved state (its row locked at `version`): state, summary,
   * notification, chart, transition; once committed, this instance's kept chart moves with it.
   */
  async function persist(
    tx: Queryable,
    account: EvaluatedAccount,
    version: number,
    before: EvaluationState,
    { state: s, buckets }: Evolved,
  ): Promise<number> {
    // State, account summary and the change notification in one statement; the chart only when
    // the batch moved balance or equity, the transition only on a verdict (transitions.ts). The chart's read is
    // sent right behind the save (one connection runs them in order), not after its reply.
    const summary = buckets ? { balance: s.balance, equity: s.equity } : null;
    const notify = accountPayload(account.id);
    const warnings = warningsOf(account, before, s);
    await Promise.all([
      evaluations.saveAndNotify(tx, account.id, s, scheduledTick(account, s), { summary, notify }),
      buckets ? chart.upsert(tx, account.id, buckets) : null,
      warnings.length > 0 ? deps.onLossWarnings?.(tx, account, warnings) : null,
    ]);
    deps.accountChanges.notified(tx, account.id);
    deps.charts?.afterCommit(tx, account.id, version, buckets);
    return transitions.apply(tx, account, s);
  }

  return {
    /** A batch of one account's events from its platform; idempotent by deal id (and snapshot time). */
    async ingest(platformId: string, login: string, batch: readonly BridgeEvent[]): Promise<IngestResult> {
      const stored = toStoredEvents(batch);
      const now = deps.clock.now().getTime();
      const news = await reachableNews(stored);
      const outcome = await db.transaction(async (tx): Promise<IngestResult | Misdated> => {
        const locked = await lockState(tx, platformId, login);
        if (!locked) return refuse(ResultCode.RequestIsNotValid, { reason: 'unknownAccount' });
        const { state, version, account } = locked;
        // Checked before anything is written; the refusal is recorded once this transaction has let go.
        const refused = misdated(account, stored, now);
        if (refused.length > 0) return { account, refused };
        const fresh = await events.insertNew(tx, account.id, stored);
        const applied = inTimeOrder(stored.filter((e) => fresh.has(e.key)));
        const result = { accepted: applied.length, duplicates: batch.length - applied.length };
        if (applied.length === 0) return { ...result, status: account.status };
        // The batch's deals added to their positions (one upsert), which gives every total the checks need. The
        // engine runs while PostgreSQL writes them; a refusal below rolls both back.
        const positionsWritten = events.addToPositions(tx, account.id, applied);
        positionsWritten.catch(() => undefined); // awaited below; an engine fault first must not leave it unheard
        const evolved = evolve(
          state,
          applied.map((e) => e.engine),
          newsContext(account, stored, news),
        );
        const positions = await positionsWritten;
        refuseOverClose(positions, applied);
        // The rest is sent in order without waiting for each reply: the connection runs them one after another.
        const [, , status] = await Promise.all([
          events.insertClosedTrades(
            tx,
            account.id,
            applied.filter((e) => e.type === 'dealClosed'),
            new Map(positions.map((p) => [p.positionId, p])),
          ),
          // An opening deal older than what was applied may complete closed trades stored before it.
          events.fillOpenings(
            tx,
            account.id,
            applied.filter((e) => e.type === 'dealOpened' && e.time < state.time),
          ),
          persist(tx, account, version, state, evolved),
          deps.riskFeed?.record(tx, account, applied),
        ]);
        return { ...result, status };
      });
      return 'refused' in outcome ? refuseMisdated(outcome.account, outcome.refused, now) : outcome;
    },

    /**
     * Ticks one account whose day reset or calendar deadline is due (SKIP LOCKED: safe with several
     * instances); the tick is at the due instant, so the clock moves no further than needed. 0 when none is due.
     */
    async tickOneDue(): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await evaluations.lockDue(tx, deps.clock.now());
        if (!due) return 0;
        const row = (await evaluations.lock(tx, due.account_id))!;
        const account = await accounts.lock(tx, due.account_id);
        await persist(tx, account, row.version, row.state, evolve(row.state, [{ type: 'tick', time: due.due_ms }], {}));
        return 1;
      });
    },
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
