import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import type { EvaluationRow } from './evaluations.repository.ts';

/** A safety net behind the notifications, not the mechanism (decision 020). */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Each account's evaluation state (what TradingMetrics, the requirements and the chart's header read) and its
 * last charts, kept in memory per instance (docs/decisions/025-account-reads-from-memory.md).
 * - The state is forgotten on `account:<id>`: migration 0029's trigger on `account_evaluations` tells every
 *   instance, and this instance's writers announce it themselves once they commit, before they answer
 *   (`announceWrite`), so a read after a push's answer never sees the state before it. An account without a state
 *   row is kept as such: the row's insert is announced the same way.
 * - A chart is kept with the state `version` it was read under, and served only to a read whose state has that
 *   version: ingestion writes the buckets and bumps the version in one transaction. It is dropped on
 *   `account:<id>` too, so memory goes to the charts still in use. Bounded: a chart is kept as its points' JSON
 *   (decision 043), about 190 KB at 2,000 points outside the heap, so a few dozen accounts' charts are kept (the
 *   ones open on dashboards now), oldest out first.
 */
export function createEvaluationCache(feed: ChangeFeed, options: { maxStates?: number; maxCharts?: number } = {}) {
  const states = createNotifiedCache<EvaluationRow | undefined>(feed, {
    max: options.maxStates ?? 20_000,
    maxAgeMs: MAX_AGE_MS,
  });
  const maxCharts = options.maxCharts ?? 64;
  /** account id → version and, per chart plan (width:group), the points */
  const charts = new Map<string, { version: number; plans: Map<string, Buffer> }>();

  feed.subscribe({
    change(payload) {
      if (payload.startsWith('account:')) {
        const id = payload.slice(8);
        states.delete(id);
        charts.delete(id);
      } else if (payload === 'accounts') {
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
    /** The kept state in a box (a kept "no row" is `{ value: undefined }`), without waiting (decision 035). */
    keptState: (accountId: string): { value: EvaluationRow | undefined } | undefined => states.get(accountId),
    async state(accountId: string, read: () => Promise<EvaluationRow | undefined>) {
      const kept = states.get(accountId);
      if (kept) return kept.value;
      return states.load(accountId, read);
    },

    /** A chart's points (their JSON) for a plan, read at most once per state version (the version makes it right). */
    async chart(
      accountId: string,
      version: number | undefined,
      plan: string,
      read: () => Promise<Buffer>,
    ): Promise<Buffer> {
      if (version === undefined) return read();
      const kept = charts.get(accountId);
      const points = kept?.version === version ? kept.plans.get(plan) : undefined;
      if (points) {
        // Most recently used last: the Map's first entry is the one to drop.
        charts.delete(accountId);
        charts.set(accountId, kept!);
        return points;
      }
      // No generation check: the points were read after a state of this version, so they are at least as new.
      const read_ = await read();
      let entry = charts.get(accountId);
      if (entry?.version !== version) {
        charts.delete(accountId);
        if (charts.size >= maxCharts) charts.delete(charts.keys().next().value!);
        entry = { version, plans: new Map() };
      } else charts.delete(accountId);
      charts.set(accountId, entry);
      if (entry.plans.size >= 8) entry.plans.delete(entry.plans.keys().next().value!);
      entry.plans.set(plan, read_);
      return read_;
    },
  };
}
export type EvaluationCache = ReturnType<typeof createEvaluationCache>;
