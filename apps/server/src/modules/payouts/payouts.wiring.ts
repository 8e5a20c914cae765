import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createAdminPayoutSettingsService } from './admin-payout-settings.service.ts';
import { createAdminPayoutsService, type PaidPayout } from './admin-payouts.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { AccountLedger } from '../evaluation/account-ledger.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { Audit } from '../operators/audit.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createPayoutMailer } from './payout-mails.ts';
import { createPayoutSettingsRepository } from './payout-settings.repository.ts';
import { createPayoutSummaries } from './payout-summary.ts';
import { createPayoutsRepository } from './payouts.repository.ts';
import { createPayoutsService } from './payouts.service.ts';

/** Wires the payouts of traders and of the console (services.ts keeps to one line for it). */
export function createPayouts(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  serverSecret: string;
  platform: TradingPlatformAdapter;
  ledger: AccountLedger;
  traderAccountsService: TraderAccountsService;
  brandsService: BrandsService;
  mailQueue: MailQueue;
  audit: Audit;
  /** called after a payout is marked paid (after its commit); the lead wires certificates here */
  onPaid?: (payout: PaidPayout) => Promise<void>;
}) {
  const payoutsRepository = createPayoutsRepository();
  // Payment details are sealed at rest like the platform passwords (docs/decisions/018-payouts.md).
  const details = createSecretBox(deps.serverSecret, 'payout-details');
  const mailer = createPayoutMailer({ mailQueue: deps.mailQueue, origin: (b) => deps.brandsService.origin(b) });
  const summaries = createPayoutSummaries({
    payoutsRepository,
    ledger: deps.ledger,
    platform: deps.platform,
    clock: deps.clock,
  });
  return {
    payoutsRepository,
    payoutsService: createPayoutsService({
      db: deps.db,
      payoutsRepository,
      summaries,
      traderAccountsService: deps.traderAccountsService,
      details,
      mailer,
      clock: deps.clock,
    }),
    adminPayoutsService: createAdminPayoutsService({
      db: deps.db,
      payoutsRepository,
      summaries,
      ledger: deps.ledger,
      platform: deps.platform,
      brandsService: deps.brandsService,
      details,
      mailer,
      audit: deps.audit,
      clock: deps.clock,
      log: deps.log,
      ...(deps.onPaid ? { onPaid: deps.onPaid } : {}),
    }),
    adminPayoutSettingsService: createAdminPayoutSettingsService({
      db: deps.db,
      repository: createPayoutSettingsRepository(),
      audit: deps.audit,
      clock: deps.clock,
    }),
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
