import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from './periodic-job.ts';

/** Retry after 5 s, 20 s, 80 s, … capped at 30 minutes. */
export const backoffMs = (attempt: number) => Math.min(5000 * 4 ** (attempt - 1), 30 * 60_000);

/** A queued item as its queue leases it: the attempts made before this one. */
type Leased = { id: string; attempts: number };

/** What a failed delivery is recorded and logged as: the error's message. */
export const failureText = (error: unknown) => String((error as Error).message ?? error);

/**
 * One pass over a queue whose items are leased (SKIP LOCKED, so several instances share it), delivered outside any
 * transaction and marked: sent, or failed with the next try after `backoff` (`backoffMs` unless said), given up
 * after `maxAttempts` or at once when `givesUp` says the error will not pass. Answers how many items were leased.
 */
export function leasedQueuePass<T extends Leased>(queue: {
  lease: () => Promise<T[]>;
  deliver: (item: T) => Promise<unknown>;
  markSent: (id: string) => Promise<void>;
  markFailed: (id: string, error: string, retryInMs: number | null) => Promise<void>;
  maxAttempts: number;
  backoff?: (attempt: number) => number;
  givesUp?: (error: unknown) => boolean;
  warn: (item: T, attempt: number, error: unknown) => void;
}): () => Promise<number> {
  const backoff = queue.backoff ?? backoffMs;
  return async () => {
    const due = await queue.lease();
    for (const item of due) {
      try {
        await queue.deliver(item);
        await queue.markSent(item.id);
      } catch (error) {
        const attempt = item.attempts + 1;
        const retry = attempt >= queue.maxAttempts || queue.givesUp?.(error) ? null : backoff(attempt);
        queue.warn(item, attempt, error);
        await queue.markFailed(item.id, failureText(error), retry);
      }
    }
    return due.length;
  };
}

/** Where a leased queue's items are kept: `db` is the handle its calls take. */
export type LeasedQueueStore<T, Db> = {
  lease(db: Db, limit: number): Promise<T[]>;
  markSent(db: Db, id: string): Promise<void>;
  markFailed(db: Db, id: string, error: string, retryInMs: number | null): Promise<void>;
};

/**
 * The background job that delivers a leased queue (`leasedQueuePass`, `batch` items a pass, 20 unless said), every
 * `intervalMs` (5 s unless said) and when kicked after new items were queued. Safe with several server instances
 * (SKIP LOCKED).
 */
export function createQueueDispatcher<T extends Leased, Db>(
  name: string,
  queue: {
    db: Db;
    store: LeasedQueueStore<T, Db>;
    batch?: number;
    deliver: (item: T) => Promise<unknown>;
    maxAttempts: number;
    givesUp?: (error: unknown) => boolean;
    warn: (item: T, attempt: number, error: unknown) => void;
    log: FastifyBaseLogger;
    intervalMs?: number;
  },
) {
  const { db, store } = queue;
  const pass = leasedQueuePass({
    lease: () => store.lease(db, queue.batch ?? 20),
    deliver: queue.deliver,
    markSent: (id) => store.markSent(db, id),
    markFailed: (id, error, retry) => store.markFailed(db, id, error, retry),
    maxAttempts: queue.maxAttempts,
    givesUp: queue.givesUp,
    warn: queue.warn,
  });
  const job = createPeriodicJob(name, pass, queue.log, queue.intervalMs ?? 5000);
  return { flush: job.flush, kick: () => job.kick(), start: job.start, stop: job.stop };
}
