import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { AppModule } from '../module.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/** How often the job looks for mails left to compose when nothing kicked it (another instance's notifications). */
const MAIL_PASS_MS = 5000;

/** The trader's notifications: the in-app list, their e-mails through the mail queue, preferences, unsubscribing. */
export function createNotificationsModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  serverSecret: string;
  mailQueue: MailQueue;
  brandsService: BrandsService;
  sessionsService: SessionsService;
}) {
  const notificationsService = createNotificationsService({
    ...deps,
    notificationsRepository: createNotificationsRepository(),
    tokens: createUnsubscribeTokens(derivedKey(deps.serverSecret, 'notifications-unsubscribe')),
    kickJob: () => mailJob.kick(),
  });
  const mailJob = createPeriodicJob(
    'notification-mails',
    () => notificationsService.deliverPending(),
    deps.log,
    MAIL_PASS_MS,
  );
  return {
    services: { notificationsService, notificationMails: mailJob },
    routes: [notificationsRoutes({ notificationsService, sessionsService: deps.sessionsService })],
    jobs: [mailJob],
  } satisfies AppModule<unknown>;
}
export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
