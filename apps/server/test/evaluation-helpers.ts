import type { BridgeEvent, TradingMetrics } from '@portal/contract';
import { ApiPath } from '@portal/contract';
import { nextResetAfter } from '../src/domain/evaluation/index.ts';
import { signPayload } from '../src/lib/signed-payload.ts';
import { as, buy, findPackage, type Trader } from './buying-helpers.ts';
import { rawCall } from './http-helpers.ts';
import { call, madeBeforeAll, type TestApp } from './test-app.ts';

/** Helpers of the evaluation suites: an account bought and backdated, and the platform bridge's pushes. */

export type Account = { id: string; login: string; platformId: string };

const DAY = 86_400_000;
export const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs).toISOString();
export const days = (n: number) => n * DAY;
export const hours = (n: number) => n * 3_600_000;
export const minutes = (n: number) => n * 60_000;

/** Buys a package and returns its phase-1 account. */
export async function boughtAccount(t: TestApp, who: Trader, name: string, platformId: string): Promise<Account> {
  const order = await buy(t, who, (await findPackage(t, name, platformId, who.host)).id);
  return accountById(t, order.traderAccountId!);
}

/** A package bought by the trader (Northwind's two-step 10K unless named), its phase started at `startIso`. */
export async function startedAccount(
  t: TestApp,
  who: Trader,
  startIso: string,
  name = 'Two-Step Challenge 10K',
  platformId = 'northwind-webtrader',
): Promise<Account> {
  const account = await boughtAccount(t, who, name, platformId);
  await startAccountAt(t, account, startIso);
  return account;
}

/**
 * An account of the describe block's trader, bought in a beforeAll registered where this is called: Northwind's
 * two-step 10K, its phase started at `startIso` when given (else opened now, as a live account).
 */
export const useAccount = (t: TestApp, who: Trader, startIso?: string) =>
  madeBeforeAll(
    () =>
      startIso
        ? startedAccount(t, who, startIso)
        : boughtAccount(t, who, 'Two-Step Challenge 10K', 'northwind-webtrader'),
    { id: true, login: true, platformId: true },
  );

export async function accountById(t: TestApp, id: string): Promise<Account> {
  const [row] = await t.db.query<{ login: string; platform_id: string }>(
    'select login, platform_id from trader_accounts where id = $1',
    [id],
  );
  return { id, login: row!.login, platformId: row!.platform_id };
}

/**
 * Moves an account's phase start into the past (the platform's history is then replayed through the bridge),
 * optionally changing its rules: its evaluation starts again from that moment at the first push.
 */
