import { z } from 'zod';
import { LAST_PAGE_CURSOR } from '../constants.ts';
import { CONTROL_CHARACTER, textSchema } from './fields.ts';

/**
 * The console's long lists page by position, not by number (keyset pagination): a page starts after or before a
 * row named by an opaque cursor (its sort key and id, in hex), so the first, the next, the previous and the last page cost
 * the same at any depth. The count says whether it is exact or a floor (`atLeast`): counting stops at
 * `ADMIN_COUNT_EXACT_MAX` rows unless the server keeps the number.
 */
export const ADMIN_COUNT_EXACT_MAX = 10_000;

/** Where a page starts: after a row (the next page), before one (the previous page), or at the end (`last`). */
export type ListPosition = { kind: 'first' } | { kind: 'last' } | { kind: 'after' | 'before'; key: string; id: string };

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
const CURSOR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID = /^(?:0|[1-9]\d{0,18})$/;
/** A bigint id within PostgreSQL's bigint (a 19-digit one compared as text with the greatest). */
const isBigint = (id: string) => ID.test(id) && (id.length < 19 || id <= '9223372036854775807');
/** The longest text id (a platform's deal id) a cursor names. */
const TEXT_ID_MAX = 64;
/** A text id goes into the cursor as `t` and the hex of its UTF-8: no `~` or other character can change its parts. */
const TEXT_ID = /^t((?:[0-9a-f]{2})+)$/;
const SIDE = { a: 'after', b: 'before' } as const;

// Hex of the cursor's text (its UTF-8 bytes): opaque to a client, URL-safe as it is, and the same in a browser and
// in Node with the language's own URI coding (each byte of the text is one character or one %XX of it).
const toHex = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})|[^%]/g, (char, byte?: string) =>
    byte ? byte.toLowerCase() : char.charCodeAt(0).toString(16).padStart(2, '0'),
  );
const fromHex = (hex: string) => {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  try {
    return decodeURIComponent(hex.replace(/../g, '%$&'));
  } catch {
    return null; // bytes that are no UTF-8
  }
};

/** What a cursor's id is: a uuid, a bigint, or other text (a list whose rows a text names, as a deal id). */
export const cursorIdKind = (id: string): 'uuid' | 'bigint' | 'text' =>
  CURSOR_UUID.test(id) ? 'uuid' : isBigint(id) ? 'bigint' : 'text';

/** The cursor of a page that starts after or before the row with sort key `key` and id `id`. */
export function encodeCursor(side: 'after' | 'before', key: string, id: string): string {
  const idPart = cursorIdKind(id) === 'text' ? `t${toHex(id)}` : id;
  return toHex(`${side === 'after' ? 'a' : 'b'}~${key}~${idPart}`);
}

/** A cursor's id part as the row's id: a uuid or bigint as written, a text id from its hex; null if none of them. */
function idOf(part: string): string | null {
  if (cursorIdKind(part) !== 'text') return part;
  const hex = TEXT_ID.exec(part)?.[1];
  const text = hex === undefined ? null : fromHex(hex);
  // Only what encodeCursor writes: text that would not have been written as it is, short, without control characters.
  return text !== null && cursorIdKind(text) === 'text' && text.length <= TEXT_ID_MAX && !CONTROL_CHARACTER.test(text)
    ? text
    : null;
}

/** The position a cursor names, or null for anything the server did not write (a bad or edited link). */
export function decodeCursor(cursor: string | undefined): ListPosition | null {
  if (cursor === undefined || cursor === '') return { kind: 'first' };
  if (cursor === LAST_PAGE_CURSOR) return { kind: 'last' };
  const parts = fromHex(cursor)?.split('~');
  if (parts?.length !== 3) return null;
  const [side, key, part] = parts as [string, string, string];
  const id = idOf(part);
  if (!(side in SIDE) || !isKey(key) || id === null) return null;
  return { kind: SIDE[side as keyof typeof SIDE], key, id };
}

/** A page's cursor in a query: one the server wrote, `last`, or none for the first page; else 400/-200. */
export const listCursorSchema = textSchema()
  .max(1000)
  .refine((c) => decodeCursor(c) !== null, 'validation.cursor');

/** The query fields of a cursor-paged list: where the page starts and how many rows it holds. */
export const cursorPageFields = ({ size, max }: { size: number; max: number } = { size: 25, max: 100 }) => ({
  cursor: listCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(max).default(size),
});

/**
 * The order a console list is read in: by default its own (newest first; a queue's longest waiting first; the risk
 * desk's highest score first); `asc` or `desc` asks for one, by the same key. A cursor names a row, not an order:
 * the screen starts again from the first page when the order changes.
 */
export const listOrderSchema = z.enum(['asc', 'desc']);
export type ListOrder = z.infer<typeof listOrderSchema>;
const listOrderField = { order: listOrderSchema.optional() };

/** The query fields of a console list: where its page starts, how many rows it holds, and its order. */
export const consoleListFields = (sizes?: { size: number; max: number }) => ({
  ...cursorPageFields(sizes),
  ...listOrderField,
});

/** The query of a list read by position with no filter of its own (a code's orders, an account's log). */
export const cursorQuerySchema = z.object(cursorPageFields());

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
