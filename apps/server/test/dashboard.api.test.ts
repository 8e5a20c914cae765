import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  accountDataRequirementsSchema,
  accountHistorySchema,
  chartSchema,
  platformTimeSchema,
  tradingMetricsSchema,
  type AccountDataRequirements,
  type AccountHistory,
  type Chart,
  type PlatformTime,
  type TraderAccounts,
  type TradingMetrics,
} from '@portal/contract';
import { nextResetAfter } from '../src/domain/evaluation/index.ts';
import { manualClock } from '../src/lib/clock.ts';
import { as } from './buying-helpers.ts';
import { useTrader } from './http-helpers.ts';
import { call, useTestApp } from './test-app.ts';
import {
  at,
  boughtAccount,
  dashboard,
  days,
  push,
  pushOk,
  snapshot,
  trade,
  useAccount,
  metricsOf,
} from './evaluation-helpers.ts';

/**
 * The dashboard's numbers after a realistic three days of trading on a classic two-step 10K phase 1
 * (10 % target on closed balance, 5 % daily loss of the initial balance from the day-start balance, 10 % static
 * max loss, 4 trading days, midnight Prague = 23:00 UTC in March).
 */
const START = '2026-03-02T08:00:00.000Z'; // Monday
const MON = '2026-03-02T09:00:00.000Z';

