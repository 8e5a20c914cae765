import type { BridgeEvent } from '@portal/contract';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  closePrice,
  instrument,
  invalidProtection,
  isValidVolume,
  marginCents,
  openPrice,
  profitCents,
  type Quote,
  type Side,
} from '../../../domain/market/index.ts';
import { bookRepository as book, type BookAccount, type PositionRow } from './book.repository.ts';
import type { MarketFeed } from './market-feed.ts';

/** Where the sandbox platform delivers an account's deals and equity: the portal's ingestion, as a bridge would. */
export type PlatformEventsSink = (platformId: string, login: string, events: BridgeEvent[]) => Promise<unknown>;

/** Challenge statuses in which an account trades (SPEC: 1-3 evaluation phases, 7-9 funded). */
export const TRADING_STATUSES = new Set([1, 2, 3, 7, 8, 9]);

export type TradeRefusal =
  | 'accountDisabled'
  | 'unknownSymbol'
  | 'invalidVolume'
  | 'invalidStopLoss'
  | 'invalidTakeProfit'
  | 'notEnoughMargin'
  | 'positionNotFound';

export class TradeRefused extends Error {
  constructor(readonly reason: TradeRefusal) {
    super(reason);
  }
}

export const canTrade = (a: BookAccount): boolean =>
  a.is_enabled && (a.status === null || TRADING_STATUSES.has(a.status));

export type OrderRequest = { symbol: string; side: Side; volume: number; sl: number | null; tp: number | null };

/**
 * The sandbox platform's dealing desk: market orders fill at the current quote, positions close by the trader,
 * by their stop loss or take profit, or by the platform when the account may no longer trade. Every fill is
 * written with the account's balance in one transaction, together with the event the portal must receive;
 * events are delivered after the commit and retried by the ticker until the portal took them (ingestion is
 * idempotent by deal id, so a repeat is harmless).
 */
