import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  ContractSignStatus,
  KycVerificationStatus,
  OrderPaymentStatus,
  PayoutStatus,
  type AccountDataRequirements,
  type AccountHistory,
  type Certificates,
  type KycInfo,
  type OrdersPage,
  type PayoutsPage,
  type TraderAccount,
  type TraderAccounts,
  type TradingMetrics,
} from '@portal/contract';
import { seedDemoDeployment } from '../src/demo/demo-deployment.ts';
import type { DemoActivity } from '../src/demo/demo-activity.ts';
import { call, createTestApp, DEMO_TRADER, type TestApp } from './test-app.ts';

/**
 * A demo deployment's first start (docs/decisions/065-demo-activity.md): each demo trader shows, through the
 * public API, every promised thing — orders in each lasting status, a challenge mid-phase with a week of trades, a
 * passed phase, a funded account with a paid payout and its certificates, a failed account and why — and the
 * open position moves their numbers with the sandbox market.
 */

const DAY_MS = 86_400_000;
let t: TestApp;
let first: DemoActivity;

beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemoDeployment({ config: t.config, db: t.db });
}, 300_000);
afterAll(() => t?.close());

async function signIn(host: string) {
  const r = await call<{ token: string }>(t, 'POST', ApiPath.authenticate, {
    host,
    body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
  });
  expect(r.result).toBe(0);
  const as = { token: r.data.token, host };
  return {
    get: async <T>(url: string) => {
      const reply = await call<T>(t, 'GET', url, as);
      expect(reply.result, url).toBe(0);
      return reply.data;
    },
  };
}
type Trader = Awaited<ReturnType<typeof signIn>>;

const accountsOf = async (trader: Trader) => (await trader.get<TraderAccounts>(ApiPath.traderAccounts)).items;
const metrics = (trader: Trader, id: string) => trader.get<TradingMetrics>(ApiPath.tradingMetrics.replace(':id', id));
const requirements = (trader: Trader, id: string) =>
  trader.get<AccountDataRequirements>(`${ApiPath.accountDataRequirements}?traderAccountId=${id}`);
const history = (trader: Trader, id: string) =>
  trader.get<AccountHistory>(`${ApiPath.accountHistory}?traderAccountId=${id}&pageSize=100`);
const stagesOf = (accounts: TraderAccount[], account: TraderAccount) =>
  accounts.filter((a) => a.importId === account.importId);

