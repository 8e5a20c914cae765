import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import type { MailRepository } from './mail.repository.ts';
import { createQueueDispatcher } from '../../lib/leased-queue.ts';

const MAX_ATTEMPTS = 6;

/**
 * Delivers the mail queue: each message is leased, sent outside any transaction, and marked; a failure is retried
 * with back-off and given up after MAX_ATTEMPTS. Safe with several server instances (SKIP LOCKED).
 */
export function createMailDispatcher(deps: {
  db: Db;
  mailRepository: MailRepository;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  return createQueueDispatcher('mail', {
    db: deps.db,
    store: deps.mailRepository,
    deliver: (mail) =>
      deps.transport.send({
        to: mail.to_address,
        from: mail.from_name ? { name: mail.from_name, address: deps.from } : deps.from,
        subject: mail.subject,
        html: mail.html ?? '',
        text: mail.text_body ?? '',
        kind: mail.kind,
      }),
    maxAttempts: MAX_ATTEMPTS,
    warn: (mail, attempt, err) => deps.log.warn({ mailId: mail.id, attempt, err }, 'mail delivery failed'),
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
