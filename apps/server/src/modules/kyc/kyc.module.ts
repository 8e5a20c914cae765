import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSandboxKyc } from '../../integrations/kyc/sandbox/sandbox-kyc.ts';
import { sandboxKycRoutes } from '../../integrations/kyc/sandbox/sandbox-kyc.routes.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { IdentityMarks } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { WebhookSender } from '../../lib/signed-webhooks.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { AppModule } from '../module.ts';
import type { ProviderKeysService } from '../providers/provider-keys.service.ts';
import { createKycMailer } from './kyc-mailer.ts';
import { createKycProviders } from './kyc-providers.ts';
import { createKycRepository } from './kyc.repository.ts';
import { kycRoutes } from './kyc.routes.ts';
import { createKycService } from './kyc.service.ts';

/**
 * Identity verification and contracts: each brand's provider (the sandbox, Sumsub or Veriff), the sandbox (its documents under DATA_DIR/kyc-documents, webhooks
 * to this server's /api/kyc/v1/webhook/sandbox) and the trader's service (contracts under DATA_DIR/contracts).
 * Neither directory is served by any static route.
 */
export function createKycModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailQueue: MailQueue;
  /** the decisions' single entry point: the in-app row and the mail, per the trader's preferences */
  notifications: Pick<NotificationsService, 'notify'>;
  brandsService: BrandsService;
  sessionsService: SessionsService;
  changes: ChangeFeed;
  webhookSender?: WebhookSender | undefined;
  identityMarks: IdentityMarks;
  /** the keys each brand's firm entered for Sumsub or Veriff */
  providerKeys: ProviderKeysService;
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
  const providers = createKycProviders({
    sandbox: sandbox.provider,
    providerKeys: deps.providerKeys,
    sumsubApiUrl: config.sumsubApiUrl,
    veriffApiUrl: config.veriffApiUrl,
  });
  const kycRepository = createKycRepository({ changes: deps.changes });
  const mailer = createKycMailer({ mailQueue: deps.mailQueue, notifications: deps.notifications });
  const kycService = createKycService({
    db,
    kycRepository,
    providers,
    brandsService: deps.brandsService,
    mailer,
    clock,
    contractsDir: join(config.dataDir, 'contracts'),
    log,
    identityMarks: deps.identityMarks,
  });
  return {
    services: {
      sandbox,
      providers,
      kycService,
      kycRepository,
      mailer,
      /** the webhook signing secret (tests sign deliveries) */
      secret,
    },
    routes: [
      kycRoutes({ kycService, sessionsService: deps.sessionsService, providers }),
      sandboxKycRoutes({ kyc: sandbox }),
    ],
    jobs: [sandbox.deliveries],
    close: () => kycService.close(),
  } satisfies AppModule<unknown>;
}
export type KycModule = ReturnType<typeof createKycModule>;
