import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  OPERATOR_ROLES,
  ResultCode,
  type AccountDataRequirements,
  type AccountImport,
} from '@portal/contract';
import { nextResetAfter } from '../src/domain/evaluation/index.ts';
import { allows } from '../src/domain/operators/permissions.ts';
import { manualClock } from '../src/lib/clock.ts';
import { IMPORT_CATCH_UP_MS } from '../src/modules/admin-account-import/account-import.service.ts';
import { findPackage, type Trader } from './buying-helpers.ts';
import { newTrader, useTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import {
  accountById,
  accountRow,
  at,
  dashboard,
  days,
  hours,
  push,
  pushOk,
  trade,
  type Account,
  metricsOf,
} from './evaluation-helpers.ts';
import { adminCall, brandId, newApiKey, type Agent, useOperator, signedInAs } from './admin-helpers.ts';

const DAY = days(1);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('admin: importing an account migrated from another platform', () => {
  let tenK: string;
  let stellar: string;
  const importAccount = (body: Record<string, unknown>, by: { agent?: Agent; apiKey?: string } = { agent: owner }) =>
    adminCall<AccountImport>(t, 'POST', ApiPath.adminTraderAccountImport, { ...by, body });
  const valid = (o: Record<string, unknown> = {}) => ({
    traderEmail: alice.email,
    packageId: tenK,
    phase: 1,
    startedAt: ago(days(5)),
    platformId: 'northwind-webtrader',
    ...o,
  });
  const asAccount = (r: AccountImport): Account => ({
    id: r.traderAccountId,
    login: r.login,
    platformId: r.platformId,
  });

  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t, { host: '127.0.0.1' });
  const owner = useOperator(t, 'owner');
  const northwindAdmin = useOperator(t, 'brand_admin', ['northwind']);
  beforeAll(async () => {
    tenK = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
    stellar = (await findPackage(t, 'Stellar 2-Step 6K', 'bluewave-trader', '127.0.0.1')).id;
  });

  it('opens phase 1 at its real start, without an order, recorded as imported and audited with after', async () => {
    const startedAt = ago(days(5));
    const r = await importAccount(valid({ startedAt, source: 'OldFirm MT4' }));
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data).toMatchObject({
      platformId: 'northwind-webtrader',
      stage: 1,
      isFunded: false,
      status: ChallengeStatus.Stage1KycSuccess,
      startedAt,
      initialBalance: 1_000_000,
    });
    const [row] = await t.db.query<Record<string, unknown>>(
      `select order_id, origin, imported_at, imported_by, imported_from, created_at, package_snapshot is not null as snap
         from trader_accounts where id = $1`,
      [r.data.traderAccountId],
    );
    expect(row).toMatchObject({ order_id: null, origin: 'import', imported_from: 'OldFirm MT4', snap: true });
    expect((row!.created_at as Date).toISOString()).toBe(startedAt);
    expect(row!.imported_by).toMatchObject({ type: 'operator', email: expect.stringContaining('op-owner') });
    // The evaluation runs from the start: its first day and the account's opening are the imported start.
    const req = await dashboard<AccountDataRequirements>(
      t,
      alice,
      `${ApiPath.accountDataRequirements}?traderAccountId=${r.data.traderAccountId}`,
    );
    expect(req.data.verdict.status).toBe('inProgress');
    // Its day resets are all due, but time alone does not move it while the bridge replays its past.
    const [ev] = await t.db.query<{ next_tick_at: Date }>(
      'select next_tick_at from account_evaluations where account_id = $1',
      [r.data.traderAccountId],
    );
    expect(ev!.next_tick_at.getTime()).toBe(Date.parse(r.data.importedAt) + IMPORT_CATCH_UP_MS);

    const audit = await t.db.query<{ action: string; actor_type: string; before: unknown; after: unknown }>(
      'select action, actor_type, before, after from audit_log where target_id = $1',
      [r.data.traderAccountId],
    );
    expect(audit).toEqual([
      {
        action: 'accounts.imported',
        actor_type: 'operator',
        before: null,
        after: expect.objectContaining({ traderAccountId: r.data.traderAccountId, packageId: tenK, startedAt }),
      },
    ]);
  });

  it('four past trading days pushed by the bridge pass phase 1 and open phase 2, as if they had come live', async () => {
    const start = Date.now() - days(5);
    const r = await importAccount(valid({ startedAt: new Date(start).toISOString() }));
    const phase1 = asAccount(r.data);
    // One winning round trip (+300.00) a day, each after the start and before now: 1,200.00 over 4 days.
    const deals = [0, 1, 2, 3].flatMap((d) =>
      trade(new Date(start + hours(1) + d * DAY).toISOString(), { profit: 30_000, holdMs: hours(1) }),
    );
    expect((await pushOk(t, phase1, deals)).status).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
    const passed = await dashboard<AccountDataRequirements>(
      t,
      alice,
      `${ApiPath.accountDataRequirements}?traderAccountId=${phase1.id}`,
    );
    expect(passed.data.verdict).toMatchObject({ status: 'passed', time: at(deals.at(-1)!.time as string) });
    expect(passed.data.objectives.find((o) => o.rule === 'tradingDays')).toMatchObject({ value: 4 });

    const [next] = await t.db.query<{ id: string; stage: number; status: number; origin: string; created_at: Date }>(
      `select id, stage, status, origin, created_at from trader_accounts
        where import_id = (select import_id from trader_accounts where id = $1) and stage = 2`,
      [phase1.id],
    );
    expect(next).toMatchObject({ stage: 2, status: ChallengeStatus.Stage2KycSuccess, origin: 'import' });
    expect(next!.created_at.toISOString()).toBe(deals.at(-1)!.time);
    expect((await accountRow(t, phase1.id)).status).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
  });

  it('refuses a deal dated before the imported start (the whole batch, -200 eventTime)', async () => {
    const start = Date.now() - days(3);
    const account = asAccount((await importAccount(valid({ startedAt: new Date(start).toISOString() }))).data);
    const good = trade(new Date(start + hours(1)).toISOString(), { profit: 100 });
    const early = trade(new Date(start - hours(2)).toISOString(), { profit: 100 });
    const r = await push(t, account, [...good, ...early]);
    expect([r.status, r.json.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect(r.json.data).toMatchObject({
      reason: 'eventTime',
      accountOpenedAt: new Date(start).toISOString(),
      refused: early.map((e) => ({ dealId: 'dealId' in e ? e.dealId : null, reason: 'beforeAccountOpened' })),
    });
    expect(await pushOk(t, account, good)).toMatchObject({ accepted: 2 });
  });

  it('refuses a start in the future or more than 365 days back, and a phase or platform the package lacks', async () => {
    for (const [o, field] of [
      [{ startedAt: new Date(Date.now() + hours(1)).toISOString() }, 'startedAt'],
      [{ startedAt: ago(days(366)) }, 'startedAt'],
      [{ phase: 3 }, 'phase'],
      [{ platformId: 'northwind-mt5' }, 'platformId'],
    ] as const) {
      const r = await importAccount(valid(o));
      expect([r.status, r.result, r.data]).toEqual([400, ResultCode.RequestIsNotValid, { field }]);
    }
  });

  it('refuses bad input with 400/-200', async () => {
    for (const body of [
      valid({ phase: 0 }),
      valid({ phase: 'live' }),
      valid({ startedAt: 'yesterday' }),
      valid({ packageId: 'x' }),
      valid({ traderId: '00000000-0000-4000-8000-000000000000' }), // both trader fields
      { ...valid(), traderEmail: undefined },
      valid({ login: 'a\u0000b' }),
      valid({ initialBalance: -1 }),
    ]) {
      const r = await importAccount(body);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
  });

  it('keeps a given login, unique per platform (-200 on the field), a trader named by id, and a funded stage', async () => {
    const [u] = await t.db.query<{ id: string }>('select id from users where email = $1', [alice.email]);
    const login = `MIG-${Date.now()}`;
    const r = await importAccount(valid({ traderEmail: undefined, traderId: u!.id, login, phase: 'funded' }));
    expect(r.data).toMatchObject({ login, stage: 3, isFunded: true, traderId: u!.id });
    const clash = await importAccount(valid({ login }));
    expect([clash.status, clash.result, clash.data]).toEqual([400, ResultCode.RequestIsNotValid, { field: 'login' }]);
    const balance = await importAccount(valid({ initialBalance: 900_000 }));
    expect((await accountRow(t, balance.data.traderAccountId)).balance).toBe(900_000);
  });

  it("scopes by the package's brand: another brand's package, a trader of another brand, unknown ones: 403/-50", async () => {
    const cases: [Agent, Record<string, unknown>][] = [
      [northwindAdmin, valid({ packageId: stellar, traderEmail: bob.email, platformId: 'bluewave-trader' })],
      [owner, valid({ traderEmail: bob.email })],
      [owner, valid({ packageId: '00000000-0000-4000-8000-000000000000' })],
      [owner, valid({ traderEmail: 'nobody@example.com' })],
    ];
    for (const [agent, body] of cases) {
      const r = await importAccount(body, { agent });
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    }
    const ok = await importAccount(valid(), { agent: northwindAdmin });
    expect([ok.status, ok.result]).toEqual([200, 0]);
  });

  it('lets the roles with accounts.import in (owner, brand admin), refuses the others with 403/-50', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const r = await importAccount(valid(), { agent });
      expect([role, r.status, r.result]).toEqual(allows(role, 'accounts.import') ? [role, 200, 0] : [role, 403, -50]);
    }
    expect(allows('support', 'accounts.import') || allows('finance', 'accounts.import')).toBe(false);
  });

  it('takes API keys scoped by action and brand', async () => {
    const bluewave = await brandId(t, 'bluewave');
    const northwind = await brandId(t, 'northwind');
    const readOnly = await newApiKey(t, owner, ['accounts.read']);
    const elsewhere = await newApiKey(t, owner, ['accounts.import'], [bluewave]);
    const good = await newApiKey(t, owner, ['accounts.import'], [northwind]);
    expect((await importAccount(valid(), { apiKey: readOnly.key })).status).toBe(403);
    expect((await importAccount(valid(), { apiKey: elsewhere.key })).status).toBe(403);
    const r = await importAccount(valid(), { apiKey: good.key });
    expect([r.status, r.result]).toEqual([200, 0]);
    const [a] = await t.db.query<{ actor_type: string; actor_id: string }>(
      'select actor_type, actor_id from audit_log where target_id = $1',
      [r.data.traderAccountId],
    );
    expect(a).toEqual({ actor_type: 'api_key', actor_id: good.id });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const r = await adminCall(t, 'POST', ApiPath.adminTraderAccountImport, { body: { nonsense: true } });
    expect(r.status).toBe(401);
  });
});

