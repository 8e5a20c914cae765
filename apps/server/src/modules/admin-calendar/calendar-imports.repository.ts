import type { CalendarImport } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';

export type CalendarImportRecord = Omit<CalendarImport, 'id' | 'at' | 'rangeFrom' | 'rangeTo'> & {
  at: Date;
  rangeFrom: Date | null;
  rangeTo: Date | null;
};

type Row = {
  id: string;
  at: Date;
  actor_type: string;
  actor_id: string | null;
  actor_email: string | null;
  file_name: string | null;
  dry_run: boolean;
  format: 'json' | 'csv';
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  problems: number;
  applied: boolean;
  range_from: Date | null;
  range_to: Date | null;
};

const toImport = (r: Row): CalendarImport => ({
  id: r.id,
  at: r.at.toISOString(),
  actorType: r.actor_type,
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  fileName: r.file_name,
  format: r.format,
  read: r.read,
  inserted: r.inserted,
  updated: r.updated,
  unchanged: r.unchanged,
  skipped: r.skipped,
  problems: r.problems,
  applied: r.applied,
  dryRun: r.dry_run,
  rangeFrom: r.range_from?.toISOString() ?? null,
  rangeTo: r.range_to?.toISOString() ?? null,
});

/** The history of calendar imports made through the back office (calendar_imports, migration 0018). */
export function createCalendarImportsRepository() {
  return {
    async insert(q: Queryable, r: CalendarImportRecord): Promise<CalendarImport> {
      const [row] = await q.query<Row>(
        `insert into calendar_imports (at, actor_type, actor_id, actor_email, file_name, dry_run, format, read, inserted,
                                       updated, unchanged, skipped, problems, applied, range_from, range_to)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning *`,
        [
          r.at,
          r.actorType,
          r.actorId,
          r.actorEmail,
          r.fileName,
          r.dryRun,
          r.format,
          r.read,
          r.inserted,
          r.updated,
          r.unchanged,
          r.skipped,
          r.problems,
          r.applied,
          r.rangeFrom,
          r.rangeTo,
        ],
      );
      return toImport(row!);
    },
    /** Newest first, a page at a position: one range of the (at desc, id desc) index. */
    async page(q: Queryable, p: { cursor?: string | undefined; pageSize: number }) {
      const list = { select: '*', from: 'from calendar_imports', key: 'at', id: 'id', idType: 'uuid' } as const;
      const { rows, ...position } = await keysetPage<Row>(q, list, sqlFilter(), p);
      return { items: rows.map(toImport), ...position };
    },
  };
}
export type CalendarImportsRepository = ReturnType<typeof createCalendarImportsRepository>;
