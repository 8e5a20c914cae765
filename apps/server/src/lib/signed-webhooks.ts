import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';
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
 * after MAX_ATTEMPTS. Used by the sandbox payment provider and the sandbox KYC provider alike.
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
  const send = deps.send ?? fetchSender;
  async function deliverDue(): Promise<number> {
    const due = await deps.queue.leaseDue(deps.db, 20);
    for (const d of due) {
      const headers = {
        'content-type': 'application/json',
        [deps.signatureHeader]: signPayload(deps.secret, d.payload, deps.clock.now().getTime()),
      };
      let problem: string | null = null;
      try {
        const status = await send(deps.url, headers, d.payload);
        if (status < 200 || status >= 300) problem = `HTTP ${status}`;
      } catch (error) {
        problem = String((error as Error).message ?? error);
      }
      if (!problem) {
        await deps.queue.markDelivered(deps.db, d.id);
        continue;
      }
      const attempt = d.attempts + 1;
      deps.log.warn({ eventId: d.event_id, attempt, problem }, `${deps.name} delivery failed`);
      const retryIn = attempt >= MAX_ATTEMPTS ? null : webhookBackoffMs(attempt);
      await deps.queue.markAttemptFailed(deps.db, d.id, problem, retryIn);
    }
    return due.length;
  }
  return createPeriodicJob(deps.name, deliverDue, deps.log, 1000);
}
