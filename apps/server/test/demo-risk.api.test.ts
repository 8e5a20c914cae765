import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath, PayoutStatus, type PayoutsPage, type TraderAccounts } from '@portal/contract';
import { isTradingStatus } from '../src/domain/evaluation/index.ts';
import { demoOperators } from '../src/demo/demo-client.ts';
import { seedRiskDemo } from '../src/demo/demo-risk.ts';
import { riskDemoDeals } from '../src/demo/demo-risk-trades.ts';
import { HEDGER, RING, RING_HALVER, RISK_DEMO_TRADERS } from '../src/seed/risk-demo-traders.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The risk desk's demo (docs/risk.md "The demo"): the ring's and the hedged pair's accounts imported, every deal
 * stored through the signed bridge, the challenges still trading, the funded copier's payout waiting; seeded once.
 */

let t: TestApp;
let first: boolean;

beforeAll(async () => {
  t = await createTestApp();
  first = await seedRiskDemo({ app: t.app, db: t.db }, (await demoOperators(t.app)).owner);
}, 300_000);
afterAll(() => t?.close());

const logins = [...RING.map((r) => r.account.login), ...HEDGER.accounts.map((a) => a.login)];

async function countsByLogin() {
  const rows = await t.db.query<{ login: string; type: string; n: number }>(
    `select a.login, e.type, count(*)::int as n from account_events e join trader_accounts a on a.id = e.account_id
      where a.login = any($1::text[]) group by a.login, e.type order by a.login, e.type`,
    [logins],
  );
  return rows;
}

async function signIn(email: string, password: string) {
  const r = await call<{ token: string }>(t, 'POST', ApiPath.authenticate, {
    host: 'localhost',
    body: { email, password },
  });
  expect(r.result).toBe(0);
  const as = { token: r.data.token, host: 'localhost' };
  return async <T>(url: string) => {
    const reply = await call<T>(t, 'GET', url, as);
    expect(reply.result, url).toBe(0);
    return reply.data;
  };
}

it('stores every deal of the ring and the hedged pair through the bridge, and nothing twice on a second run', async () => {
  expect(first).toBe(true);
  // What the deals promised, per account: each position's opening and closing.
  const expected = new Map<string, number>();
  for (const { login } of riskDemoDeals(new Date(), () => '0').deals)
    expected.set(login, (expected.get(login) ?? 0) + 1);
  const before = await countsByLogin();
  for (const login of logins) {
    const opened = before.find((r) => r.login === login && r.type === 'dealOpened')?.n ?? 0;
    const closed = before.find((r) => r.login === login && r.type === 'dealClosed')?.n ?? 0;
    expect(opened, login).toBe(closed);
    expect(opened + closed, login).toBe(expected.get(login));
  }
  expect(before.find((r) => r.login === RING[0].account.login && r.type === 'dealOpened')!.n).toBeGreaterThanOrEqual(
    15,
  );

  expect(await seedRiskDemo({ app: t.app, db: t.db }, (await demoOperators(t.app)).owner)).toBe(false);
  expect(await countsByLogin()).toEqual(before);
  const [accounts] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from trader_accounts a join users u on u.id = a.user_id where u.email = any($1::text[])`,
    [RISK_DEMO_TRADERS.map((r) => r.email)],
  );
  expect(accounts!.n).toBe(logins.length);
  // The seed's own sessions were ended: the traders' devices lists hold none of them.
  const [live] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from sessions s join users u on u.id = s.user_id
      where u.email = any($1::text[]) and s.revoked_at is null`,
    [RISK_DEMO_TRADERS.map((r) => r.email)],
  );
  expect(live!.n).toBe(0);
});

it('leaves every account trading, with its closed trades in the history a trader sees', async () => {
  for (const { trader, accounts } of [
    ...RING.map((r) => ({ trader: r.trader, accounts: [r.account] })),
    { trader: HEDGER.trader, accounts: HEDGER.accounts },
  ]) {
    const get = await signIn(trader.email, trader.password);
    const mine = (await get<TraderAccounts>(ApiPath.traderAccounts)).items;
    expect(mine.map((a) => a.login).sort()).toEqual(accounts.map((a) => a.login).sort());
    for (const account of mine) {
      expect(isTradingStatus(account.status), `${account.login} ${account.status}`).toBe(true);
      const history = await get<{ totalItems: number }>(
        `${ApiPath.accountHistory}?traderAccountId=${account.id}&pageSize=100`,
      );
      expect(history.totalItems, account.login).toBeGreaterThanOrEqual(4);
    }
  }
});

it('has the funded copier’s payout requested and waiting', async () => {
  const get = await signIn(RING_HALVER.trader.email, RING_HALVER.trader.password);
  const funded = (await get<TraderAccounts>(ApiPath.traderAccounts)).items[0]!;
  expect(funded.isFunded).toBe(true);
  const payouts = await get<PayoutsPage>(ApiPath.payouts);
  expect(payouts.items).toEqual([
    expect.objectContaining({
      traderAccountId: funded.id,
      status: PayoutStatus.Requested,
      amount: RING_HALVER.payout.amount * 100,
    }),
  ]);
});
