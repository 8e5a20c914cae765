import type { BridgeEvent, ClosedTrade } from '@portal/contract';
import type { Queryable } from '../../../db/client.ts';
import { exactly, keysetPage, type KeysetList, type KeysetPage } from '../../../db/keyset.ts';
import { sqlFilter } from '../../../db/sql-filter.ts';
import { numberArray, textArray } from '../../../db/sql-arrays.ts';
import type { EventTimeRefusal } from '../../../domain/evaluation/index.ts';
import { eventKey, type StoredEvent } from './bridge-events.ts';

export type RefusedEvent = { event: StoredEvent; reason: EventTimeRefusal };

/** SQLSTATE unique_violation: an event (deal id, or snapshot time) the account has stored before. */
const UNIQUE_VIOLATION = '23505';
const NEW_EVENTS = 'new_events';
/**
 * From how many events a batch is first inserted as it is: the savepoint is one round trip more (0.07–0.15 ms),
 * `on conflict` about 6 µs a row; below this a push (a live trade is 3 events) keeps the one statement.
 */
const PLAIN_INSERT_FROM = 32;

/** The batch's events as account_events rows: the account, then one array per column (`INSERT_EVENTS`). */
const INSERT_EVENTS = `insert into account_events (account_id, type, deal_id, position_id, time, reported_time, symbol,
                side, volume, price, profit, commission, swap, equity, balance)
         select $1, x.type, x.deal_id, x.position_id, to_timestamp(x.time_ms / 1000.0), x.reported_time, x.symbol,
                x.side, x.volume, x.price, x.profit, x.commission, x.swap, x.equity, x.balance
           from unnest($2::text[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::text[], $8::text[],
                $9::float8[], $10::float8[], $11::float8[], $12::float8[], $13::float8[], $14::float8[], $15::float8[])
                as x(type, deal_id, position_id, time_ms, reported_time, symbol, side, volume, price, profit,
                     commission, swap, equity, balance)`;

function eventRows(accountId: string, events: readonly StoredEvent[]): unknown[] {
  const field = (pick: (p: BridgeEvent) => number | undefined) => numberArray(events.map((e) => pick(e.payload)));
  return [
    accountId,
    textArray(events.map((e) => e.type)),
    textArray(events.map((e) => e.dealId)),
    textArray(events.map((e) => e.positionId)),
    numberArray(events.map((e) => e.time)),
    textArray(events.map((e) => e.reportedTime)),
    textArray(events.map((e) => (e.payload.type === 'equitySnapshot' ? null : e.payload.symbol))),
    textArray(events.map((e) => (e.payload.type === 'dealOpened' ? e.payload.side : null))),
    field((p) => (p.type === 'equitySnapshot' ? undefined : p.volume)),
    field((p) => (p.type === 'equitySnapshot' ? undefined : p.price)),
    field((p) => (p.type === 'dealClosed' ? p.profit : undefined)),
    field((p) => (p.type === 'dealClosed' ? p.commission : undefined)),
    field((p) => (p.type === 'dealClosed' ? p.swap : undefined)),
    field((p) => (p.type === 'equitySnapshot' ? p.equity : undefined)),
    field((p) => (p.type === 'equitySnapshot' ? p.balance : undefined)),
  ];
}

export type ClosedTradeRow = {
  deal_id: string;
  position_id: string;
  symbol: string;
  side: 'buy' | 'sell' | null;
  volume: number;
  open_time: Date | null;
  close_time: Date;
  open_price: number | null;
  close_price: number | null;
  profit: number;
  commission: number;
  swap: number;
  net: number;
};

/** The columns of a ClosedTradeRow. */
export const CLOSED_TRADE_COLUMNS = `deal_id, position_id, symbol, side, volume, open_time, close_time, open_price,
                close_price, profit, commission, swap, net`;
/** The same columns of closed_trades read as `c`. */
export const CLOSED_TRADE_COLUMNS_OF_C = CLOSED_TRADE_COLUMNS.replace(/(\w+)/g, 'c.$1');

