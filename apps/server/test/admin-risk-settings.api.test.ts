import { describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, type AdminRiskSettings, type AdminRiskSettingsUpdateRequest } from '@portal/contract';
import { defaultRiskParameters } from '../src/domain/risk/index.ts';
import { adminCall, UNKNOWN_ID, useBrandIds, useOperator, type Agent } from './admin-helpers.ts';
import { useTestApp } from './test-app.ts';

const url = (id: string) => ApiPath.adminRiskSettings.replace(':id', id);
type Issues = { issues: { path: string; message: string; detail?: string }[] };

describe('risk settings: read with their defaults, saved by owners and brand admins, refused out of range', () => {
  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  const brandAdmin = useOperator(t, 'brand_admin', ['northwind']);
  const risk = useOperator(t, 'risk', ['northwind']);
  const support = useOperator(t, 'support', ['northwind']);
  const brands = useBrandIds(t);

  const read = (who: Agent, id: string) => adminCall<AdminRiskSettings>(t, 'GET', url(id), { agent: who });
  const save = (who: Agent, id: string, body: AdminRiskSettingsUpdateRequest | Record<string, unknown>) =>
    adminCall<AdminRiskSettings>(t, 'POST', url(id), { agent: who, body });

  it('reads a brand without settings of its own as the defaults, each parameter with its value and default', async () => {
    const r = await read(risk, brands.northwind);
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data).toMatchObject({ brandId: brands.northwind, custom: false, updatedAt: null });
    expect(r.data.threshold).toEqual({ value: 0.6, default: 0.6 });
    expect(r.data.parameters.copy.windowMs).toEqual({ value: 60_000, default: 60_000 });
    for (const signal of ['copy', 'hedge', 'strategy', 'identity'] as const)
      expect(Object.keys(r.data.parameters[signal]).sort()).toEqual(Object.keys(defaultRiskParameters[signal]).sort());
  });

  it('saves the threshold and overrides, reads them back, and audits the change before/after', async () => {
    const r = await save(brandAdmin, brands.northwind, {
      threshold: 0.75,
      parameters: { copy: { windowMs: 30_000, minMatches: 5 }, identity: { ipMaxTraders: 20 } },
    });
    expect([r.status, r.result]).toEqual([200, 0]);
    const back = await read(risk, brands.northwind);
    expect(back.data).toMatchObject({ custom: true, threshold: { value: 0.75, default: 0.6 } });
    expect(back.data.updatedAt).not.toBeNull();
    expect(back.data.parameters.copy.windowMs).toEqual({ value: 30_000, default: 60_000 });
    expect(back.data.parameters.copy.minMatches).toEqual({ value: 5, default: 10 });
    expect(back.data.parameters.copy.minDays).toEqual({ value: 3, default: 3 });
    expect(back.data.parameters.identity.ipMaxTraders).toEqual({ value: 20, default: 10 });

    const [row] = await t.db.query<{ threshold: number; parameters: unknown }>(
      'select threshold, parameters from risk_settings where brand_id = $1',
      [brands.northwind],
    );
    expect(row).toEqual({
      threshold: 0.75,
      parameters: { copy: { windowMs: 30_000, minMatches: 5 }, identity: { ipMaxTraders: 20 } },
    });
    const [audit] = await t.db.query<{ brand_id: string; before: unknown; after: unknown }>(
      `select brand_id, before, after from audit_log where action = 'riskSettings.updated' and target_id = $1
        order by at desc limit 1`,
      [brands.northwind],
    );
    expect(audit).toMatchObject({
      brand_id: brands.northwind,
      before: { threshold: 0.6, parameters: null },
      after: { threshold: 0.75, parameters: { copy: { windowMs: 30_000, minMatches: 5 } } },
    });

    // Replacing: a parameter left out goes back to its default.
    await save(owner, brands.northwind, { threshold: 0.6, parameters: { hedge: { minOverlaps: 4 } } });
    const replaced = await read(owner, brands.northwind);
    expect(replaced.data.parameters.copy.windowMs.value).toBe(60_000);
    expect(replaced.data.parameters.hedge.minOverlaps.value).toBe(4);
  });

  it('refuses a value out of its range 400/-200, naming the parameter, and keeps what was saved', async () => {
    for (const [parameters, path] of [
      [{ copy: { windowMs: 0 } }, 'parameters.copy.windowMs'],
      [{ strategy: { martingaleFactor: 1 } }, 'parameters.strategy.martingaleFactor'],
      [{ identity: { ipMaxTraders: 2.5 } }, 'parameters.identity.ipMaxTraders'],
      [{ hedge: { minScore: 1.5 } }, 'parameters.hedge.minScore'],
    ] as const) {
      const r = await save(owner, brands.northwind, { threshold: 0.6, parameters });
      expect([r.status, r.result], path).toEqual([400, ResultCode.RequestIsNotValid]);
      const issues = (r.data as unknown as Issues).issues;
      expect(issues.map((i) => i.path.replace(/^body\.?/, ''))).toEqual([path]);
    }
    const threshold = await save(owner, brands.northwind, { threshold: 1.2, parameters: {} });
    expect([threshold.status, threshold.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect((threshold.data as unknown as Issues).issues.map((i) => i.path.replace(/^body\.?/, ''))).toEqual([
      'threshold',
    ]);
    const unknown = await save(owner, brands.northwind, { threshold: 0.5, parameters: { copy: { nope: 1 } } });
    expect(unknown.status).toBe(400);
    expect((await read(owner, brands.northwind)).data.parameters.hedge.minOverlaps.value).toBe(4);
  });

  it('lets the risk role and support read or not, but never save; keeps a brand admin to its brands', async () => {
    const body = { threshold: 0.5, parameters: {} };
    const byRisk = await save(risk, brands.northwind, body);
    expect([byRisk.status, byRisk.result]).toEqual([403, ResultCode.NotAuthorized]);
    expect((await read(support, brands.northwind)).status).toBe(403);
    for (const id of [brands.bluewave, UNKNOWN_ID, 'not-an-id']) {
      const r = await save(brandAdmin, id, body);
      expect([r.status, r.result], id).toEqual([403, ResultCode.NotAuthorized]);
      expect((await read(risk, id)).status, id).toBe(403);
    }
  });
});
