import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PostbackClient } from '../../integrations/affiliate/postback-client.ts';
import type { AffiliatePostbacksRepository } from './affiliate-postbacks.repository.ts';
import { createQueueDispatcher } from '../../lib/leased-queue.ts';
import { OutgoingRequestRefused } from '../../lib/outgoing-requests.ts';

const MAX_ATTEMPTS = 8;

/**
 * Calls queued affiliate postbacks (docs/decisions/023): each leased, called outside any transaction, and
 * marked; a network error or a non-2xx answer is retried with the mail queue's back-off, then given up; an
 * address the outgoing-request guard refuses is given up at once.
 * Safe with several instances (SKIP LOCKED); a postback marked sent is never called again.
 */
export function createPostbackDispatcher(deps: {
  db: Db;
  repository: AffiliatePostbacksRepository;
  client: PostbackClient;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  return createQueueDispatcher('affiliate-postbacks', {
    db: deps.db,
    store: deps.repository,
    async deliver(postback) {
      const status = await deps.client.call(postback.url);
      if (status < 200 || status > 299) throw new Error(`answered HTTP ${status}`);
    },
    maxAttempts: MAX_ATTEMPTS,
    // An address the guard refuses stays refused: given up at once, never knocked on again.
    givesUp: (error) => error instanceof OutgoingRequestRefused,
    warn: (postback, attempt, err) =>
      deps.log.warn({ postbackId: postback.id, orderId: postback.order_id, attempt, err }, 'postback failed'),
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
export type PostbackDispatcher = ReturnType<typeof createPostbackDispatcher>;
