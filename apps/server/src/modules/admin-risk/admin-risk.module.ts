import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { AppModule } from '../module.ts';
import { createAdminRiskRepository } from './admin-risk.repository.ts';
import { adminRiskRoutes } from './admin-risk.routes.ts';
import { createAdminRiskService } from './admin-risk.service.ts';
import { createRiskAlerts } from './risk-alerts.ts';
import { createRiskAlertsRepository } from './risk-alerts.repository.ts';
import { createRiskDigestMail } from './risk-digest-mail.ts';

/** The risk desk's console (cases, evidence, decisions, compare, the badge) and its alerts to the brands' analysts. */
export function createAdminRiskModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: Audit;
  mailQueue: MailQueue;
  /** the console's public origin, for the digests' link */
  consoleOrigin: () => string;
  brandsService: { byId(id: string): Promise<BrandRow> };
  blockAccount: (tx: Queryable, caller: AdminCaller, accountId: string, status: 18, reason: string) => Promise<unknown>;
  rejectPayout: (
    tx: Queryable,
    caller: AdminCaller,
    payoutId: string,
    brand: BrandRow,
    reason: string,
  ) => Promise<unknown>;
}) {
  const { db, clock, log } = deps;
  const adminRiskService = createAdminRiskService({
    db,
    clock,
    audit: deps.audit,
    adminRiskRepository: createAdminRiskRepository(),
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
    services: { adminRiskService, riskAlerts },
    routes: [adminRiskRoutes({ adminRiskService })],
    jobs: [riskAlerts],
  } satisfies AppModule<unknown>;
}
export type AdminRiskModule = ReturnType<typeof createAdminRiskModule>;
