import {
  ADMIN_COUNT_EXACT_MAX,
  cursorIdKind,
  decodeCursor,
  encodeCursor,
  isNumberKey,
  ResultCode,
  type ListCount,
  type ListOrder,
  type ListPosition,
} from '@portal/contract';
import { Refusal } from '../domain/result.ts';
import type { Queryable } from './client.ts';
import type { sqlFilter } from './sql-filter.ts';

/**
 * A list read by position (keyset pagination): every page is one index range from the row a cursor names, by a
 * `key` and then by `id` (newest first unless `order` says oldest first), so the last page costs what the first
 * does. A timestamptz key goes into the cursor as text to the microsecond (a JS Date would round it and skip or
 * repeat rows of one millisecond); a number key as PostgreSQL writes it (a float8 reads back exactly).
 */
export type KeysetList = {
  select: string;
  from: string;
  /** a cheaper FROM for the count, where the page's joins add columns but never drop rows */
  countFrom?: string;
  /** the sort key, an expression of `keyType` (timestamptz by default), and the row's id (a uuid, a bigint, or text) */
  key: string;
  keyType?: 'timestamptz' | 'float8' | 'numeric' | 'bigint';
  id: string;
  /** `text`: an id unique within the filtered rows that the source names (a platform's deal id in one account) */
  idType: 'uuid' | 'bigint' | 'text';
  /** `desc` (the default: newest, highest first) or `asc` (a queue: oldest first); key and id alike */
  order?: 'asc' | 'desc';
  /**
   * Columns worked out for the page's rows only, after the limit: a per-row test on another table (a flag) that,
   * beside the filter, the planner costs for every row the filter keeps and so answers by hashing that whole table.
   * `select` names the page's rows by `alias` (their columns are `select`'s).
   */
  late?: { alias: string; select: string };
};

export type KeysetPage<R> = { rows: R[]; next: string | null; previous: string | null; count: ListCount };

type Filter = Pick<ReturnType<typeof sqlFilter>, 'sql' | 'params'>;
type Cursored = { keyset_key: string; keyset_id: string };
/** The raw key and id a `late` list's outer select orders the page by again (its text cursor would not sort). */
type LateSorted = { keyset_sort?: unknown; keyset_sort_id?: unknown };

