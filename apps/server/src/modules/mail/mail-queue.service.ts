import type { Queryable } from '../../db/client.ts';
import type { MailRepository, NewMail } from './mail.repository.ts';

export type QueuedMessage = NewMail;

/**
 * Other modules queue mail through this service, inside their own transaction (so a message exists exactly
 * when the decision to send it was committed), then `kick` the dispatcher once that transaction is done.
 */
export function createMailQueue(deps: { mailRepository: MailRepository; kick: () => void }) {
  return {
    enqueue: (q: Queryable, message: QueuedMessage) => deps.mailRepository.enqueue(q, message),
    kick: deps.kick,
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