describe('admin: an imported account replayed across its phases', () => {
  // A fixed moment with no daylight-saving change in the 45 days before it: one deal a day is one trading day.
  const clock = manualClock(new Date('2026-06-15T10:00:00.000Z'));
  let tenK: string;

  const t = useTestApp({ clock });
  const alice = useTrader(t);
  const owner = useOperator(t, 'owner');
  beforeAll(async () => {
    tenK = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  });

  /** An import by the owner, taken. */
  async function imported(body: Record<string, unknown>): Promise<AccountImport> {
    const r = await adminCall<AccountImport>(t, 'POST', ApiPath.adminTraderAccountImport, { agent: owner, body });
    expect([r.status, r.result]).toEqual([200, 0]);
    return r.data;
  }
  /** The bridge's push, signed at the server's (moved) clock. */
  async function replay(account: Account, events: ReturnType<typeof trade>) {
    const r = await push(t, account, events, { signedAt: clock.now().getTime() });
    expect([r.status, r.json.result]).toEqual([200, 0]);
    return r.json.data as { accepted: number; status: number };
  }
  async function nextStage(account: Account, stage: number): Promise<Account> {
    const [row] = await t.db.query<{ id: string }>(
      `select id from trader_accounts where import_id = (select import_id from trader_accounts where id = $1)
          and stage = $2`,
      [account.id, stage],
    );
    return accountById(t, row!.id);
  }
  const requirementsOf = async (who: Trader, id: string) =>
    (await dashboard<AccountDataRequirements>(t, who, `${ApiPath.accountDataRequirements}?traderAccountId=${id}`)).data;
  const nextTickAt = async (account: Account) => {
    const [row] = await t.db.query<{ next_tick_at: Date | null }>(
      'select next_tick_at from account_evaluations where account_id = $1',
      [account.id],
    );
    return row!.next_tick_at?.getTime() ?? null;
  };

  it('holds every stage the replay reaches until it ends: phase 2 passes on its fourth replayed day', async () => {
    const importedAt = clock.now().getTime();
    const start = importedAt - days(45);
    const r = await imported({
      traderEmail: alice.email,
      packageId: tenK,
      phase: 1,
      startedAt: new Date(start).toISOString(),
      platformId: 'northwind-webtrader',
    });
    const phase1: Account = { id: r.traderAccountId, login: r.login, platformId: r.platformId };
    // One winning round trip a day (open at 11:00 UTC, closed an hour later), `d` days after the start.
    const onDay = (d: number, profit: number) => trade(new Date(start + hours(1) + days(d)).toISOString(), { profit });

    // Phase 1: +300.00 on each of four days passes its 10 % target on the fourth; phase 2 opens at that close.
    const phase1Deals = [0, 1, 2, 3].flatMap((d) => onDay(d, 30_000));
    expect((await replay(phase1, phase1Deals)).status).toBe(ChallengeStatus.Phase1CompletedKycSuccess);
    const phase2 = await nextStage(phase1, 2);
    expect((await accountRow(t, phase2.id)).created_at.toISOString()).toBe(phase1Deals.at(-1)!.time);
    // Phase 2's day resets since that pass are all due, but it is held with the import until the replay ends.
    expect(await nextTickAt(phase2)).toBe(importedAt + IMPORT_CATCH_UP_MS);

    // The ticker's next pass, 40 s later, must not carry phase 2 to today while its past is still replayed.
    clock.advance(40_000);
    await t.app.modules.evaluation.services.evaluationTicks.drain();

    // Phase 2: +150.00 on each of four more days passes its 5 % target on the fourth of them.
    const phase2Deals = [4, 5, 6, 7].flatMap((d) => onDay(d, 15_000));
    expect((await replay(phase2, phase2Deals)).status).toBe(ChallengeStatus.Phase2CompletedKycNeeded);
    const passed = await requirementsOf(alice, phase2.id);
    expect(passed.verdict).toMatchObject({ status: 'passed', time: at(phase2Deals.at(-1)!.time as string) });
    expect(passed.objectives.find((o) => o.rule === 'tradingDays')).toMatchObject({ value: 4 });

    // The funded stage the replay reached is held as well, until the same end.
    const funded = await nextStage(phase2, 3);
    expect(await nextTickAt(funded)).toBe(importedAt + IMPORT_CATCH_UP_MS);
    await t.app.modules.evaluation.services.evaluationTicks.drain();
    expect(await nextTickAt(funded)).toBe(importedAt + IMPORT_CATCH_UP_MS);

    // The replay ends 15 minutes after the import: time alone then moves the funded stage up to now.
    clock.advance(IMPORT_CATCH_UP_MS);
    await t.app.modules.evaluation.services.evaluationTicks.drain();
    expect(await nextTickAt(funded)).toBeGreaterThan(clock.now().getTime());
    expect(await nextTickAt(funded)).toBeLessThanOrEqual(clock.now().getTime() + DAY);
  });

  it("gives one day reset on every reply while a Bluewave funded account's replay is held", async () => {
    const bob = await newTrader(t, { host: '127.0.0.1' });
    const stellar = (await findPackage(t, 'Stellar 2-Step 6K', 'bluewave-trader', '127.0.0.1')).id;
    const r = await imported({
      traderEmail: bob.email,
      packageId: stellar,
      phase: 'funded',
      startedAt: new Date(clock.now().getTime() - days(30)).toISOString(),
      platformId: 'bluewave-trader',
    });
    expect(r.isFunded).toBe(true);
    // Its day is 30 days back until the replay ends: the day's reset still comes from now.
    const req = await requirementsOf(bob, r.traderAccountId);
    const metrics = await metricsOf(t, bob, r.traderAccountId);
    // Server midnight (Athens): the next reset after now, on the objectives and on the loss room alike.
    const next = new Date(nextResetAfter({ time: '00:00', timezone: 'Europe/Athens' }, clock.now().getTime()));
    expect(metrics.dayResetsAt).toBe(next.toISOString());
    expect(req.objectives.find((o) => o.rule === 'dailyLoss')).toMatchObject({ resetsAt: next.toISOString() });
  });
});
