import type { Db, Queryable } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { mapBatches } from '../../lib/batches.ts';
import { csvChunks, type CsvColumn, type CsvFile } from '../../lib/csv.ts';
import { assertInScope, pageInScope, type AdminCaller } from './admin-caller.ts';
import type { Audit } from './audit.ts';

/** The console's lists that export: the name of the file and of the audit entry's action (`orders.exported`). */
export type ExportedList = 'orders' | 'accounts' | 'traders' | 'audit' | 'payouts' | 'overview';

/** The export's batches with the first one read already: a refusal or a failure there is an answer, not a cut file. */
async function primed<R>(batches: AsyncIterable<R>): Promise<AsyncIterable<R>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      // The rest, and the source's own end (its `finally`) when the reader stops early.
      yield* { [Symbol.asyncIterator]: () => it };
    },
  };
}

/** The brand an export's audit entry belongs to: the filter's, or a one-brand operator's own; else none (the owner's). */
const brandOf = (scope: BrandScope, brandId: string | undefined) =>
  brandId ?? (!scope.all && scope.brandIds.length === 1 ? scope.brandIds[0]! : null);

/** The filters as the audit entry keeps them: those given. */
const given = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/**
 * A console list as CSV within the caller's brands (a brand filter out of reach answers 403/-50 before anything is
 * read): `read` yields the rows the list's filters keep, a batch at a time, in the list's order; `columns` say what
 * each row's line holds. Once the file ends, or its reader stops early, the audit log keeps who exported which list
 * with which filters and how many rows went out. The file is named after the list and the day (and `part`, where a
 * screen exports several files: `overview-funnel-2026-11-30.csv`).
 */
export function createListExport(deps: { db: Db; audit: Audit; clock: Clock }) {
  return async <R>(
    caller: AdminCaller,
    list: ExportedList,
    filters: { brandId?: string | undefined },
    columns: readonly CsvColumn<R>[],
    read: (scope: BrandScope) => AsyncIterable<R[]>,
    part?: string,
  ): Promise<CsvFile> => {
    if (filters.brandId) assertInScope(caller, filters.brandId);
    const day = deps.clock.now().toISOString().slice(0, 10);
    const batches = await primed(read(caller.scope));
    const audited = (rows: number, complete: boolean) =>
      deps.db.transaction((tx) =>
        deps.audit.record(tx, caller, {
          action: `${list}.exported`,
          brandId: brandOf(caller.scope, filters.brandId),
          after: { filters: given(filters), rows, complete },
        }),
      );
    const name = part ? `${list}-${part}` : list;
    return { fileName: `${name}-${day}.csv`, chunks: csvChunks(columns, batches, audited) };
  };
}
export type ListExport = ReturnType<typeof createListExport>;

/** A console list's repository: its page by position, and every row its filters keep in batches, in the same order. */
export interface ListRepository<R, Q, F, P extends { rows: R[] }> {
  list(q: Queryable, scope: BrandScope, f: Q): Promise<P>;
  batches(q: Queryable, scope: BrandScope, f: F): AsyncIterable<R[]>;
}

/** A console list's two reads within the caller's brands, on the same rows and view: its page and its CSV export. */
export function listReads<
  R,
  V,
  Q extends { brandId?: string | undefined },
  F extends { brandId?: string | undefined },
  P extends { rows: R[] },
>(
  deps: { db: Db; listExport: ListExport },
  list: ExportedList,
  repo: ListRepository<R, Q, F, P>,
  view: (row: R) => V,
  columns: readonly CsvColumn<V>[],
) {
  return {
    list: (caller: AdminCaller, f: Q) => pageInScope(caller, f.brandId, (scope) => repo.list(deps.db, scope, f), view),
    /** Every row the filters keep as CSV, the list's rows exactly (audited once written). */
    exportCsv: (caller: AdminCaller, f: F) =>
      deps.listExport(caller, list, f, columns, (scope) => mapBatches(repo.batches(deps.db, scope, f), view)),
  };
}
