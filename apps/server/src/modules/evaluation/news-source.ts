import type { Db } from '../../db/client.ts';
import type { HighImpactNews } from '../../domain/evaluation/index.ts';

/**
 * Where the news rule learns of high-impact events (docs/challenge-rules.md "News trading"). Read before the
 * ingestion's transaction, for the window the batch's deals can reach.
 */
export type NewsSource = {
  highImpactBetween(fromMs: number, toMs: number): Promise<HighImpactNews[]>;
};

/** The economic calendar table (economic_events) as the news source. */
export function createEconomicCalendarNews(db: Db): NewsSource {
  return {
    async highImpactBetween(fromMs, toMs) {
      const rows = await db.query<{ time: Date; currency: string; title: string }>(
        `select time, currency, title from economic_events
          where impact = 'high' and time between $1 and $2 order by time`,
        [new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
      );
      return rows.map((r) => ({ time: r.time.getTime(), currency: r.currency, title: r.title }));
    },
  };
}
