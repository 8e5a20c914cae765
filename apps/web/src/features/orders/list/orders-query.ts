import { ORDERS_PAGE_SIZE_MAX, type Order, type OrdersQuery } from '@portal/contract';

export const PAGE_SIZE = Math.min(10, ORDERS_PAGE_SIZE_MAX);

/** The list's sort choices (field and direction in one), as the toolbar offers them. */
export const SORTS = ['createdAt-desc', 'createdAt-asc', 'total-desc', 'total-asc'] as const;
export type SortChoice = (typeof SORTS)[number];

export type ListQuery = { page: number; status: Order['status'] | null; sort: SortChoice };

/** Reads ?page=&status=&sort= (anything unknown falls back to the first page, every status, newest first). */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const sort = params.get('sort') as SortChoice | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: status !== null && /^[0-4]$/.test(status) ? (Number(status) as Order['status']) : null,
    sort: sort && SORTS.includes(sort) ? sort : 'createdAt-desc',
  };
}

export function toApiQuery(query: ListQuery): OrdersQuery {
  const [sort, direction] = query.sort.split('-') as ['createdAt' | 'total', 'asc' | 'desc'];
  return {
    page: query.page,
    pageSize: PAGE_SIZE,
    sort,
    direction,
    ...(query.status !== null ? { status: query.status } : {}),
  };
}
