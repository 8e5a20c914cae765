import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  OPERATOR_ROLES,
  ResultCode,
  type AdminDiscountCode,
  type CursorPage,
  type AdminPackage,
  type TradingPackage,
} from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { catalogue, createOrder, findPackage } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { call, type TestApp, useTestApp } from './test-app.ts';
import { adminCall, newApiKey, type Agent, useOperator, signedInAs, useBrandIds } from './admin-helpers.ts';

const pkgUrl = (id: string) => ApiPath.adminPackage.replace(':id', id);
const visibilityUrl = (id: string) => ApiPath.adminPackageVisibility.replace(':id', id);
const codeUrl = (id: string) => ApiPath.adminDiscountCode.replace(':id', id);
type Caller = { agent?: Agent; apiKey?: string };

async function snapshotDailyLoss(t: TestApp, orderId: string): Promise<number | null> {
  const [row] = await t.db.query<{ s: { phases: { rules: { dailyLoss: { percent: number } | null } }[] } }>(
    'select package_snapshot as s from orders where id = $1',
    [orderId],
  );
  return row!.s.phases[0]!.rules.dailyLoss?.percent ?? null;
}

describe('admin catalogue: packages and discount codes', () => {
  let northwindPkg: TradingPackage;
  let bluewavePkg: TradingPackage;

  const t = useTestApp();
  const brandIds = useBrandIds(t);
  const owner = useOperator(t, 'owner');
  const northwindAdmin = useOperator(t, 'brand_admin', ['northwind']);
  beforeAll(async () => {
    northwindPkg = await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader');
    bluewavePkg = (await catalogue(t, '127.0.0.1'))[0]!;
  });

  const list = (c: Caller, brand = brandIds.northwind) =>
    adminCall<{ items: AdminPackage[]; totalCount: number }>(t, 'GET', `${ApiPath.adminPackages}?brandId=${brand}`, c);
  const setVisible = (c: Caller, id: string, visible: boolean) =>
    adminCall<AdminPackage>(t, 'POST', visibilityUrl(id), { ...c, body: { visible } });

  it('role × action: every role reads the catalogue, only owner and brand admin edit it', async () => {
    for (const role of OPERATOR_ROLES) {
      const agent = await signedInAs(t, role);
      const read = await list({ agent });
      expect(read.status, `${role} catalogue.read`).toBe(PERMISSIONS[role].includes('catalogue.read') ? 200 : 403);
      const edit = await setVisible({ agent }, northwindPkg.id, true);
      expect(edit.status, `${role} catalogue.edit`).toBe(PERMISSIONS[role].includes('catalogue.edit') ? 200 : 403);
    }
  });

  it('a Northwind brand admin reaches no Bluewave package or code, answered as an unknown one', async () => {
    const refused = [
      await list({ agent: northwindAdmin }, brandIds.bluewave),
      await adminCall(t, 'GET', pkgUrl(bluewavePkg.id), { agent: northwindAdmin }),
      await adminCall(t, 'POST', pkgUrl(bluewavePkg.id), { agent: northwindAdmin, body: { price: 1 } }),
      await setVisible({ agent: northwindAdmin }, bluewavePkg.id, false),
      await adminCall(t, 'GET', pkgUrl('00000000-0000-4000-8000-000000000000'), { agent: northwindAdmin }),
      await adminCall(t, 'GET', pkgUrl('not-an-id'), { agent: northwindAdmin }),
      await adminCall(t, 'GET', `${ApiPath.adminDiscountCodes}?brandId=${brandIds.bluewave}`, {
        agent: northwindAdmin,
      }),
    ];
    for (const r of refused) expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    expect((await catalogue(t, '127.0.0.1')).map((p) => p.id)).toContain(bluewavePkg.id);
  });

  it('API keys act by their actions and brands', async () => {
    const reader = (await newApiKey(t, owner, ['catalogue.read'], [brandIds.northwind])).key;
    expect((await list({ apiKey: reader })).status).toBe(200);
    expect((await list({ apiKey: reader }, brandIds.bluewave)).status).toBe(403);
    expect((await setVisible({ apiKey: reader }, northwindPkg.id, true)).status).toBe(403);
    const editor = (await newApiKey(t, owner, ['catalogue.edit'], null)).key;
    expect((await setVisible({ apiKey: editor }, bluewavePkg.id, true)).status).toBe(200);
  });

  it("lists a brand's packages with rules per phase, as data and in words (as the review step shows them)", async () => {
    const r = await list({ agent: owner });
    expect(r.status).toBe(200);
    expect(r.data.totalCount).toBe(r.data.items.length);
    const p = r.data.items.find((x) => x.id === northwindPkg.id)!;
    expect(p.phases.map((ph) => ph.rules)).toEqual(northwindPkg.phases.map((ph) => ph.rules));
    const keys = p.phases[0]!.sentences.map((s) => s.key);
    expect(keys).toContain('rules.dayReset');
    expect(keys.some((k) => k.startsWith('rules.maxLoss.'))).toBe(true);
    expect(p.phases[0]!.sentences.every((s) => s.text.length > 0 && !s.text.includes('{{'))).toBe(true);
    const de = await adminCall<AdminPackage>(t, 'GET', `${pkgUrl(p.id)}?lang=de`, { agent: owner });
    expect(de.data.phases[0]!.sentences[0]!.text).not.toBe(p.phases[0]!.sentences[0]!.text);
    const paged = await adminCall<{ items: unknown[]; totalCount: number }>(
      t,
      'GET',
      `${ApiPath.adminPackages}?brandId=${brandIds.northwind}&page=2&pageSize=1`,
      { agent: owner },
    );
    expect([paged.data.items.length, paged.data.totalCount]).toEqual([1, r.data.totalCount]);
    const tooBig = await adminCall(t, 'GET', `${ApiPath.adminPackages}?brandId=${brandIds.northwind}&pageSize=101`, {
      agent: owner,
    });
    expect([tooBig.status, tooBig.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });

  it('a rules change applies to orders placed after it; an earlier order keeps its snapshot', async () => {
    const alice = await newTrader(t);
    const before = await createOrder(t, alice, northwindPkg.id);
    expect(before.result).toBe(0);
    const oldRules = northwindPkg.phases[0]!.rules;
    const oldPercent = oldRules.dailyLoss!.percent;
    const newPercent = oldPercent + 1;
    const phases = northwindPkg.phases.map((ph) =>
      ph.index === 1
        ? { ...ph, rules: { ...ph.rules, dailyLoss: { ...ph.rules.dailyLoss!, percent: newPercent } } }
        : ph,
    );
    const upd = await adminCall<AdminPackage>(t, 'POST', pkgUrl(northwindPkg.id), {
      agent: northwindAdmin,
      body: { phases, price: northwindPkg.price + 100 },
    });
    expect([upd.status, upd.result]).toEqual([200, 0]);
    expect(upd.data.phases[0]!.rules.dailyLoss!.percent).toBe(newPercent);
    expect(upd.data.price).toBe(northwindPkg.price + 100);

    const bob = await newTrader(t);
    const after = await createOrder(t, bob, northwindPkg.id);
    expect(await snapshotDailyLoss(t, before.data.id)).toBe(oldPercent);
    expect(await snapshotDailyLoss(t, after.data.id)).toBe(newPercent);
    expect(before.data.price).toBe(northwindPkg.price);
    expect(after.data.price).toBe(northwindPkg.price + 100);

    const [audit] = await t.db.query<{ action: string; brand_id: string; before: AdminPackage; after: AdminPackage }>(
      `select action, brand_id, before, after from audit_log where target_id = $1 and action = 'catalogue.packageUpdated'`,
      [northwindPkg.id],
    );
    expect(audit!.brand_id).toBe(brandIds.northwind);
    expect(audit!.before.phases[0]!.rules.dailyLoss!.percent).toBe(oldPercent);
    expect(audit!.after.phases[0]!.rules.dailyLoss!.percent).toBe(newPercent);
    expect([audit!.before.price, audit!.after.price]).toEqual([northwindPkg.price, northwindPkg.price + 100]);
  });

  it('refuses bad packages with 400/-200: rules, phase count, platform, control characters', async () => {
    const rules = northwindPkg.phases[0]!.rules;
    const bad = [
      { phases: [{ index: 1, rules: { ...rules, maxLoss: { ...rules.maxLoss, percent: 0 } } }] },
      { traderPackageType: 'oneStep' },
      { platformId: 'no-such-platform' },
      { name: 'Bad\u0000name' },
      { funded: { ...northwindPkg.funded, dayReset: { time: '17:00', timezone: 'Mars/Olympus' } } },
      { phases: northwindPkg.phases.map((p) => ({ ...p, rules: { ...p.rules, profitTarget: null } })) },
    ];
    for (const body of bad) {
      const r = await adminCall(t, 'POST', pkgUrl(northwindPkg.id), { agent: owner, body });
      expect([r.status, r.result], JSON.stringify(body)).toEqual([400, ResultCode.RequestIsNotValid]);
    }
  });

  it('keeps a phase’s weekend-holding rule, says it in words, and refuses one that is not a yes or no', async () => {
    const forbid = (allowed: unknown) =>
      northwindPkg.phases.map((ph) =>
        ph.index === 1 ? { ...ph, rules: { ...ph.rules, weekendHolding: { allowed } } } : ph,
      );
    const bad = await adminCall(t, 'POST', pkgUrl(northwindPkg.id), { agent: owner, body: { phases: forbid('no') } });
    expect([bad.status, bad.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const upd = await adminCall<AdminPackage>(t, 'POST', pkgUrl(northwindPkg.id), {
      agent: owner,
      body: { phases: forbid(false) },
    });
    expect([upd.status, upd.result]).toEqual([200, 0]);
    expect(upd.data.phases[0]!.rules.weekendHolding).toEqual({ allowed: false });
    expect(upd.data.phases[0]!.sentences.map((s) => s.key)).toContain('rules.weekendHolding');
    // the funded stage says nothing of it: rules saved without the rule still read, and allow it
    expect(upd.data.funded.rules.weekendHolding ?? null).toBeNull();
    expect(upd.data.funded.sentences.map((s) => s.key)).not.toContain('rules.weekendHolding');
  });

  it('creates a package (audited) and hides it from traders, then shows it again', async () => {
    const body = {
      brandId: brandIds.northwind,
      code: 'admin-made-5k',
      name: 'Admin Made 5K',
      accountSize: 500_000,
      currency: northwindPkg.currency,
      price: 4_900,
      platformId: northwindPkg.platform.id,
      traderPackageType: northwindPkg.traderPackageType,
      group: northwindPkg.group,
      phases: northwindPkg.phases,
      funded: northwindPkg.funded,
      profitSplitPercent: 80,
      leverage: 100,
      refundableFee: false,
      isPopular: false,
      sortOrder: 99,
    };
    const r = await adminCall<AdminPackage>(t, 'POST', ApiPath.adminPackages, { agent: northwindAdmin, body });
    expect([r.status, r.result, r.data.visible]).toEqual([200, 0, true]);
    const again = await adminCall(t, 'POST', ApiPath.adminPackages, { agent: northwindAdmin, body });
    expect([again.status, again.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const elsewhere = await adminCall(t, 'POST', ApiPath.adminPackages, {
      agent: northwindAdmin,
      body: { ...body, brandId: brandIds.bluewave },
    });
    expect(elsewhere.status).toBe(403);
    expect((await catalogue(t)).map((p) => p.id)).toContain(r.data.id);

    const hidden = await setVisible({ agent: northwindAdmin }, r.data.id, false);
    expect(hidden.data.visible).toBe(false);
    expect((await catalogue(t)).map((p) => p.id)).not.toContain(r.data.id);
    expect((await createOrder(t, await newTrader(t), r.data.id)).result).toBe(ResultCode.TraderPackageNotFound);
    expect((await list({ agent: owner })).data.items.map((p) => p.id)).toContain(r.data.id);
    await setVisible({ agent: northwindAdmin }, r.data.id, true);
    expect((await catalogue(t)).map((p) => p.id)).toContain(r.data.id);

    const audit = await t.db.query<{ action: string; before: unknown; after: { visible: boolean } }>(
      `select action, before, after from audit_log where target_id = $1 order by id`,
      [r.data.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'catalogue.packageCreated',
      'catalogue.packageHidden',
      'catalogue.packageShown',
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]).toMatchObject({ before: { visible: true }, after: { visible: false } });
  });

  it('discount codes: create, use, usage with its orders, terms change, deactivate; all audited', async () => {
    const create = await adminCall<AdminDiscountCode>(t, 'POST', ApiPath.adminDiscountCodes, {
      agent: northwindAdmin,
      body: { brandId: brandIds.northwind, code: 'admin10', kind: 'percent', value: 10, usageLimit: 2 },
    });
    expect([create.status, create.result]).toEqual([200, 0]);
    expect(create.data).toMatchObject({ code: 'ADMIN10', usedCount: 0, usageLimit: 2, isActive: true });
    const id = create.data.id;

    const carol = await newTrader(t);
    const order = await createOrder(t, carol, northwindPkg.id, 'ADMIN10');
    expect(order.result).toBe(0);
    expect(order.data.discount).toBeGreaterThan(0);
    const one = await adminCall<AdminDiscountCode>(t, 'GET', codeUrl(id), { agent: owner });
    expect([one.data.usedCount, one.data.usageLimit]).toEqual([1, 2]);
    const used = await adminCall<CursorPage<{ id: string; holdsUse: boolean }>>(
      t,
      'GET',
      ApiPath.adminDiscountCodeOrders.replace(':id', id),
      { agent: owner },
    );
    expect(used.data).toEqual({
      count: { kind: 'exact', value: 1 },
      next: null,
      previous: null,
      items: [expect.objectContaining({ id: order.data.id, holdsUse: true })],
    });
    // The brand's codes newest first, a page at a position: the new code opens the list, the next page goes on.
    const codesAt = (query: string) =>
      adminCall<CursorPage<AdminDiscountCode>>(
        t,
        'GET',
        `${ApiPath.adminDiscountCodes}?brandId=${brandIds.northwind}${query}`,
        { agent: owner },
      );
    const all = (await codesAt('&pageSize=100')).data;
    expect(all.items[0]!.code).toBe('ADMIN10');
    const first = (await codesAt('&pageSize=1')).data;
    expect([first.items.map((c) => c.code), first.previous, first.count]).toEqual([['ADMIN10'], null, all.count]);
    const second = (await codesAt(`&pageSize=1&cursor=${first.next}`)).data;
    expect(second.items.map((c) => c.id)).toEqual([all.items[1]!.id]);
    expect((await codesAt(`&pageSize=1&cursor=${second.previous}`)).data.items).toEqual(first.items);
    const forged = await codesAt('&cursor=page2');
    expect([forged.status, forged.result]).toEqual([400, ResultCode.RequestIsNotValid]);

    const terms = { kind: 'percent', value: 20, usageLimit: 5, packageIds: [northwindPkg.id] };
    const below = await adminCall(t, 'POST', codeUrl(id), { agent: owner, body: { ...terms, usageLimit: 0 } });
    expect([below.status, below.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const foreign = await adminCall(t, 'POST', codeUrl(id), {
      agent: owner,
      body: { ...terms, packageIds: [bluewavePkg.id] },
    });
    expect(foreign.status).toBe(400);
    const fixedNoCurrency = await adminCall(t, 'POST', codeUrl(id), {
      agent: owner,
      body: { ...terms, kind: 'fixed' },
    });
    expect(fixedNoCurrency.status).toBe(400);
    const upd = await adminCall<AdminDiscountCode>(t, 'POST', codeUrl(id), { agent: owner, body: terms });
    expect(upd.data).toMatchObject({ value: 20, usageLimit: 5, packageIds: [northwindPkg.id], usedCount: 1 });

    const preview = (code: string) =>
      call(t, 'POST', ApiPath.previewDiscount, { body: { packageId: northwindPkg.id, discountCode: code } });
    expect((await preview('ADMIN10')).result).toBe(0);
    const off = await adminCall<AdminDiscountCode>(t, 'POST', ApiPath.adminDiscountCodeDeactivate.replace(':id', id), {
      agent: northwindAdmin,
    });
    expect(off.data.isActive).toBe(false);
    expect((await preview('ADMIN10')).result).toBe(ResultCode.InvalidDiscountCode);
    expect(await getOrderTotal(t, order.data.id)).toBe(order.data.total);

    const audit = await t.db.query<{ action: string; before: { value?: number } | null; after: { value?: number } }>(
      `select action, before, after from audit_log where target_id = $1 order by id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'catalogue.discountCreated',
      'catalogue.discountUpdated',
      'catalogue.discountDeactivated',
    ]);
    expect([audit[1]!.before!.value, audit[1]!.after.value]).toEqual([10, 20]);
  });
});

async function getOrderTotal(t: TestApp, id: string): Promise<number> {
  const [row] = await t.db.query<{ total: number }>('select total from orders where id = $1', [id]);
  return row!.total;
}
