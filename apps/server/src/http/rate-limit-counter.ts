import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/** The figures of the rate limit's three headers for one counted request. */
export type RateLimitCount = { max: number; remaining: number; reset: number };

/**
 * The API rate limit's in-memory counters at hand (decision 035). `Store` is given to `@fastify/rate-limit` as its
 * store: it is the plugin's own LocalStore behind (so every route counts and answers exactly as before), and it lets the hot
 * reads' fast path count a request in the very same counters without the plugin's promises. Only without Redis: a
 * shared store is asked through the plugin alone.
 */
export function rateLimitCounter(limit: { max: number; windowMs: number }) {
  let global: LocalStore | undefined;
  const max = Math.trunc(limit.max);
  const window = Math.trunc(limit.windowMs);

  /** Given to the plugin as its store class; every call goes to the plugin's own LocalStore, built here. */
  class Store {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      // The plugin builds its global store once; a route's own limit gets a child (a LocalStore of its own).
      global = new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }
    incr(...args: Parameters<LocalStore['incr']>) {
      global!.incr(...args);
    }
    read(...args: Parameters<LocalStore['read']>) {
      global!.read(...args);
    }
    child(routeOptions: unknown) {
      return global!.child(routeOptions);
    }
  }

  return {
    Store,
    /**
     * Counts one request of `key` under the global limit, as the plugin does, and answers its headers' figures; or
     * counts nothing and answers undefined when this request would exceed the limit (the plugin then counts and
     * refuses it, with its own reply).
     */
    takeNow(key: string): RateLimitCount | undefined {
      if (!global) return undefined;
      let counted = { current: 0, ttl: 0 };
      const seen = (_err: Error | null, c: typeof counted) => (counted = c);
      global.read(key, seen, window, max);
      if (counted.current + 1 > max) return undefined;
      global.incr(key, seen, window, max);
      return { max, remaining: Math.max(0, max - counted.current), reset: Math.ceil(counted.ttl / 1000) };
    },
  };
}
export type RateLimitCounter = ReturnType<typeof rateLimitCounter>;