export async function startAccountAt(
  t: TestApp,
  account: Account,
  startIso: string,
  rules?: (r: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await t.db.query('delete from account_evaluations where account_id = $1', [account.id]);
  await t.db.query('delete from account_chart_segments where account_id = $1', [account.id]);
  await t.db.query('update trader_accounts set created_at = $2 where id = $1', [account.id, startIso]);
  if (rules) {
    const [row] = await t.db.query<{ rules: Record<string, unknown> }>(
      'select rules from trader_accounts where id = $1',
      [account.id],
    );
    await t.db.query('update trader_accounts set rules = $2 where id = $1', [
      account.id,
      JSON.stringify(rules(row!.rules)),
    ]);
  }
  // Statements typed by hand: what instances keep in memory forgets them once announced.
  await t.app.modules.core.services.changeFeed.settled();
}

/** Signs and posts a batch as the platform bridge does; `secret`/`signedAt` forge a bad or stale signature. */
export async function push(
  t: TestApp,
  account: Account,
  events: BridgeEvent[] | unknown[],
  options: { secret?: string; signedAt?: number; host?: string; signature?: string } = {},
) {
  const body = JSON.stringify({ platformId: account.platformId, login: account.login, events });
  const secret = options.secret ?? t.app.modules.evaluation.services.bridgeSecret;
  const signature = options.signature ?? signPayload(secret, body, options.signedAt ?? Date.now());
  return rawCall(t, {
    method: 'POST',
    url: ApiPath.bridgeEvents,
    payload: body,
    host: options.host ?? 'bridge.internal',
    headers: { 'content-type': 'application/json', 'x-bridge-signature': signature },
  });
}

/** The bridge reply's data, asserting it was taken in. */
export async function pushOk(t: TestApp, account: Account, events: BridgeEvent[]) {
  const r = await push(t, account, events);
  if (r.status !== 200 || r.json.result !== 0) throw new Error(`push refused: ${r.status} ${r.body}`);
  return r.json.data as { accepted: number; duplicates: number; status: number };
}

type DealIds = { dealId: string; positionId: string; time: string };

/** A deal opening a position, as the platform reports it: a buy of one lot of EURUSD unless told. */
export function dealOpened(
  d: DealIds & { symbol?: string; side?: 'buy' | 'sell'; volume?: number; price?: number },
): BridgeEvent {
  const { dealId, positionId, time, symbol = 'EURUSD', side = 'buy', volume = 1, price } = d;
  return {
    type: 'dealOpened',
    dealId,
    positionId,
    time,
    symbol,
    side,
    volume,
    ...(price === undefined ? {} : { price }),
  };
}

/** A deal closing (part of) a position with a result: one lot of EURUSD, no commission and no swap unless told. */
export function dealClosed(
  d: DealIds & { profit: number; symbol?: string; volume?: number; price?: number; commission?: number; swap?: number },
): BridgeEvent {
  const { dealId, positionId, time, symbol = 'EURUSD', volume = 1, price, profit, commission = 0, swap = 0 } = d;
  return {
    type: 'dealClosed',
    dealId,
    positionId,
    time,
    symbol,
    volume,
    ...(price === undefined ? {} : { price }),
    profit,
    commission,
    swap,
  };
}

let dealCounter = 0;
/** A round trip: a deal opened and, `holdMs` later, closed with a net result (profit + commission). */
export function trade(
  openIso: string,
  o: { profit: number; commission?: number; symbol?: string; side?: 'buy' | 'sell'; volume?: number; holdMs?: number },
): BridgeEvent[] {
  const n = ++dealCounter;
  const deal = { positionId: `p${n}`, symbol: o.symbol ?? 'EURUSD', volume: o.volume ?? 1 };
  return [
    dealOpened({ ...deal, dealId: `o${n}`, time: openIso, side: o.side ?? 'buy', price: 1.085 }),
    dealClosed({
      ...deal,
      dealId: `c${n}`,
      time: at(openIso, o.holdMs ?? hours(1)),
      price: 1.087,
      profit: o.profit,
      commission: o.commission ?? 0,
    }),
  ];
}

/** One winning round trip a day for `count` days from `startIso`. */
export const winningDays = (startIso: string, count: number, profit: number): BridgeEvent[] =>
  Array.from({ length: count }, (_, i) => trade(at(startIso, days(i)), { profit })).flat();

export const snapshot = (time: string, equity: number): BridgeEvent => ({ type: 'equitySnapshot', time, equity });

/** How many rows of the account a table holds: its stored events, its closed trades. */
export async function rowsOfAccount(t: TestApp, table: 'account_events' | 'closed_trades', accountId: string) {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where account_id = $1`, [
    accountId,
  ]);
  return row!.n;
}

/** The versions of the accounts' evaluations: each applied batch and each day reset ticked adds one. */
export async function evaluationVersions(t: TestApp, accountIds: string[]): Promise<number[]> {
  const rows = await t.db.query<{ version: number }>(
    'select version from account_evaluations where account_id = any($1::uuid[])',
    [accountIds],
  );
  return rows.map((r) => r.version);
}

/**
 * Three accounts of the trader started `daysAgo` days back, each with a trade an hour in: each has a day reset due
 * for every Prague midnight since (resetsSince).
 */
export async function accountsDueForResets(t: TestApp, who: Trader, daysAgo: number) {
  const start = at(new Date().toISOString(), -days(daysAgo));
  const accounts = await Promise.all(
    [0, 1, 2].map(() => boughtAccount(t, who, 'Two-Step Challenge 10K', 'northwind-webtrader')),
  );
  for (const a of accounts) {
    await startAccountAt(t, a, start);
    await pushOk(t, a, trade(at(start, hours(1)), { profit: 1_000 }));
  }
  return { start, accounts };
}

/** How many day resets (Prague midnight) fall from two hours after `startIso` until now. */
export function resetsSince(startIso: string): number {
  const reset = { time: '00:00', timezone: 'Europe/Prague' };
  let resets = 0;
  for (let r = nextResetAfter(reset, Date.parse(at(startIso, hours(2)))); r <= Date.now(); r = nextResetAfter(reset, r))
    resets += 1;
  return resets;
}

/** GET a dashboard call as the trader. */
export const dashboard = <T>(t: TestApp, who: Trader, url: string) => call<T>(t, 'GET', url, as(who));

/** The account's TradingMetrics as its trader's dashboard reads them. */
export const metricsOf = async (t: TestApp, who: Trader, accountId: string) =>
  (await dashboard<TradingMetrics>(t, who, ApiPath.tradingMetrics.replace(':id', accountId))).data;

export async function accountRow(t: TestApp, id: string) {
  const [row] = await t.db.query<{
    status: number;
    stage: number;
    is_funded: boolean;
    balance: number;
    equity: number;
    login: string;
    rules: Record<string, unknown>;
    order_id: string;
    created_at: Date;
  }>(
    'select status, stage, is_funded, balance, equity, login, rules, order_id, created_at from trader_accounts where id = $1',
    [id],
  );
  return row!;
}

export async function platformEnabled(t: TestApp, login: string): Promise<boolean> {
  const [row] = await t.db.query<{ is_enabled: boolean }>(
    'select is_enabled from sandbox_platform_accounts where login = $1',
    [login],
  );
  return row!.is_enabled;
}

/** The order's account for a stage, if opened. */
export async function stageAccount(t: TestApp, orderId: string, stage: number): Promise<Account | undefined> {
  const [row] = await t.db.query<{ id: string }>('select id from trader_accounts where order_id = $1 and stage = $2', [
    orderId,
    stage,
  ]);
  return row ? accountById(t, row.id) : undefined;
}
