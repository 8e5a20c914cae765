import type { CalendarImport } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { importCalendar, type ImportReport } from '../calendar/calendar-import.service.ts';
import type { AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { CalendarImportsRepository } from './calendar-imports.repository.ts';

/**
 * Imports a weekly calendar export sent to the back office, with the importer of `npm run calendar:import`
 * (docs/economic-calendar.md). The events, the history row and the audit entry land in one transaction. The
 * calendar serves every brand (one per firm), so the entry has no brand: an owner reads it in the audit log.
 */
export function createCalendarAdminService(deps: {
  db: Db;
  calendarImportsRepository: CalendarImportsRepository;
  audit: Audit;
  clock: Clock;
  /** the news kept in memory forgets the calendar before the import answers */
  changes?: Pick<ChangeFeed, 'announce'>;
}) {
  return {
    async import(
      caller: AdminCaller,
      body: string,
      o: {
        fileName: string | undefined;
        /** a name whose extension picks the format when the body's type said it (CSV text or JSON) */
        formatHint: string;
        skipInvalid: boolean;
        dryRun: boolean;
      },
    ): Promise<CalendarImport & { problemRows: ImportReport['problems'] }> {
      let entry: CalendarImport | undefined;
      const report = await importCalendar(deps.db, o.formatHint, body, {
        skipInvalid: o.skipInvalid,
        dryRun: o.dryRun,
        ...(deps.changes ? { changes: deps.changes } : {}),
        // The history keeps the report's counts as they are, the problems counted, the range by its ends.
        record: async (tx, { problems, from, to, ...counts }) => {
          entry = await deps.calendarImportsRepository.insert(tx, {
            at: deps.clock.now(),
            actorType: caller.actorType,
            actorId: caller.actorId,
            actorEmail: caller.email,
            fileName: o.fileName ?? null,
            dryRun: o.dryRun,
            ...counts,
            problems: problems.length,
            rangeFrom: from,
            rangeTo: to,
          });
          await deps.audit.record(tx, caller, {
            action: 'calendar.imported',
            targetType: 'calendar_import',
            targetId: entry.id,
            brandId: null,
            before: null,
            after: entry,
          });
        },
      });
      return { ...entry!, problemRows: report.problems.slice(0, 200) };
    },

    history: (p: { cursor?: string | undefined; pageSize: number }) => deps.calendarImportsRepository.page(deps.db, p),
  };
}
export type CalendarAdminService = ReturnType<typeof createCalendarAdminService>;
