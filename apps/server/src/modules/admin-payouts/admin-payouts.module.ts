import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import { consoleModule } from '../module.ts';
import type { PayoutMailer } from '../payouts/payout-mails.ts';
import { createPayoutSettingsRepository } from './payout-settings.repository.ts';
import type { PayoutSummaries } from '../payouts/payout-summary.ts';
import type { PayoutsRepository } from '../payouts/payouts.repository.ts';
import { adminPayoutSettingsRoutes } from './admin-payout-settings.routes.ts';
import { createAdminPayoutSettingsService } from './admin-payout-settings.service.ts';
import { adminPayoutsRoutes } from './admin-payouts.routes.ts';
import type { PaidPayout } from '../payouts/paid-payout.ts';
import { createAdminPayoutsService } from './admin-payouts.service.ts';

/** The console's payout queue (approve, reject, mark paid) and each brand's payout settings. */
export function createAdminPayoutsModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: Audit;
  listExport: ListExport;
  platform: TradingPlatformAdapter;
  ledger: AccountLedger;
  brandsService: BrandsService;
  payoutsRepository: PayoutsRepository;
  summaries: PayoutSummaries;
  details: SecretBox;
  mailer: PayoutMailer;
  /** after a payout is marked paid (after its commit); failures are logged and never undo the payout */
  onPaid: (payout: PaidPayout) => Promise<void>;
}) {
  const { db, clock, audit } = deps;
  const adminPayoutsService = createAdminPayoutsService({
    db,
    payoutsRepository: deps.payoutsRepository,
    summaries: deps.summaries,
    ledger: deps.ledger,
    platform: deps.platform,
    brandsService: deps.brandsService,
    details: deps.details,
    mailer: deps.mailer,
    audit,
    clock,
    log: deps.log,
    onPaid: deps.onPaid,
    listExport: deps.listExport,
  });
  const adminPayoutSettingsService = createAdminPayoutSettingsService({
    db,
    repository: createPayoutSettingsRepository(),
    audit,
    clock,
  });
  return consoleModule({ adminPayoutsService, adminPayoutSettingsService }, [
    adminPayoutsRoutes({ adminPayoutsService }),
    adminPayoutSettingsRoutes({ adminPayoutSettingsService }),
  ]);
}
export type AdminPayoutsModule = ReturnType<typeof createAdminPayoutsModule>;
