import {
  ApiPath,
  type BridgeEvent,
  type Order,
  type SecondChance,
  type SecondChanceOffer,
  type TradingPackage,
} from '@portal/contract';
import { actOnCheckout, as, deliverWebhooks, findPackage, type Trader } from './buying-helpers.ts';
import {
  at,
  boughtAccount,
  days,
  pushOk,
  snapshot,
  startAccountAt,
  trade,
  type Account,
} from './evaluation-helpers.ts';
import { call, type TestApp } from './test-app.ts';

/** Helpers of the second-chance suites: a package's terms, accounts ended by time or by a breach, the calls. */

export const PACKAGE = 'Two-Step Challenge 10K';
export const PLATFORM = 'northwind-webtrader';
/** 10,000.00 in minor units: the package's account size. */
export const SIZE = 1_000_000;

export const terms = (over: Partial<SecondChance> = {}): SecondChance => ({
  freeRetry: { enabled: true, maxPerAccount: 1 },
  paidReset: { enabled: true, price: { kind: 'percentOff', percent: 20 }, maxPerAccount: 1 },
  ...over,
});

/** Sets the package's terms as the console would store them (orders placed afterwards keep them). */
export async function setTerms(t: TestApp, value: SecondChance | null): Promise<TradingPackage> {
  const pkg = await findPackage(t, PACKAGE, PLATFORM);
  await t.db.query('update trading_packages set second_chance = $2 where id = $1', [
    pkg.id,
    value && JSON.stringify(value),
  ]);
  return pkg;
}

/** A phase-1 account bought now, started 40 days ago with a 30-day limit, so a push can end it in the past. */
export async function timedAccount(t: TestApp, who: Trader): Promise<Account> {
  const account = await boughtAccount(t, who, PACKAGE, PLATFORM);
  await startAccountAt(t, account, start(), (r) => ({ ...r, maxCalendarDays: 30 }));
  return account;
}
const start = () => at(new Date().toISOString(), -days(40));

/** Trades `profit` on day 1, then a snapshot after the 30-day limit: the phase ends by time. */
export async function endByTime(t: TestApp, account: Account, profit: number) {
  const events: BridgeEvent[] = [
    ...(profit === 0 ? [] : trade(at(start(), days(1)), { profit })),
    snapshot(at(start(), days(31)), SIZE + profit),
  ];
  return pushOk(t, account, events);
}

/** A snapshot far below the max-loss floor: the phase ends by a breach. */
export const endByBreach = (t: TestApp, account: Account) =>
  pushOk(t, account, [snapshot(at(start(), days(1)), SIZE / 2)]);

export const offerOf = (t: TestApp, who: Trader, id: string) =>
  call<SecondChanceOffer>(t, 'GET', ApiPath.secondChance.replace(':id', id), as(who));

export const retry = (t: TestApp, who: Trader, id: string) =>
  call<{ accountId: string }>(t, 'POST', ApiPath.freeRetry.replace(':id', id), as(who));

export const orderReset = (t: TestApp, who: Trader, accountId: string, body: Record<string, unknown> = {}) =>
  call<{ order: Order; checkoutUrl: string }>(t, 'POST', ApiPath.createResetOrder, {
    ...as(who),
    body: { accountId, acceptTerms: true, ...body },
  });

/** Pays a checkout on the sandbox page and lets the provider deliver its webhooks. */
export async function payCheckout(t: TestApp, checkoutUrl: string) {
  await actOnCheckout(t, checkoutUrl, 'pay');
  await deliverWebhooks(t);
}

export type AccountLine = { stage: number; status: number; replaces: string | null; second_chance: string | null };
export async function lineRow(t: TestApp, id: string): Promise<AccountLine & { rules: unknown; login: string }> {
  const [row] = await t.db.query<AccountLine & { rules: unknown; login: string }>(
    'select stage, status, replaces, second_chance, rules, login from trader_accounts where id = $1',
    [id],
  );
  return row!;
}
