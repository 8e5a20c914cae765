import type { FastifyBaseLogger } from 'fastify';
import { triggered } from '../../../domain/market/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LeaderLock } from '../../../lib/leader-lock.ts';
import { createPeriodicJob } from '../../../lib/periodic-job.ts';
import type { MarketFeed } from './market-feed.ts';
import type { SandboxTrading } from './trading.service.ts';

const TICK_MS = 1000;
const EQUITY_EVERY_MS = 5000;

/**
 * The sandbox market's clock: every second the prices move, stops and targets that the new prices reach
 * close their positions, and (at most every five seconds) accounts with open positions report their equity
 * to the portal, as a platform bridge streams it; events a failed delivery left behind are pushed again.
 * With several server instances one market must move, not one per instance: only the leader (a PostgreSQL
 * advisory lock, lib/leader-lock.ts) does all that; the others take its stored prices at each tick, and try
 * for the lead again, so another instance carries on within a tick or two of the leader stopping.
 */
export function createMarketTicker(deps: {
  feed: MarketFeed;
  trading: SandboxTrading;
  clock: Clock;
  leader: LeaderLock;
  log: FastifyBaseLogger;
}) {
  let lastEquity = 0;
  async function pass(): Promise<number> {
    if (!(await deps.leader.check())) {
      await deps.feed.refresh();
      return 0;
    }
    // A new leader carries on from the stored prices, not from its own last refresh.
    await deps.feed.refresh();
    await deps.feed.step();
    const closed = await deps.trading.closeTriggered((p, q) => triggered(p.side, q, p));
    const now = deps.clock.now().getTime();
    if (now - lastEquity >= EQUITY_EVERY_MS) {
      lastEquity = now;
      await deps.trading.snapshotOpenAccounts();
    }
    await deps.trading.deliver();
    return closed;
  }
  const job = createPeriodicJob('sandbox-market', pass, deps.log, TICK_MS);
  return {
    flush: job.flush,
    start: job.start,
    /** Whether this instance moved the market at its last tick. */
    get leading(): boolean {
      return deps.leader.leading;
    },
    async stop() {
      await job.stop();
      await deps.leader.release();
    },
  };
}
export type MarketTicker = ReturnType<typeof createMarketTicker>;
