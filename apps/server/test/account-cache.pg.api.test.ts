import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ChallengeStatus, type TraderAccounts, type TradingMetrics } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { adminCall, newOperator, signedInOperator, type Agent } from './admin-helpers.ts';
import { as, type Trader } from './buying-helpers.ts';
import { boughtAccount, hours, minutes, pushOk, startAccountAt, trade, type Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// PostgreSQL only: two instances on one database, as behind a load balancer. Each keeps the account list and the
// dashboard's state in memory; a write on one is forgotten by the other when the database's
// notification arrives, and by the time the writer's `changeFeed.settled()` resolves.
describe('reads kept in memory across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let alice: Trader;
  let account: Account;
  let support: Agent;

  const metricsOn = async (t: TestApp) =>
    (await call<TradingMetrics>(t, 'GET', ApiPath.tradingMetrics.replace(':id', account.id), as(alice))).data;
  const listedOn = async (t: TestApp) =>
    (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice))).data.items.find(
      (x) => x.id === account.id,
    )!;
  const warm = async (t: TestApp) => {
    for (let i = 0; i < 2; i++) await Promise.all([metricsOn(t), listedOn(t)]);
  };

  beforeAll(async () => {
    a = await createTestApp();
    expect(a.dialect).toBe('postgres');
    const second = await buildApp({ config: a.config, db: a.db, logger: false, marketSeed: 7 });
    await second.ready();
    b = { ...a, app: second, close: () => second.close() };
    alice = await newTrader(a);
    account = await boughtAccount(a, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(a, account, new Date(Date.now() - hours(6)).toISOString());
    support = await signedInOperator(a, await newOperator(a, 'support', ['northwind']));
    for (let i = 0; i < 100 && !b.app.modules.core.services.changeFeed.live; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(b.app.modules.core.services.changeFeed.live).toBe(true);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a push on one instance: the other serves it once the notification arrives, at the latest at settled()', async () => {
    let balance = 1_000_000;
    for (let i = 1; i <= 3; i++) {
      await Promise.all([warm(a), warm(b)]);
      await pushOk(a, account, trade(new Date(Date.now() - hours(5) + minutes(i * 10)).toISOString(), { profit: 100 }));
      balance += 100;
      // The writer's instance at once; the other within the notification's delay.
      expect((await metricsOn(a)).balance).toBe(balance);
      await expect.poll(async () => (await metricsOn(b)).balance, { timeout: 1000, interval: 5 }).toBe(balance);
      expect((await listedOn(b)).metrics.balance).toBe(balance);
    }
    await warm(b);
    await pushOk(a, account, trade(new Date(Date.now() - hours(4)).toISOString(), { profit: 100 }));
    await a.app.modules.core.services.changeFeed.settled();
    expect((await metricsOn(b)).balance).toBe(balance + 100);
    expect((await listedOn(b)).metrics.balance).toBe(balance + 100);
  });

  it('a block made on the second instance: the first serves it once settled, the second at once', async () => {
    await Promise.all([warm(a), warm(b)]);
    const statusUrl = ApiPath.adminTraderAccountStatus.replace(':id', account.id);
    const r = await adminCall(b, 'POST', statusUrl, { agent: support, body: { status: 18, reason: 'check' } });
    expect(r.result).toBe(0);
    expect((await listedOn(b)).status).toBe(18);
    await b.app.modules.core.services.changeFeed.settled();
    expect((await listedOn(a)).status).toBe(18);
    const unblockUrl = ApiPath.adminTraderAccountUnblock.replace(':id', account.id);
    expect((await adminCall(b, 'POST', unblockUrl, { agent: support, body: { reason: 'done' } })).result).toBe(0);
    expect((await listedOn(b)).status).toBe(ChallengeStatus.Stage1KycSuccess);
    await b.app.modules.core.services.changeFeed.settled();
    expect((await listedOn(a)).status).toBe(ChallengeStatus.Stage1KycSuccess);
  });

  it('a statement typed by hand is heard by both instances', async () => {
    await Promise.all([warm(a), warm(b)]);
    await a.db.query(`update trading_platforms set name = name || ' (renamed)' where id = $1`, [account.platformId]);
    await a.app.modules.core.services.changeFeed.settled();
    for (const t of [a, b]) expect((await listedOn(t)).platform.name).toMatch(/ \(renamed\)$/);
    await a.db.query('update trader_accounts set status = 16 where id = $1', [account.id]);
    await a.app.modules.core.services.changeFeed.settled();
    for (const t of [a, b]) expect((await listedOn(t)).status).toBe(16);
  });
});
