import type { Db } from '../../db/client.ts';
import { upsertEvents, type UpsertCounts } from './calendar.repository.ts';
import { detectFormat, parseCalendar, type ImportProblem } from './calendar-import.ts';

export type ImportReport = UpsertCounts & {
  format: 'json' | 'csv';
  read: number;
  skipped: number;
  problems: ImportProblem[];
  /** False when bad rows stopped the import (nothing written). */
  applied: boolean;
};

/**
 * Imports one export file (docs/economic-calendar.md). A file with bad rows writes nothing unless `skipInvalid`,
 * so a broken export never half-lands; a repeat of the same file changes nothing.
 */
export async function importCalendar(
  db: Db,
  fileName: string,
  text: string,
  options: { skipInvalid?: boolean; dryRun?: boolean } = {},
): Promise<ImportReport> {
  const format = detectFormat(fileName, text);
  const { events, problems, skipped } = parseCalendar(text, format);
  const base = { format, read: events.length, skipped, problems, inserted: 0, updated: 0, unchanged: 0 };
  if ((problems.length > 0 && !options.skipInvalid) || options.dryRun) return { ...base, applied: false };
  return { ...base, ...(await upsertEvents(db, events)), applied: true };
}
