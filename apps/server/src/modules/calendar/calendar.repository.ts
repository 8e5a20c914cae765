import type { EconomicEvent, EconomicImpact } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { announceWrite, type ChangeFeed } from '../../lib/change-feed.ts';

/** One event as an import or the seed brings it; the natural key is (time, currency, title). */
export type EconomicEventInput = {
  time: Date;
  currency: string;
  country: string | null;
  title: string;
  impact: EconomicImpact;
  forecast: string | null;
  previous: string | null;
  actual: string | null;
};

export type CalendarFilter = { from: Date; to: Date; impacts?: EconomicImpact[]; currencies?: string[] };
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

type Row = Omit<EconomicEvent, 'time'> & { time: Date };

/** SQL of the economic calendar (table economic_events, migration 0005). */
export function createCalendarRepository() {
  return {
    /** Events with from <= time < to, by time (then currency, title: a stable order for events at one moment). */
    async list(db: Queryable, f: CalendarFilter): Promise<EconomicEvent[]> {
      const rows = await db.query<Row>(
        `select id, time, currency, country, title, impact, forecast, previous, actual
           from economic_events
          where time >= $1 and time < $2
            and ($3::text[] is null or impact = any($3::text[]))
            and ($4::text[] is null or currency = any($4::text[]))
          order by time, currency, title`,
        [f.from.toISOString(), f.to.toISOString(), f.impacts ?? null, f.currencies ?? null],
      );
      return rows.map((r) => ({ ...r, id: String(r.id), time: r.time.toISOString() }));
    },

    /**
     * Inserts new events and refreshes the details of known ones (an import run again, or a later export with the
     * actual figures filled in); a released actual is never blanked by an older export. A row whose details are
     * equal is left alone, so a repeat changes nothing.
     */
    async upsert(db: Queryable, e: EconomicEventInput): Promise<keyof UpsertCounts> {
      const [row] = await db.query<{ inserted: boolean }>(
        `insert into economic_events (time, currency, country, title, impact, forecast, previous, actual)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (time, currency, title) do update
            set country = excluded.country, impact = excluded.impact, forecast = excluded.forecast,
                previous = excluded.previous, actual = coalesce(excluded.actual, economic_events.actual),
                updated_at = now()
          where (economic_events.country, economic_events.impact, economic_events.forecast,
                 economic_events.previous, economic_events.actual)
                is distinct from
                (excluded.country, excluded.impact, excluded.forecast, excluded.previous,
                 coalesce(excluded.actual, economic_events.actual))
         returning (xmax = 0) as inserted`,
        [e.time.toISOString(), e.currency, e.country, e.title, e.impact, e.forecast, e.previous, e.actual],
      );
      return !row ? 'unchanged' : row.inserted ? 'inserted' : 'updated';
    },

    /** How many events lie in [from, to). */
    async countBetween(db: Queryable, from: Date, to: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from economic_events where time >= $1 and time < $2`,
        [from.toISOString(), to.toISOString()],
      );
      return row?.n ?? 0;
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

/**
 * Imports events in one transaction and counts what changed. With `changes`, this instance's news kept in memory
 * forgets the calendar once the import commits, before the caller answers; every instance
 * hears it from migration 0034's trigger.
 */
export async function upsertEvents(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  events: EconomicEventInput[],
  /** also written in the transaction, with the counts (an import's history row and audit entry) */
  alongside?: (tx: Queryable, counts: UpsertCounts) => Promise<void>,
  changes?: Pick<ChangeFeed, 'announce'>,
): Promise<UpsertCounts> {
  const repo = createCalendarRepository();
  return db.transaction(async (tx) => {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    for (const e of events) counts[await repo.upsert(tx, e)] += 1;
    await alongside?.(tx, counts);
    if (changes && counts.inserted + counts.updated > 0) announceWrite(changes, tx, 'calendar');
    return counts;
  });
}
