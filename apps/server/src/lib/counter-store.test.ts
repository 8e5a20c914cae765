import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counter-store.ts';

describe('memoryCounterStore', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };

  it('counts hits per key within a window', async () => {
    const c = clock();
    const store = memoryCounterStore(c.now);
    expect(await store.get('a')).toBe(0);
    expect(await store.hit('a', 1000)).toBe(1);
    expect(await store.hit('a', 1000)).toBe(2);
    expect(await store.hit('b', 1000)).toBe(1);
    expect(await store.get('a')).toBe(2);
    expect(await store.get('b')).toBe(1);
  });

  it('ends the window at its first hit plus its length, later hits do not extend it', async () => {
    const c = clock();
    const store = memoryCounterStore(c.now);
    await store.hit('k', 1000);
    c.advance(600);
    expect(await store.hit('k', 1000)).toBe(2);
    c.advance(399);
    expect(await store.get('k')).toBe(2);
    c.advance(1);
    expect(await store.get('k')).toBe(0);
    expect(await store.hit('k', 1000)).toBe(1);
  });

  it('forgets a key on reset and everything on close', async () => {
    const store = memoryCounterStore(clock().now);
    await store.hit('a', 1000);
    await store.hit('b', 1000);
    await store.reset('a');
    expect(await store.get('a')).toBe(0);
    expect(await store.get('b')).toBe(1);
    await store.close();
    expect(await store.get('b')).toBe(0);
  });

  it('adds and takes back within the window; a count at or below zero is gone', async () => {
    const c = clock();
    const store = memoryCounterStore(c.now);
    expect(await store.add('n', -1, 1000)).toBe(0);
    expect(await store.get('n')).toBe(0);
    expect(await store.add('n', 1, 1000)).toBe(1);
    expect(await store.add('n', 1, 1000)).toBe(2);
    expect(await store.add('n', -1, 1000)).toBe(1);
    c.advance(400);
    expect(await store.ttl('n')).toBe(600);
    expect(await store.add('n', -5, 1000)).toBe(0);
    expect(await store.ttl('n')).toBe(0);
  });

  it('gives every concurrent hit its own count (no two callers read the same)', async () => {
    const store = memoryCounterStore(clock().now);
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit('c', 1000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('redisCounterStore (local Redis at 127.0.0.1:6379)', () => {
  const url = 'redis://127.0.0.1:6379';
  const prefix = `test:counter:${randomBytes(6).toString('hex')}:`;
  let store: CounterStore;
  let other: CounterStore;
  let redis: Redis;
  beforeAll(() => {
    store = redisCounterStore(url, prefix);
    other = redisCounterStore(url, prefix);
    redis = new Redis(url);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await Promise.all([store.close(), other.close(), redis.quit()]);
  });

  it('counts hits per key, shared between instances', async () => {
    expect(await store.get('a')).toBe(0);
    expect(await store.hit('a', 60_000)).toBe(1);
    expect(await other.hit('a', 60_000)).toBe(2);
    expect(await store.hit('b', 60_000)).toBe(1);
    expect(await other.get('a')).toBe(2);
  });

  it('keeps the window of the first hit (a later, longer window does not extend it)', async () => {
    await store.hit('w', 10_000);
    await store.hit('w', 600_000);
    const ttl = await redis.pttl(`${prefix}w`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });

  it('starts again after the window', async () => {
    await store.hit('short', 100);
    await store.hit('short', 100);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.get('short')).toBe(0);
    expect(await store.hit('short', 100)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    await store.hit('r', 60_000);
    await other.reset('r');
    expect(await store.get('r')).toBe(0);
    expect(await redis.exists(`${prefix}r`)).toBe(0);
  });

  it('adds and takes back atomically, shared between instances; zero removes the key', async () => {
    expect(await store.add('d', -1, 60_000)).toBe(0);
    expect(await redis.exists(`${prefix}d`)).toBe(0);
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).add('d', 1, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await other.add('d', -39, 60_000)).toBe(1);
    expect(await store.ttl('d')).toBeGreaterThan(50_000);
    expect(await store.add('d', -1, 60_000)).toBe(0);
    expect(await store.ttl('d')).toBe(0);
  });
});
