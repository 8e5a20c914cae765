import type { Queryable } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import { storedWidthFor, withBuckets, type BucketRow, type ChartSegment } from './chart-buckets.ts';
import { pointsOfSegments } from './chart-points-json.ts';
import type { EvaluationRow } from './evaluations.repository.ts';

/** A safety net behind the notifications, not the mechanism (decision 020). */
const MAX_AGE_MS = 10 * 60_000;

/** The segments of one stored width and the state version they are the chart of (`ChartRepository.segments`). */
export type StoredChart = { version: number | undefined; segments: ChartSegment[] };

/** A chart plan (`chartPlan`): the planned bucket width and the groups' width, in seconds. */
export type ChartPlanOf = { width: number; groupSeconds: number };

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
 */
export function createEvaluationCache(feed: ChangeFeed, options: { maxStates?: number; maxCharts?: number } = {}) {
  const states = createNotifiedCache<EvaluationRow | undefined>(feed, {
    max: options.maxStates ?? 20_000,
    maxAgeMs: MAX_AGE_MS,
  });
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

  feed.subscribe({
    change(payload, local) {
      if (payload.startsWith('account:')) {
        const id = payload.slice(8);
        states.delete(id);
        // This instance's announcements come before the database's, which alone say what to drop.
        if (local) return;
        const n = moved.get(id) ?? 0;
        if (n === 0) drop(id);
        else if (n === 1) moved.delete(id);
        else moved.set(id, n - 1);
      } else if (payload === 'accounts') {
        states.clear();
        clearCharts();
      }
    },
    reset() {
      states.clear();
      clearCharts();
    },
  });

  return {
    /** The kept state in a box (a kept "no row" is `{ value: undefined }`), without waiting (decision 035). */
    keptState: (accountId: string): { value: EvaluationRow | undefined } | undefined => states.get(accountId),
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