/**
 * An account's closed trades as a list read by position (`c` is closed_trades): newest first by close time, then by
 * deal id (unique within the account), the order of the `closed_trades_newest` index, so a page is one range of it.
 */
export const closedTradesList = (select: string, from: string): KeysetList => ({
  select,
  from,
  key: 'c.close_time',
  id: 'c.deal_id',
  idType: 'text',
});

/** The filter of one account's closed trades (`c`). */
export const ofAccount = (accountId: string) => {
  const w = sqlFilter();
  w.add('c.account_id = ?::uuid', accountId);
  return w;
};

export const toClosedTrade = (r: ClosedTradeRow): ClosedTrade => ({
  dealId: r.deal_id,
  positionId: r.position_id,
  symbol: r.symbol,
  side: r.side,
  volume: r.volume,
  openTime: r.open_time?.toISOString() ?? null,
  closeTime: r.close_time.toISOString(),
  openPrice: r.open_price,
  closePrice: r.close_price,
  profit: r.profit,
  commission: r.commission,
  swap: r.swap,
  net: r.net,
});

/** A position's totals over every stored deal: volumes in 1e-8 lots, and its first opening when one is known. */
export type Position = {
  positionId: string;
  openedUnits: number;
  closedUnits: number;
  openingKnown: boolean;
  open: { time: Date; side: string | null; price: number | null } | null;
};
type PositionDelta = {
  opened: number;
  closed: number;
  openings: number;
  open: { time: number; side: string; price: number | null } | null;
};
type PositionRow = {
  position_id: string;
  opened_units: number;
  closed_units: number;
  openings: number;
  open_time: Date | null;
  open_side: string | null;
  open_price: number | null;
};

