import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, PayoutStatus, ResultCode, type Payout } from '@portal/contract';
import type { Trader } from './buying-helpers.ts';
import { adminCall, type Agent, signedInAs } from './admin-helpers.ts';
import { accountRow } from './evaluation-helpers.ts';
import { newTrader } from './http-helpers.ts';
import { useTestApp } from './test-app.ts';
import { cryptoRequest, fundedAccountWithProfit, requestCrypto } from './payouts-helpers.ts';

/** Payout races that need PostgreSQL's real concurrency (PGlite has one connection). */
describe('payouts under concurrency (PostgreSQL)', () => {
  let owner: Agent;
  const t = useTestApp();
  beforeAll(async () => {
    expect(t.dialect).toBe('postgres');
    owner = await signedInAs(t, 'owner');
  });

  it('50 concurrent requests with one idempotency key (a double click, retries): one payout, the same to all', async () => {
    const trader: Trader = await newTrader(t);
    const account = await fundedAccountWithProfit(t, owner, trader, 100_000);
    const body = cryptoRequest(account.id, 10_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => requestCrypto(t, trader, body)));
    expect(replies.map((r) => r.result)).toEqual(Array(50).fill(0));
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1);
    const rows = await t.db.query('select id from payouts where account_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
  });

  it('50 concurrent requests with different keys on one account: one payout, 49 refused with -60', async () => {
    const trader: Trader = await newTrader(t);
    const account = await fundedAccountWithProfit(t, owner, trader, 100_000);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => requestCrypto(t, trader, cryptoRequest(account.id, 10_000))),
    );
    const codes = replies.map((r) => r.result);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ResultCode.PayoutIsBlocked)).toHaveLength(49);
    const rows = await t.db.query('select id from payouts where account_id = $1', [account.id]);
    expect(rows).toHaveLength(1);
  });

  it('two concurrent "mark paid" withdraw once', async () => {
    const trader: Trader = await newTrader(t);
    const account = await fundedAccountWithProfit(t, owner, trader, 100_000);
    const p = (await requestCrypto(t, trader, cryptoRequest(account.id, 80_000))).data;
    await adminCall(t, 'POST', ApiPath.adminPayoutApprove.replace(':id', p.id), { agent: owner, body: {} });
    const replies = await Promise.all(
      [1, 2].map((n) =>
        adminCall<Payout>(t, 'POST', ApiPath.adminPayoutMarkPaid.replace(':id', p.id), {
          agent: owner,
          body: { transactionReference: `TX-${n}` },
        }),
      ),
    );
    expect(replies.map((r) => r.result).sort()).toEqual([ResultCode.RequestIsNotValid, 0]);
    expect(replies.find((r) => r.result === 0)!.data.status).toBe(PayoutStatus.Paid);
    expect((await accountRow(t, account.id)).balance).toBe(1_000_000);
  });
});
