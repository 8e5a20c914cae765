/**
 * Shared counters for brute-force protection: in memory for one instance, in Redis when REDIS_URL is set,
 * so that several API instances count together (ARCHITECTURE.md "Scale"). Every change is one atomic step
 * (an increment that returns the new count), so concurrent callers never read the same count.
 */
export type CounterStore = {
  /** Adds one to `key` and returns the count within the window that started at the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  /**
   * Adds `delta` (may be negative) and returns the new count; a count that falls to 0 or below is removed.
   * A window starts at the first change of a key that has none; later changes do not extend it.
   */
  add(key: string, delta: number, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Milliseconds until `key`'s window ends (0 when it has none). */
  ttl(key: string): Promise<number>;
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
  // No await between reading and writing: in one process each change is atomic.
  const add = (key: string, delta: number, windowMs: number) => {
    const c = live(key) ?? { count: 0, expiresAt: now() + windowMs };
    c.count += delta;
    if (c.count <= 0) {
      counters.delete(key);
      return 0;
    }
    counters.set(key, c);
    if (counters.size > 100_000) sweep();
    return c.count;
  };
  return {
    async hit(key, windowMs) {
      return add(key, 1, windowMs);
    },
    async add(key, delta, windowMs) {
      return add(key, delta, windowMs);
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async ttl(key) {
      const c = live(key);
      return c ? c.expiresAt - now() : 0;
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

/** INCRBY, a window on a key that has none, and removal at or below zero, in one atomic script. */
const ADD_SCRIPT = `
local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if v <= 0 then redis.call('DEL', KEYS[1]) return 0 end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v`;

export function redisCounterStore(url: string, prefix = 'portal:counter:'): CounterStore {
  // ioredis is imported only when Redis is configured; the client is created, and connects, at once.
  const client = import('ioredis').then(({ Redis }) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }));
  const add = async (key: string, delta: number, windowMs: number) =>
    Number(await (await client).eval(ADD_SCRIPT, 1, prefix + key, String(delta), String(windowMs)));
  return {
    hit: (key, windowMs) => add(key, 1, windowMs),
    add,
    async get(key) {
      return Number((await (await client).get(prefix + key)) ?? 0);
    },
    async ttl(key) {
      return Math.max(0, await (await client).pttl(prefix + key));
    },
    async reset(key) {
      await (await client).del(prefix + key);
    },
    async close() {
      await (await client).quit();
    },
  };
}
