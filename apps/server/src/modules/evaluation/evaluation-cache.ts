import type { Queryable } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import { storedWidthFor, withBuckets, type BucketRow, type ChartSegment } from './chart-buckets.ts';
import { pointsOfSegments } from './chart-points-json.ts';
import type { EvaluatedAccount } from '../trader-accounts/trader-accounts.service.ts';
import { readBack, type EvaluationRow } from './evaluations.repository.ts';
import type { EvaluationState } from '../../domain/evaluation/index.ts';

/** A safety net behind the notifications, not the mechanism (decision 020). */
const MAX_AGE_MS = 10 * 60_000;

/** The segments of one stored width and the state version they are the chart of (`ChartRepository.segments`). */
export type StoredChart = { version: number | undefined; segments: ChartSegment[] };

/** A chart plan (`chartPlan`): the planned bucket width and the groups' width, in seconds. */
export type ChartPlanOf = { width: number; groupSeconds: number };

/**
 * What a writer saw once it locked an account's state (`mark`): the notifications heard for the account so far and
 * the state this instance kept of the locked version, if any (decision 050).
 */
export type LockMark = {
  accountId: string;
  heard: number;
  evicted: number;
  /** the kept state of the locked version (its finished days included), or undefined when none is kept */
  previous: EvaluationRow | undefined;
};

/**
 * Each account's evaluation state (what TradingMetrics, the requirements and the chart's header read) and its
 * charts, kept in memory per instance (docs/decisions/025-account-reads-from-memory.md).
 * - The state is forgotten on `account:<id>`: migration 0029's trigger on `account_evaluations` tells every
 *   instance, and this instance's writers announce it themselves once they commit, before they answer
 *   (`announceWrite`), so a read after a push's answer never sees the state before it. An account without a state
 *   row is kept as such: the row's insert is announced the same way.
 * - A chart is kept as the stored segments it was folded from, with the state version they are exactly the chart
 *   of (read in one statement; every writer of the chart bumps the version in its transaction), and the points'
 *   JSON of the plans read (decision 043). It is served only to a read whose state has that version, so it is right
 *   whatever the notifications do (docs/decisions/047-chart-kept-through-pushes.md). The ingestion of this instance
 *   moves it forward once its batch commits (`afterCommit`): the batch's buckets merged into the kept segments as
 *   the upsert merged them into the stored ones, under the version the batch's save wrote, so the read after a push
 *   folds them without a database read. The database's notification of that commit is then not a reason to drop
 *   it; any other (another instance's write, the ledger's, the tick's elsewhere) drops the account's chart, so
 *   memory goes to the charts still in use. Bounded: a few dozen accounts' charts (the ones open on dashboards
 *   now), oldest out first.
 * - The ingestion of this instance also keeps the state it saved and the account it locked once its batch commits
 *   (`mark`, `keepAfterCommit`): the read after the push then runs no statement at all; the database's notification
 *   of that commit is skipped once, any other drops them (docs/decisions/050-state-kept-through-pushes.md).
 */