describe('challenge dashboard', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const account = useAccount(t, alice, START);
  beforeAll(async () => {
    const [d1, d2] = [
      trade(MON, { profit: 20_000, commission: -700 }),
      trade(at(MON, 7_200_000), {
        profit: -8_000,
        commission: -350,
        symbol: 'GBPUSD',
        side: 'sell',
        volume: 0.5,
      }),
    ];
    // Monday: +193.00 and −83.50, with a floating dip to 9,950.00 on the first trade.
    await pushOk(t, account, [d1[0]!, snapshot(at(MON, 900_000), 995_000), d1[1]!, ...d2]);
    // Tuesday +448.00 on gold, Wednesday +293.00.
    await pushOk(
      t,
      account,
      trade(at(MON, days(1)), { profit: 45_000, commission: -200, symbol: 'XAUUSD', volume: 0.2 }),
    );
    await pushOk(t, account, trade(at(MON, days(2)), { profit: 30_000, commission: -700 }));
  });

  const q = (path: string, extra = '') => `${path}?traderAccountId=${account.id}${extra}`;

  it('TradingMetrics: balance, equity, profit, loss room to both floors and trade statistics', async () => {
    const r = await dashboard<TradingMetrics>(t, alice, ApiPath.tradingMetrics.replace(':id', account.id));
    expect(r.result).toBe(ResultCode.Ok);
    expect(tradingMetricsSchema.parse(r.data)).toMatchObject({
      traderAccountId: account.id,
      currency: 'USD',
      initialBalance: 1_000_000,
      balance: 1_085_050,
      equity: 1_085_050,
      profit: 85_050,
      // Wednesday started at 10,557.50: floor 10,057.50
      dailyFloor: 1_005_750,
      dailyLossRoom: 79_300,
      maxLossFloor: 900_000,
      maxLossRoom: 185_050,
      trades: 4,
      wins: 3,
      losses: 1,
      winRate: 0.75,
      averageWin: 31_133,
      averageLoss: -8_350,
      lots: 2.7,
      bestTrade: 44_800,
      worstTrade: -8_350,
      tradingDays: 3,
    });
    expect(r.data.profitFactor).toBeCloseTo(93_400 / 8_350, 10);
    const now = Date.now();
    const reset = Date.parse(r.data.dayResetsAt);
    expect(reset).toBe(nextResetAfter({ time: '00:00', timezone: 'Europe/Prague' }, now));
    expect(Date.parse(r.data.lastUpdate)).toBeLessThanOrEqual(now + 1000);
  });

  it('TraderAccount/v1 shows the same figures in its summary', async () => {
    const list = await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice));
    const a = list.data.items.find((x) => x.id === account.id)!;
    expect(a.metrics).toMatchObject({ balance: 1_085_050, equity: 1_085_050, profit: 85_050 });
    expect(a.status).toBe(1);
  });

  it('AccountDataRequirements: each objective with value, limit and state; no verdict yet', async () => {
    const now = Date.now();
    const r = await dashboard<AccountDataRequirements>(t, alice, q(ApiPath.accountDataRequirements));
    const d = accountDataRequirementsSchema.parse(r.data);
    expect(d).toMatchObject({
      traderAccountId: account.id,
      status: 1,
      phase: 1,
      isFunded: false,
      verdict: { status: 'inProgress', time: null, breach: null },
    });
    const by = Object.fromEntries(d.objectives.map((o) => [o.rule, o]));
    expect(Object.keys(by)).toEqual(['dailyLoss', 'maxLoss', 'profitTarget', 'tradingDays']);
    expect(by.dailyLoss).toMatchObject({
      anchor: 1_055_750,
      limit: 50_000,
      floor: 1_005_750,
      state: 'ok',
      // The next reset after now, as TradingMetrics says: Wednesday's own end (23:00 UTC) passed long ago.
      resetsAt: new Date(nextResetAfter({ time: '00:00', timezone: 'Europe/Prague' }, now)).toISOString(),
    });
    expect(by.maxLoss).toMatchObject({ limit: 100_000, floor: 900_000, mode: 'static', state: 'ok' });
    expect(by.profitTarget).toMatchObject({ value: 85_050, target: 100_000, state: 'inProgress' });
    expect(by.tradingDays).toMatchObject({ value: 3, min: 4, state: 'inProgress' });
  });

  it('Chart: balance and equity from the start, with the lowest equity kept, at most `points` points', async () => {
    const r = await dashboard<Chart>(t, alice, q(ApiPath.chart));
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8'); // its bytes as they are
    const c = chartSchema.parse(r.data);
    expect(c).toMatchObject({ traderAccountId: account.id, currency: 'USD', initialBalance: 1_000_000 });
    expect(c.points[0]).toEqual({
      time: START,
      balance: 1_000_000,
      equity: 1_000_000,
      minEquity: 1_000_000,
      maxEquity: 1_000_000,
    });
    expect(c.points.at(-1)).toMatchObject({ balance: 1_085_050, equity: 1_085_050 });
    expect(c.points.map((p) => p.balance)).toEqual([1_000_000, 1_000_000, 1_019_300, 1_010_950, 1_055_750, 1_085_050]);
    expect(Math.min(...c.points.map((p) => p.minEquity))).toBe(995_000);
    expect(c.days).toEqual([
      { day: '2026-03-02', profit: 10_950, trades: 2, endBalance: 1_010_950 },
      { day: '2026-03-03', profit: 44_800, trades: 1, endBalance: 1_055_750 },
      { day: '2026-03-04', profit: 29_300, trades: 1, endBalance: 1_085_050 },
    ]);
    const small = chartSchema.parse((await dashboard<Chart>(t, alice, q(ApiPath.chart, '&points=10'))).data);
    expect(small.points.length).toBeLessThanOrEqual(10);
    expect(small.points.at(-1)).toMatchObject({ balance: 1_085_050 });
    expect(Math.min(...small.points.map((p) => p.minEquity))).toBe(995_000);
    const invalid = await dashboard(t, alice, q(ApiPath.chart, '&points=5000'));
    expect([invalid.status, invalid.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('GetPlatformTime: the server clock, the account’s reset timezone and the next reset', async () => {
    const before = Date.now();
    const r = await dashboard<PlatformTime>(t, alice, q(ApiPath.platformTime));
    const p = platformTimeSchema.parse(r.data);
    expect(p).toMatchObject({ timezone: 'Europe/Prague', dayResetTime: '00:00' });
    expect(Math.abs(Date.parse(p.time) - before)).toBeLessThan(5_000);
    expect(Date.parse(p.nextResetAt)).toBe(
      nextResetAfter({ time: '00:00', timezone: 'Europe/Prague' }, Date.parse(p.time)),
    );
  });

  it('AccountHistory: closed trades newest first, with their opening, paged by position', async () => {
    const firstTwo = accountHistorySchema.parse(
      (await dashboard<AccountHistory>(t, alice, q(ApiPath.accountHistory, '&pageSize=2'))).data,
    );
    expect([firstTwo.items.length, firstTwo.previous]).toEqual([2, null]);
    const r = await dashboard<AccountHistory>(
      t,
      alice,
      q(ApiPath.accountHistory, `&pageSize=2&cursor=${firstTwo.next}`),
    );
    const h = accountHistorySchema.parse(r.data);
    expect(h.next).toBeNull();
    const back = (
      await dashboard<AccountHistory>(t, alice, q(ApiPath.accountHistory, `&pageSize=2&cursor=${h.previous}`))
    ).data;
    expect(back.items).toEqual(firstTwo.items);
    const refused = await dashboard(t, alice, q(ApiPath.accountHistory, '&cursor=2'));
    expect([refused.status, refused.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect(h.totalItems).toBe(4);
    expect(h.items).toHaveLength(2);
    expect(h.items[0]).toMatchObject({
      symbol: 'GBPUSD',
      side: 'sell',
      volume: 0.5,
      openTime: '2026-03-02T11:00:00.000Z',
      closeTime: '2026-03-02T12:00:00.000Z',
      openPrice: 1.085,
      closePrice: 1.087,
      profit: -8_000,
      commission: -350,
      swap: 0,
      net: -8_350,
    });
    expect(h.items[1]).toMatchObject({ symbol: 'EURUSD', net: 19_300, side: 'buy' });
    const first = (await dashboard<AccountHistory>(t, alice, q(ApiPath.accountHistory))).data;
    expect(first.items.map((i) => i.net)).toEqual([29_300, 44_800, -8_350, 19_300]);
  });

  it('answers -50 for another trader’s account, an unknown id or a malformed one, on every call', async () => {
    const urls = [
      q(ApiPath.accountDataRequirements),
      ApiPath.tradingMetrics.replace(':id', account.id),
      q(ApiPath.chart),
      q(ApiPath.platformTime),
      q(ApiPath.accountHistory),
    ];
    for (const url of urls) expect((await dashboard(t, bob, url)).result).toBe(ResultCode.NotAuthorized);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-an-id']) {
      expect((await dashboard(t, alice, ApiPath.tradingMetrics.replace(':id', id))).result).toBe(
        ResultCode.NotAuthorized,
      );
      expect((await dashboard(t, alice, `${ApiPath.chart}?traderAccountId=${id}`)).result).toBe(
        ResultCode.NotAuthorized,
      );
    }
    const signedOut = await call(t, 'GET', q(ApiPath.accountDataRequirements));
    expect(signedOut.status).toBe(401);
  });

  it('a new account that has not traded shows its starting figures', async () => {
    const fresh = await boughtAccount(t, bob, 'Two-Step Challenge 25K', 'northwind-webtrader');
    const m = await metricsOf(t, bob, fresh.id);
    expect(m).toMatchObject({ balance: 2_500_000, equity: 2_500_000, profit: 0, trades: 0, winRate: null });
    const c = (await dashboard<Chart>(t, bob, `${ApiPath.chart}?traderAccountId=${fresh.id}`)).data;
    expect(c.points).toHaveLength(1);
    expect(c.points[0]).toMatchObject({ balance: 2_500_000 });
    expect(c.days).toEqual([]);
  });
});

describe('challenge dashboard: a failed account shows the numbers of its breach', () => {
  const t = useTestApp();
  const carol = useTrader(t);
  const account = useAccount(t, carol, START);

  const metrics = () => metricsOf(t, carol, account.id);
  const requirements = async () =>
    (
      await dashboard<AccountDataRequirements>(
        t,
        carol,
        `${ApiPath.accountDataRequirements}?traderAccountId=${account.id}`,
      )
    ).data;

  it('deals after a breach leave the verdict numbers as they were, and show apart as after the verdict', async () => {
    // Monday: +300.00 closed, then a position floats down to the daily floor (9,500.00, 5 % below the day-start
    // balance of 10,000.00): failed.
    const [open, close] = trade(at(MON, 3_600_000), { profit: -80_000 });
    await pushOk(t, account, [...trade(MON, { profit: 30_000 }), open!]);
    const failed = await pushOk(t, account, [snapshot(at(MON, 5_400_000), 950_000)]);
    expect(failed.status).toBe(14);
    const atBreach = await metrics();
    const objectivesAtBreach = (await requirements()).objectives;
    expect(atBreach).toMatchObject({
      balance: 1_030_000,
      equity: 950_000,
      profit: 30_000,
      trades: 1,
      frozenAt: at(MON, 5_400_000),
      afterVerdict: { trades: 0, profit: 0, balance: 1_030_000, equity: 950_000 },
    });

    // After the breach: the platform closes the position, and a late winning deal arrives (+1,500.00): the
    // live profit would "reach" the 10 % target of a failed account.
    await pushOk(t, account, [close!, ...trade(at(MON, 7_200_000), { profit: 150_000 })]);
    const after = await metrics();
    expect({ ...after, lastUpdate: null, dayResetsAt: null, afterVerdict: null }).toEqual({
      ...atBreach,
      lastUpdate: null,
      dayResetsAt: null,
      afterVerdict: null,
    });
    expect(after.afterVerdict).toEqual({ trades: 2, profit: 70_000, balance: 1_100_000, equity: 1_100_000 });
    const r = await requirements();
    expect(r).toMatchObject({ status: 14, frozenAt: at(MON, 5_400_000), verdict: { status: 'failed' } });
    expect(r.objectives).toEqual(objectivesAtBreach);
    expect(r.objectives.find((o) => o.rule === 'profitTarget')).toMatchObject({ value: 30_000, state: 'inProgress' });
    expect(r.objectives.find((o) => o.rule === 'dailyLoss')).toMatchObject({ state: 'breached', value: 50_000 });
    // The history keeps every closed trade, before and after the verdict.
    const history = await dashboard<AccountHistory>(
      t,
      carol,
      `${ApiPath.accountHistory}?traderAccountId=${account.id}`,
    );
    expect(history.data.totalItems).toBe(3);
  });
});

describe('TradingMetrics between changes (the view and its text kept per state)', () => {
  // 22:30 UTC on a Tuesday: Prague's midnight (23:00 UTC in March) is the next day reset.
  const clock = manualClock(new Date('2026-03-10T22:30:00.000Z'));

  const t = useTestApp({ clock, env: { ACCESS_TOKEN_TTL_SECONDS: '3600' } });
  const alice = useTrader(t);
  const account = useAccount(t, alice, START);
  beforeAll(async () => {
    await pushNow(trade(MON, { profit: 20_000, commission: -700 }));
  });

  /** A bridge push signed at this app's clock (its freshness is checked against it). */
  const pushNow = async (events: ReturnType<typeof trade>) => {
    const r = await push(t, account, events, { signedAt: clock.now().getTime() });
    expect([r.status, r.json.result]).toEqual([200, ResultCode.Ok]);
  };
  const metrics = async () => {
    const r = await dashboard<TradingMetrics>(t, alice, ApiPath.tradingMetrics.replace(':id', account.id));
    expect([r.status, r.result]).toEqual([200, ResultCode.Ok]);
    return r.data;
  };

  it('answers the same until the day reset passes, then only dayResetsAt moves; a new trade shows at once', async () => {
    const first = await metrics();
    expect(first.dayResetsAt).toBe('2026-03-10T23:00:00.000Z');
    clock.advance(20 * 60_000); // 22:50: the same day
    expect(await metrics()).toEqual(first);
    clock.advance(20 * 60_000); // 23:10: the next trading day has begun
    const next = await metrics();
    expect(next).toEqual({ ...first, dayResetsAt: '2026-03-11T23:00:00.000Z' });
    await pushNow(trade(at(MON, 3_600_000), { profit: 5_000 }));
    const traded = await metrics();
    expect([traded.trades, traded.balance - next.balance]).toEqual([next.trades + 1, 5_000]);
  });
});