it('seeds both demo traders on the first start, and nobody again on the next', async () => {
  expect(first).toEqual([
    { brand: 'northwind', scenario: 'trader', seeded: true },
    { brand: 'bluewave', scenario: 'trader', seeded: true },
    { brand: 'northwind', scenario: 'riskDesk', seeded: true },
  ]);
  const again = await seedDemoDeployment({ config: t.config, db: t.db });
  expect(again).toEqual([
    { brand: 'northwind', scenario: 'trader', seeded: false },
    { brand: 'bluewave', scenario: 'trader', seeded: false },
    { brand: 'northwind', scenario: 'riskDesk', seeded: false },
  ]);
  // The seed's own sessions were ended: the trader's devices list holds none of them.
  const [live] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from sessions s join users u on u.id = s.user_id
      where u.email = $1 and s.revoked_at is null`,
    [DEMO_TRADER.email],
  );
  expect(live!.n).toBe(0);
});

describe.each([
  { brand: 'Northwind', host: 'localhost', currency: 'USD', breach: 'dailyLoss' },
  { brand: 'Bluewave', host: '127.0.0.1', currency: 'EUR', breach: 'maxLoss' },
] as const)('the $brand demo trader', ({ host, currency, breach }) => {
  let trader: Trader;
  let accounts: TraderAccount[];
  beforeAll(async () => {
    trader = await signIn(host);
    accounts = await accountsOf(trader);
  });

  it('has orders paid, unpaid, declined and cancelled through the sandbox checkout', async () => {
    const orders = await trader.get<OrdersPage>(`${ApiPath.orders}?pageSize=100`);
    expect(new Set(orders.items.map((o) => o.status))).toEqual(
      new Set([
        OrderPaymentStatus.Paid,
        OrderPaymentStatus.Unpaid,
        OrderPaymentStatus.Declined,
        OrderPaymentStatus.Cancelled,
      ]),
    );
    const paid = orders.items.find((o) => o.status === OrderPaymentStatus.Paid)!;
    expect(paid.discountCode).not.toBeNull();
    expect(paid.total).toBeLessThan(paid.price);
    // The paid order opened its account, a fresh phase 1.
    const bought = accounts.find((a) => a.id === paid.traderAccountId)!;
    expect(bought).toMatchObject({ phase: 1, status: ChallengeStatus.Stage1KycSuccess, currency, orderId: paid.id });
  });

  it('has a challenge in the middle of its first phase, with a week of trades and a position open', async () => {
    const mid = accounts.find((a) => a.importId && a.phase === 1 && a.status === ChallengeStatus.Stage1KycSuccess)!;
    expect(mid).toBeDefined();
    const trades = await history(trader, mid.id);
    const days = new Set(trades.items.map((x) => x.closeTime.slice(0, 10)));
    expect(trades.totalItems).toBeGreaterThanOrEqual(8);
    expect(days.size).toBeGreaterThanOrEqual(5);
    expect(Date.now() - Date.parse(trades.items.at(-1)!.closeTime)).toBeLessThan(12 * DAY_MS);
    const objectives = (await requirements(trader, mid.id)).objectives;
    expect(objectives.find((o) => o.rule === 'profitTarget')).toMatchObject({ state: 'inProgress' });
    expect(objectives.find((o) => o.rule === 'tradingDays')).toMatchObject({ state: 'reached' });
    const before = await metrics(trader, mid.id);
    expect(before.profit).toBeGreaterThan(0);
    // The sandbox platform holds the portal's balance and the open position; when the market moves, so does equity.
    const book = (await t.app.modules.tradingPlatform.services.sandboxTrading.snapshot(mid.login))!;
    expect(book.account.balance).toBe(before.balance);
    expect(book.positions).toHaveLength(1);
    const p = book.positions[0]!;
    await t.app.modules.tradingPlatform.services.marketFeed.refresh();
    const quote = t.app.modules.tradingPlatform.services.marketFeed.quote(p.symbol)!;
    const mid0 = (quote.bid + quote.ask) / 2;
    t.app.modules.tradingPlatform.services.marketFeed.setMid(p.symbol, p.side === 'buy' ? mid0 * 1.01 : mid0 * 0.99);
    // What the market ticker does every five seconds: each open position's equity, reported to the portal.
    await t.app.modules.tradingPlatform.services.sandboxTrading.snapshotOpenAccounts();
    await t.app.modules.tradingPlatform.services.sandboxTrading.deliver();
    const after = await metrics(trader, mid.id);
    expect(after.equity).toBeGreaterThan(before.balance);
    expect(after.balance).toBe(before.balance);
  });

  it('has a challenge whose first phase passed, its second phase under way with trades', async () => {
    const phase2 = accounts.find((a) => a.phase === 2 && a.status === ChallengeStatus.Stage2KycSuccess)!;
    expect((await history(trader, phase2.id)).totalItems).toBeGreaterThanOrEqual(3);
    const passed = stagesOf(accounts, phase2).find((a) => a.phase === 1)!;
    expect(passed.status).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
    expect((await requirements(trader, passed.id)).verdict.status).toBe('passed');
    const book = (await t.app.modules.tradingPlatform.services.sandboxTrading.snapshot(phase2.login))!;
    expect(book.account.balance).toBe((await metrics(trader, phase2.id)).balance);
  });

  it('has a funded account, verified, with a paid payout and its certificates', async () => {
    const funded = accounts.find((a) => a.isFunded)!;
    expect(funded.status).toBe(ChallengeStatus.Stage3KycSuccess);
    const kyc = await trader.get<KycInfo>(ApiPath.kyc);
    expect(kyc).toMatchObject({
      waitPoiStatus: KycVerificationStatus.Success,
      waitPoaStatus: KycVerificationStatus.Success,
    });
    expect(kyc.contractSignStatus).toEqual([
      expect.objectContaining({ accountLogin: funded.login, contractSignStatus: ContractSignStatus.Success }),
    ]);
    const payouts = await trader.get<PayoutsPage>(ApiPath.payouts);
    expect(payouts.items).toEqual([
      expect.objectContaining({ traderAccountId: funded.id, status: PayoutStatus.Paid, currency }),
    ]);
    expect(payouts.items[0]!.transactionReference).toBeTruthy();
    // Balance back near the initial one: the payout's gross profit went off the account.
    const money = await metrics(trader, funded.id);
    expect(money.balance - money.initialBalance).toBeLessThan(payouts.items[0]!.amount);
    const certificates = (await trader.get<Certificates>(ApiPath.certificates)).items;
    const mine = certificates.filter((c) => stagesOf(accounts, funded).some((a) => a.id === c.accountId));
    expect(mine.map((c) => `${c.kind}${c.phase ?? ''}`).sort()).toEqual([
      'funded',
      'payout',
      'phasePassed1',
      'phasePassed2',
    ]);
    expect(mine.find((c) => c.kind === 'payout')!.amount).toBe(payouts.items[0]!.amount);
  });

  it('has a failed account, with the rule it broke, when, and the equity against the floor', async () => {
    const failed = accounts.find((a) => a.status === ChallengeStatus.DisabledByViolatedOneOfTradingRule)!;
    const verdict = (await requirements(trader, failed.id)).verdict;
    expect(verdict.status).toBe('failed');
    expect(verdict.breach).toMatchObject({ rule: breach });
    expect(verdict.breach!.equity).toBeLessThanOrEqual(verdict.breach!.floor!);
    // The losing position the platform closed after the breach is shown apart.
    expect((await metrics(trader, failed.id)).afterVerdict).toMatchObject({ trades: 1 });
  });
});

it('gives the risk desk the ring and the hedged pair, and no case on the demo traders who trade with stops', async () => {
  const detection = t.app.modules.risk.services.riskDetectionService;
  while ((await detection.pass()) > 0);
  const cases = await t.db.query<{ signal: string; rules: string[]; logins: string[] }>(
    `select c.signal, c.rules, array_agg(a.login order by a.login) as logins
       from risk_cases c join risk_case_accounts ca on ca.case_id = c.id join trader_accounts a on a.id = ca.account_id
      group by c.id, c.signal, c.rules order by c.signal, logins`,
  );
  expect(cases.map((c) => `${c.signal} ${c.rules.join(',')} ${c.logins.join(',')}`)).toEqual([
    'copy copy-trading 7900101,7900102',
    'copy copy-ring 7900101,7900102,7900103',
    'copy copy-trading 7900101,7900103',
    'copy copy-trading 7900102,7900103',
    'hedge hedging 7900201,7900202',
  ]);
});
