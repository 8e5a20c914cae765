import type { Db, Queryable } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { upsertEvents, type UpsertCounts } from './calendar.repository.ts';
import { detectFormat, parseCalendar, type ImportProblem } from './calendar-import.ts';

export type ImportReport = UpsertCounts & {
  format: 'json' | 'csv';
  read: number;
  skipped: number;
  problems: ImportProblem[];
  /** False when bad rows stopped the import (nothing written). */
  applied: boolean;
  /** The first and last event time of the file (null when it held none): the week it covers. */
  from: Date | null;
  to: Date | null;
};

/**
 * Imports one export file (docs/economic-calendar.md). A file with bad rows writes nothing unless `skipInvalid`,
 * so a broken export never half-lands; a repeat of the same file changes nothing.
 */
export async function importCalendar(
  db: Db,
  fileName: string,
  text: string,
  options: {
    skipInvalid?: boolean;
    dryRun?: boolean;
    /** runs in the import's transaction with its report (the back office's history and audit entry) */
    record?: (tx: Queryable, report: ImportReport) => Promise<void>;
    /** this instance's change feed: its news kept in memory forgets the calendar before the import returns */
    changes?: Pick<ChangeFeed, 'announce'>;
  } = {},
): Promise<ImportReport> {
  const format = detectFormat(fileName, text);
  const { events, problems, skipped } = parseCalendar(text, format);
  const times = events.map((e) => e.time.getTime());
  const range = {
    from: times.length ? new Date(Math.min(...times)) : null,
    to: times.length ? new Date(Math.max(...times)) : null,
  };
  const base = { format, read: events.length, skipped, problems, inserted: 0, updated: 0, unchanged: 0, ...range };
  if ((problems.length > 0 && !options.skipInvalid) || options.dryRun) {
    const report = { ...base, applied: false };
    if (options.record) await db.transaction((tx) => options.record!(tx, report));
    return report;
  }
  let report: ImportReport | undefined;
  await upsertEvents(
    db,
    events,
    async (tx, counts) => {
      report = { ...base, ...counts, applied: true };
      await options.record?.(tx, report);
    },
    options.changes,
  );
  return report!;
}
