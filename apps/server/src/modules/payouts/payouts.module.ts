import type { Db } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import type { IdentityMarks } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { AccountLedger } from '../evaluation/state/account-ledger.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import { areaModule } from '../module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createPayoutMailer } from './payout-mails.ts';
import { createPayoutSummaries } from './payout-summary.ts';
import { createPayoutsRepository } from './payouts.repository.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { createPayoutsService } from './payouts.service.ts';

/** A funded trader's payouts (docs/decisions/018-payouts.md); the console's queue is admin-payouts'. */
export function createPayoutsModule(deps: {
  db: Db;
  clock: Clock;
  serverSecret: string;
  platform: TradingPlatformAdapter;
  ledger: AccountLedger;
  traderAccountsService: TraderAccountsService;
  brandsService: BrandsService;
  sessionsService: SessionsService;
  mailQueue: MailQueue;
  /** status changes' single entry point: the in-app row and the mail, per the trader's preferences */
  notifications: Pick<NotificationsService, 'notify'>;
  identityMarks: IdentityMarks;
}) {
  const payoutsRepository = createPayoutsRepository();
  // Payment details are sealed at rest like the platform passwords (docs/decisions/018-payouts.md).
  const details = createSecretBox(deps.serverSecret, 'payout-details');
  const mailer = createPayoutMailer({ mailQueue: deps.mailQueue, notifications: deps.notifications });
  const summaries = createPayoutSummaries({
    payoutsRepository,
    ledger: deps.ledger,
    platform: deps.platform,
    clock: deps.clock,
  });
  const payoutsService = createPayoutsService({
    db: deps.db,
    payoutsRepository,
    summaries,
    traderAccountsService: deps.traderAccountsService,
    details,
    mailer,
    clock: deps.clock,
    identityMarks: deps.identityMarks,
  });
  return areaModule(
    {
      payoutsService,
      payoutsRepository,
      summaries,
      details,
      mailer,
    },
    [payoutsRoutes({ payoutsService, sessionsService: deps.sessionsService })],
  );
}
export type PayoutsModule = ReturnType<typeof createPayoutsModule>;
