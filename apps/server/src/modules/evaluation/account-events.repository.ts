import type { ClosedTrade } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { EventTimeRefusal } from '../../domain/evaluation/index.ts';
import { eventKey, type StoredEvent } from './bridge-events.ts';

export type RefusedEvent = { event: StoredEvent; reason: EventTimeRefusal };

type ClosedTradeRow = {
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

const toClosedTrade = (r: ClosedTradeRow): ClosedTrade => ({
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

export type PositionVolume = { positionId: string; openedUnits: number; closedUnits: number; openingKnown: boolean };

/** account_events (what the platform reported, once) and closed_trades (AccountHistory). */
export function createAccountEventsRepository() {
  return {
    /** Stores the events not stored yet and returns their keys: the ones to apply. One statement per batch. */
    async insertNew(q: Queryable, accountId: string, events: readonly StoredEvent[]): Promise<Set<string>> {
      if (events.length === 0) return new Set();
      const rows = await q.query<{ type: string; deal_id: string | null; time_ms: number }>(
        `insert into account_events (account_id, type, deal_id, position_id, time, payload)
         select $1, x.type, x.deal_id, x.position_id, x.time, x.payload
           from jsonb_to_recordset($2::jsonb) as x(type text, deal_id text, position_id text, time timestamptz, payload jsonb)
         on conflict do nothing
         returning type, deal_id, round(extract(epoch from time) * 1000)::float8 as time_ms`,
        [
          accountId,
          JSON.stringify(
            events.map((e) => ({
              type: e.type,
              deal_id: e.dealId,
              position_id: e.positionId,
              time: new Date(e.time).toISOString(),
              payload: e.payload,
            })),
          ),
        ],
      );
      return new Set(rows.map((r) => eventKey(r.type, r.deal_id, r.time_ms)));
    },

    /** One row per closing deal, with its position's opening (side, time, price) when it is known. */
    async insertClosedTrades(q: Queryable, accountId: string, closes: readonly StoredEvent[]): Promise<void> {
      const rows = closes.flatMap((e) => (e.payload.type === 'dealClosed' ? [{ ...e.payload, time_at: e.time }] : []));
      if (rows.length === 0) return;
      await q.query(
        `insert into closed_trades (account_id, deal_id, position_id, symbol, side, volume, open_time, close_time,
                open_price, close_price, profit, commission, swap, net)
         select $1, c."dealId", c."positionId", c.symbol, o.payload->>'side', c.volume, o.time, c.time, (o.payload->>'price')::float8,
                c.price, c.profit, c.commission, c.swap, c.profit + c.commission + c.swap
           from jsonb_to_recordset($2::jsonb) as c("dealId" text, "positionId" text, symbol text, volume float8,
                time timestamptz, price float8, profit integer, commission integer, swap integer)
           left join lateral (
             select time, payload from account_events o
              where o.account_id = $1 and o.type = 'dealOpened' and o.position_id = c."positionId"
              order by o.time limit 1
           ) o on true
         on conflict do nothing`,
        [accountId, JSON.stringify(rows.map(({ time_at, ...r }) => ({ ...r, time: new Date(time_at).toISOString() })))],
      );
    },

    /** An opening deal that arrived after its closing deals completes their history rows. */
    async fillOpenings(q: Queryable, accountId: string, opens: readonly StoredEvent[]): Promise<void> {
      const positions = opens.flatMap((e) => (e.positionId ? [e.positionId] : []));
      if (positions.length === 0) return;
      await q.query(
        `update closed_trades c set open_time = o.time, open_price = (o.payload->>'price')::float8, side = o.payload->>'side'
           from account_events o
          where c.account_id = $1 and c.position_id = any($2::text[]) and c.open_time is null
            and o.account_id = $1 and o.type = 'dealOpened' and o.position_id = c.position_id`,
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
     * Per position (of those given): the volume opened and closed over every stored deal, in 1e-8 lots, and
     * whether an opening is known. Read after the batch is stored, so the batch's own deals count.
     */
    async positionVolumes(q: Queryable, accountId: string, positionIds: readonly string[]): Promise<PositionVolume[]> {
      if (positionIds.length === 0) return [];
      const rows = await q.query<{ position_id: string; opened: string; closed: string; openings: string }>(
        `select position_id,
                coalesce(sum(round((payload->>'volume')::numeric * 100000000)) filter (where type = 'dealOpened'), 0)::text as opened,
                coalesce(sum(round((payload->>'volume')::numeric * 100000000)) filter (where type = 'dealClosed'), 0)::text as closed,
                count(*) filter (where type = 'dealOpened')::text as openings
           from account_events
          where account_id = $1 and position_id = any($2::text[])
          group by position_id`,
        [accountId, positionIds],
      );
      return rows.map((r) => ({
        positionId: r.position_id,
        openedUnits: Number(r.opened),
        closedUnits: Number(r.closed),
        openingKnown: Number(r.openings) > 0,
      }));
    },

    /** One page of closed trades, newest first: an index range scan of the account's rows. */
    async closedTrades(q: Queryable, accountId: string, page: number, pageSize: number): Promise<ClosedTrade[]> {
      const rows = await q.query<ClosedTradeRow>(
        `select deal_id, position_id, symbol, side, volume, open_time, close_time, open_price, close_price, profit,
                commission, swap, net
           from closed_trades where account_id = $1
          order by close_time desc, deal_id desc
          limit $2 offset $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      return rows.map(toClosedTrade);
    },
  };
}
export type AccountEventsRepository = ReturnType<typeof createAccountEventsRepository>;
