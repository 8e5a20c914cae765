import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ROLES, ResultCode, type BridgeEvent } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { catalogue } from './buying-helpers.ts';
import {
  accountRow,
  boughtAccount,
  startedAccount,
  dashboard,
  pushOk,
  snapshot,
  stageAccount,
  trade,
  winningDays,
  type Account,
  useAccount,
} from './evaluation-helpers.ts';
import { newTrader, useTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import {
  adminCall,
  brandId,
  newApiKey,
  type Agent,
  signedInAs,
  expectQueriesRefused,
  UNKNOWN_ID,
} from './admin-helpers.ts';

type Row = { id: string; brandId: string; email: string; status: number; phase: number | null; login: string };
type CursorPage<T> = {
  items: T[];
  next: string | null;
  previous: string | null;
  count: { kind: string; value: number };
};
type Page<T> = CursorPage<T>;
type Event = { type: string; time: string; data: Record<string, unknown> };

const dashboardUrl = (id: string) => ApiPath.adminTraderAccountDashboard.replace(':id', id);
const eventsUrl = (id: string, q = '') => `${ApiPath.adminTraderAccountEvents.replace(':id', id)}${q}`;

describe('admin: trader accounts (list, dashboard as the trader sees it, the log)', () => {
  let phase2: Account;
  let failed: Account;
  let blue: Account;
  let owner: Agent;
  let northwindAdmin: Agent;
  let bluewaveId: string;
  let reported: BridgeEvent[];
  const list = (query: string, by: { agent?: Agent; apiKey?: string } = { agent: owner }) =>
    adminCall<CursorPage<Row>>(t, 'GET', `${ApiPath.adminTraderAccounts}?${query}`, by);

  const t = useTestApp();
  const alice = useTrader(t);
  const passed = useAccount(t, alice, '2026-03-02T08:00:00.000Z');
  beforeAll(async () => {
    await pushOk(t, passed, winningDays('2026-03-02T09:00:00.000Z', 4, 30_000));
    phase2 = (await stageAccount(t, (await accountRow(t, passed.id)).order_id, 2))!;
    failed = await startedAccount(t, alice, '2026-05-04T06:00:00.000Z', 'Two-Step Challenge 10K', 'northwind-mt5');
    const open = trade('2026-05-04T09:00:00.000Z', { profit: -50_000 });
    // One snapshot dated with another offset: the log shows it as the platform wrote it.
    reported = [
      open[0]!,
      { type: 'equitySnapshot', time: '2026-05-04T11:30:00+02:00', equity: 950_001, balance: 1_000_000 },
    ];
    await pushOk(t, failed, reported);
    await pushOk(t, failed, [snapshot('2026-05-04T09:45:00.000Z', 950_000)]);
    reported.push(snapshot('2026-05-04T09:45:00.000Z', 950_000));
    const bob = await newTrader(t, { host: '127.0.0.1' });
    blue = await boughtAccount(
      t,
      bob,
      (await catalogue(t, '127.0.0.1'))[0]!.name,
      (await catalogue(t, '127.0.0.1'))[0]!.platform.id,
    );
    owner = await signedInAs(t, 'owner');
    northwindAdmin = await signedInAs(t, 'brand_admin', ['northwind']);
    bluewaveId = await brandId(t, 'bluewave');
  });

  it('lists accounts newest first, filtered by status, phase, package, login and e-mail', async () => {
    const ids = async (q: string) => (await list(q)).data.items.map((i) => i.id);
    expect(await ids(`q=${encodeURIComponent(alice.email)}`)).toEqual([failed.id, phase2.id, passed.id]);
    expect(await ids(`q=${passed.login}`)).toEqual([passed.id]);
    expect(await ids(`q=${encodeURIComponent(alice.email)}&status=4`)).toEqual([passed.id]);
    expect(await ids(`q=${encodeURIComponent(alice.email)}&status=14`)).toEqual([failed.id]);
    expect(await ids(`q=${encodeURIComponent(alice.email)}&phase=2`)).toEqual([phase2.id]);
    expect(await ids(`q=${encodeURIComponent(alice.email)}&phase=funded`)).toEqual([]);
    const [pkg] = await t.db.query<{ package_id: string }>('select package_id from trader_accounts where id = $1', [
      failed.id,
    ]);
    expect(await ids(`q=${encodeURIComponent(alice.email)}&packageId=${pkg!.package_id}`)).toEqual([failed.id]);
    const first = await list(`q=${encodeURIComponent(alice.email)}&pageSize=2`);
    expect(first.data.count).toEqual({ kind: 'exact', value: 3 });
    const paged = await list(
      `q=${encodeURIComponent(alice.email)}&pageSize=2&cursor=${encodeURIComponent(first.data.next!)}`,
    );
    expect(paged.data.items.map((i) => i.id)).toEqual([passed.id]);
    const row = (await list(`q=${passed.login}`)).data.items[0]!;
    expect(row).toMatchObject({ email: alice.email, status: 4, phase: 1, login: passed.login });
  });

  it('a brand admin lists only its brands; another brand as a filter is 403/-50; bad input is 400/-200', async () => {
    const mine = await list('pageSize=100', { agent: northwindAdmin });
    expect(mine.data.items.map((i) => i.id)).not.toContain(blue.id);
    expect(mine.data.items.map((i) => i.id)).toContain(passed.id);
    const other = await list(`brandId=${bluewaveId}`, { agent: northwindAdmin });
    expect([other.status, other.result]).toEqual([403, ResultCode.NotAuthorized]);
    await expectQueriesRefused(list, [
      'status=20',
      'phase=4',
      'pageSize=101',
      'cursor=bad',
      'packageId=x',
      'brandId=x',
      'q=%07',
    ]);
  });

  it("shows the dashboard's numbers exactly as the trader sees them", async () => {
    for (const a of [passed, failed, phase2]) {
      const r = await adminCall<{ requirements: unknown; metrics: unknown }>(t, 'GET', dashboardUrl(a.id), {
        agent: northwindAdmin,
      });
      expect([r.status, r.result]).toEqual([200, 0]);
      const q = `?traderAccountId=${a.id}`;
      const requirements = await dashboard(t, alice, `${ApiPath.accountDataRequirements}${q}`);
      const metrics = await dashboard(t, alice, ApiPath.tradingMetrics.replace(':id', a.id));
      expect(r.data).toEqual({ requirements: requirements.data, metrics: metrics.data });
    }
    const d = await adminCall<{ requirements: { verdict: { status: string; breach: { rule: string } } } }>(
      t,
      'GET',
      dashboardUrl(failed.id),
      { agent: owner },
    );
    expect(d.data.requirements.verdict).toMatchObject({ status: 'failed', breach: { rule: 'dailyLoss' } });
  });

  it("another brand's account, an unknown id and a malformed id all answer 403/-50", async () => {
    for (const id of [blue.id, UNKNOWN_ID, 'x']) {
      for (const url of [dashboardUrl(id), eventsUrl(id)]) {
        const r = await adminCall(t, 'GET', url, { agent: northwindAdmin });
        expect([r.status, r.result], url).toEqual([403, ResultCode.NotAuthorized]);
      }
    }
    expect((await adminCall(t, 'GET', dashboardUrl(blue.id), { agent: owner })).status).toBe(200);
  });

  it("shows the account's log newest first: deals, snapshots, opening, verdict, the firm's blocks", async () => {
    const all = await adminCall<Page<Event>>(t, 'GET', eventsUrl(passed.id, '?pageSize=100'), { agent: owner });
    expect([all.status, all.result]).toEqual([200, 0]);
    const types = all.data.items.map((e) => e.type);
    expect(types[0]).toBe('passed');
    expect(types.at(-1)).toBe('opened');
    expect(types.filter((x) => x === 'dealClosed')).toHaveLength(4);
    expect(types.filter((x) => x === 'dealOpened')).toHaveLength(4);
    expect(all.data.count).toEqual({ kind: 'exact', value: all.data.items.length });
    const times = all.data.items.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);

    const f = await adminCall<Page<Event>>(t, 'GET', eventsUrl(failed.id), { agent: owner });
    expect(f.data.items[0]).toMatchObject({ type: 'failed', data: { rule: 'dailyLoss' } });
    expect(f.data.items.map((e) => e.type)).toContain('equitySnapshot');
    // The platform's events exactly as reported (kept as columns since decision 026), newest first.
    const platform = f.data.items.filter((e) => ['dealOpened', 'dealClosed', 'equitySnapshot'].includes(e.type));
    expect(platform.map((e) => e.data)).toEqual([...reported].reverse());

    const status = ApiPath.adminTraderAccountStatus.replace(':id', phase2.id);
    await adminCall(t, 'POST', status, { agent: owner, body: { status: 18, reason: 'chargeback' } });
    const unblock = ApiPath.adminTraderAccountUnblock.replace(':id', phase2.id);
    await adminCall(t, 'POST', unblock, { agent: owner, body: { reason: 'resolved' } });
    const p2 = await adminCall<Page<Event>>(t, 'GET', eventsUrl(phase2.id, '?pageSize=2'), { agent: owner });
    expect(p2.data.items.map((e) => e.type)).toEqual(['accounts.unblocked', 'accounts.blocked']);
    expect(p2.data.items[1]!.data).toMatchObject({
      before: { status: 2 },
      after: { status: 18, reason: 'chargeback' },
    });
    expect(p2.data.count).toEqual({ kind: 'exact', value: 3 });
    const page2 = await adminCall<Page<Event>>(t, 'GET', eventsUrl(phase2.id, `?pageSize=2&cursor=${p2.data.next}`), {
      agent: owner,
    });
    expect([page2.data.items.map((e) => e.type), page2.data.next]).toEqual([['opened'], null]);
    const back = await adminCall<Page<Event>>(
      t,
      'GET',
      eventsUrl(phase2.id, `?pageSize=2&cursor=${page2.data.previous}`),
      {
        agent: owner,
      },
    );
    expect(back.data.items.map((e) => e.type)).toEqual(['accounts.unblocked', 'accounts.blocked']);
    const bad = await adminCall(t, 'GET', eventsUrl(phase2.id, '?pageSize=500'), { agent: owner });
    expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('role × action: every role with accounts.read reaches the list, the dashboard and the log', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const expected = PERMISSIONS[role].includes('accounts.read') ? 200 : 403;
      for (const url of [`${ApiPath.adminTraderAccounts}`, dashboardUrl(passed.id), eventsUrl(passed.id)])
        expect((await adminCall(t, 'GET', url, { agent })).status, `${role} ${url}`).toBe(expected);
    }
  });

  it('API keys act through accounts.read and their brands only', async () => {
    const bluewaveKey = (await newApiKey(t, owner, ['accounts.read'], [bluewaveId])).key;
    const page = await list('pageSize=100', { apiKey: bluewaveKey });
    expect(page.data.items.map((i) => i.id)).toEqual([blue.id]);
    expect((await adminCall(t, 'GET', dashboardUrl(passed.id), { apiKey: bluewaveKey })).status).toBe(403);
    expect((await adminCall(t, 'GET', dashboardUrl(blue.id), { apiKey: bluewaveKey })).status).toBe(200);
    const other = (await newApiKey(t, owner, ['orders.read'])).key;
    expect((await list('', { apiKey: other })).status).toBe(403);
  });
});
