import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import type { MailRepository } from './mail.repository.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';

const MAX_ATTEMPTS = 6;
const BATCH = 20;

/** Retry after 5 s, 20 s, 80 s, … capped at 30 minutes. */
export const backoffMs = (attempt: number) => Math.min(5000 * 4 ** (attempt - 1), 30 * 60_000);

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
  async function drainOnce(): Promise<number> {
    const due = await deps.mailRepository.lease(deps.db, BATCH);
    for (const mail of due) {
      try {
        await deps.transport.send({
          to: mail.to_address,
          from: mail.from_name ? { name: mail.from_name, address: deps.from } : deps.from,
          subject: mail.subject,
          html: mail.html ?? '',
          text: mail.text_body ?? '',
          kind: mail.kind,
        });
        await deps.mailRepository.markSent(deps.db, mail.id);
      } catch (error) {
        const attempt = mail.attempts + 1;
        const retry = attempt >= MAX_ATTEMPTS ? null : backoffMs(attempt);
        deps.log.warn({ mailId: mail.id, attempt, err: error }, 'mail delivery failed');
        await deps.mailRepository.markFailed(deps.db, mail.id, String((error as Error).message ?? error), retry);
      }
    }
    return due.length;
  }

  const job = createPeriodicJob('mail', drainOnce, deps.log, deps.intervalMs ?? 5000);
  return { flush: job.flush, kick: () => job.kick(), start: job.start, stop: job.stop };
}
export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
