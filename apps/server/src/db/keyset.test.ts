import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_COUNT_EXACT_MAX,
  CONTROL_CHARACTER,
  decodeCursor,
  encodeCursor,
  LAST_PAGE_CURSOR,
} from '@portal/contract';
import { createPglite, pgliteDb, type Db } from './client.ts';
import { boundedCount, keysetBatches, keysetPage, type KeysetList, type KeysetPage } from './keyset.ts';
import { sqlFilter } from './sql-filter.ts';

type Row = { id: string; tag: string };
const LIST: KeysetList = { select: 'id::text as id, tag', from: 'from rows', key: 'at', id: 'id', idType: 'uuid' };
const ROWS = 47;
const CURSOR_ID = '00000000-0000-4000-8000-000000000001';

/** Every row of a tag in the list's order (newest first, then id), as the pages should hold them. */
const expected = async (db: Db, tag: string) =>
  (
    await db.query<{ id: string }>(`select id::text as id from rows where tag = $1 order by at desc, id desc`, [tag])
  ).map((r) => r.id);

const filterOf = (tag: string) => {
  const w = sqlFilter();
  w.add('tag = ?', tag);
  return w;
};
const page = (db: Db, tag: string, cursor: string | undefined, pageSize: number) =>
  keysetPage<Row>(db, LIST, filterOf(tag), { cursor, pageSize });

/** The pages of a list from the first by `next`, then back by `previous`: the ids of each page on the way. */
async function walkPages(pageAt: (cursor: string | undefined) => Promise<KeysetPage<Row>>) {
  const forward: string[][] = [];
  let last = await pageAt(undefined);
  for (;;) {
    forward.push(last.rows.map((r) => r.id));
    if (!last.next) break;
    last = await pageAt(last.next);
  }
  const back: string[][] = [last.rows.map((r) => r.id)];
  while (last.previous) {
    last = await pageAt(last.previous);
    back.unshift(last.rows.map((r) => r.id));
  }
  return { forward, back };
}
const walk = (db: Db, tag: string, size: number) => walkPages((cursor) => page(db, tag, cursor, size));

