import type { AccountPosition } from '../../domain/risk/index.ts';

/** The columns every read of a position gives alike (each keeps its times and profit in its own type). */
type PositionColumns = {
  position_id: string;
  account_id: string;
  user_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  stop_loss: number | null;
};

/** A position row as the risk rules weigh it: times in epoch milliseconds, no profit (still open) as 0. */
export const accountPosition = (
  r: PositionColumns,
  openedAt: number,
  closedAt: number | null,
  profit: number | null,
): AccountPosition => ({
  id: r.position_id,
  accountId: r.account_id,
  traderId: r.user_id,
  symbol: r.symbol,
  side: r.side,
  volume: r.volume,
  openedAt,
  closedAt,
  profit: profit ?? 0,
  stopLoss: r.stop_loss,
});
