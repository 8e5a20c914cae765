import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterStore } from '../lib/counter-store.ts';
import { tooManyRequests } from '../domain/result.ts';

/**
 * Every refused credential is rate-limited, whichever layer refused it: a wrong or missing token or admin key
 * (401, often decided in a route's own onRequest hook, before the global limiter's route hook runs), and an
 * unsigned or badly signed server-to-server push (the bridge and payment webhooks, which the per-address
 * limiter leaves alone since a busy bridge legitimately sends a lot). The check is the app's first hook, so a
 * refused address is stopped before anything else is done for it; counts are shared through the counter store
 * (Redis with several instances).
 */
export const REFUSALS_PER_WINDOW = 100;
export const REFUSAL_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** set where a signature or key was checked and refused with a status other than 401 */
    credentialsRefused: boolean;
  }
}

/** Marks the request as a refused credential (for replies that are not 401). */
export const markCredentialsRefused = (request: FastifyRequest) => {
  request.credentialsRefused = true;
};

/**
 * The refusal limit's two halves, for the app's merged hooks (pipeline/api-hooks.ts): the check, first
 * of all work on a request, and the count of a refused reply, callback style so an ordinary reply makes no promise.
 */
export function refusalLimit(counters: CounterStore) {
  const key = (ip: string) => `refused:${ip}`;
  return {
    async check(request: FastifyRequest): Promise<void> {
      if ((await counters.get(key(request.ip))) >= REFUSALS_PER_WINDOW)
        tooManyRequests(((await counters.ttl(key(request.ip))) || REFUSAL_WINDOW_MS) / 1000);
    },
    record(request: FastifyRequest, statusCode: number, done: () => void): void {
      if (statusCode !== 401 && !request.credentialsRefused) return done();
      counters.hit(key(request.ip), REFUSAL_WINDOW_MS).then(
        () => done(),
        () => done(),
      );
    },
  };
}

export function decorateRefusalLimit(app: FastifyInstance): void {
  app.decorateRequest('credentialsRefused', false);
}