describe('keyset pages', () => {
  let db: Db;
  beforeAll(async () => {
    db = pgliteDb(await createPglite());
    await db.exec(`create table rows (id uuid primary key, at timestamptz not null, tag text not null)`);
    // Ties on the sort key: rows share an instant (to the microsecond) in runs of up to five; one microsecond apart
    // elsewhere, which a millisecond cursor would confuse.
    await db.query(
      `insert into rows (id, at, tag)
       select gen_random_uuid(), timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => (g / 5) * 0.000001), 'a'
         from generate_series(1, $1) g`,
      [ROWS],
    );
    await db.query(
      `insert into rows (id, at, tag) select gen_random_uuid(), now() - make_interval(secs => g), 'b'
         from generate_series(1, 3) g`,
    );
  }, 60_000); // an embedded database starts in seconds, more on a loaded machine
  afterAll(() => db.close());

  it('walks forward through every row once, in order, and back through the same pages (property)', async () => {
    const all = await expected(db, 'a');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: ROWS + 3 }), async (size) => {
        const { forward, back } = await walk(db, 'a', size);
        expect(forward.flat()).toEqual(all);
        expect(back).toEqual(forward);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('reads every row once, in order, in batches of any size (an export), ties across a batch included', async () => {
    const all = await expected(db, 'a');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: ROWS + 3 }), async (size) => {
        const batches: string[][] = [];
        for await (const rows of keysetBatches<Row>(db, LIST, filterOf('a'), size)) batches.push(rows.map((r) => r.id));
        expect(batches.flat()).toEqual(all);
        expect(batches.every((b) => b.length > 0 && b.length <= size)).toBe(true);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('opens the last page at the end, and its previous pages lead to the first page', async () => {
    const all = await expected(db, 'a');
    const last = await page(db, 'a', LAST_PAGE_CURSOR, 10);
    expect(last.rows.map((r) => r.id)).toEqual(all.slice(-10));
    expect(last.next).toBeNull();
    let at = last;
    const seen = [...last.rows.map((r) => r.id)];
    while (at.previous) {
      at = await page(db, 'a', at.previous, 10);
      seen.unshift(...at.rows.map((r) => r.id));
    }
    // Pages counted from the end reach the start short of a page: the first page is answered there, whole.
    expect(at.rows.map((r) => r.id)).toEqual(all.slice(0, 10));
    expect(at.previous).toBeNull();
    expect(new Set(seen)).toEqual(new Set(all));
  });

  it('walks a queue oldest first, and a list by a float key highest first, with ties, both ways', async () => {
    await db.exec(`create table scored (id uuid primary key, at timestamptz not null, score float8 not null)`);
    // Scores repeat (ties) and some have no short decimal form (a float8 written back must read back exactly).
    await db.query(
      `insert into scored (id, at, score)
       select gen_random_uuid(), timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => g / 4),
              (g % 7) / 3.0 + 1e-7 from generate_series(1, 41) g`,
    );
    const none = sqlFilter();
    const lists: Array<[KeysetList, string]> = [
      [
        { select: 'id::text as id', from: 'from scored', key: 'at', id: 'id', idType: 'uuid', order: 'asc' },
        'order by at asc, id asc',
      ],
      [
        { select: 'id::text as id', from: 'from scored', key: 'score', keyType: 'float8', id: 'id', idType: 'uuid' },
        'order by score desc, id desc',
      ],
    ];
    for (const [list, orderBy] of lists) {
      const all = (await db.query<{ id: string }>(`select id::text as id from scored ${orderBy}`)).map((r) => r.id);
      const { forward, back } = await walkPages((cursor) => keysetPage<Row>(db, list, none, { cursor, pageSize: 6 }));
      expect(forward.flat(), orderBy).toEqual(all);
      expect(back, orderBy).toEqual(forward);
    }
    // A time's cursor on a score's list (and the reverse) is refused as a position the list never wrote.
    const timeCursor = encodeCursor('after', '2026-01-01T00:00:00.000000Z', CURSOR_ID);
    await expect(keysetPage(db, lists[1]![0], none, { cursor: timeCursor, pageSize: 6 })).rejects.toThrow();
    const scoreCursor = encodeCursor('after', '0.5', CURSOR_ID);
    await expect(keysetPage(db, lists[0]![0], none, { cursor: scoreCursor, pageSize: 6 })).rejects.toThrow();
  });

  it('works out a late column for the rows of the page only, in the same pages and order, both ways', async () => {
    const late: KeysetList = { ...LIST, late: { alias: 'r', select: `r.tag || ':' || r.id as label` } };
    /** The pages from `start` on by `step` (next or previous), as the plain list and the late one answer them. */
    const pages = async (list: KeysetList, start: string | undefined, step: 'next' | 'previous') => {
      const seen: Record<string, unknown>[][] = [];
      for (let cursor = start; ;) {
        const at = await keysetPage<Record<string, unknown>>(db, list, filterOf('a'), { cursor, pageSize: 7 });
        seen.push(at.rows);
        if (!at[step]) return seen;
        cursor = at[step];
      }
    };
    for (const [start, step] of [
      [undefined, 'next'],
      [LAST_PAGE_CURSOR, 'previous'],
    ] as const) {
      const plain = await pages(LIST, start, step);
      // The page's columns and the late one, nothing of the reading (its cursor and sort columns) besides.
      const labelled = plain.map((rows) => rows.map((r) => ({ ...r, label: `a:${String(r.id)}` })));
      expect(await pages(late, start, step)).toEqual(labelled);
    }
  });

  it('walks a list whose ids are text (ties on the key broken by the text), both ways', async () => {
    await db.exec(`create table deals (deal_id text primary key, at timestamptz not null)`);
    await db.query(
      `insert into deals (deal_id, at)
       select (array['ü~', 'x', '7', 'a b'])[g % 4 + 1] || g, timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => g / 3)
         from generate_series(1, 29) g`,
    );
    const list: KeysetList = { select: 'deal_id as id', from: 'from deals', key: 'at', id: 'deal_id', idType: 'text' };
    const none = sqlFilter();
    const all = (await db.query<{ id: string }>('select deal_id as id from deals order by at desc, deal_id desc')).map(
      (r) => r.id,
    );
    const { forward, back } = await walkPages((cursor) => keysetPage<Row>(db, list, none, { cursor, pageSize: 4 }));
    expect(forward.flat()).toEqual(all);
    expect(back).toEqual(forward);
    // A text id on a list of uuids is another list's position: refused, not a failed cast.
    const textCursor = encodeCursor('after', '2026-01-01T00:00:00.000000Z', 'ü~1');
    await expect(page(db, 'a', textCursor, 5)).rejects.toThrow();
  });

  it('answers an empty list with no cursors, and a filter apart from the others', async () => {
    expect(await page(db, 'none', undefined, 5)).toEqual({
      rows: [],
      next: null,
      previous: null,
      count: { kind: 'exact', value: 0 },
    });
    const b = await page(db, 'b', LAST_PAGE_CURSOR, 5);
    expect([b.rows.length, b.next, b.previous, b.count]).toEqual([3, null, null, { kind: 'exact', value: 3 }]);
  });

  it('counts exactly up to the threshold and says "at least" past it, reading no more than it', async () => {
    expect(await boundedCount(db, 'from rows', filterOf('a'))).toEqual({ kind: 'exact', value: ROWS });
    const many = `from generate_series(1, ${ADMIN_COUNT_EXACT_MAX + 5}) g`;
    expect(await boundedCount(db, many, { sql: '', params: [] })).toEqual({
      kind: 'atLeast',
      value: ADMIN_COUNT_EXACT_MAX,
    });
    const kept = await keysetPage<Row>(db, LIST, filterOf('a'), { pageSize: 5 }, async () => ({
      kind: 'exact',
      value: 123_456,
    }));
    expect(kept.count).toEqual({ kind: 'exact', value: 123_456 });
  });
});

describe('cursors', () => {
  const key = '2026-01-01T00:00:00.000001Z';
  const id = '0b8a4f0e-4f5e-4c39-9d65-1f0f3b7f2a10';

  it('name a side, a key to the microsecond and an id, and nothing else', () => {
    expect(decodeCursor(encodeCursor('after', key, id))).toEqual({ kind: 'after', key, id });
    expect(decodeCursor(encodeCursor('before', key, '42'))).toEqual({ kind: 'before', key, id: '42' });
    expect(decodeCursor(undefined)).toEqual({ kind: 'first' });
    expect(decodeCursor(LAST_PAGE_CURSOR)).toEqual({ kind: 'last' });
    const forged = (text: string) => Buffer.from(text).toString('hex');
    for (const bad of [
      'x',
      '!!!',
      forged(`a~${key}`),
      forged(`c~${key}~${id}`),
      forged(`a~2026-01-01~${id}`),
      forged(`a~2026-13-45T00:00:00.000000Z~${id}`),
      forged(`a~2026-02-31T00:00:00.000000Z~${id}`),
      forged(`a~0000-01-01T00:00:00.000000Z~${id}`),
      forged(`a~${key}~'; drop table orders; --`),
      forged(`a~${key}~${id}~more`),
    ])
      expect(decodeCursor(bad)).toBeNull();
  });

  it('carry a text id (a deal id) whole, whatever its characters, and refuse one they did not write', () => {
    for (const text of ['ü~1', 'deal 7', '~', 'a'.repeat(64), 't6162'])
      expect(decodeCursor(encodeCursor('after', key, text))).toEqual({ kind: 'after', key, id: text });
    // A number or a uuid is written as it is, and read back the same.
    expect(decodeCursor(encodeCursor('before', key, '901'))).toEqual({ kind: 'before', key, id: '901' });
    const forged = (text: string) => Buffer.from(text).toString('hex');
    for (const bad of [
      forged(`a~${key}~t${forged('a'.repeat(65))}`),
      forged(`a~${key}~t${forged('x\u0007')}`),
      forged(`a~${key}~t${forged('42')}`),
      forged(`a~${key}~tzz`),
      forged(`a~${key}~tc3`),
    ])
      expect(decodeCursor(bad)).toBeNull();
  });

  it('round-trip any key and text id (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 32, unit: 'grapheme' }), (text) => {
        fc.pre(!CONTROL_CHARACTER.test(text) && text.length <= 64);
        expect(decodeCursor(encodeCursor('after', key, text))).toEqual({ kind: 'after', key, id: text });
      }),
    );
  });

  it('round-trip any key and id (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.uuid(),
        fc.constantFrom('after' as const, 'before' as const),
        (date, micros, uuid, side) => {
          const k = date.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`);
          expect(decodeCursor(encodeCursor(side, k, uuid))).toEqual({ kind: side, key: k, id: uuid });
        },
      ),
    );
  });
});
