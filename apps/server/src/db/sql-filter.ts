import type { BrandScope } from '../domain/operators/permissions.ts';
import type { Queryable } from './client.ts';

/**
 * A WHERE clause built from optional filters, every value a bind parameter (`?` marks where it goes). The
 * back office's lists share it: each filter is a condition only when given.
 */
export function sqlFilter() {
  const params: unknown[] = [];
  const where: string[] = [];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  return {
    params,
    bind,
    /** `sql` with each `?` bound to the next of `values` */
    add(sql: string, ...values: unknown[]) {
      let i = 0;
      where.push(sql.replace(/\?/g, () => bind(values[i++])));
    },
    /** the caller's brands, and the brand filter (already checked against the scope) */
    scope(column: string, scope: BrandScope, brandId: string | undefined) {
      if (brandId) this.add(`${column} = ?::uuid`, brandId);
      else if (!scope.all) this.add(`${column} = any(?::uuid[])`, scope.brandIds);
    },
    get sql() {
      return where.length ? `where ${where.join(' and ')}` : '';
    },
  };
}

/** The SQL of one page. The numbers are written into the text, so anything but a page from 1 and a size from 1 is refused. */
export function pageSql(page: number, pageSize: number): string {
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(pageSize) || page < 1 || pageSize < 1)
    throw new RangeError(`not a page: ${String(page)} of ${String(pageSize)}`);
  return `limit ${pageSize} offset ${(page - 1) * pageSize}`;
}

/**
 * A page of a filtered list and the count of all the rows the filter keeps: the one shape of the back office's
 * lists. `countFrom` is a cheaper FROM for the count where the page's joins add columns but never drop rows.
 */
export async function pagedList<R>(
  q: Queryable,
  list: { select: string; from: string; countFrom?: string; orderBy: string },
  filter: { sql: string; params: unknown[] },
  page: { page: number; pageSize: number },
): Promise<{ rows: R[]; totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    q.query<R>(
      `select ${list.select} ${list.from} ${filter.sql} order by ${list.orderBy} ${pageSql(page.page, page.pageSize)}`,
      filter.params,
    ),
    q.query<{ n: number }>(`select count(*)::int as n ${list.countFrom ?? list.from} ${filter.sql}`, filter.params),
  ]);
  return { rows, totalCount: count!.n };
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching what begins with `text`, its wildcards escaped. */
export const startsWith = (text: string) => `${escapeLike(text)}%`;

/** A LIKE pattern matching what holds `text` anywhere (a trigram index serves it from three characters). */
export const contains = (text: string) => `%${escapeLike(text)}%`;
