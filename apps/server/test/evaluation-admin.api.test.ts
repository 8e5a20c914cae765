import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ChallengeStatus, ResultCode } from '@portal/contract';
import type { Trader } from './buying-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';
import {
  accountRow,
  boughtAccount,
  platformEnabled,
  pushOk,
  stageAccount,
  startAccountAt,
  winningDays,
  type Account,
} from './evaluation-helpers.ts';

const ADMIN_KEY = 'admin-key-for-tests-0123456789abcdef';
const statusUrl = (id: string) => ApiPath.adminTraderAccountStatus.replace(':id', id);
const setStatus = (t: TestApp, id: string, status: unknown, key?: string, host = 'localhost') =>
  call(t, 'POST', statusUrl(id), { host, body: { status }, headers: key === undefined ? {} : { 'x-admin-key': key } });

describe('admin: a firm blocks an account (15-18)', () => {
  let t: TestApp;
  let alice: Trader;
  let account: Account;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_API_KEY: ADMIN_KEY } });
    alice = await newTrader(t);
    account = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong key with 401, before looking at the request', async () => {
    for (const key of [undefined, '', 'wrong', `${ADMIN_KEY}x`]) {
      const r = await setStatus(t, account.id, 15, key);
      expect([r.status, r.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    }
    expect((await setStatus(t, account.id, 'nonsense', 'wrong')).status).toBe(401);
    expect((await accountRow(t, account.id)).status).toBe(1);
  });

  it('sets a blocked status and stops trading on the platform', async () => {
    const r = await setStatus(t, account.id, ChallengeStatus.BlockedByAnotherReason, ADMIN_KEY);
    expect([r.status, r.result, r.data]).toEqual([200, 0, { traderAccountId: account.id, status: 18 }]);
    expect((await accountRow(t, account.id)).status).toBe(18);
    expect(await platformEnabled(t, account.login)).toBe(false);
    for (const status of [15, 16, 17]) {
      expect((await setStatus(t, account.id, status, ADMIN_KEY)).data).toMatchObject({ status });
    }
  });

  it('takes only 15-18 (400/-200 otherwise), and answers -50 for an unknown id or another brand’s account', async () => {
    for (const status of [14, 19, 1, 0]) {
      const r = await setStatus(t, account.id, status, ADMIN_KEY);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    const unknown = await setStatus(t, '00000000-0000-4000-8000-000000000000', 15, ADMIN_KEY);
    expect(unknown.result).toBe(ResultCode.NotAuthorized);
    const otherBrand = await setStatus(t, account.id, 15, ADMIN_KEY, '127.0.0.1');
    expect(otherBrand.result).toBe(ResultCode.NotAuthorized);
  });

  it('a blocked account keeps its status whatever its trading does: no phase is passed', async () => {
    const a = await boughtAccount(t, alice, 'Two-Step Challenge 10K', 'northwind-webtrader');
    await startAccountAt(t, a, '2026-03-02T08:00:00.000Z');
    await setStatus(t, a.id, ChallengeStatus.BlockedByBlockTrades, ADMIN_KEY);
    const r = await pushOk(t, a, winningDays('2026-03-02T09:00:00.000Z', 4, 30_000));
    expect(r).toMatchObject({ accepted: 8, status: 15 });
    expect(await stageAccount(t, (await accountRow(t, a.id)).order_id, 2)).toBeUndefined();
  });
});

describe('admin without ADMIN_API_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to everyone', async () => {
    for (const key of [undefined, '', ADMIN_KEY]) {
      const r = await setStatus(t, '00000000-0000-4000-8000-000000000000', 15, key);
      expect([r.status, r.result]).toEqual([401, ResultCode.AccessTokenInvalid]);
    }
  });
});
