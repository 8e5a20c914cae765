import { Redis } from 'ioredis';

/**
 * Shared counters for brute-force protection: in memory for one instance, in Redis when REDIS_URL is set,
 * so that several API instances count together (ARCHITECTURE.md "Scale").
 */
export type CounterStore = {
  /** Adds one to `key` and returns the count within the window that started at the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };
  return {
    async hit(key, windowMs) {
      const c = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      c.count += 1;
      counters.set(key, c);
      if (counters.size > 100_000) sweep();
      return c.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
  function sweep() {
    for (const key of counters.keys()) live(key);
  }
}

export function redisCounterStore(url: string, prefix = 'portal:counter:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
