import { ORDERS_PAGE_SIZE_MAX, type Order, type OrdersQuery } from '@portal/contract';

export const PAGE_SIZE = Math.min(10, ORDERS_PAGE_SIZE_MAX);

/** The list's sort choices (field and direction in one), as the toolbar offers them. */
export const SORTS = ['createdAt-desc', 'createdAt-asc', 'total-desc', 'total-asc'] as const;
export type SortChoice = (typeof SORTS)[number];

/** Where the list is (the cursor of its page, null for the first), which orders and in which order. */
export type ListQuery = { cursor: string | null; status: Order['status'] | null; sort: SortChoice };

/** Reads ?cursor=&status=&sort= (anything unknown falls back to every status, newest first; the server judges a cursor). */
export function readListQuery(params: URLSearchParams): ListQuery {
  const status = params.get('status');
  const sort = params.get('sort') as SortChoice | null;
  return {
    cursor: params.get('cursor') || null,
    status: status !== null && /^[0-4]$/.test(status) ? (Number(status) as Order['status']) : null,
    sort: sort && SORTS.includes(sort) ? sort : 'createdAt-desc',
  };
}

export function toApiQuery(query: ListQuery): OrdersQuery {
  const [sort, direction] = query.sort.split('-') as ['createdAt' | 'total', 'asc' | 'desc'];
  return {
    ...(query.cursor !== null ? { cursor: query.cursor } : {}),
    pageSize: PAGE_SIZE,
    sort,
    direction,
    ...(query.status !== null ? { status: query.status } : {}),
  };
}