export function createSandboxTrading(deps: { db: Db; clock: Clock; feed: MarketFeed; sink: PlatformEventsSink }) {
  const { db, feed } = deps;

  function floating(p: PositionRow): number {
    const q = feed.quote(p.symbol);
    return q ? profitCents(instrument(p.symbol)!, p.side, p.volume, p.open_price, closePrice(p.side, q)) : 0;
  }

  async function snapshot(q: Queryable, login: string) {
    const account = await book.account(q, login);
    if (!account) return undefined;
    const positions = await book.openPositions(q, login);
    const open = positions.map((p) => ({ ...p, floating: floating(p) }));
    const equity = account.balance + open.reduce((s, p) => s + p.floating, 0);
    const margin = open.reduce((s, p) => s + p.margin, 0);
    return { account, positions: open, equity, margin, freeMargin: equity - margin };
  }

  async function closeIn(tx: Queryable, account: BookAccount, p: PositionRow, reason: string, quote: Quote) {
    const inst = instrument(p.symbol)!;
    const price = closePrice(p.side, quote);
    const profit = profitCents(inst, p.side, p.volume, p.open_price, price);
    const at = deps.clock.now();
    const closed = await book.closePosition(tx, account.login, p.id, { price, profit, reason, at });
    if (!closed) return undefined;
    const balance = await book.addToBalance(tx, account.login, profit);
    const dealId = await book.nextTicket(tx);
    await book.addEvent(tx, dealId, account, {
      type: 'dealClosed',
      dealId,
      positionId: p.id,
      time: at.toISOString(),
      symbol: p.symbol,
      volume: p.volume,
      price,
      profit,
      commission: 0,
      swap: 0,
    });
    const rest = (await book.openPositions(tx, account.login)).reduce((s, o) => s + floating(o), 0);
    await book.addEvent(tx, `eq:${account.login}:${at.getTime()}`, account, {
      type: 'equitySnapshot',
      time: at.toISOString(),
      equity: balance + rest,
      balance,
    });
    return closed;
  }

  /** Pushes the events the portal has not taken yet; a failed account stays queued for the next pass. */
  async function deliver(): Promise<number> {
    const pending = await book.undelivered(db);
    const byAccount = new Map<string, typeof pending>();
    for (const e of pending) byAccount.set(e.login, [...(byAccount.get(e.login) ?? []), e]);
    let delivered = 0;
    for (const events of byAccount.values()) {
      const first = events[0]!;
      try {
        await deps.sink(
          first.platform_id,
          first.login,
          events.map((e) => e.event),
        );
        await book.markDelivered(
          db,
          events.map((e) => e.id),
          deps.clock.now(),
        );
        delivered += events.length;
      } catch {
        // kept for the next pass (the sink logs why)
      }
    }
    return delivered;
  }

  return {
    snapshot: (login: string) => snapshot(db, login),
    history: (login: string) => book.closedPositions(db, login),
    deliver,
    async open(login: string, order: OrderRequest): Promise<PositionRow> {
      // Filled at the market's current price, which another instance (the leader) may have moved since our tick.
      await feed.refresh();
      const inst = instrument(order.symbol);
      const quote = feed.quote(order.symbol);
      if (!inst || !quote) throw new TradeRefused('unknownSymbol');
      if (!isValidVolume(order.volume)) throw new TradeRefused('invalidVolume');
      const bad = invalidProtection(order.side, quote, order);
      if (bad) throw new TradeRefused(bad === 'sl' ? 'invalidStopLoss' : 'invalidTakeProfit');
      const position = await db.transaction(async (tx) => {
        const account = await book.account(tx, login, true);
        if (!account || !canTrade(account)) throw new TradeRefused('accountDisabled');
        const state = (await snapshot(tx, login))!;
        const price = openPrice(order.side, quote);
        const margin = marginCents(inst, order.volume, price, account.leverage);
        if (margin > state.freeMargin) throw new TradeRefused('notEnoughMargin');
        const id = await book.nextTicket(tx);
        const at = deps.clock.now();
        const row = { id, login, symbol: inst.symbol, side: order.side, volume: order.volume, open_price: price };
        await book.insertPosition(tx, { ...row, sl: order.sl, tp: order.tp, margin, opened_at: at });
        const dealId = await book.nextTicket(tx);
        await book.addEvent(tx, dealId, account, {
          type: 'dealOpened',
          dealId,
          positionId: id,
          time: at.toISOString(),
          symbol: inst.symbol,
          side: order.side,
          volume: order.volume,
          price,
          ...(order.sl !== null ? { stopLoss: order.sl } : {}),
          ...(order.tp !== null ? { takeProfit: order.tp } : {}),
        });
        return (await book.openPositions(tx, login)).find((p) => p.id === id)!;
      });
      await deliver();
      return position;
    },
    async close(login: string, positionId: string, reason = 'client'): Promise<PositionRow> {
      await feed.refresh();
      const closed = await db.transaction(async (tx) => {
        const account = await book.account(tx, login, true);
        const p = (await book.openPositions(tx, login)).find((o) => o.id === positionId);
        if (!account || !p) throw new TradeRefused('positionNotFound');
        if (reason === 'client' && !canTrade(account)) throw new TradeRefused('accountDisabled');
        return closeIn(tx, account, p, reason, feed.quote(p.symbol)!);
      });
      if (!closed) throw new TradeRefused('positionNotFound');
      await deliver();
      return closed;
    },
    /** Stops and targets hit by the current prices, and positions of accounts that may no longer trade. */
    async closeTriggered(trigger: (p: PositionRow, q: Quote) => 'sl' | 'tp' | null): Promise<number> {
      let closed = 0;
      for (const p of await book.openPositions(db)) {
        const quote = feed.quote(p.symbol);
        if (!quote) continue;
        await db.transaction(async (tx) => {
          const account = (await book.account(tx, p.login, true))!;
          const reason = canTrade(account) ? trigger(p, quote) : 'stopOut';
          if (reason && (await closeIn(tx, account, p, reason, quote))) closed += 1;
        });
      }
      return closed;
    },
    /** An equity snapshot for each account with open positions (the ticker calls it every few seconds). */
    async snapshotOpenAccounts(): Promise<number> {
      const logins = [...new Set((await book.openPositions(db)).map((p) => p.login))];
      const at = deps.clock.now();
      for (const login of logins) {
        const s = (await snapshot(db, login))!;
        await book.addEvent(db, `eq:${login}:${at.getTime()}`, s.account, {
          type: 'equitySnapshot',
          time: at.toISOString(),
          equity: s.equity,
          balance: s.account.balance,
        });
      }
      return logins.length;
    },
  };
}
export type SandboxTrading = ReturnType<typeof createSandboxTrading>;
