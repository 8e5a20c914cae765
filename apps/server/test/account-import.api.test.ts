import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  OPERATOR_ROLES,
  ResultCode,
  type AccountDataRequirements,
  type AccountImport,
} from '@portal/contract';
import { allows } from '../src/domain/operators/permissions.ts';
import { IMPORT_CATCH_UP_MS } from '../src/modules/evaluation/evaluation-start.ts';
import { findPackage, type Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { accountRow, at, dashboard, days, hours, push, pushOk, trade, type Account } from './evaluation-helpers.ts';
import { adminCall, brandId, newApiKey, newOperator, signedInOperator, type Agent } from './admin-helpers.ts';

const DAY = days(1);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('admin: importing an account migrated from another platform', () => {
  let t: TestApp;
  let alice: Trader;
  let bob: Trader;
  let owner: Agent;
  let northwindAdmin: Agent;
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

  beforeAll(async () => {
    t = await createTestApp();
    alice = await newTrader(t);
    bob = await newTrader(t, { host: '127.0.0.1' });
    owner = await signedInOperator(t, await newOperator(t, 'owner'));
    northwindAdmin = await signedInOperator(t, await newOperator(t, 'brand_admin', ['northwind']));
    tenK = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
    stellar = (await findPackage(t, 'Stellar 2-Step 6K', 'bluewave-trader', '127.0.0.1')).id;
  });
  afterAll(() => t.close());

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
      const agent = await signedInOperator(t, await newOperator(t, role));
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
