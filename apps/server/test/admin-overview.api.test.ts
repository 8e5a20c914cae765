import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { buy, catalogue, findPackage } from './buying-helpers.ts';
import { startedAccount, pushOk, snapshot, trade, winningDays } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { adminCall, brandId, newApiKey, type Agent, useOperator, signedInAs } from './admin-helpers.ts';

type Amount = { currency: string; amount: number; count: number };
type Window = { salesCount: number; sales: Amount[]; newTraders: number; challengesBought: number };
type Overview = {
  today: Window;
  last7Days: Window;
  last30Days: Window;
  passRate: { phase: number; passed: number; failed: number; rate: number | null }[];
  failedByRule: { rule: string; count: number }[];
  fundedAccounts: number;
  openQueues: { identity: number; contracts: number; payouts: number };
  daily: { day: string; salesCount: number; sales: Amount[]; newTraders: number }[];
};

const amountIn = (w: Window, currency: string) => w.sales.find((s) => s.currency === currency)?.amount ?? 0;
const phase = (o: Overview, n: number) => o.passRate.find((p) => p.phase === n) ?? { passed: 0, failed: 0 };
const rule = (o: Overview, name: string) => o.failedByRule.find((r) => r.rule === name)?.count ?? 0;

describe('admin: the overview (sales, traders, outcomes, queues, daily series)', () => {
  let bluewaveId: string;
  let before: Overview;
  let beforeNorthwind: Overview;
  let northwindPrice: number;
  const overview = async (by: { agent?: Agent; apiKey?: string }, query = '') =>
    (await adminCall<Overview>(t, 'GET', `${ApiPath.adminOverview}${query}`, by)).data;

  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  const northwindAdmin = useOperator(t, 'brand_admin', ['northwind']);
  beforeAll(async () => {
    bluewaveId = await brandId(t, 'bluewave');
    before = await overview({ agent: owner });
    beforeNorthwind = await overview({ agent: northwindAdmin });

    const alice = await newTrader(t);
    const pkg = await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader');
    northwindPrice = pkg.price;
    const passing = await startedAccount(t, alice, '2026-03-02T08:00:00.000Z');
    await pushOk(t, passing, winningDays('2026-03-02T09:00:00.000Z', 4, 30_000));
    const failing = await startedAccount(
      t,
      alice,
      '2026-05-04T06:00:00.000Z',
      'Two-Step Challenge 10K',
      'northwind-mt5',
    );
    await pushOk(t, failing, [trade('2026-05-04T09:00:00.000Z', { profit: -50_000 })[0]!]);
    await pushOk(t, failing, [snapshot('2026-05-04T09:45:00.000Z', 950_000)]);
    const bob = await newTrader(t, { host: '127.0.0.1' });
    await buy(t, bob, (await catalogue(t, '127.0.0.1'))[0]!.id);
  });

  it('counts sales per currency, new traders and challenges bought in each window', async () => {
    const now = await overview({ agent: owner });
    for (const w of ['today', 'last7Days', 'last30Days'] as const) {
      expect(now[w].salesCount - before[w].salesCount, w).toBe(3);
      expect(now[w].challengesBought - before[w].challengesBought, w).toBe(3);
      expect(now[w].newTraders - before[w].newTraders, w).toBe(2);
      expect(amountIn(now[w], 'USD') - amountIn(before[w], 'USD'), w).toBeGreaterThanOrEqual(2 * northwindPrice);
      expect(now[w].sales.reduce((n, s) => n + s.count, 0)).toBe(now[w].salesCount);
    }
  });

  it('pass rate per phase, failures by rule, funded accounts and the open queues (zeros for now)', async () => {
    const now = await overview({ agent: owner });
    expect(phase(now, 1).passed - phase(before, 1).passed).toBe(1);
    expect(phase(now, 1).failed - phase(before, 1).failed).toBe(1);
    const p1 = now.passRate.find((p) => p.phase === 1)!;
    expect(p1.rate).toBeCloseTo(p1.passed / (p1.passed + p1.failed));
    expect(rule(now, 'dailyLoss') - rule(before, 'dailyLoss')).toBe(1);
    expect(now.fundedAccounts).toBeGreaterThanOrEqual(0);
    expect(now.openQueues).toEqual({ identity: 0, contracts: 0, payouts: 0 });
  });

  it('gives a 30-day daily series ending today, whose last day holds the sales and traders of today', async () => {
    const now = await overview({ agent: owner });
    expect(now.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(now.daily.at(-1)!.day).toBe(today);
    expect(now.daily.at(-1)!.salesCount).toBe(now.today.salesCount);
    expect(now.daily.at(-1)!.newTraders).toBe(now.today.newTraders);
    const days = now.daily.map((d) => d.day);
    expect([...days].sort()).toEqual(days);
  });

  it("a brand admin sees its brands' figures only; another brand as a filter is 403/-50; bad input 400/-200", async () => {
    const now = await overview({ agent: northwindAdmin });
    expect(now.today.salesCount - beforeNorthwind.today.salesCount).toBe(2);
    expect(now.today.newTraders - beforeNorthwind.today.newTraders).toBe(1);
    const other = await adminCall(t, 'GET', `${ApiPath.adminOverview}?brandId=${bluewaveId}`, {
      agent: northwindAdmin,
    });
    expect([other.status, other.result]).toEqual([403, ResultCode.NotAuthorized]);
    const blue = await overview({ agent: owner }, `?brandId=${bluewaveId}`);
    expect(blue.today.newTraders).toBeGreaterThanOrEqual(1);
    const all = await overview({ agent: owner });
    expect(blue.today.salesCount + now.today.salesCount).toBe(all.today.salesCount);
    const bad = await adminCall(t, 'GET', `${ApiPath.adminOverview}?brandId=x`, { agent: owner });
    expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('every role reads the overview; API keys through overview.read and their brands only', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const r = await adminCall(t, 'GET', ApiPath.adminOverview, { agent });
      expect(r.status, role).toBe(PERMISSIONS[role].includes('overview.read') ? 200 : 403);
    }
    const blueKey = (await newApiKey(t, owner, ['overview.read'], [bluewaveId])).key;
    const viaKey = await overview({ apiKey: blueKey });
    expect(viaKey.today).toEqual((await overview({ agent: owner }, `?brandId=${bluewaveId}`)).today);
    const other = (await newApiKey(t, owner, ['orders.read'])).key;
    expect((await adminCall(t, 'GET', ApiPath.adminOverview, { apiKey: other })).status).toBe(403);
  });
});
