import type { FastifyBaseLogger } from 'fastify';

/**
 * The loop around a background job's pass: one pass at a time per instance, `flush` for tests and for
 * callers that must wait, `kick` after new work was queued, a timer while the server runs. Passes must be
 * safe with several instances (they take work with SKIP LOCKED).
 */
export function createPeriodicJob(
  name: string,
  pass: () => Promise<number>,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const report = (err: unknown) => log.error({ err, job: name }, 'background job failed');

  async function flush(): Promise<number> {
    while (running) await running.catch(() => undefined);
    running = pass();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  return {
    flush,
    /** Runs passes until nothing is due now (work that makes more work, such as retries due at once). */
    async drain(maxPasses = 20): Promise<void> {
      for (let i = 0; i < maxPasses && (await flush()) > 0; i++);
    },
    kick(delayMs = 0) {
      const run = () => void flush().catch(report);
      if (delayMs > 0) setTimeout(run, delayMs).unref();
      else setImmediate(run);
    },
    start() {
      timer ??= setInterval(() => void flush().catch(report), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running.catch(() => undefined);
    },
  };
}
export type PeriodicJob = ReturnType<typeof createPeriodicJob>;

/**
 * A pass that takes due items one at a time, each in a transaction of its own (`takeOne` answers 0 when none is
 * due), at most `max` a pass so that one pass never runs unbounded.
 */
export const oneAtATime = (takeOne: () => Promise<number>, max: number) => async (): Promise<number> => {
  let taken = 0;
  while (taken < max && (await takeOne()) > 0) taken += 1;
  return taken;
};

/**
 * A background job whose pass takes due items one at a time (`oneAtATime`, 200 a pass). Nothing queues its work
 * for it, so it has no `kick`: the timer finds what fell due.
 */
export function createOneAtATimeJob(
  name: string,
  takeOne: () => Promise<number>,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  const job = createPeriodicJob(name, oneAtATime(takeOne, 200), log, intervalMs);
  return { flush: job.flush, drain: job.drain, start: job.start, stop: job.stop };
}
