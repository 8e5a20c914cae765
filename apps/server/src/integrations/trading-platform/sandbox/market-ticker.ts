import type { FastifyBaseLogger } from 'fastify';
import { triggered } from '../../../domain/market/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createPeriodicJob } from '../../../lib/periodic-job.ts';
import type { MarketFeed } from './market-feed.ts';
import type { SandboxTrading } from './trading.service.ts';

const TICK_MS = 1000;
const EQUITY_EVERY_MS = 5000;

/**
 * The sandbox market's clock: every second the prices move, stops and targets that the new prices reach
 * close their positions, and (at most every five seconds) accounts with open positions report their equity
 * to the portal, as a platform bridge streams it; events a failed delivery left behind are pushed again.
 */
export function createMarketTicker(deps: {
  feed: MarketFeed;
  trading: SandboxTrading;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  let lastEquity = 0;
  async function pass(): Promise<number> {
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
  return { flush: job.flush, start: job.start, stop: job.stop };
}
export type MarketTicker = ReturnType<typeof createMarketTicker>;
