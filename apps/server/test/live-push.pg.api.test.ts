import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { listenerName } from '../src/db/client.ts';
import type { Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { boughtAccount, hours, minutes, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { listening, openLive } from './live-helpers.ts';

// PostgreSQL only: two instances on one database, as behind a load balancer. The dashboard's stream is open on one,
// the bridge pushes to the other (docs/decisions/021-ingestion-and-live-push.md).
describe('dashboard live stream across instances', () => {
  let t: TestApp;
  let second: App;
  let secondBase: string;
  let alice: Trader;
  let account: Account;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.dialect).toBe('postgres');
    second = await buildApp({ config: t.config, db: t.db, logger: false, marketSeed: 7 });
    secondBase = await listening(second);
    alice = await newTrader(t);
    account = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, account, new Date(Date.now() - hours(3)).toISOString());
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a push taken by one instance reaches a dashboard open on the other within a second', async () => {
    const live = await openLive(secondBase, alice, account.id);
    try {
      await live.waitFor('ready');
      for (let i = 1; i <= 3; i++) {
        const sent = performance.now();
        await pushOk(
          t,
          account,
          trade(new Date(Date.now() - minutes(100 - i * 10)).toISOString(), { profit: 100, holdMs: minutes(1) }),
        );
        await live.waitFor('changed', i, 1000);
        expect(performance.now() - sent).toBeLessThan(1000);
      }
    } finally {
      live.close();
    }
  });

  it('when the listening connection is lost, it listens again and tells open dashboards to read again', async () => {
    const live = await openLive(secondBase, alice, account.id);
    try {
      await live.waitFor('ready');
      // Both instances listen on one database, on the change feed's connection (one per instance):
      // end every LISTEN session of this suite's schema.
      const ended = await t.db.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
          where pid <> pg_backend_pid() and datname = current_database() and application_name = $1`,
        [listenerName(`portal_cache:${(await t.db.query<{ s: string }>('select current_schema() as s'))[0]!.s}`)],
      );
      expect(ended.length).toBe(2);
      // Nothing was pushed: each "changed" is a resync, one when the connection is lost (whatever it misses from
      // now on) and one once the instance listens again (what it missed meanwhile).
      await live.waitFor('changed', 2, 6000);
      expect(second.modules.core.services.changeFeed.live).toBe(true);
      await pushOk(
        t,
        account,
        trade(new Date(Date.now() - minutes(30)).toISOString(), { profit: 100, holdMs: minutes(1) }),
      );
      await live.waitFor('changed', 3, 1000);
    } finally {
      live.close();
    }
  });
});
