import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, OPERATOR_ACTIONS, OPERATOR_ROLES, ResultCode, type OperatorAction } from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { accountById, boughtAccount, platformEnabled, type Account } from './evaluation-helpers.ts';
import { buy, catalogue } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { adminCall, newApiKey, type Agent, signedInAs, useBrandIds } from './admin-helpers.ts';

const accountUrl = (id: string) => ApiPath.adminTraderAccount.replace(':id', id);
const statusUrl = (id: string) => ApiPath.adminTraderAccountStatus.replace(':id', id);
const unblockUrl = (id: string) => ApiPath.adminTraderAccountUnblock.replace(':id', id);
type Caller = { agent?: Agent; apiKey?: string };

describe('the back office authorises every call by role or key, and by brand', () => {
  let northwindAccount: Account;
  let bluewaveAccount: Account;
  let owner: Agent;

  /** One call per action that has an endpoint; each leaves the data as it found it. */
  const probes: Partial<Record<OperatorAction, (c: Caller) => Promise<number>>> = {
    'accounts.read': async (c) => (await adminCall(t, 'GET', accountUrl(northwindAccount.id), c)).status,
    'accounts.block': async (c) => {
      const r = await adminCall(t, 'POST', statusUrl(northwindAccount.id), {
        ...c,
        body: { status: 16, reason: 'probe' },
      });
      if (r.status === 200)
        await adminCall(t, 'POST', unblockUrl(northwindAccount.id), { ...c, body: { reason: 'probe' } });
      return r.status;
    },
    'audit.read': async (c) => (await adminCall(t, 'GET', ApiPath.adminAudit, c)).status,
    'apiKeys.manage': async (c) => (await adminCall(t, 'GET', ApiPath.adminApiKeys, c)).status,
    'operators.manage': async (c) => (await adminCall(t, 'GET', ApiPath.adminOperators, c)).status,
  };

  const t = useTestApp();
  const brandIds = useBrandIds(t);
  beforeAll(async () => {
    northwindAccount = await boughtAccount(t, await newTrader(t), 'Two-Step Challenge 10K', 'northwind-webtrader');
    const bob = await newTrader(t, { host: '127.0.0.1' });
    const order = await buy(t, bob, (await catalogue(t, '127.0.0.1'))[0]!.id);
    bluewaveAccount = await accountById(t, order.traderAccountId!);
    owner = await signedInAs(t, 'owner');
  });

  it('role × action: each role reaches exactly the actions of the permission table', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const me = await adminCall<{ actions: string[] }>(t, 'GET', ApiPath.adminMe, { agent });
      expect(me.data.actions.sort(), role).toEqual([...PERMISSIONS[role]].sort());
      for (const action of OPERATOR_ACTIONS) {
        const probe = probes[action];
        if (!probe) continue; // no endpoint yet (identity, payouts …): the unit test holds the table
        const status = await probe({ agent });
        expect(status, `${role} ${action}`).toBe(PERMISSIONS[role].includes(action) ? 200 : 403);
      }
    }
    expect(await platformEnabled(t, northwindAccount.login)).toBe(true);
  });

  it('a brand admin of Northwind can neither read nor block a Bluewave account (403/-50, as an unknown one)', async () => {
    const admin = await signedInAs(t, 'brand_admin', ['northwind']);
    expect((await adminCall(t, 'GET', accountUrl(northwindAccount.id), { agent: admin })).result).toBe(0);
    const read = await adminCall(t, 'GET', accountUrl(bluewaveAccount.id), { agent: admin });
    expect([read.status, read.result]).toEqual([403, ResultCode.NotAuthorized]);
    const block = await adminCall(t, 'POST', statusUrl(bluewaveAccount.id), {
      agent: admin,
      body: { status: 15, reason: 'not mine' },
    });
    expect([block.status, block.result]).toEqual([403, ResultCode.NotAuthorized]);
    const unknown = await adminCall(t, 'GET', accountUrl('00000000-0000-4000-8000-000000000000'), { agent: admin });
    expect([unknown.status, unknown.result]).toEqual([403, ResultCode.NotAuthorized]);
    expect(await platformEnabled(t, bluewaveAccount.login)).toBe(true);
    // the owner reaches both
    expect((await adminCall(t, 'GET', accountUrl(bluewaveAccount.id), { agent: owner })).data).toMatchObject({
      brandId: brandIds.bluewave,
    });
  });

  it('support cannot manage API keys', async () => {
    const support = await signedInAs(t, 'support', ['northwind', 'bluewave']);
    for (const r of [
      await adminCall(t, 'GET', ApiPath.adminApiKeys, { agent: support }),
      await adminCall(t, 'POST', ApiPath.adminApiKeys, {
        agent: support,
        body: { name: 'mine', brandIds: null, actions: ['accounts.read'] },
      }),
    ])
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('API keys: shown once, stored hashed; authorised by their actions and brands; revoked at once', async () => {
    const created = await newApiKey(t, owner, ['accounts.read'], [brandIds.northwind]);
    expect(created.key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ key_hash: string; prefix: string }>(
      'select key_hash, prefix from api_keys where id = $1',
      [created.id],
    );
    expect(row!.key_hash).not.toContain(created.key);
    expect(created.key.startsWith(row!.prefix)).toBe(true);
    const list = await adminCall<{ items: Record<string, unknown>[] }>(t, 'GET', ApiPath.adminApiKeys, {
      agent: owner,
    });
    const listed = list.data.items.find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ brandIds: [brandIds.northwind], actions: ['accounts.read'], revokedAt: null });
    expect(JSON.stringify(list.data)).not.toContain(created.key);

    const apiKey = created.key;
    expect((await adminCall(t, 'GET', accountUrl(northwindAccount.id), { apiKey })).result).toBe(0);
    expect((await adminCall(t, 'GET', accountUrl(bluewaveAccount.id), { apiKey })).status).toBe(403);
    const block = await adminCall(t, 'POST', statusUrl(northwindAccount.id), {
      apiKey,
      body: { status: 15, reason: 'x' },
    });
    expect([block.status, block.result]).toEqual([403, ResultCode.NotAuthorized]);
    // a key never acts as a session: no Me, no key management
    expect((await adminCall(t, 'GET', ApiPath.adminMe, { apiKey })).status).toBe(403);
    expect((await adminCall(t, 'GET', ApiPath.adminApiKeys, { apiKey })).status).toBe(403);
    const [used] = await t.db.query<{ last_used_at: Date | null }>('select last_used_at from api_keys where id = $1', [
      created.id,
    ]);
    expect(used!.last_used_at).not.toBeNull();

    const revoked = await adminCall(t, 'POST', ApiPath.adminApiKeyRevoke.replace(':id', created.id), { agent: owner });
    expect(revoked.data).toMatchObject({ id: created.id, revokedAt: expect.any(String) });
    const after = await adminCall(t, 'GET', accountUrl(northwindAccount.id), { apiKey });
    expect([after.status, after.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
  });

  it('API keys never get the firm-wide actions, nor unknown brands', async () => {
    for (const body of [
      { name: 'k', brandIds: null, actions: ['apiKeys.manage'] },
      { name: 'k', brandIds: null, actions: ['operators.manage'] },
      { name: 'k', brandIds: ['00000000-0000-4000-8000-000000000000'], actions: ['accounts.read'] },
    ]) {
      const r = await adminCall(t, 'POST', ApiPath.adminApiKeys, { agent: owner, body });
      expect([r.status, r.result], JSON.stringify(body)).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    const bad = await adminCall(t, 'POST', ApiPath.adminApiKeys, {
      agent: owner,
      body: { name: 'k', brandIds: null, actions: ['nonsense'] },
    });
    expect(bad.status).toBe(400);
  });

  it('audit: entries carry actor, target, brand, before and after; scoped by brand; never changed or removed', async () => {
    const key = await newApiKey(t, owner, ['accounts.block', 'audit.read'], [brandIds.bluewave]);
    await adminCall(t, 'POST', statusUrl(bluewaveAccount.id), {
      apiKey: key.key,
      body: { status: 17, reason: 'fraud' },
    });
    const all = await adminCall<{ items: Record<string, unknown>[] }>(t, 'GET', ApiPath.adminAudit, {
      agent: owner,
    });
    expect(all.data.items[0]).toMatchObject({
      actorType: 'api_key',
      actorId: key.id,
      action: 'accounts.blocked',
      targetType: 'trader_account',
      targetId: bluewaveAccount.id,
      brandId: brandIds.bluewave,
      before: { status: 1 },
      after: { status: 17, reason: 'fraud' },
    });
    expect(all.data.items.some((e) => e.action === 'apiKeys.created')).toBe(true);

    const filtered = await adminCall<{ items: { targetId: string }[]; count: { value: number } }>(
      t,
      'GET',
      `${ApiPath.adminAudit}?targetId=${bluewaveAccount.id}&action=accounts.blocked&pageSize=1`,
      { agent: owner },
    );
    expect(filtered.data.count.value).toBe(1);
    const page1 = await adminCall<{ next: string }>(t, 'GET', `${ApiPath.adminAudit}?pageSize=2`, { agent: owner });
    const page2 = await adminCall<{ items: unknown[] }>(
      t,
      'GET',
      `${ApiPath.adminAudit}?pageSize=2&cursor=${encodeURIComponent(page1.data.next)}`,
      { agent: owner },
    );
    expect(page2.data.items).toEqual(all.data.items.slice(2, 4));
    const future = await adminCall<{ count: { value: number } }>(
      t,
      'GET',
      `${ApiPath.adminAudit}?from=2999-01-01T00:00:00Z`,
      {
        agent: owner,
      },
    );
    expect(future.data.count.value).toBe(0);

    // a Northwind brand admin sees Northwind's entries only, and may not ask for Bluewave's
    const admin = await signedInAs(t, 'brand_admin', ['northwind']);
    const scoped = await adminCall<{ items: { brandId: string }[] }>(t, 'GET', ApiPath.adminAudit, { agent: admin });
    expect(scoped.data.items.length).toBeGreaterThan(0);
    expect(scoped.data.items.every((e) => e.brandId === brandIds.northwind)).toBe(true);
    expect(
      (await adminCall(t, 'GET', `${ApiPath.adminAudit}?brandId=${brandIds.bluewave}`, { agent: admin })).status,
    ).toBe(403);
    // the Bluewave key reads Bluewave's entries
    const byKey = await adminCall<{ items: { brandId: string }[] }>(t, 'GET', ApiPath.adminAudit, { apiKey: key.key });
    expect(byKey.data.items.every((e) => e.brandId === brandIds.bluewave)).toBe(true);

    await expect(t.db.query(`update audit_log set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'forged'`);
    expect(count!.n).toBe(0);
  });
});
