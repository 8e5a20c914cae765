import type { BridgeEvent } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { numberArray, textArray } from '../../db/sql-arrays.ts';

/** A deal as the ingestion applied it: the bridge's event and its time (epoch ms). */
export type FedDeal = { readonly payload: BridgeEvent; readonly time: number };

/** The account the deals are of: the feed keeps its brand and trader so detection reads no other table for them. */
export type FedAccount = { readonly id: string; readonly brandId: string; readonly userId: string };

/**
 * The risk desk's feed (docs/risk.md "How detection runs live"): an ingested batch's new deals, written in the
 * batch's transaction as one multi-row insert into risk_feed, which the detection job takes and deletes. The
 * push pays for an append to a table with one index; matching, scoring and cases run in the job, outside it.
 */
export function createRiskFeedRepository() {
  return {
    async record(q: Queryable, account: FedAccount, deals: readonly FedDeal[]): Promise<void> {
      const rows = deals.flatMap(({ payload: p, time }) => (p.type === 'equitySnapshot' ? [] : [{ p, time }]));
      if (rows.length === 0) return;
      await q.query(
        `insert into risk_feed (account_id, brand_id, user_id, position_id, kind, symbol, side, volume, at, profit,
                stop_loss, take_profit)
         select $1, $2, $3, x.position_id, x.kind, x.symbol, x.side, x.volume, to_timestamp(x.at_ms / 1000.0),
                x.profit, x.stop_loss, x.take_profit
           from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[], $10::int8[],
                $11::float8[], $12::float8[]) as x(position_id, kind, symbol, side, volume, at_ms, profit, stop_loss,
                take_profit)`,
        [
          account.id,
          account.brandId,
          account.userId,
          textArray(rows.map(({ p }) => p.positionId)),
          textArray(rows.map(({ p }) => (p.type === 'dealOpened' ? 'open' : 'close'))),
          textArray(rows.map(({ p }) => p.symbol)),
          textArray(rows.map(({ p }) => (p.type === 'dealOpened' ? p.side : null))),
          numberArray(rows.map(({ p }) => p.volume)),
          numberArray(rows.map(({ time }) => time)),
          numberArray(rows.map(({ p }) => (p.type === 'dealClosed' ? p.profit : null))),
          numberArray(rows.map(({ p }) => (p.type === 'dealOpened' ? p.stopLoss : null))),
          numberArray(rows.map(({ p }) => (p.type === 'dealOpened' ? p.takeProfit : null))),
        ],
      );
    },
  };
}
export type RiskFeedRepository = ReturnType<typeof createRiskFeedRepository>;
