import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { failureText, leasedQueuePass } from './leased-queue.ts';
import { createPeriodicJob } from './periodic-job.ts';
import { signPayload } from './signed-payload.ts';

/** Sends one webhook request; resolves with the HTTP status (throws on a network failure). */
export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

export const fetchSender: WebhookSender = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
};

/** Retry after 2 s, 8 s, 32 s … capped at 10 minutes, as real providers do. */
export const webhookBackoffMs = (attempt: number) => Math.min(2000 * 4 ** (attempt - 1), 10 * 60_000);

const MAX_ATTEMPTS = 8;

export type DueWebhook = { id: string; event_id: string; payload: string; attempts: number };

/** A sandbox provider's outgoing webhook queue (its own table, leased with SKIP LOCKED). */
export type WebhookQueue = {
  leaseDue(q: Queryable, limit: number): Promise<DueWebhook[]>;
  markDelivered(q: Queryable, id: string): Promise<void>;
  markAttemptFailed(q: Queryable, id: string, error: string, retryInMs: number | null): Promise<void>;
};

/**
 * Delivers a sandbox provider's queued webhooks as a real provider does: each signed with the shared secret
 * (lib/signed-payload.ts) at the moment it is sent, retried with back-off until the portal answers 2xx, given up
 * after MAX_ATTEMPTS (the pass of a leased queue, lib/leased-queue.ts). Used by the sandbox payment provider and the
 * sandbox KYC provider alike.
 */
export function createWebhookDeliveries(deps: {
  name: string;
  db: Db;
  queue: WebhookQueue;
  secret: string;
  signatureHeader: string;
  url: string;
  send?: WebhookSender | undefined;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, queue } = deps;
  const send = deps.send ?? fetchSender;
  const deliverDue = leasedQueuePass<DueWebhook>({
    lease: () => queue.leaseDue(db, 20),
    async deliver(d) {
      const headers = {
        'content-type': 'application/json',
        [deps.signatureHeader]: signPayload(deps.secret, d.payload, deps.clock.now().getTime()),
      };
      const status = await send(deps.url, headers, d.payload);
      if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
    },
    markSent: (id) => queue.markDelivered(db, id),
    markFailed: (id, problem, retryIn) => queue.markAttemptFailed(db, id, problem, retryIn),
    maxAttempts: MAX_ATTEMPTS,
    backoff: webhookBackoffMs,
    warn: (d, attempt, error) =>
      deps.log.warn({ eventId: d.event_id, attempt, problem: failureText(error) }, `${deps.name} delivery failed`),
  });
  return createPeriodicJob(deps.name, deliverDue, deps.log, 1000);
}
