import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createSandboxKyc } from '../../integrations/kyc/sandbox/sandbox-kyc.ts';
import type { WebhookSender } from '../../lib/signed-webhooks.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { Audit } from '../operators/audit.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { createAdminKycService } from './admin-kyc.service.ts';
import { createKycMailer } from './kyc-mailer.ts';
import { createKycRepository } from './kyc.repository.ts';
import { createKycService } from './kyc.service.ts';

/**
 * Wires identity verification: the sandbox provider (its documents under DATA_DIR/kyc-documents, webhooks to
 * this server's /api/kyc/v1/webhook/sandbox), the trader's service (contracts under DATA_DIR/contracts) and the
 * console's queues. Neither directory is served by any static route.
 */
export function createKyc(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailQueue: MailQueue;
  brandsService: BrandsService;
  traderAccountsService: TraderAccountsService;
  audit: Audit;
  webhookSender?: WebhookSender | undefined;
  changes?: Pick<ChangeFeed, 'announce'>;
}) {
  const { config, db, clock, log } = deps;
  const secret = config.kycWebhookSecret ?? derivedKey(config.jwtSecret, 'kyc-webhook');
  const sandbox = createSandboxKyc({
    db,
    clock,
    log,
    secret,
    webhookUrl: new URL('/api/kyc/v1/webhook/sandbox', config.paymentsWebhookUrl).toString(),
    documentsDir: join(config.dataDir, 'kyc-documents'),
    decisionDelayMs: config.sandboxPaymentConfirmMs,
    ...(deps.webhookSender ? { send: deps.webhookSender } : {}),
  });
  const kycRepository = createKycRepository(deps.changes ? { changes: deps.changes } : {});
  const mailer = createKycMailer({ mailQueue: deps.mailQueue, origin: (b) => deps.brandsService.origin(b) });
  const kycService = createKycService({
    db,
    kycRepository,
    provider: sandbox.provider,
    brandsService: deps.brandsService,
    mailer,
    clock,
    contractsDir: join(config.dataDir, 'contracts'),
    log,
  });
  const adminKycService = createAdminKycService({
    db,
    kycRepository,
    kycService,
    traderAccountsService: deps.traderAccountsService,
    brandsService: deps.brandsService,
    mailer,
    audit: deps.audit,
  });
  return { sandbox, kycService, adminKycService, /** the webhook signing secret (tests sign deliveries) */ secret };
}
export type Kyc = ReturnType<typeof createKyc>;
