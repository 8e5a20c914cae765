import type { BridgeEvent } from '@portal/contract';
import type { Queryable } from '../../../db/client.ts';
import type { Side } from '../../../domain/market/index.ts';

export type PositionRow = {
  id: string;
  login: string;
  symbol: string;
  side: Side;
  volume: number;
  open_price: number;
  sl: number | null;
  tp: number | null;
  margin: number;
  opened_at: Date;
  closed_at: Date | null;
  close_price: number | null;
  profit: number | null;
  close_reason: string | null;
};

export type BookAccount = {
  login: string;
  platform_id: string;
  currency: string;
  balance: number;
  leverage: number;
  is_enabled: boolean;
  /** the portal's challenge status of the account (null when the portal has no such account) */
  status: number | null;
};

const POSITION_COLUMNS = `id, login, symbol, side, volume::float8 as volume, open_price, sl, tp, margin, opened_at,
  closed_at, close_price, profit, close_reason`;

/** SQL of the sandbox platform's book: accounts, positions and the events it owes the portal. */
export const bookRepository = {
  async account(q: Queryable, login: string, lock = false): Promise<BookAccount | undefined> {
    const rows = await q.query<BookAccount>(
      `select s.login, s.platform_id, s.currency, s.balance, s.leverage, s.is_enabled,
              (select t.status from trader_accounts t where t.platform_id = s.platform_id and t.login = s.login) as status
         from sandbox_platform_accounts s where s.login = $1 ${lock ? 'for update' : ''}`,
      [login],
    );
    return rows[0];
  },
  async nextTicket(q: Queryable): Promise<string> {
    const [row] = await q.query<{ id: string }>(`select nextval('sandbox_ticket_seq')::text as id`);
    return row!.id;
  },
  async insertPosition(q: Queryable, p: Omit<PositionRow, 'closed_at' | 'close_price' | 'profit' | 'close_reason'>) {
    await q.query(
      `insert into sandbox_positions (id, login, symbol, side, volume, open_price, sl, tp, margin, opened_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [p.id, p.login, p.symbol, p.side, p.volume, p.open_price, p.sl, p.tp, p.margin, p.opened_at],
    );
  },
  /** Closes an open position (null when it was closed already: a stop and a click at once close it once). */
  async closePosition(
    q: Queryable,
    login: string,
    id: string,
    close: { price: number; profit: number; reason: string; at: Date },
  ): Promise<PositionRow | undefined> {
    const rows = await q.query<PositionRow>(
      `update sandbox_positions set closed_at = $3, close_price = $4, profit = $5, close_reason = $6
        where id = $2 and login = $1 and closed_at is null returning ${POSITION_COLUMNS}`,
      [login, id, close.at, close.price, close.profit, close.reason],
    );
    return rows[0];
  },
  async addToBalance(q: Queryable, login: string, amount: number): Promise<number> {
    const [row] = await q.query<{ balance: number }>(
      'update sandbox_platform_accounts set balance = balance + $2 where login = $1 returning balance',
      [login, amount],
    );
    return row!.balance;
  },
  openPositions(q: Queryable, login?: string): Promise<PositionRow[]> {
    return q.query<PositionRow>(
      `select ${POSITION_COLUMNS} from sandbox_positions where closed_at is null ${login ? 'and login = $1' : ''}
        order by opened_at, id`,
      login ? [login] : [],
    );
  },
  closedPositions(q: Queryable, login: string, limit = 50): Promise<PositionRow[]> {
    return q.query<PositionRow>(
      `select ${POSITION_COLUMNS} from sandbox_positions where login = $1 and closed_at is not null
        order by closed_at desc, id desc limit $2`,
      [login, limit],
    );
  },
  async addEvent(q: Queryable, id: string, account: { login: string; platform_id: string }, event: BridgeEvent) {
    await q.query(
      `insert into sandbox_deals (id, login, platform_id, event, created_at) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing`,
      [id, account.login, account.platform_id, JSON.stringify(event), new Date(event.time)],
    );
  },
  undelivered(q: Queryable, limit = 500) {
    return q.query<{ id: string; login: string; platform_id: string; event: BridgeEvent }>(
      `select id, login, platform_id, event from sandbox_deals where delivered_at is null
        order by created_at, id limit $1`,
      [limit],
    );
  },
  async markDelivered(q: Queryable, ids: string[], at: Date) {
    await q.query('update sandbox_deals set delivered_at = $2 where id = any($1::text[])', [ids, at]);
  },
};
