import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import { createTraderAccountsCache } from './trader-accounts-cache.ts';
import { createTraderAccountsRepository } from './trader-accounts.repository.ts';
import { traderAccountsRoutes } from './trader-accounts.routes.ts';
import { createTraderAccountsService, type EvaluatedAccount } from './trader-accounts.service.ts';

/** The traders' accounts on the trading platform: opened for a paid order, listed, their platform credentials. */
export function createTraderAccountsModule(deps: {
  config: Config;
  db: Db;
  changes: ChangeFeed;
  platform: TradingPlatformAdapter;
  packagesService: PackagesService;
  sessionsService: SessionsService;
  /** in the transaction that opens an account */
  onAccountOpened: (tx: Queryable, account: EvaluatedAccount) => Promise<void>;
}) {
  const traderAccountsService = createTraderAccountsService({
    db: deps.db,
    traderAccountsRepository: createTraderAccountsRepository({ changes: deps.changes }),
    cache: createTraderAccountsCache(deps.changes),
    packagesService: deps.packagesService,
    platform: deps.platform,
    passwords: createSecretBox(deps.config.jwtSecret, 'platform-passwords'),
    onAccountOpened: deps.onAccountOpened,
  });
  return areaModule({ traderAccountsService }, [
    traderAccountsRoutes({ traderAccountsService, sessionsService: deps.sessionsService }),
  ]);
}
export type TraderAccountsModule = ReturnType<typeof createTraderAccountsModule>;
