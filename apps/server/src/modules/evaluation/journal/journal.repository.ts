import type { JournalNote, JournalTrade as JournalTradeRow } from '@portal/contract';
import type { Queryable } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import type { JournalTotals, JournalTrade } from '../../../domain/journal/journal-totals.ts';
import { exactly, keysetBatches, keysetPage, type KeysetPage } from '../../../db/keyset.ts';
import {
  CLOSED_TRADE_COLUMNS_OF_C,
  closedTradesList,
  ofAccount,
  toClosedTrade,
  type ClosedTradeRow,
} from '../ingestion/account-events.repository.ts';

/** Where a pass over the closed trades stopped: the last trade folded in, in close order. */
export type JournalCursor = { closeMs: number; dealId: string };
export type StoredTotals = { basis: string; trades: number; cursor: JournalCursor | null; totals: JournalTotals };

/** What the statistics read of a closed trade, in close order. */
type FoldRow = {
  deal_id: string;
  close_ms: number;
  open_ms: number | null;
  side: 'buy' | 'sell' | null;
  symbol: string;
  net: number;
};
const FOLD_COLUMNS = `deal_id, extract(epoch from close_time)::float8 * 1000 as close_ms,
                extract(epoch from open_time)::float8 * 1000 as open_ms, side, symbol, net`;
const toFold = (r: FoldRow): JournalTrade & { dealId: string } => ({
  dealId: r.deal_id,
  closeMs: r.close_ms,
  openMs: r.open_ms,
  side: r.side,
  symbol: r.symbol,
  net: r.net,
});

type NotedRow = ClosedTradeRow & { note: string | null; tags: string[] | null };
const toJournalTrade = (r: NotedRow): JournalTradeRow => ({
  ...toClosedTrade(r),
  note: r.note ?? '',
  tags: r.tags ?? [],
});

/** A tag filter as SQL: the notes of the trades carrying `$n` (GIN index on the tags). */
const TAGGED = (n: number) => `n.tags @> array[$${n}::text]`;

/**
 * The account's notes with their trades, each trade found by its key: a probe a note. Joined plainly, the planner
 * hashes every trade of the account (100,000 read to join a thousand notes); `offset 0` keeps the lateral read a
 * lookup it cannot turn into that pass.
 */
const NOTED_TRADES = `journal_notes n cross join lateral (
  select c.close_time, c.open_time, c.side, c.symbol, c.net from closed_trades c
   where c.account_id = n.account_id and c.deal_id = n.deal_id offset 0) c`;

/** The account's closed trades with their notes as a list by position; with a tag, only the trades carrying it. */
function notedTrades(accountId: string, tag: string | undefined) {
  const filter = ofAccount(accountId);
  if (tag !== undefined) filter.add('n.tags @> array[?::text]', tag);
  const join = tag === undefined ? 'left join' : 'join';
  const list = closedTradesList(
    `${CLOSED_TRADE_COLUMNS_OF_C}, n.note, n.tags`,
    `from closed_trades c ${join} journal_notes n on n.account_id = c.account_id and n.deal_id = c.deal_id`,
  );
  return [list, filter] as const;
}

