import { randomInt } from 'node:crypto';
import type { BridgeEvent } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageTexts } from '../../http/page-texts.ts';
import type { SandboxPlatform } from '../../integrations/trading-platform/sandbox-platform.ts';
import { sandboxTerminalRoutes } from '../../integrations/trading-platform/sandbox-terminal.routes.ts';
import { createMarketFeed } from '../../integrations/trading-platform/sandbox/market-feed.ts';
import { createMarketTicker } from '../../integrations/trading-platform/sandbox/market-ticker.ts';
import type { PortalPasswordCheck } from '../../integrations/trading-platform/sandbox/terminal-sign-in.ts';
import { createSandboxTrading } from '../../integrations/trading-platform/sandbox/trading.service.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLeaderLock } from '../../lib/leader-lock.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { AppModule } from '../module.ts';

/**
 * The sandbox trading platform's market and terminal: prices moved by one leader instance, market orders, stops
 * and targets, and its deals and equity delivered to the portal through the same ingestion a bridge push uses.
 */
export function createTradingPlatformModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  assetsDir: string;
  platform: SandboxPlatform;
  loginGuard: LoginGuard;
  /** the portal's ingestion of the platform's events */
  ingest: (platformId: string, login: string, events: BridgeEvent[]) => Promise<unknown>;
  verifyPortalPassword: PortalPasswordCheck;
  siteKeyOf: (host: string | undefined) => Promise<string | null>;
  /** the market's seed: the same seed gives the same prices (tests); random by default */
  marketSeed?: number | undefined;
}) {
  const { db, clock, log } = deps;
  const marketFeed = createMarketFeed({ db, clock, seed: deps.marketSeed ?? randomInt(2 ** 31) });
  const sandboxTrading = createSandboxTrading({
    db,
    clock,
    feed: marketFeed,
    sink: async (platformId, login, events) => {
      try {
        return await deps.ingest(platformId, login, events);
      } catch (err) {
        log.error({ err, platformId, login }, 'sandbox platform events not ingested');
        throw err;
      }
    },
  });
  const marketTicker = createMarketTicker({
    feed: marketFeed,
    trading: sandboxTrading,
    clock,
    leader: createLeaderLock({ db, name: 'portal.sandbox-market', log }),
    log,
  });
  return {
    services: { marketFeed, sandboxTrading, marketTicker },
    routes: [
      sandboxTerminalRoutes({
        db,
        platform: deps.platform,
        trading: sandboxTrading,
        feed: marketFeed,
        texts: pageTexts,
        assetsDir: deps.assetsDir,
        guard: deps.loginGuard,
        verifyPortalPassword: deps.verifyPortalPassword,
        siteKeyOf: deps.siteKeyOf,
      }),
    ],
    jobs: [marketTicker],
  } satisfies AppModule<unknown>;
}
export type TradingPlatformModule = ReturnType<typeof createTradingPlatformModule>;
