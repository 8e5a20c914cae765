import type { BrandScope } from '../domain/operators/permissions.ts';

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
    /** `column` within the instants [from, to) when either is given (a list's period) */
    within(column: string, from: string | undefined, to: string | undefined) {
      if (from || to) this.add(...instantBounds(column, from, to));
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

/**
 * `column` within the instants [from, to) (either bound may be missing) as a condition with `?` marks and its
 * values: for a list's period, and for one inside a subquery.
 */
export function instantBounds(
  column: string,
  from: string | undefined,
  to: string | undefined,
): [string, ...unknown[]] {
  const parts = [`${column} is not null`];
  const values: unknown[] = [];
  if (from) {
    parts.push(`${column} >= ?::timestamptz`);
    values.push(from);
  }
  if (to) {
    parts.push(`${column} < ?::timestamptz`);
    values.push(to);
  }
  return [parts.join(' and '), ...values];
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching what begins with `text`, its wildcards escaped. */
export const startsWith = (text: string) => `${escapeLike(text)}%`;

/** A LIKE pattern matching what holds `text` anywhere (a trigram index serves it from three characters). */
export const contains = (text: string) => `%${escapeLike(text)}%`;
