import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob } from './periodic-job.ts';

const logger = () =>
  ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };

describe('createPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('a pass that fails (the database away) is logged, and the next tick runs again and succeeds', async () => {
    vi.useFakeTimers();
    const log = logger();
    const pass = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(Object.assign(new Error('terminating connection'), { code: '57P01' }))
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockResolvedValue(0);
    const job = createPeriodicJob('test', pass, log, 1000);
    job.start();
    await vi.advanceTimersByTimeAsync(3500);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ job: 'test' });
    job.kick();
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('a kicked pass that fails is logged, not left as an unhandled rejection', async () => {
    const log = logger();
    const job = createPeriodicJob('test', () => Promise.reject(new Error('down')), log, 60_000);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      job.kick();
      await new Promise((r) => setTimeout(r, 20));
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
