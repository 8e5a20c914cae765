import type { Queryable } from '../src/db/client.ts';

/**
 * Helpers of the risk desk's suites: what detection would have stored (positions, marks, cases), written straight
 * into its tables, so the console's side is tested without the detection.
 */

export type SeededPosition = {
  accountId: string;
  positionId: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  openedAt: Date;
  closedAt: Date | null;
  profit?: number | null;
  stopLoss?: number | null;
};

export async function insertPositions(q: Queryable, positions: SeededPosition[]): Promise<void> {
  for (const p of positions)
    await q.query(
      `insert into risk_positions (account_id, position_id, brand_id, user_id, symbol, side, volume, opened_at,
                                   closed_at, profit, stop_loss)
       select id, $2, brand_id, user_id, $3, $4, $5, $6, $7, $8, $9 from trader_accounts where id = $1`,
      [
        p.accountId,
        p.positionId,
        p.symbol,
        p.side,
        p.volume,
        p.openedAt,
        p.closedAt,
        p.profit ?? null,
        p.stopLoss ?? null,
      ],
    );
}

/** A mark (an address, a device …) the traders of the accounts were seen with. */
export async function insertMark(
  q: Queryable,
  m: { brandId: string; kind: string; valueHash: string; shown: string; accountIds: string[] },
): Promise<void> {
  await q.query(
    `insert into risk_marks (brand_id, kind, value_hash, user_id, shown)
     select distinct $1::uuid, $2, $3, user_id, $4 from trader_accounts where id = any($5::uuid[])`,
    [m.brandId, m.kind, m.valueHash, m.shown, m.accountIds],
  );
}

let subjects = 0;

/** A case as detection opens it, on the accounts given; its id. */
export async function insertCase(
  q: Queryable,
  c: {
    brandId: string;
    signal: 'copy' | 'hedge' | 'strategy' | 'identity';
    score: number;
    accountIds?: string[];
    status?: string;
    rules?: string[];
    openedAt?: Date;
  },
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into risk_cases (brand_id, signal, subject, score, status, rules, opened_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [
      c.brandId,
      c.signal,
      `${c.signal}:test-${++subjects}`,
      c.score,
      c.status ?? 'open',
      c.rules ?? [c.signal === 'copy' ? 'copy-trading' : c.signal === 'hedge' ? 'hedging' : 'no-stop-loss'],
      c.openedAt ?? new Date(),
    ],
  );
  for (const accountId of c.accountIds ?? [])
    await q.query(
      `insert into risk_case_accounts (case_id, account_id, user_id)
       select $1, id, user_id from trader_accounts where id = $2`,
      [row!.id, accountId],
    );
  return row!.id;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A copy pair's trading: `matches` openings of EURUSD by the leader over 4 days, each copied 5 s later at half the
 * size by the follower, and `hedges` GBPUSD buys of the leader held against the follower's sells for an hour. No
 * trade has a stop loss.
 */
export function copiedAndHedged(leader: string, follower: string, from: Date, matches = 12, hedges = 3) {
  const positions: SeededPosition[] = [];
  for (let i = 0; i < matches; i++) {
    const at = from.getTime() + (i % 4) * DAY + Math.floor(i / 4) * HOUR;
    const closed = new Date(at + 30 * 60_000);
    positions.push(
      {
        accountId: leader,
        positionId: `L${i}`,
        symbol: 'EURUSD',
        side: 'buy',
        volume: 1,
        openedAt: new Date(at),
        closedAt: closed,
        profit: 1000,
      },
      {
        accountId: follower,
        positionId: `F${i}`,
        symbol: 'EURUSD',
        side: 'buy',
        volume: 0.5,
        openedAt: new Date(at + 5000),
        closedAt: closed,
        profit: 500,
      },
    );
  }
  for (let i = 0; i < hedges; i++) {
    const at = from.getTime() + i * DAY + 12 * HOUR;
    positions.push(
      {
        accountId: leader,
        positionId: `HL${i}`,
        symbol: 'GBPUSD',
        side: 'buy',
        volume: 1,
        openedAt: new Date(at),
        closedAt: new Date(at + HOUR),
        profit: 200,
      },
      {
        accountId: follower,
        positionId: `HF${i}`,
        symbol: 'GBPUSD',
        side: 'sell',
        volume: 1,
        openedAt: new Date(at + 10_000),
        closedAt: new Date(at + HOUR),
        profit: -200,
      },
    );
  }
  return positions;
}
