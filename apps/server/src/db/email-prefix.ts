import type { ListCount } from '@portal/contract';
import type { BrandScope } from '../domain/operators/permissions.ts';
import type { Queryable } from './client.ts';
import { sqlFilter, startsWith } from './sql-filter.ts';

/** The most traders an e-mail prefix names by id in a list's query; a broader prefix is matched as a condition. */
export const EMAIL_PREFIX_IDS_MAX = 2_000;

/**
 * The traders (within the scope) whose e-mail begins with `text`, read first through the prefix index: a list
 * searched by an e-mail asks for their rows by owner (an index range a trader), which the planner cannot choose
 * by itself across a join (it scanned every trader, or every order). `more` says the prefix names more traders
 * than `ids` holds: a broad prefix, whose rows are so frequent that walking the list's order finds a page at once.
 */
export async function tradersByEmailPrefix(
  q: Queryable,
  text: string,
  scope: BrandScope,
  brandId: string | undefined,
): Promise<{ ids: string[]; brandIds: string[]; more: boolean }> {
  const w = sqlFilter();
  w.add('lower(email) like ?', startsWith(text));
  w.scope('brand_id', scope, brandId);
  const rows = await q.query<{ id: string; brand_id: string }>(
    `select id::text, brand_id::text from users ${w.sql} limit ${EMAIL_PREFIX_IDS_MAX + 1}`,
    w.params,
  );
  const named = rows.slice(0, EMAIL_PREFIX_IDS_MAX);
  return {
    ids: named.map((r) => r.id),
    brandIds: named.map((r) => r.brand_id),
    more: rows.length > EMAIL_PREFIX_IDS_MAX,
  };
}

/**
 * The count of a broad prefix's search: the rows of the first `EMAIL_PREFIX_IDS_MAX` traders (by their owner
 * index) are a floor of the whole, so it is said as "at least" (exactly what they hold, or the threshold).
 */
export const floorOf = (count: ListCount): ListCount => ({ kind: 'atLeast', value: count.value });