/** account_events (what the platform reported, once) and closed_trades (AccountHistory). */
export function createAccountEventsRepository() {
  return {
    /**
     * Stores the events not stored yet and returns their keys: the ones to apply. One statement per batch, its
     * columns as arrays (unnest); a deal's or snapshot's fields are columns, not a JSON document.
     * Most batches hold only new events, so a large one is first inserted as it is, under a savepoint: `on conflict`
     * makes PostgreSQL check every unique index before each row and confirm it after, about three times the cost of
     * the rows themselves. A batch holding an event stored before fails on it as a whole (its rows
     * undone by the savepoint) and is inserted again, skipping what is stored and naming what was new.
     */
    async insertNew(q: Queryable, accountId: string, events: readonly StoredEvent[]): Promise<Set<string>> {
      if (events.length === 0) return new Set();
      const rows = eventRows(accountId, events);
      if (events.length >= PLAIN_INSERT_FROM) {
        try {
          await Promise.all([q.query(`savepoint ${NEW_EVENTS}`), q.query(INSERT_EVENTS, rows)]);
          return new Set(events.map((e) => e.key));
        } catch (error) {
          if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
        }
        await q.query(`rollback to savepoint ${NEW_EVENTS}`);
      }
      const fresh = await q.query<{ type: string; deal_id: string | null; time_ms: number }>(
        `${INSERT_EVENTS}
         on conflict do nothing
         returning type, deal_id, round(extract(epoch from time) * 1000)::float8 as time_ms`,
        rows,
      );
      return new Set(fresh.map((r) => eventKey(r.type, r.deal_id, r.time_ms)));
    },

    /**
     * Adds newly applied deals to their positions (account_positions: volumes opened and closed, the first
     * opening) in one upsert and returns each touched position's totals over every stored deal.
     */
    async addToPositions(q: Queryable, accountId: string, deals: readonly StoredEvent[]): Promise<Position[]> {
      const byPosition = new Map<string, PositionDelta>();
      for (const e of deals) {
        const p = e.payload;
        if (p.type === 'equitySnapshot' || e.positionId === null) continue;
        let d = byPosition.get(e.positionId);
        if (!d) byPosition.set(e.positionId, (d = { opened: 0, closed: 0, openings: 0, open: null }));
        const units = Math.round(p.volume * 1e8);
        if (p.type === 'dealClosed') d.closed += units;
        else {
          d.opened += units;
          d.openings += 1;
          if (!d.open || e.time < d.open.time) d.open = { time: e.time, side: p.side, price: p.price ?? null };
        }
      }
      if (byPosition.size === 0) return [];
      const ids = [...byPosition.keys()];
      const ds = [...byPosition.values()];
      const rows = await q.query<PositionRow>(
        `insert into account_positions as p (account_id, position_id, opened_units, closed_units, openings, open_time,
                open_side, open_price)
         select $1, x.position_id, x.opened, x.closed, x.openings, to_timestamp(x.open_ms / 1000.0), x.side, x.price
           from unnest($2::text[], $3::int8[], $4::int8[], $5::int4[], $6::float8[], $7::text[], $8::float8[])
                as x(position_id, opened, closed, openings, open_ms, side, price)
         on conflict (account_id, position_id) do update set
           opened_units = p.opened_units + excluded.opened_units,
           closed_units = p.closed_units + excluded.closed_units,
           openings = p.openings + excluded.openings,
           open_side = case when p.open_time is null or excluded.open_time < p.open_time then excluded.open_side
                            else p.open_side end,
           open_price = case when p.open_time is null or excluded.open_time < p.open_time then excluded.open_price
                             else p.open_price end,
           open_time = case when p.open_time is null or excluded.open_time < p.open_time then excluded.open_time
                            else p.open_time end
         returning position_id, opened_units::float8 as opened_units, closed_units::float8 as closed_units, openings,
                   open_time, open_side, open_price`,
        [
          accountId,
          textArray(ids),
          numberArray(ds.map((d) => d.opened)),
          numberArray(ds.map((d) => d.closed)),
          numberArray(ds.map((d) => d.openings)),
          numberArray(ds.map((d) => d.open?.time ?? null)),
          textArray(ds.map((d) => d.open?.side ?? null)),
          numberArray(ds.map((d) => d.open?.price ?? null)),
        ],
      );
      return rows.map((r) => ({
        positionId: r.position_id,
        openedUnits: r.opened_units,
        closedUnits: r.closed_units,
        openingKnown: r.openings > 0,
        open: r.open_time ? { time: r.open_time, side: r.open_side, price: r.open_price } : null,
      }));
    },

    /**
     * One row per closing deal, with its position's first opening (side, time, price) when it is known. Only deals
     * stored for the first time come here (`insertNew`), and account_events keeps one row per deal id, so none has a
     * row yet: no `on conflict`, whose check before and after every row cost more than the rows.
     */
    async insertClosedTrades(
      q: Queryable,
      accountId: string,
      closes: readonly StoredEvent[],
      positions: ReadonlyMap<string, Position>,
    ): Promise<void> {
      const rows = closes.flatMap((e) => (e.payload.type === 'dealClosed' ? [{ e, c: e.payload }] : []));
      if (rows.length === 0) return;
      const open = (positionId: string) => positions.get(positionId)?.open ?? null;
      await q.query(
        `insert into closed_trades (account_id, deal_id, position_id, symbol, side, volume, open_time, close_time,
                open_price, close_price, profit, commission, swap, net)
         select $1, x.deal_id, x.position_id, x.symbol, x.side, x.volume, to_timestamp(x.open_ms / 1000.0),
                to_timestamp(x.close_ms / 1000.0),
                x.open_price, x.close_price, x.profit, x.commission, x.swap, x.profit + x.commission + x.swap
           from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::float8[],
                $9::float8[], $10::float8[], $11::int4[], $12::int4[], $13::int4[])
                as x(deal_id, position_id, symbol, side, volume, open_ms, close_ms, open_price, close_price, profit,
                     commission, swap)`,
        [
          accountId,
          textArray(rows.map(({ c }) => c.dealId)),
          textArray(rows.map(({ c }) => c.positionId)),
          textArray(rows.map(({ c }) => c.symbol)),
          textArray(rows.map(({ c }) => open(c.positionId)?.side ?? null)),
          numberArray(rows.map(({ c }) => c.volume)),
          numberArray(rows.map(({ c }) => open(c.positionId)?.time.getTime() ?? null)),
          numberArray(rows.map(({ e }) => e.time)),
          numberArray(rows.map(({ c }) => open(c.positionId)?.price ?? null)),
          numberArray(rows.map(({ c }) => c.price ?? null)),
          numberArray(rows.map(({ c }) => c.profit)),
          numberArray(rows.map(({ c }) => c.commission)),
          numberArray(rows.map(({ c }) => c.swap)),
        ],
      );
    },

    /** An opening deal that arrived after its closing deals completes their history rows. */
    async fillOpenings(q: Queryable, accountId: string, opens: readonly StoredEvent[]): Promise<void> {
      const positions = opens.flatMap((e) => (e.positionId ? [e.positionId] : []));
      if (positions.length === 0) return;
      await q.query(
        `update closed_trades c set open_time = p.open_time, open_price = p.open_price, side = p.open_side
           from account_positions p
          where c.account_id = $1 and c.position_id = any($2::text[]) and c.open_time is null
            and p.account_id = $1 and p.position_id = c.position_id and p.open_time is not null`,
        [accountId, positions],
      );
    },

    /** Keeps what was refused by its time, once per event: a bridge pushing it again counts an attempt. */
    async recordRefused(q: Queryable, accountId: string, refused: readonly RefusedEvent[], at: Date): Promise<void> {
      if (refused.length === 0) return;
      await q.query(
        `insert into refused_bridge_events (account_id, event_key, reason, type, deal_id, event_time, payload,
                first_refused_at, last_refused_at)
         select $1, x.key, x.reason, x.type, x.deal_id, x.time, x.payload, $3, $3
           from jsonb_to_recordset($2::jsonb) as x(key text, reason text, type text, deal_id text, time timestamptz,
                payload jsonb)
         on conflict (account_id, event_key) do update
            set attempts = refused_bridge_events.attempts + 1, reason = excluded.reason,
                last_refused_at = excluded.last_refused_at`,
        [
          accountId,
          JSON.stringify(
            refused.map(({ event: e, reason }) => ({
              key: e.key,
              reason,
              type: e.type,
              deal_id: e.dealId,
              time: new Date(e.time).toISOString(),
              payload: e.payload,
            })),
          ),
          at,
        ],
      );
    },

    /** The account's refused events by reason (distinct events; each may have been pushed several times). */
    async refusedCounts(q: Queryable, accountId: string): Promise<Partial<Record<EventTimeRefusal, number>>> {
      const rows = await q.query<{ reason: EventTimeRefusal; n: number }>(
        'select reason, count(*)::int as n from refused_bridge_events where account_id = $1 group by reason',
        [accountId],
      );
      return Object.fromEntries(rows.map((r) => [r.reason, r.n]));
    },

    /**
     * One page of closed trades at a position (keyset), newest first: an index range scan of the account's rows
     * however deep the page. The count is the one the evaluation keeps (`count`).
     */
    async closedTrades(
      q: Queryable,
      accountId: string,
      page: { cursor?: string | undefined; pageSize: number },
      count: () => Promise<number>,
    ): Promise<KeysetPage<ClosedTrade>> {
      const list = closedTradesList(CLOSED_TRADE_COLUMNS_OF_C, 'from closed_trades c');
      const p = await keysetPage<ClosedTradeRow>(q, list, ofAccount(accountId), page, exactly(count));
      return { ...p, rows: p.rows.map(toClosedTrade) };
    },
  };
}
export type AccountEventsRepository = ReturnType<typeof createAccountEventsRepository>;
