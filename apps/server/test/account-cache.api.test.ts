import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  type AccountDataRequirements,
  type Chart,
  type TraderAccounts,
} from '@portal/contract';
import { adminCall, type Agent, signedInAs } from './admin-helpers.ts';
import { as, buy, findPackage, type Trader } from './buying-helpers.ts';
import {
  at,
  boughtAccount,
  dashboard,
  days,
  hours,
  minutes,
  pushOk,
  startAccountAt,
  trade,
  useAccount,
  metricsOf,
} from './evaluation-helpers.ts';
import { useTrader } from './http-helpers.ts';
import { call, useTestApp } from './test-app.ts';

/**
 * The account list, the dashboard's account and its evaluation state are kept in memory per instance (decision
 * 025). Each writer forgets them on this instance before it answers: a read right after the writer's answer, on the
 * same instance, sees the change, on PGlite and on PostgreSQL (where the database's own notification may come
 * later). Every case reads twice before the write, so the second read is served from memory.
 */
describe('reads kept in memory see every write on this instance at once', () => {
  let support: Agent;

  const list = async (who: Trader) => (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(who))).data;
  const listed = async (who: Trader, id: string) => (await list(who)).items.find((a) => a.id === id);
  const metrics = async (id: string) => await metricsOf(t, alice, id);
  const chart = async (id: string, points = 500) =>
    (await dashboard<Chart>(t, alice, `${ApiPath.chart}?traderAccountId=${id}&points=${points}`)).data;
  const requirements = async (id: string) =>
    (await dashboard<AccountDataRequirements>(t, alice, `${ApiPath.accountDataRequirements}?traderAccountId=${id}`))
      .data;
  const warm = async (id: string) => {
    for (let i = 0; i < 2; i++) await Promise.all([list(alice), metrics(id), chart(id), requirements(id)]);
  };

  const t = useTestApp();
  const alice = useTrader(t);
  const account = useAccount(t, alice);
  beforeAll(async () => {
    await startAccountAt(t, account, new Date(Date.now() - hours(6)).toISOString());
    support = await signedInAs(t, 'support', ['northwind']);
  });

  it('a bridge push: the list, TradingMetrics and the chart show it in the next read', async () => {
    await pushOk(t, account, trade(new Date(Date.now() - hours(5)).toISOString(), { profit: 1_000 }));
    await warm(account.id);
    expect((await metrics(account.id)).balance).toBe(1_001_000);
    for (let i = 1; i <= 3; i++) {
      await pushOk(t, account, trade(new Date(Date.now() - hours(4) + minutes(i * 5)).toISOString(), { profit: 100 }));
      expect((await metrics(account.id)).balance).toBe(1_001_000 + i * 100);
      expect((await listed(alice, account.id))?.metrics.balance).toBe(1_001_000 + i * 100);
      const c = await chart(account.id);
      expect(c.points.at(-1)!.balance).toBe(1_001_000 + i * 100);
    }
  });

  it('a transition (a broken rule): the status is in the next read', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, new Date(Date.now() - hours(6)).toISOString());
    await pushOk(t, a, trade(new Date(Date.now() - hours(5)).toISOString(), { profit: 100 }));
    await warm(a.id);
    expect((await listed(alice, a.id))?.status).toBe(ChallengeStatus.Stage1KycSuccess);
    // 6 % lost in a day: the daily loss (5 %) is broken.
    const r = await pushOk(t, a, trade(new Date(Date.now() - hours(4)).toISOString(), { profit: -60_000 }));
    expect(r.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
    expect((await listed(alice, a.id))?.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
    expect((await requirements(a.id)).status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
  });

  it('a firm blocks and unblocks: the list and the dashboard follow at once', async () => {
    await warm(account.id);
    const statusUrl = ApiPath.adminTraderAccountStatus.replace(':id', account.id);
    const block = await adminCall(t, 'POST', statusUrl, { agent: support, body: { status: 18, reason: 'check' } });
    expect(block.result).toBe(0);
    expect((await listed(alice, account.id))?.status).toBe(18);
    expect((await requirements(account.id)).status).toBe(18);
    const unblockUrl = ApiPath.adminTraderAccountUnblock.replace(':id', account.id);
    expect((await adminCall(t, 'POST', unblockUrl, { agent: support, body: { reason: 'done' } })).result).toBe(0);
    expect((await listed(alice, account.id))?.status).toBe(ChallengeStatus.Stage1KycSuccess);
    expect((await requirements(account.id)).status).toBe(ChallengeStatus.Stage1KycSuccess);
  });

  it('a paid order: its new account is in the next list', async () => {
    await warm(account.id);
    const before = (await list(alice)).items.length;
    const order = await buy(t, alice, (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id);
    const after = await list(alice);
    expect(after.items).toHaveLength(before + 1);
    expect(after.items.map((a) => a.id)).toContain(order.traderAccountId);
  });

  it('the tick job (a day reset): the next read has the new day', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, at(new Date().toISOString(), -days(3)));
    await pushOk(t, a, trade(at(new Date().toISOString(), -days(3) + hours(1)), { profit: 20_000 }));
    await warm(a.id);
    const daily = async () => (await requirements(a.id)).objectives.find((o) => o.rule === 'dailyLoss')!;
    expect(await daily()).toMatchObject({ anchor: 1_000_000 });
    await t.app.modules.evaluation.services.evaluationTicks.drain();
    expect(await daily()).toMatchObject({ anchor: 1_020_000, floor: 970_000 });
  });
});