/** journal_notes (a trader's note and tags on a closed trade) and journal_totals (the kept statistics). */
export function createJournalRepository() {
  return {
    async totals(q: Queryable, accountId: string): Promise<StoredTotals | undefined> {
      const [row] = await q.query<{
        basis: string;
        trades: number;
        last_close_ms: number | null;
        last_deal_id: string | null;
        totals: JournalTotals;
      }>(
        `select basis, trades, extract(epoch from last_close_time)::float8 * 1000 as last_close_ms, last_deal_id, totals
           from journal_totals where account_id = $1`,
        [accountId],
      );
      if (!row) return undefined;
      const cursor =
        row.last_close_ms === null || row.last_deal_id === null
          ? null
          : { closeMs: row.last_close_ms, dealId: row.last_deal_id };
      return { basis: row.basis, trades: row.trades, cursor, totals: row.totals };
    },

    /** Keeps totals unless a read that folded in more trades kept its own first (two reads at once). */
    async saveTotals(q: Queryable, accountId: string, kept: StoredTotals): Promise<void> {
      await q.query(
        `insert into journal_totals as j (account_id, basis, trades, last_close_time, last_deal_id, totals)
         values ($1, $2, $3, to_timestamp($4::float8 / 1000.0), $5, $6)
         on conflict (account_id) do update set basis = excluded.basis, trades = excluded.trades,
           last_close_time = excluded.last_close_time, last_deal_id = excluded.last_deal_id,
           totals = excluded.totals, updated_at = now()
         where j.basis <> excluded.basis or j.trades <= excluded.trades`,
        [
          accountId,
          kept.basis,
          kept.trades,
          kept.cursor?.closeMs ?? null,
          kept.cursor?.dealId ?? null,
          JSON.stringify(kept.totals),
        ],
      );
    },

    /** The closed trades after the cursor (all without one), in close order: a range of the account's index. */
    async tradesAfter(q: Queryable, accountId: string, after: JournalCursor | null) {
      const rows = await q.query<FoldRow>(
        after
          ? `select ${FOLD_COLUMNS} from closed_trades
              where account_id = $1 and (close_time, deal_id) > (to_timestamp($2::float8 / 1000.0), $3)
              order by close_time, deal_id`
          : `select ${FOLD_COLUMNS} from closed_trades where account_id = $1 order by close_time, deal_id`,
        after ? [accountId, after.closeMs, after.dealId] : [accountId],
      );
      return rows.map(toFold);
    },

    /** The closed trades carrying a tag, in close order. */
    async taggedTrades(q: Queryable, accountId: string, tag: string) {
      const rows = await q.query<FoldRow>(
        `select ${FOLD_COLUMNS} from ${NOTED_TRADES}
          where n.account_id = $1 and ${TAGGED(2)}
          order by close_time, deal_id`,
        [accountId, tag],
      );
      return rows.map(toFold);
    },

    /** Every tag the account's notes carry, sorted. */
    async tags(q: Queryable, accountId: string): Promise<string[]> {
      const rows = await q.query<{ tag: string }>(
        'select distinct unnest(tags) as tag from journal_notes where account_id = $1 order by 1',
        [accountId],
      );
      return rows.map((r) => r.tag);
    },

    /** A page of trades with their notes at a position (keyset), newest first; `count` the list's number. */
    async page(
      q: Queryable,
      accountId: string,
      o: { tag?: string | undefined; cursor?: string | undefined; pageSize: number },
      count: () => Promise<number>,
    ): Promise<KeysetPage<JournalTradeRow>> {
      const [list, filter] = notedTrades(accountId, o.tag);
      const p = await keysetPage<NotedRow>(q, list, filter, o, exactly(count));
      return { ...p, rows: p.rows.map(toJournalTrade) };
    },

    /** Every trade with its note, newest first, `batch` a statement (the export's pages, each an index range). */
    async *batches(q: Queryable, accountId: string, tag: string | undefined, batch: number) {
      const [list, filter] = notedTrades(accountId, tag);
      for await (const rows of keysetBatches<NotedRow>(q, list, filter, batch)) yield rows.map(toJournalTrade);
    },

    /** How many of the account's trades carry a tag. */
    async taggedCount(q: Queryable, accountId: string, tag: string): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        `select count(*)::int as n from ${NOTED_TRADES}
          where n.account_id = $1 and ${TAGGED(2)}`,
        [accountId, tag],
      );
      return row?.n ?? 0;
    },

    /**
     * Replaces a closed trade's note and tags (none left: the row goes). Undefined when the account has no such
     * trade: the note is written only beside a stored trade, in the same statement.
     */
    async saveNote(q: Queryable, accountId: string, n: JournalNote): Promise<JournalNote | undefined> {
      const [row] = await q.query<{ deal_id: string }>(
        n.note === '' && n.tags.length === 0
          ? `with gone as (delete from journal_notes where account_id = $1 and deal_id = $2)
             select deal_id from closed_trades where account_id = $1 and deal_id = $2`
          : `with saved as (
               insert into journal_notes (account_id, deal_id, note, tags)
               select account_id, deal_id, $3, $4::text[] from closed_trades where account_id = $1 and deal_id = $2
               on conflict (account_id, deal_id) do update set note = excluded.note, tags = excluded.tags,
                 updated_at = now()
               returning deal_id)
             select deal_id from saved`,
        n.note === '' && n.tags.length === 0 ? [accountId, n.dealId] : [accountId, n.dealId, n.note, textArray(n.tags)],
      );
      return row ? n : undefined;
    },
  };
}
export type JournalRepository = ReturnType<typeof createJournalRepository>;
