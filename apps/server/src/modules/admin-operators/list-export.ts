import type { Db } from '../../db/client.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { csvChunks, type CsvColumn, type CsvFile } from '../../lib/csv.ts';
import { assertInScope, type AdminCaller } from './admin-caller.ts';
import type { Audit } from './audit.ts';

/** The console's lists that export: the name of the file and of the audit entry's action (`orders.exported`). */
export type ExportedList = 'orders' | 'accounts' | 'traders' | 'audit' | 'payouts';

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
 * with which filters and how many rows went out.
 */
export function createListExport(deps: { db: Db; audit: Audit; clock: Clock }) {
  return async <R>(
    caller: AdminCaller,
    list: ExportedList,
    filters: { brandId?: string | undefined },
    columns: readonly CsvColumn<R>[],
    read: (scope: BrandScope) => AsyncIterable<R[]>,
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
    return { fileName: `${list}-${day}.csv`, chunks: csvChunks(columns, batches, audited) };
  };
}
export type ListExport = ReturnType<typeof createListExport>;
