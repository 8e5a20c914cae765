import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  type AccountDataRequirements,
  type BridgeEvent,
  type TraderAccounts,
} from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { useTrader } from './http-helpers.ts';
import { call, type TestApp, useTestApp } from './test-app.ts';
import {
  accountRow,
  at,
  boughtAccount,
  startedAccount,
  dashboard,
  days,
  hours,
  minutes,
  platformEnabled,
  pushOk,
  snapshot,
  stageAccount,
  startAccountAt,
  trade,
  winningDays,
  type Account,
  useAccount,
  metricsOf,
} from './evaluation-helpers.ts';

const requirements = (t: TestApp, who: Trader, id: string) =>
  dashboard<AccountDataRequirements>(t, who, `${ApiPath.accountDataRequirements}?traderAccountId=${id}`);

describe('phase transitions on Northwind (KYC before the funded account)', () => {
  let phase2: Account;
  let funded: Account;
  let closeOfDay4: BridgeEvent[] = [];
  const t = useTestApp();
  const alice = useTrader(t);
  const phase1 = useAccount(t, alice, '2026-03-02T08:00:00.000Z');

  it('target reached without the minimum days: still in progress', async () => {
    // Monday to Wednesday, +350.00 a day: 10,500.00 made (target 10,000.00), but 3 of 4 trading days.
    const r = await pushOk(t, phase1, winningDays('2026-03-02T09:00:00.000Z', 3, 35_000));
    expect(r.status).toBe(ChallengeStatus.Stage1KycSuccess);
    const d = (await requirements(t, alice, phase1.id)).data;
    expect(d.verdict.status).toBe('inProgress');
    expect(d.objectives.find((o) => o.rule === 'profitTarget')).toMatchObject({ state: 'reached' });
  });

  it('the 4th trading day with its position open does not pass: the pass waits until the account is flat', async () => {
    const [open, close] = trade('2026-03-05T08:00:00.000Z', { profit: 100, volume: 0.01 });
    const r = await pushOk(t, phase1, [open!]);
    expect(r.status).toBe(ChallengeStatus.Stage1KycSuccess);
    const d = (await requirements(t, alice, phase1.id)).data;
    expect(d.verdict.status).toBe('inProgress');
    expect(d.objectives.find((o) => o.rule === 'profitTarget')).toMatchObject({ state: 'reached' });
    expect(d.objectives.find((o) => o.rule === 'tradingDays')).toMatchObject({ value: 4, state: 'reached' });
    expect(await stageAccount(t, (await accountRow(t, phase1.id)).order_id, 2)).toBeUndefined();
    expect(await platformEnabled(t, (await accountRow(t, phase1.id)).login)).toBe(true);
    closeOfDay4 = [close!];
  });

  it('the 4th trading day passes phase 1 when its position closes: status 4, disabled, a phase-2 account (status 2) opens', async () => {
    const r = await pushOk(t, phase1, closeOfDay4);
    expect(r.status).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
    const old = await accountRow(t, phase1.id);
    expect(old.status).toBe(4);
    expect(await platformEnabled(t, old.login)).toBe(false);
    const d = (await requirements(t, alice, phase1.id)).data;
    // Passed when the 4th day's position closed, the account flat (the target and the days were already met).
    expect(d.verdict).toEqual({ status: 'passed', time: '2026-03-05T09:00:00.000Z', breach: null });

    phase2 = (await stageAccount(t, old.order_id, 2))!;
    const next = await accountRow(t, phase2.id);
    expect(next).toMatchObject({ status: ChallengeStatus.Stage2KycSuccess, stage: 2, is_funded: false });
    expect(next.rules).toMatchObject({ profitTarget: { percent: 5, on: 'closedBalance' } });
    expect(next.created_at.toISOString()).toBe('2026-03-05T09:00:00.000Z');
    expect(await platformEnabled(t, next.login)).toBe(true);
    const list = (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(alice))).data.items;
    expect(list.map((a) => [a.phase, a.status])).toEqual(
      expect.arrayContaining([
        [1, 4],
        [2, 2],
      ]),
    );
    // Later trades on the completed account move nothing.
    await pushOk(t, phase1, trade('2026-03-05T10:00:00.000Z', { profit: 100 }));
    expect(await stageAccount(t, old.order_id, 3)).toBeUndefined();
  });

  it('passing the last phase opens the funded account in the KYC-needed range (brand verifies first)', async () => {
    const r = await pushOk(t, phase2, winningDays('2026-03-06T09:00:00.000Z', 4, 15_000));
    expect(r.status).toBe(ChallengeStatus.Phase2CompletedKycNeeded);
    const order = (await accountRow(t, phase2.id)).order_id;
    funded = (await stageAccount(t, order, 3))!;
    const f = await accountRow(t, funded.id);
    expect(f).toMatchObject({ status: ChallengeStatus.Stage3KycNeeded, stage: 3, is_funded: true });
    expect(f.rules).toMatchObject({ profitTarget: null, newsTrading: { minutesBefore: 2, minutesAfter: 2 } });
    const d = (await requirements(t, alice, funded.id)).data;
    expect(d).toMatchObject({ status: 9, phase: null, isFunded: true, verdict: { status: 'inProgress' } });
    expect(d.objectives.map((o) => o.rule)).toEqual(['dailyLoss', 'maxLoss', 'newsTrading']);
  });

  it('a deal inside a high-impact news window on the funded account blocks it for news trading (19)', async () => {
    const nfp = '2026-03-13T13:30:00.000Z';
    await t.db.query(
      `insert into economic_events (time, currency, country, title, impact) values
         ($1, 'USD', 'US', 'Non-Farm Payrolls', 'high'),
         ($2, 'USD', 'US', 'Crude Oil Inventories', 'medium')`,
      [nfp, at(nfp, minutes(60))],
    );
    // Typed by hand: the news kept in memory is forgotten when its notification arrives.
    await t.app.modules.core.services.changeFeed.settled();
    // Outside the window and on an unaffected pair: fine.
    expect((await pushOk(t, funded, trade(at(nfp, minutes(-10)), { profit: 500, holdMs: minutes(5) }))).status).toBe(9);
    expect((await pushOk(t, funded, trade(at(nfp, minutes(1)), { profit: 500, symbol: 'GBPJPY' }))).status).toBe(9);
    expect((await pushOk(t, funded, trade(at(nfp, minutes(58)), { profit: 500, holdMs: minutes(5) }))).status).toBe(9);
    const r = await pushOk(t, funded, trade(at(nfp, minutes(2)), { profit: 500 }));
    expect(r.status).toBe(ChallengeStatus.BlockedByNewsTrading);
    expect(await platformEnabled(t, funded.login)).toBe(false);
    const d = (await requirements(t, alice, funded.id)).data;
    expect(d.verdict.breach).toMatchObject({
      rule: 'newsTrading',
      floor: null,
      news: { time: nfp, currency: 'USD', title: 'Non-Farm Payrolls' },
    });
    expect(d.objectives.find((o) => o.rule === 'newsTrading')).toMatchObject({ state: 'breached' });
  });
});

