import type { Queryable } from '../../../db/client.ts';
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import { createNotifiedCache } from '../../../lib/notified-cache.ts';
import { storedWidthFor, withBuckets, type BucketRow, type ChartSegment } from '../charts/chart-buckets.ts';
import { pointsOfSegments } from '../charts/chart-points-json.ts';
import type { EvaluationRow } from './evaluations.repository.ts';

/** A safety net behind the notifications, not the mechanism. */
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
 *   JSON of the plans read. It is served only to a read whose state has that version, so it is right
 *   whatever the notifications do (docs/decisions/047-chart-kept-through-pushes.md), and the version alone decides
 *   whether it serves: no notification drops it. The ingestion of this instance moves it forward once its batch
 *   commits (`afterCommit`): the batch's buckets merged into the kept segments as the upsert merged them into the
 *   stored ones, under the version the batch's save wrote, so the read after a push folds them without reading the
 *   segments. A chart of an older version is replaced by the next read. Bounded: a few dozen accounts' charts (the
 *   ones open on dashboards now), the least recently read out first.
 */
export function createEvaluationCache(feed: ChangeFeed, options: { maxStates?: number; maxCharts?: number } = {}) {
  const maxStates = options.maxStates ?? 20_000;
  const states = createNotifiedCache<EvaluationRow | undefined>(feed, { max: maxStates, maxAgeMs: MAX_AGE_MS });
  const maxCharts = options.maxCharts ?? 64;
  type KeptChart = { version: number; widths: Map<number, ChartSegment[]>; plans: Map<string, Buffer | undefined> };
  /** account id → the chart kept at one state version: per stored width its segments, per plan its points */
  const charts = new Map<string, KeptChart>();
  /** Keeps an account's chart as the most recently used (a Map's first entry is the one to drop). */
  const use = (accountId: string, entry: KeptChart) => {
    charts.delete(accountId);
    if (charts.size >= maxCharts) charts.delete(charts.keys().next().value!);
    charts.set(accountId, entry);
  };

  feed.subscribe({
    change(payload) {
      if (payload.startsWith('account:')) states.delete(payload.slice(8));
      else if (payload === 'accounts') {
        states.clear();
        charts.clear();
      }
    },
    reset() {
      states.clear();
      charts.clear();
    },
  });

  return {
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
        const kept = charts.get(accountId);
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
      });
    },
  };
}
export type EvaluationCache = ReturnType<typeof createEvaluationCache>;
