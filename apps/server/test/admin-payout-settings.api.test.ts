import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  OPERATOR_ROLES,
  ResultCode,
  type AdminPayoutSettings,
  type AdminPayoutSettingsUpdateRequest,
  type PayoutBounds,
  type PayoutMethods,
  type ProfitWidget,
} from '@portal/contract';
import { PERMISSIONS } from '../src/domain/operators/permissions.ts';
import { as, type Trader } from './buying-helpers.ts';
import { adminCall, brandId, type Agent, useOperator, signedInAs } from './admin-helpers.ts';
import type { Account } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { cryptoRequest, fundedAccountWithProfit, requestBank, requestCrypto } from './payouts-helpers.ts';
import { newIban } from './payout-destinations.ts';
import { call, useTestApp } from './test-app.ts';

const url = (id: string) => ApiPath.adminPayoutSettings.replace(':id', id);

/** Valid settings: 20.00-500.00 USD, EUR at 0.9, bank transfer and USDT on Tron. */
const SETTINGS: AdminPayoutSettingsUpdateRequest = {
  minUsd: 2_000,
  maxUsd: 50_000,
  usdRates: { EUR: 900_000 },
  bankTransfer: true,
  crypto: [{ asset: 'USDT', network: 'TRC20' }],
};

describe('admin payout settings: who reads and edits, what is refused, the next payout request obeys', () => {
  let alice: Trader;
  let account: Account;
  let northwind: string;
  let bluewave: string;
  const agents = {} as Record<(typeof OPERATOR_ROLES)[number], Agent>;

  const save = (agent: Agent, id: string, body: unknown) =>
    adminCall<AdminPayoutSettings>(t, 'POST', url(id), { agent, body });
  const summary = async (amount: number) =>
    (
      await call<ProfitWidget>(
        t,
        'GET',
        `${ApiPath.profitWidget}?traderAccountId=${account.id}&amount=${amount}`,
        as(alice),
      )
    ).data.items[0]!;

  const t = useTestApp();
  const owner = useOperator(t, 'owner');
  beforeAll(async () => {
    for (const role of OPERATOR_ROLES) agents[role] = await signedInAs(t, role);
    northwind = await brandId(t, 'northwind');
    bluewave = await brandId(t, 'bluewave');
    alice = await newTrader(t);
    account = await fundedAccountWithProfit(t, owner, alice, 100_000); // 1,000.00 closed profit
  });

  it('shows the defaults of a brand without settings of its own, with its packages’ payout terms', async () => {
    const r = await adminCall<AdminPayoutSettings>(t, 'GET', url(northwind), { agent: owner });
    expect([r.status, r.result]).toEqual([200, 0]);
    expect(r.data).toMatchObject({ brandId: northwind, custom: false, minUsd: 5_000, maxUsd: 10_000_000 });
    expect(r.data.usdRates).toEqual({ EUR: 920_000, GBP: 790_000 });
    const pkg = r.data.packages.find((p) => p.name === 'Two-Step Challenge 10K')!;
    expect(pkg).toMatchObject({ payoutCycleDays: 14, currency: 'USD' });
  });

  it('role × action: owner and brand admin edit, finance reads, support neither', async () => {
    for (const role of OPERATOR_ROLES) {
      const read = await adminCall(t, 'GET', url(northwind), { agent: agents[role] });
      expect(read.status, `${role} read`).toBe(PERMISSIONS[role].includes('payoutSettings.read') ? 200 : 403);
      const edit = await save(agents[role], northwind, SETTINGS);
      expect(edit.status, `${role} edit`).toBe(PERMISSIONS[role].includes('payoutSettings.edit') ? 200 : 403);
      if (edit.status === 403) expect(edit.result).toBe(ResultCode.NotAuthorized);
    }
    expect(PERMISSIONS.finance).toContain('payoutSettings.read');
    expect(PERMISSIONS.finance).not.toContain('payoutSettings.edit');
    expect(PERMISSIONS.support).not.toContain('payoutSettings.read');
    // no session, no CSRF token: refused before anything is read
    expect((await adminCall(t, 'GET', url(northwind))).status).toBe(401);
    const noCsrf = await adminCall(t, 'POST', url(northwind), { agent: owner, body: SETTINGS, xsrf: null });
    expect([noCsrf.status, noCsrf.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('keeps a brand admin to its brands: another brand answers as an unknown one (403/-50)', async () => {
    const admin = await signedInAs(t, 'brand_admin', ['northwind']);
    const finance = await signedInAs(t, 'finance', ['northwind']);
    expect((await adminCall(t, 'GET', url(northwind), { agent: finance })).result).toBe(0);
    for (const [agent, id] of [
      [admin, bluewave],
      [finance, bluewave],
      [admin, '00000000-0000-4000-8000-000000000000'],
      [admin, 'not-a-brand'],
    ] as const) {
      const r = await adminCall(t, 'GET', url(id), { agent });
      expect([r.status, r.result]).toEqual([403, ResultCode.NotAuthorized]);
    }
    const write = await save(admin, bluewave, { ...SETTINGS, usdRates: { EUR: 900_000 } });
    expect([write.status, write.result]).toEqual([403, ResultCode.NotAuthorized]);
  });

  it('refuses bad settings with 400/-200 and the field, never a 500, and keeps what was stored', async () => {
    const before = (await adminCall<AdminPayoutSettings>(t, 'GET', url(northwind), { agent: owner })).data;
    const cases: [unknown, string, string?][] = [
      [{ ...SETTINGS, minUsd: 0 }, 'minUsd', 'validation.amount'],
      [{ ...SETTINGS, minUsd: -100 }, 'minUsd', 'validation.amount'],
      [{ ...SETTINGS, minUsd: 10.5 }, 'minUsd', 'validation.amount'],
      [{ ...SETTINGS, minUsd: '20' }, 'minUsd'],
      [{ ...SETTINGS, maxUsd: 2_000_000_000 }, 'maxUsd', 'validation.payoutBoundTooHigh'],
      [{ ...SETTINGS, minUsd: 60_000, maxUsd: 50_000 }, 'maxUsd', 'validation.payoutMinAboveMax'],
      [{ ...SETTINGS, bankTransfer: false, crypto: [] }, 'bankTransfer', 'validation.payoutMethodRequired'],
      [{ ...SETTINGS, usdRates: { EUR: 0 } }, 'usdRates.EUR', 'validation.usdRate'],
      [{ ...SETTINGS, usdRates: { EUR: 0.92 } }, 'usdRates.EUR', 'validation.usdRate'],
      [{ ...SETTINGS, usdRates: { EUR: 1e15 } }, 'usdRates.EUR', 'validation.usdRate'],
      [{ ...SETTINGS, usdRates: { eur: 920_000 } }, 'usdRates.eur', 'validation.currencyCode'],
      [{ ...SETTINGS, usdRates: { USD: 1_000_000 } }, 'usdRates.USD', 'validation.currencyCode'],
      [{ ...SETTINGS, usdRates: { EURO: 920_000 } }, 'usdRates.EURO', 'validation.currencyCode'],
      [{ ...SETTINGS, crypto: [{ asset: 'USDT', network: 'SOL' }] }, 'crypto.0.network'],
      [{ ...SETTINGS, crypto: [{ asset: 'US DT', network: 'TRC20' }] }, 'crypto.0.asset', 'validation.cryptoAsset'],
      [{ ...SETTINGS, crypto: [...SETTINGS.crypto, { asset: 'usdt', network: 'TRC20' }] }, 'crypto.1'],
      [{ ...SETTINGS, packageCycles: [{ packageId: 'x', payoutCycleDays: 7 }] }, 'packageCycles.0.packageId'],
      [
        { ...SETTINGS, packageCycles: [{ packageId: before.packages[0]!.id, payoutCycleDays: 400 }] },
        'packageCycles.0.payoutCycleDays',
      ],
      [{ ...SETTINGS, minUsd: undefined }, 'minUsd'],
      // a package of another brand is not this brand's to change
      [
        { ...SETTINGS, packageCycles: [{ packageId: '00000000-0000-4000-8000-000000000000', payoutCycleDays: 7 }] },
        'packageCycles.0.packageId',
      ],
    ];
    for (const [body, path, message] of cases) {
      const r = await save(owner, northwind, body);
      const issues = (r.data as unknown as { issues: { path: string; message: string }[] }).issues;
      expect([r.status, r.result], JSON.stringify(body)).toEqual([400, ResultCode.RequestIsNotValid]);
      expect(
        issues.map((i) => i.path.replace(/^body\.?/, '')),
        JSON.stringify(body),
      ).toContain(path);
      if (message) expect(issues.map((i) => i.message)).toContain(message);
    }
    // a brand selling in EUR must have a EUR rate, else its bounds would be read as euros
    const noRate = await save(owner, bluewave, { ...SETTINGS, usdRates: { GBP: 790_000 } });
    expect([noRate.status, noRate.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect((noRate.data as unknown as { issues: unknown[] }).issues).toContainEqual({
      path: 'usdRates.EUR',
      message: 'validation.usdRateMissing',
    });
    const after = (await adminCall<AdminPayoutSettings>(t, 'GET', url(northwind), { agent: owner })).data;
    expect(after).toEqual(before);
  });

  it('applies a change to the trader’s next payout request and audits it before/after', async () => {
    const set = await save(owner, northwind, { ...SETTINGS, minUsd: 60_000, maxUsd: 70_000 });
    expect([set.status, set.result]).toEqual([200, 0]);
    expect(set.data).toMatchObject({ custom: true, minUsd: 60_000, maxUsd: 70_000 });
    // 500.00 is now under the minimum: the checklist and the request say so
    expect((await summary(50_000)).result).toBe(ResultCode.AmountLessThanMin);
    expect((await requestCrypto(t, alice, cryptoRequest(account.id, 50_000))).result).toBe(
      ResultCode.AmountLessThanMin,
    );
    const bounds = await call<PayoutBounds>(t, 'GET', ApiPath.payoutBounds, as(alice));
    expect(bounds.data).toMatchObject({ min: 60_000, max: 70_000 });
    expect(bounds.data.converted).toEqual([{ currency: 'EUR', min: 54_000, max: 63_000 }]);

    // lowered again, and bank transfer switched off: the same 500.00 passes the bounds, by crypto only
    expect((await save(owner, northwind, { ...SETTINGS, bankTransfer: false, minUsd: 1_000 })).result).toBe(0);
    const methods = await call<PayoutMethods>(t, 'GET', ApiPath.payoutMethods, { host: 'localhost' });
    expect(methods.data.bankTransfer).toBe(false);
    const bank = await requestBank(t, alice, {
      traderAccountId: account.id,
      amount: 50_000,
      idempotencyKey: crypto.randomUUID(),
      accountHolder: 'Alice Example',
      iban: newIban(),
      bankCountry: 'DE',
    });
    expect([bank.status, bank.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    expect((await summary(50_000)).result).toBe(0);

    const [audit] = await t.db.query<{ brand_id: string; before: { minUsd: number }; after: { minUsd: number } }>(
      `select brand_id, before, after from audit_log where action = 'payoutSettings.updated' and target_id = $1
        order by id desc limit 1`,
      [northwind],
    );
    expect(audit).toMatchObject({ brand_id: northwind, before: { minUsd: 60_000 }, after: { minUsd: 1_000 } });
  });

  it('sets a package’s payout cycle: the next request waits for it', async () => {
    const current = (await adminCall<AdminPayoutSettings>(t, 'GET', url(northwind), { agent: owner })).data;
    const pkg = current.packages.find((p) => p.name === 'Two-Step Challenge 10K')!;
    const body = { ...SETTINGS, minUsd: 1_000, packageCycles: [{ packageId: pkg.id, payoutCycleDays: 30 }] };
    const r = await save(owner, northwind, body);
    expect(r.data.packages.find((p) => p.id === pkg.id)!.payoutCycleDays).toBe(30);
    // the first funded trade was 20 days ago: 30 days are not reached
    const s = await summary(50_000);
    expect([s.result, s.cycleDays, s.checklist.find((i) => i.key === 'cycleReached')!.ok]).toEqual([
      ResultCode.PayoutIsBlocked,
      30,
      false,
    ]);
    expect((await requestCrypto(t, alice, cryptoRequest(account.id, 50_000))).result).toBe(ResultCode.PayoutIsBlocked);
    await save(owner, northwind, { ...body, packageCycles: [{ packageId: pkg.id, payoutCycleDays: 14 }] });
    const paid = await requestCrypto(t, alice, cryptoRequest(account.id, 50_000));
    expect([paid.result, paid.data.amount]).toEqual([0, 50_000]);
  });
});
