import { z } from 'zod';
import { cursorPageOf } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';

/**
 * The back office's economic-calendar import (docs/economic-calendar.md): a weekly JSON or CSV export as the
 * request body, the same importer as `npm run calendar:import`, and the history of imports.
 */

/**
 * The export as sent: JSON (an array of events or `{ "events": [...] }`, Content-Type application/json) or CSV
 * text (text/csv or text/plain). Its rows are checked by the importer, each bad one reported with its line; the
 * server-wide guard refuses control characters in a JSON body's strings.
 */
export const calendarExportSchema = z.union([
  z.array(z.record(z.string(), z.unknown())),
  z.object({ events: z.array(z.record(z.string(), z.unknown())) }).loose(),
  z.string().max(5_000_000),
]);

export const adminCalendarImportQuerySchema = z.object({
  /** import the good rows of a file with bad ones (by default such a file writes nothing) */
  skipInvalid: z.enum(['true', 'false']).default('false'),
  /** check the file only */
  dryRun: z.enum(['true', 'false']).default('false'),
  /** the file's name, kept in the history (its extension also picks the format of a text body) */
  fileName: textSchema().max(200).optional(),
});

export const calendarImportSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  fileName: z.string().nullable(),
  format: z.enum(['json', 'csv']),
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** how many rows were bad */
  problems: z.number().int(),
  /** false: nothing was written (bad rows without skipInvalid, or a dry run) */
  applied: z.boolean(),
  dryRun: z.boolean(),
  /** the first and last event time of the file: the week it covers (null when it held no event) */
  rangeFrom: z.string().nullable(),
  rangeTo: z.string().nullable(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

/** One import's reply: its history entry, and each bad row with its line. */
export const calendarImportReportEnvelope = envelope(
  calendarImportSchema.extend({
    problemRows: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
);
export const calendarImportsEnvelope = envelope(cursorPageOf(calendarImportSchema));
