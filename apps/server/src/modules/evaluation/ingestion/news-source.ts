import type { Db, Queryable } from '../../../db/client.ts';
import type { HighImpactNews } from '../../../domain/evaluation/index.ts';
import type { ChangeFeed } from '../../../lib/change-feed.ts';
import { createNotifiedCache } from '../../../lib/notified-cache.ts';

/**
 * Where the news rule learns of high-impact events (docs/challenge-rules.md "News trading"). Read before the
 * ingestion's transaction, for the window the batch's deals can reach.
 */
export type NewsSource = {
  /**
   * `q`: the transaction a caller holds, read through when the table is read. Inside a transaction the pool's other
   * connections may all be taken (and the embedded database has only the one the transaction holds).
   */
  highImpactBetween(fromMs: number, toMs: number, q?: Queryable): Promise<HighImpactNews[]>;
};

/** A safety net behind the notifications, not the mechanism. */
const MAX_AGE_MS = 10 * 60_000;

/** The first index of `sorted` (by time) dated at or after `ms`. */
function firstFrom(sorted: readonly HighImpactNews[], ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.time < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The economic calendar table (economic_events) as the news source. With a change feed, every high-impact event is
 * kept in memory per instance (decision 031: a live push then makes no round trip for it) and forgotten on
 * `calendar`, which migration 0034's trigger sends at every commit that changes the table, as decision 025's caches
 * do; only while the feed is live, a read kept only when no change was heard during it. Without a live feed each
 * call reads its window from the table.
 */
export function createEconomicCalendarNews(db: Db, feed?: ChangeFeed): NewsSource {
  const read = async (window: [fromMs: number, toMs: number] | null, q: Queryable = db) => {
    const rows = await q.query<{ time: Date; currency: string; title: string }>(
      `select time, currency, title from economic_events
        where impact = 'high' ${window ? 'and time between $1 and $2' : ''} order by time, currency, title`,
      window ? window.map((ms) => new Date(ms).toISOString()) : [],
    );
    return rows.map((r) => ({ time: r.time.getTime(), currency: r.currency, title: r.title }));
  };
  const between = (fromMs: number, toMs: number, q?: Queryable) => read([fromMs, toMs], q);
  if (!feed) return { highImpactBetween: between };

  const kept = createNotifiedCache<HighImpactNews[]>(feed, { max: 1, maxAgeMs: MAX_AGE_MS });
  feed.subscribe({
    change(payload) {
      if (payload === 'calendar') kept.clear();
    },
    reset: () => kept.clear(),
  });
  /** The high-impact calendar, by time: a few thousand rows a year of calendar at most. */
  const all = async (q?: Queryable) => kept.get('all')?.value ?? kept.load('all', () => read(null, q));

  return {
    async highImpactBetween(fromMs, toMs, q) {
      if (!feed.live) return between(fromMs, toMs, q);
      const sorted = await all(q);
      const out: HighImpactNews[] = [];
      for (let i = firstFrom(sorted, fromMs); i < sorted.length && sorted[i]!.time <= toMs; i++) out.push(sorted[i]!);
      return out;
    },
  };
}
