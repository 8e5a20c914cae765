import { z } from 'zod';
import { textSchema } from './fields.ts';

/**
 * The console's long lists page by position, not by number (keyset pagination): a page starts after or before a
 * row named by an opaque cursor (its sort key and id, in hex), so the first, the next, the previous and the last page cost
 * the same at any depth. The count says whether it is exact or a floor (`atLeast`): counting stops at
 * `ADMIN_COUNT_EXACT_MAX` rows unless the server keeps the number.
 */
export const ADMIN_COUNT_EXACT_MAX = 10_000;

/** Where a page starts: after a row (the next page), before one (the previous page), or at the end (`last`). */
export type ListPosition = { kind: 'first' } | { kind: 'last' } | { kind: 'after' | 'before'; key: string; id: string };

/** `last` is no cursor but a position a link can name: the end of the list. */
export const LAST_PAGE_CURSOR = 'last';

/** The sort key as the server writes it: an instant in UTC to the microsecond (PostgreSQL's precision). */
const KEY = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Or a number (a risk case's score, an order's total), as PostgreSQL writes it: digits, a fraction, an exponent. */
const NUMBER_KEY = /^-?\d{1,20}(?:\.\d{1,20})?(?:e[+-]?\d{1,3})?$/;
/** A key that names a real instant (not 31 February): its milliseconds read back as written; or a number. */
const isKey = (key: string) => {
  if (NUMBER_KEY.test(key)) return true;
  const ms = `${key.slice(0, 23)}Z`;
  return KEY.test(key) && !Number.isNaN(Date.parse(ms)) && new Date(ms).toISOString() === ms;
};
/** Whether a cursor's key is a number (a list sorted by one) rather than an instant. */
export const isNumberKey = (key: string) => NUMBER_KEY.test(key);
/** A row's id: a uuid, or a bigint from 0 (the audit log's; an account's log orders its events of one time by one). */
export const CURSOR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID = /^(?:0|[1-9]\d{0,18})$/;
/** A bigint id within PostgreSQL's bigint (a 19-digit one compared as text with the greatest). */
const isBigint = (id: string) => ID.test(id) && (id.length < 19 || id <= '9223372036854775807');
const SIDE = { a: 'after', b: 'before' } as const;

// Hex of the cursor's ASCII text: opaque to a client, the same in a browser and in Node, and URL-safe as it is.
const toHex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  /^(?:[0-9a-f]{2})+$/.test(hex) ? hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))) : null;

/** The cursor of a page that starts after or before the row with sort key `key` and id `id`. */
export function encodeCursor(side: 'after' | 'before', key: string, id: string): string {
  return toHex(`${side === 'after' ? 'a' : 'b'}~${key}~${id}`);
}

/** The position a cursor names, or null for anything the server did not write (a bad or edited link). */
export function decodeCursor(cursor: string | undefined): ListPosition | null {
  if (cursor === undefined || cursor === '') return { kind: 'first' };
  if (cursor === LAST_PAGE_CURSOR) return { kind: 'last' };
  const parts = fromHex(cursor)?.split('~');
  if (parts?.length !== 3) return null;
  const [side, key, id] = parts as [string, string, string];
  if (!(side in SIDE) || !isKey(key) || !(CURSOR_UUID.test(id) || isBigint(id))) return null;
  return { kind: SIDE[side as keyof typeof SIDE], key, id };
}

/** A page's cursor in a query: one the server wrote, `last`, or none for the first page; else 400/-200. */
export const listCursorSchema = textSchema()
  .max(200)
  .refine((c) => decodeCursor(c) !== null, 'validation.cursor');

/** The query fields of a cursor-paged list: where the page starts and how many rows it holds. */
export const cursorPageFields = ({ size, max }: { size: number; max: number } = { size: 25, max: 100 }) => ({
  cursor: listCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(max).default(size),
});

/** How many rows the filters match: `exact`, or `atLeast` when counting stopped (the screen says "or more"). */
export const listCountSchema = z.object({ kind: z.enum(['exact', 'atLeast']), value: z.number().int().min(0) });
export type ListCount = z.infer<typeof listCountSchema>;

/** A page of a cursor-paged list: its rows, the cursors of the pages beside it (null at either end), the count. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    count: listCountSchema,
  });
export type CursorPage<T> = { items: T[]; next: string | null; previous: string | null; count: ListCount };
