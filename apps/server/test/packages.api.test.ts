import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, tradingPackageSchema, type TradingPackage } from '@portal/contract';
import { call, useTestApp } from './test-app.ts';
import { useTrader } from './http-helpers.ts';
import { as } from './buying-helpers.ts';

describe('packages: /api/TradingPackage/v1/list and /all', () => {
  const t = useTestApp();
  const trader = useTrader(t);

  const all = (host = 'localhost') => call<{ items: TradingPackage[] }>(t, 'GET', ApiPath.tradingPackagesAll, { host });

  it('gives guests the brand’s catalogue, every package as the contract describes it', async () => {
    const r = await all();
    expect(r.status).toBe(200);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.items.length).toBeGreaterThanOrEqual(10);
    for (const p of r.data.items) expect(tradingPackageSchema.safeParse(p).success).toBe(true);
  });

  it('offers several sizes, one- and two-step programmes and at least two platform types per brand', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const items = (await all(host)).data.items;
      expect(new Set(items.map((p) => p.accountSize)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(items.map((p) => p.traderPackageType))).toEqual(new Set(['oneStep', 'twoStep']));
      expect(new Set(items.map((p) => p.platform.type)).size).toBeGreaterThanOrEqual(2);
      for (const p of items) expect(p.phases).toHaveLength(p.traderPackageType === 'oneStep' ? 1 : 2);
    }
  });

  it('keeps money in minor units: a 100K two-step costs 540.00 USD and trades 100,000.00', async () => {
    const p = (await all()).data.items.find((x) => x.name === 'Two-Step Challenge 100K')!;
    expect(p).toMatchObject({ accountSize: 10_000_000, price: 54_000, currency: 'USD', isPopular: true });
    expect(p.phases[0]!.rules.profitTarget).toEqual({ percent: 10, on: 'closedBalance' });
    expect(p.phases[1]!.rules.profitTarget).toEqual({ percent: 5, on: 'closedBalance' });
    expect(p.phases[0]!.rules.dailyLoss).toMatchObject({ percent: 5, basis: 'initialBalance' });
  });

  it('is white-labelled: each brand sees its own packages in its own currency', async () => {
    const north = (await all('localhost')).data.items;
    const blue = (await all('127.0.0.1')).data.items;
    expect(new Set(north.map((p) => p.currency))).toEqual(new Set(['USD']));
    expect(new Set(blue.map((p) => p.currency))).toEqual(new Set(['EUR']));
    const ids = new Set(north.map((p) => p.id));
    expect(blue.some((p) => ids.has(p.id))).toBe(false);
  });

  it('gives a signed-in trader the same catalogue through /list, and refuses /list without a token', async () => {
    const list = await call<{ items: TradingPackage[] }>(t, 'GET', ApiPath.tradingPackagesList, as(trader));
    expect(list.result).toBe(ResultCode.Ok);
    expect(list.data.items.map((p) => p.id)).toEqual((await all()).data.items.map((p) => p.id));
    const anonymous = await call(t, 'GET', ApiPath.tradingPackagesList);
    expect(anonymous.status).toBe(401);
  });
});