export function createEvaluationCache(feed: ChangeFeed, options: { maxStates?: number; maxCharts?: number } = {}) {
  const maxStates = options.maxStates ?? 20_000;
  const states = createNotifiedCache<EvaluationRow | undefined>(feed, { max: maxStates, maxAgeMs: MAX_AGE_MS });
  /**
   * The accounts this instance's writers kept with the state they committed (decision 050), as the accounts module
   * maps them (`toEvaluated`, the same columns its own cache reads): forgotten exactly when the state is.
   */
  const pushedAccounts = createNotifiedCache<EvaluatedAccount>(feed, { max: maxStates, maxAgeMs: MAX_AGE_MS });
  /** account id → how many notifications of other writers (the database's) were heard for it; bounded */
  const heard = new Map<string, number>();
  /** how many entries of `heard` were ever dropped by its bound (a mark across a drop keeps nothing) */
  let evicted = 0;
  /** account id → how many of this instance's commits kept its state and were not yet announced back */
  const expected = new Map<string, number>();
  const maxCharts = options.maxCharts ?? 64;
  type KeptChart = { version: number; widths: Map<number, ChartSegment[]>; plans: Map<string, Buffer | undefined> };
  /** account id → the chart kept at one state version: per stored width its segments, per plan its points */
  const charts = new Map<string, KeptChart>();
  /** account id → how many of this instance's commits moved its kept chart and were not yet announced back */
  const moved = new Map<string, number>();
  /**
   * Charts just dropped by a notification, for a moment: the database's notification of this instance's own commit
   * may come before the commit's callback (PGlite delivers it before the transaction returns), which then moves the
   * dropped chart forward instead of losing it.
   */
  const dropped = new Map<string, { entry: KeptChart; at: number }>();
  const DROPPED_MS = 1000;

  /** Keeps an account's chart as the most recently used (a Map's first entry is the one to drop). */
  const use = (accountId: string, entry: KeptChart) => {
    charts.delete(accountId);
    if (charts.size >= maxCharts) charts.delete(charts.keys().next().value!);
    charts.set(accountId, entry);
  };

  const drop = (accountId: string) => {
    const entry = charts.get(accountId);
    if (!entry) return;
    charts.delete(accountId);
    const now = Date.now();
    for (const [id, d] of dropped) if (now - d.at >= DROPPED_MS) dropped.delete(id);
    dropped.delete(accountId);
    dropped.set(accountId, { entry, at: now });
    if (dropped.size > 16) dropped.delete(dropped.keys().next().value!);
  };

  const clearCharts = () => {
    charts.clear();
    moved.clear();
    dropped.clear();
  };

  const clearStates = () => {
    states.clear();
    pushedAccounts.clear();
    expected.clear();
    evicted += heard.size;
    heard.clear();
  };

  const forgetState = (id: string) => {
    states.delete(id);
    pushedAccounts.delete(id);
  };

  /** A notification of another writer (or of this instance's commit, through the database) heard for `id`. */
  const hear = (id: string) => {
    const n = (heard.get(id) ?? 0) + 1;
    heard.delete(id);
    if (heard.size >= maxStates) {
      heard.delete(heard.keys().next().value!);
      evicted++;
    }
    heard.set(id, n);
    // This instance's own commit, whose state it kept: what the database says of it is already kept.
    const e = expected.get(id) ?? 0;
    if (e === 0) forgetState(id);
    else if (e === 1) expected.delete(id);
    else expected.set(id, e - 1);
  };

  feed.subscribe({
    change(payload, local) {
      if (payload.startsWith('account:')) {
        const id = payload.slice(8);
        // This instance's announcements come before the database's, which alone say what to drop.
        if (local) {
          forgetState(id);
          return;
        }
        hear(id);
        const n = moved.get(id) ?? 0;
        if (n === 0) drop(id);
        else if (n === 1) moved.delete(id);
        else moved.set(id, n - 1);
      } else if (payload === 'accounts') {
        clearStates();
        clearCharts();
      }
    },
    reset() {
      clearStates();
      clearCharts();
    },
  });

  return {
    /** The kept state in a box (a kept "no row" is `{ value: undefined }`), without waiting (decision 035). */
    keptState: (accountId: string): { value: EvaluationRow | undefined } | undefined => states.get(accountId),
    /** The account a commit of this instance kept with its state (decision 050), without waiting. */
    pushedAccount: (accountId: string): EvaluatedAccount | undefined => pushedAccounts.get(accountId)?.value,
    async state(accountId: string, read: () => Promise<EvaluationRow | undefined>) {
      const kept = states.get(accountId);
      if (kept) return kept.value;
      return states.load(accountId, read);
    },

    /**
     * A chart's points (their JSON) for a plan at the state `version`: the kept points, or the kept segments
     * folded, or the segments read (`read`, the plan's stored width) and kept under the version they were read at.
     * Undefined when the chart has no bucket.
     */
    async chart(
      accountId: string,
      version: number | undefined,
      plan: ChartPlanOf,
      read: (storedWidth: number) => Promise<StoredChart>,
    ): Promise<Buffer | undefined> {
      const key = `${plan.width}:${plan.groupSeconds}`;
      const stored = storedWidthFor(plan.width);
      const kept = version === undefined ? undefined : charts.get(accountId);
      if (kept && kept.version === version) {
        if (kept.plans.has(key)) {
          use(accountId, kept);
          return kept.plans.get(key);
        }
        const segments = kept.widths.get(stored);
        if (segments) {
          const points = pointsOfSegments(segments, plan.width, plan.groupSeconds);
          if (kept.plans.size >= 8) kept.plans.delete(kept.plans.keys().next().value!);
          kept.plans.set(key, points);
          use(accountId, kept);
          return points;
        }
      }
      const fresh = await read(stored);
      const points = pointsOfSegments(fresh.segments, plan.width, plan.groupSeconds);
      if (version === undefined || fresh.version === undefined) return points;
      // Kept under the version read, unless what is kept now is newer (a commit moved it during the read).
      let entry = charts.get(accountId);
      if (entry && entry.version > fresh.version) return points;
      if (entry?.version !== fresh.version) entry = { version: fresh.version, widths: new Map(), plans: new Map() };
      entry.widths.set(stored, fresh.segments);
      if (entry.plans.size >= 8) entry.plans.delete(entry.plans.keys().next().value!);
      entry.plans.set(key, points);
      use(accountId, entry);
      return points;
    },

    /** Taken by a writer once it holds the account's state row locked at `version` (`keepAfterCommit`). */
    mark(accountId: string, version: number): LockMark {
      const kept = states.get(accountId)?.value;
      return {
        accountId,
        heard: heard.get(accountId) ?? 0,
        evicted,
        previous: kept?.version === version ? kept : undefined,
      };
    },

    /**
     * After `q`'s transaction saved `state` (from the state locked when `mark` was taken, one save: the version
     * goes up by one) at `savedAt` and left the account as it was locked: once it commits, this instance keeps the
     * state as a fresh read returns it (`readBack`) and the account, so the read after the push runs no statement
     * (decision 050). Kept only when this instance kept the locked state (its finished days) and at most one
     * notification of the account was heard since the lock. No other writer of the account commits while the lock
     * is held, and the database delivers notifications in commit order, so one heard is this commit's own or one of
     * a commit before the lock (already in the state locked; this commit's own then comes later and drops what is
     * kept); none heard: this commit's own is still to come, and is skipped once. Two or more may include a commit
     * after this one: nothing is kept.
     */
    keepAfterCommit(
      q: Queryable,
      mark: LockMark,
      saved: { account: EvaluatedAccount; state: EvaluationState; savedAt: Date },
    ): void {
      const { accountId, previous } = mark;
      if (!previous || !q.afterCommit) return;
      q.afterCommit(() => {
        if (evicted !== mark.evicted || !feed.live) return;
        const since = (heard.get(accountId) ?? 0) - mark.heard;
        if (since > 1) return;
        const state = readBack(previous.state, saved.state);
        states.put(accountId, { state, version: previous.version + 1, updated_at: saved.savedAt });
        pushedAccounts.put(accountId, saved.account);
        if (since === 0) expected.set(accountId, (expected.get(accountId) ?? 0) + 1);
      });
    },

    /**
     * After `q`'s transaction saved the account's state locked at `lockedVersion` (one save: the version goes up by
     * one) and merged `buckets` (null: none) into its chart: once it commits, the kept chart of `lockedVersion`
     * becomes the chart of the next version, its segments merged as the upsert merged the stored ones (nothing
     * happens on a rollback). A kept chart of another version is dropped: it is no chart of a version to come.
     */
    afterCommit(q: Queryable, accountId: string, lockedVersion: number, buckets: readonly BucketRow[] | null): void {
      q.afterCommit?.(() => {
        let kept = charts.get(accountId);
        // Dropped by a notification an instant ago: the database's of this very commit, which came first.
        const early = kept ? undefined : dropped.get(accountId);
        dropped.delete(accountId);
        if (early && Date.now() - early.at < DROPPED_MS) kept = early.entry;
        if (!kept) return;
        charts.delete(accountId);
        if (kept.version !== lockedVersion) return;
        const widths = new Map<number, ChartSegment[]>();
        for (const [width, segments] of kept.widths) {
          const merged = buckets ? withBuckets(segments, width, buckets) : segments;
          if (!merged) return;
          widths.set(width, merged);
        }
        use(accountId, { version: lockedVersion + 1, widths, plans: new Map() });
        // Its notification is still to come, unless it was the one that dropped it.
        if (!early) moved.set(accountId, (moved.get(accountId) ?? 0) + 1);
      });
    },
  };
}
export type EvaluationCache = ReturnType<typeof createEvaluationCache>;
