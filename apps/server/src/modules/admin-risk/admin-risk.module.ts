import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { AppModule } from '../module.ts';
import { createAdminRiskRepository } from './admin-risk.repository.ts';
import { createAdminRiskSettingsService } from './admin-risk-settings.service.ts';
import { adminRiskRoutes } from './admin-risk.routes.ts';
import { createAdminRiskService, type AdminRiskServiceDeps } from './admin-risk.service.ts';
import { createRiskSettingsRepository } from '../risk/risk-settings.repository.ts';
import { createRiskAlerts } from './risk-alerts.ts';
import { createRiskAlertsRepository } from './risk-alerts.repository.ts';
import { createRiskDigestMail } from './risk-digest-mail.ts';

/** The risk desk's console (cases, evidence, decisions, compare, the badge) and its alerts to the brands' analysts. */
export function createAdminRiskModule(
  deps: Omit<AdminRiskServiceDeps, 'adminRiskRepository' | 'riskSettingsRepository'> & {
    log: FastifyBaseLogger;
    mailQueue: MailQueue;
    /** the console's public origin, for the digests' link */
    consoleOrigin: () => string;
  },
) {
  const { db, clock, log } = deps;
  const adminRiskRepository = createAdminRiskRepository();
  const riskSettingsRepository = createRiskSettingsRepository();
  const adminRiskSettingsService = createAdminRiskSettingsService({
    db,
    clock,
    audit: deps.audit,
    adminRiskRepository,
    riskSettingsRepository,
  });
  const adminRiskService = createAdminRiskService({
    db,
    clock,
    audit: deps.audit,
    adminRiskRepository,
    riskSettingsRepository,
    brandsService: deps.brandsService,
    blockAccount: deps.blockAccount,
    rejectPayout: deps.rejectPayout,
  });
  const riskAlerts = createRiskAlerts({
    db,
    clock,
    log,
    repository: createRiskAlertsRepository(),
    digest: createRiskDigestMail({ mailQueue: deps.mailQueue, consoleOrigin: deps.consoleOrigin }),
    kickMail: deps.mailQueue.kick,
  });
  return {
    console: true as const,
    services: { adminRiskService, adminRiskSettingsService, riskAlerts },
    routes: [adminRiskRoutes({ adminRiskService, adminRiskSettingsService })],
    jobs: [riskAlerts],
  } satisfies AppModule<unknown>;
}
export type AdminRiskModule = ReturnType<typeof createAdminRiskModule>;
