import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { buildApp, type App } from '../src/app.ts';
import { redisCounterStore } from '../src/lib/counter-store.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { nextIp, signUp } from './auth-helpers.ts';

// PostgreSQL + Redis only (*.pg.api.test.ts): two instances of the portal on one database and one Redis.
const REDIS_URL = 'redis://127.0.0.1:6379';

describe('brute force across instances: the attempt is taken atomically before the password is checked', () => {
  let t: TestApp;
  let second: App;
  const prefix = `test:bf:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    t = await createTestApp({ counters: redisCounterStore(REDIS_URL, prefix) });
    second = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      counters: redisCounterStore(REDIS_URL, prefix),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const guess = (app: App, email: string, password: string) =>
    app
      .inject({
        method: 'POST',
        url: ApiPath.authenticate,
        remoteAddress: nextIp(),
        headers: { host: 'localhost', [SITE_VERSION_HEADER]: SITE_VERSION, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password }),
      })
      .then((r) => r.json<{ result: number }>().result);

  it('40 simultaneous wrong passwords over two instances: exactly 3 are checked, 37 meet the bot-check', async () => {
    expect(t.dialect).toBe('postgres');
    const s = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guess(i % 2 ? second : t.app, s.email, 'Wr0ng#Password')),
    );
    expect(results.filter((r) => r === -1)).toHaveLength(3);
    expect(results.filter((r) => r === -800)).toHaveLength(37);
    // shared: the right password needs the bot-check on either instance
    expect(await guess(second, s.email, s.password)).toBe(-800);
    expect(await guess(t.app, s.email, s.password)).toBe(-800);
  });
});
