import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailTransport } from '../../integrations/mail/mail-transport.ts';
import type { AppModule } from '../module.ts';
import { createMailDispatcher } from './mail-dispatcher.ts';
import { createMailQueue } from './mail-queue.service.ts';
import { createMailRepository } from './mail.repository.ts';

/** The outgoing mail: one queue every module writes to in its transaction, one dispatcher sending it. */
export function createMailModule(deps: { db: Db; transport: MailTransport; from: string; log: FastifyBaseLogger }) {
  const mailRepository = createMailRepository();
  const mailDispatcher = createMailDispatcher({ ...deps, mailRepository });
  return {
    services: { mailQueue: createMailQueue({ mailRepository, kick: () => mailDispatcher.kick() }), mailDispatcher },
    routes: [],
    jobs: [mailDispatcher],
  } satisfies AppModule<unknown>;
}
export type MailModule = ReturnType<typeof createMailModule>;