describe('phase transitions on Bluewave (KYC before the funded account goes live) and breaches', () => {
  const t = useTestApp();
  const blue = useTrader(t, { host: '127.0.0.1' });
  const alice = useTrader(t);

  it('passing both phases of a Stellar 2-Step gives a funded account waiting for KYC (11, then 9)', async () => {
    const p1 = await startedAccount(t, blue, '2026-04-06T06:00:00.000Z', 'Stellar 2-Step 6K', 'bluewave-trader');
    // 8 % of 6,000.00 = 480.00 over 5 trading days (Athens midnight).
    expect((await pushOk(t, p1, winningDays('2026-04-06T08:00:00.000Z', 5, 10_000))).status).toBe(4);
    const order = (await accountRow(t, p1.id)).order_id;
    const p2 = (await stageAccount(t, order, 2))!;
    expect((await accountRow(t, p2.id)).status).toBe(2);
    expect((await pushOk(t, p2, winningDays('2026-04-13T08:00:00.000Z', 5, 7_000))).status).toBe(
      ChallengeStatus.Phase2CompletedKycNeeded,
    );
    const funded = (await stageAccount(t, order, 3))!;
    expect(await accountRow(t, funded.id)).toMatchObject({
      status: ChallengeStatus.Stage3KycNeeded,
      is_funded: true,
      stage: 3,
    });
    const d = (await requirements(t, blue, funded.id)).data;
    expect(d).toMatchObject({ status: 9, phase: null, isFunded: true });
  });

  it('a daily-loss breach fails the account (14) with the reason, and disables it on the platform', async () => {
    const a = await startedAccount(t, alice, '2026-05-04T06:00:00.000Z', 'Two-Step Challenge 10K', 'northwind-mt5');
    const open = trade('2026-05-04T09:00:00.000Z', { profit: -50_000 });
    expect((await pushOk(t, a, [open[0]!, snapshot('2026-05-04T09:30:00.000Z', 950_001)])).status).toBe(1);
    const r = await pushOk(t, a, [snapshot('2026-05-04T09:45:00.000Z', 950_000)]);
    expect(r.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
    expect(await platformEnabled(t, a.login)).toBe(false);
    const d = (await requirements(t, alice, a.id)).data;
    expect(d.status).toBe(14);
    expect(d.verdict).toEqual({
      status: 'failed',
      time: '2026-05-04T09:45:00.000Z',
      breach: { rule: 'dailyLoss', time: '2026-05-04T09:45:00.000Z', equity: 950_000, floor: 950_000, news: null },
    });
    // Later events are recorded apart; the status and the verdict's numbers stay.
    expect((await pushOk(t, a, [open[1]!])).status).toBe(14);
    const m = await metricsOf(t, alice, a.id);
    expect(m).toMatchObject({ balance: 1_000_000, equity: 950_000, trades: 0, frozenAt: '2026-05-04T09:45:00.000Z' });
    expect(m.afterVerdict).toEqual({ trades: 1, profit: -50_000, balance: 950_000, equity: 950_000 });
  });

  it('the tick job rolls days and fails an account that runs out of calendar days without trading', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, '2026-06-01T09:00:00.000Z', (r) => ({ ...r, maxCalendarDays: 30 }));
    await pushOk(t, a, trade('2026-06-01T10:00:00.000Z', { profit: 2_000 }));
    await t.app.modules.evaluation.services.evaluationTicks.drain();
    const d = (await requirements(t, alice, a.id)).data;
    expect(d.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
    expect(d.verdict.breach).toMatchObject({ rule: 'maxCalendarDays', time: '2026-07-01T09:00:00.000Z' });
    expect(await platformEnabled(t, a.login)).toBe(false);
    const [row] = await t.db.query<{ next_tick_at: Date | null }>(
      'select next_tick_at from account_evaluations where account_id = $1',
      [a.id],
    );
    expect(row!.next_tick_at).toBeNull();
  });

  it('days roll over with no trading: the tick moves the day and its anchor', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, at(new Date().toISOString(), -days(3)));
    await pushOk(t, a, trade(at(new Date().toISOString(), -days(3) + hours(1)), { profit: 20_000 }));
    await t.app.modules.evaluation.services.evaluationTicks.drain();
    const d = (await requirements(t, alice, a.id)).data;
    const daily = d.objectives.find((o) => o.rule === 'dailyLoss')!;
    expect(daily).toMatchObject({ anchor: 1_020_000, floor: 970_000 });
    expect(Date.parse((daily as { resetsAt: string }).resetsAt)).toBeGreaterThan(Date.now());
    const [row] = await t.db.query<{ next_tick_at: Date }>(
      'select next_tick_at from account_evaluations where account_id = $1',
      [a.id],
    );
    expect(row!.next_tick_at.getTime()).toBeGreaterThan(Date.now());
  });
});