/** The count of the rows a filter keeps, counted only up to the threshold: a floor past it, never a scan. */
export async function boundedCount(q: Queryable, from: string, filter: Filter): Promise<ListCount> {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${from} ${filter.sql} limit ${ADMIN_COUNT_EXACT_MAX + 1}) c`,
    filter.params,
  );
  const n = row!.n;
  return n > ADMIN_COUNT_EXACT_MAX ? { kind: 'atLeast', value: ADMIN_COUNT_EXACT_MAX } : { kind: 'exact', value: n };
}

/** A number the server keeps (a counter, the evaluation's trades) as a list's count: exact, whatever its size. */
export const exactly = (count: () => Promise<number>) => async (): Promise<ListCount> => ({
  kind: 'exact',
  value: await count(),
});

/** A list read in the order a request asked for (the console's `order`), by the same key and index; its own without one. */
export const inOrder = <L extends KeysetList>(list: L, order: ListOrder | undefined): L =>
  order === undefined ? list : { ...list, order };

/**
 * One page of `list` at `cursor` (a cursor the contract validated, `last`, or none) and the count. `countOtherwise`
 * replaces the bounded count where the list knows better: the number the server keeps (a trigger's counters), or
 * a floor counted another way.
 */
export async function keysetPage<R>(
  q: Queryable,
  list: KeysetList,
  filter: Filter,
  page: { cursor?: string | undefined; pageSize: number },
  countOtherwise?: () => Promise<ListCount>,
): Promise<KeysetPage<R>> {
  const position = decodeCursor(page.cursor);
  // The contract refused what no list writes; a cursor of another list (a uuid for the audit log's numbers) is
  // refused here, in the same words. A text id may read as a number or a uuid: a text list takes any id.
  const numberKey = (list.keyType ?? 'timestamptz') !== 'timestamptz';
  if (
    !position ||
    ('id' in position &&
      ((list.idType !== 'text' && cursorIdKind(position.id) !== list.idType) ||
        isNumberKey(position.key) !== numberKey))
  )
    throw new Refusal(ResultCode.RequestIsNotValid, {
      issues: [{ path: 'querystring.cursor', message: 'validation.cursor' }],
    });
  const counted = countOtherwise ? countOtherwise() : boundedCount(q, list.countFrom ?? list.from, filter);
  const [rows, count] = await Promise.all([pageAt<R>(q, list, filter, position, page.pageSize), counted]);
  return { ...rows, count };
}

async function pageAt<R>(
  q: Queryable,
  list: KeysetList,
  filter: Filter,
  position: ListPosition,
  size: number,
): Promise<Omit<KeysetPage<R>, 'count'>> {
  const read = (p: ListPosition) => readRows<R>(q, list, filter, p, size + 1);
  const cursorOf = (side: 'after' | 'before', row: Cursored | undefined) =>
    row ? encodeCursor(side, row.keyset_key, row.keyset_id) : null;
  switch (position.kind) {
    case 'first':
    case 'after': {
      const rows = await read(position);
      const items = rows.slice(0, size);
      return {
        rows: items.map(strip),
        next: rows.length > size ? cursorOf('after', items.at(-1)) : null,
        previous: position.kind === 'after' ? cursorOf('before', items[0]) : null,
      };
    }
    case 'last':
    case 'before': {
      const rows = await read(position);
      // Short of a page before the cursor: the start was reached, and the first page is the page there.
      if (position.kind === 'before' && rows.length <= size) return pageAt(q, list, filter, { kind: 'first' }, size);
      const items = rows.slice(0, size).reverse();
      return {
        rows: items.map(strip),
        next: position.kind === 'before' ? cursorOf('after', items.at(-1)) : null,
        previous: rows.length > size ? cursorOf('before', items[0]) : null,
      };
    }
  }
}

/** Up to `limit` rows from the position on, in reading order for `first`/`after`, from the far end for the others. */
function readRows<R>(q: Queryable, list: KeysetList, filter: Filter, position: ListPosition, limit: number) {
  const params = [...filter.params];
  const where = [filter.sql.replace(/^where /, '')].filter(Boolean);
  const backwards = position.kind === 'last' || position.kind === 'before';
  const ascending = list.order === 'asc';
  const keyType = list.keyType ?? 'timestamptz';
  if (position.kind === 'after' || position.kind === 'before') {
    params.push(position.key, position.id);
    // A row comparison the (…, key, id) indexes serve as one range (both descending, or both ascending).
    const op = (position.kind === 'after') !== ascending ? '<' : '>';
    where.push(
      `(${list.key}, ${list.id}) ${op} ($${params.length - 1}::${keyType}, $${params.length}::${list.idType})`,
    );
  }
  const dir = backwards !== ascending ? 'asc' : 'desc';
  const keyText =
    keyType === 'timestamptz'
      ? `to_char(${list.key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : `(${list.key})::text`;
  const page = `select ${list.select},
            ${keyText} as keyset_key,
            ${list.id}::text as keyset_id${list.late ? `, ${list.key} as keyset_sort, ${list.id} as keyset_sort_id` : ''}
       ${list.from} ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${list.key} ${dir}, ${list.id} ${dir} limit ${limit}`;
  if (!list.late) return q.query<R & Cursored>(page, params);
  const { alias, select } = list.late;
  return q.query<R & Cursored>(
    `select ${alias}.*, ${select} from (${page}) ${alias}
      order by ${alias}.keyset_sort ${dir}, ${alias}.keyset_sort_id ${dir}`,
    params,
  );
}

function strip<R>(row: R & Cursored & LateSorted): R {
  const { keyset_key: _key, keyset_id: _id, keyset_sort: _sort, keyset_sort_id: _sortId, ...rest } = row;
  return rest as R;
}

/**
 * Rows a statement of an export: few enough that a batch is read, written out and gone within one collection of
 * V8's young generation (about 3 MB of allocation at the server's 4 MB semi-spaces, decision 034), so that its
 * rows die young instead of being promoted and growing the old generation. A million orders, measured
 * (bench/export-memory.bench.ts, decision 088): 100 rows a statement +3 to +7 MB over idle in 21–25 s; 200 rows
 * +12 to +19 MB in 17 s; 300 rows +29 MB; 1,000 rows +224 MB (829 MB promoted) in 13 s.
 */
const EXPORT_BATCH_ROWS = 100;

/**
 * Every row of `list` that `filter` keeps, in the list's order, `batch` rows a statement, each statement starting
 * after the last row read (the same index range as a page): an export holds one batch at a time however long the
 * list, on either database, and holds no connection between batches. Each batch is its own statement: a row added
 * meanwhile is not read (it is newer than the first batch's start), a row changed meanwhile is read as it is then.
 */
export async function* keysetBatches<R>(
  q: Queryable,
  list: KeysetList,
  filter: Filter,
  batch = EXPORT_BATCH_ROWS,
): AsyncGenerator<R[]> {
  let position: ListPosition = { kind: 'first' };
  for (;;) {
    const rows: (R & Cursored)[] = await readRows<R>(q, list, filter, position, batch);
    const last = rows.at(-1);
    if (!last) return;
    // The rows as read, their cursor's two fields included: a copy without them would be a million more objects.
    yield rows;
    if (rows.length < batch) return;
    position = { kind: 'after', key: last.keyset_key, id: last.keyset_id };
  }
}
