import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  PayoutStatus,
  ResultCode,
  type AccountPayoutSummary,
  type AdminPayout,
  type CursorPage,
  type Payout,
  type PayoutBounds,
  type PayoutMethods,
  type PayoutsPage,
  type ProfitWidget,
} from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { parse } from 'csv-parse/sync';
import { adminCall, adminInject, useOperator } from './admin-helpers.ts';
import {
  accountRow,
  boughtAccount,
  hours,
  pushOk,
  trade,
  type Account,
  dealOpened,
  dealClosed,
} from './evaluation-helpers.ts';
import { outboxMails } from './eml.ts';
import { newTrader, outboxFileNames, useTrader } from './http-helpers.ts';
import { call, useTestApp } from './test-app.ts';
import { ago, cryptoRequest, fundedAccountWithProfit, requestBank, requestCrypto } from './payouts-helpers.ts';
import { mistyped, newIban, newTronAddress } from './payout-destinations.ts';
import type { PaidPayout } from '../src/modules/admin-payouts/admin-payouts.service.ts';

const INITIAL = 1_000_000; // the 10K account, cents
const PROFIT = 100_000; // 1,000.00 closed profit
const SPLIT = 80;
const WITHDRAWABLE = (PROFIT * SPLIT) / 100;
/** Alice's own IBAN and wallet, whose masked forms the tests read ("DE •••• 3000"). */
const IBAN = newIban('3000');
const TRON_ADDRESS = newTronAddress();
/** A bank destination's fields, beside a request's common ones (a crypto request's extra fields are ignored). */
const BANK = { accountHolder: 'Bob Trader', iban: newIban(), bankCountry: 'DE' };

describe('payouts: eligibility, requests, the firm’s queue, the withdrawal', () => {
  let account: Account;
  const paidHook: PaidPayout[] = [];

  const widget = (who: Trader, q = '') =>
    call<ProfitWidget>(t, 'GET', `${ApiPath.profitWidget}${q}`, as(who)).then((r) => r);
  const summaryOf = async (who: Trader, id: string, amount?: number) =>
    (await widget(who, `?traderAccountId=${id}${amount !== undefined ? `&amount=${amount}` : ''}`)).data.items[0]!;
  const item = (s: AccountPayoutSummary, key: string) => s.checklist.find((i) => i.key === key)!;

  const t = useTestApp({
    onPayoutPaid: async (p) => {
      paidHook.push(p);
      throw new Error('certificate service down'); // a failing hook never undoes the payout
    },
  });
  const alice = useTrader(t);
  const bob = useTrader(t);
  const owner = useOperator(t, 'owner');
  const finance = useOperator(t, 'finance', ['northwind']);
  const support = useOperator(t, 'support', ['northwind']);
  beforeAll(async () => {
    account = await fundedAccountWithProfit(t, owner, alice, PROFIT);
    await t.db.query(
      'update trading_packages set profit_split_percent = $1 where code = (select tp.code from trading_packages tp join trader_accounts ta on ta.package_id = tp.id where ta.id = $2)',
      [SPLIT, account.id],
    );
  });

  it('serves the bounds in USD and converted, and the brand’s methods', async () => {
    const b = await call<PayoutBounds>(t, 'GET', ApiPath.payoutBounds, as(alice));
    expect(b.data).toMatchObject({ currency: 'USD', min: 5_000, max: 10_000_000 });
    expect(b.data.converted).toContainEqual({ currency: 'EUR', min: 4_600, max: 9_200_000 });
    const m = await call<PayoutMethods>(t, 'GET', ApiPath.payoutMethods, { host: 'localhost' });
    expect(m.data.bankTransfer).toBe(true);
    expect(m.data.crypto).toContainEqual({ asset: 'USDT', network: 'TRC20', label: 'USDT · Tron (TRC-20)' });
  });

  it('shows the withdrawable amount, split, next payout date and a green checklist', async () => {
    const s = await summaryOf(alice, account.id);
    expect(s).toMatchObject({
      balance: INITIAL + PROFIT,
      closedProfit: PROFIT,
      profitSplitPercent: SPLIT,
      withdrawable: WITHDRAWABLE,
      pending: 0,
      totalPaid: 0,
      result: 0,
    });
    expect(Date.parse(s.nextPayoutAt!)).toBeLessThan(Date.now());
    expect(s.checklist.every((i) => i.ok)).toBe(true);
    // a trader's home lists every funded account; another trader sees none of them
    expect((await widget(alice)).data.items.map((i) => i.traderAccountId)).toContain(account.id);
    expect((await widget(bob)).data.items).toEqual([]);
    expect((await widget(bob, `?traderAccountId=${account.id}`)).result).toBe(ResultCode.NotAuthorized);
  });

  it('refuses with the code of the first red item, and the checklist says so before asking', async () => {
    const cases: [number, number, string][] = [
      [10_000_001, ResultCode.AmountExceedsMax, 'maxAmount'],
      [100, ResultCode.AmountLessThanMin, 'minAmount'],
      [WITHDRAWABLE + 1, ResultCode.NotEnoughBalance, 'withinWithdrawable'],
    ];
    for (const [amount, code, key] of cases) {
      const s = await summaryOf(alice, account.id, amount);
      expect([s.result, item(s, key).ok]).toEqual([code, false]);
      const r = await requestCrypto(t, alice, cryptoRequest(account.id, amount));
      expect([r.status, r.result]).toEqual([200, code]);
    }
    expect(await t.db.query('select 1 from payouts where account_id = $1', [account.id])).toHaveLength(0);
  });

  it('refuses with open positions (-100), asked of the platform and the engine', async () => {
    await pushOk(t, account, [
      dealOpened({ dealId: 'open-1', positionId: 'pos-open', time: ago(60_000), price: 1.08 }),
    ]);
    const s = await summaryOf(alice, account.id, 10_000);
    expect(item(s, 'noOpenPositions')).toMatchObject({ ok: false, value: 1, limit: 0 });
    const r = await requestCrypto(t, alice, cryptoRequest(account.id, 10_000));
    expect(r.result).toBe(ResultCode.UserHasOpenPositions);
    await pushOk(t, account, [
      dealClosed({ dealId: 'close-1', positionId: 'pos-open', time: ago(30_000), price: 1.08, profit: 0 }),
    ]);
    expect((await summaryOf(alice, account.id, 10_000)).result).toBe(0);
  });

  it('refuses -70 while identity or contract is pending (status 7-12) and -60 when blocked or not funded', async () => {
    await t.db.query('update trader_accounts set status = 9 where id = $1', [account.id]);
    expect((await requestCrypto(t, alice, cryptoRequest(account.id, 10_000))).result).toBe(
      ResultCode.TraderIsNotVerified,
    );
    await t.db.query('update trader_accounts set status = 15 where id = $1', [account.id]);
    expect((await requestCrypto(t, alice, cryptoRequest(account.id, 10_000))).result).toBe(ResultCode.PayoutIsBlocked);
    await t.db.query('update trader_accounts set status = 3 where id = $1', [account.id]);
    // another trader's account answers as an unknown one, and as every other foreign id does: not yours (-50)
    for (const id of [account.id, randomUUID(), 'not-an-id'])
      for (const request of [requestCrypto, requestBank])
        expect((await request(t, bob, { ...cryptoRequest(id, 10_000), ...BANK })).result, id).toBe(
          ResultCode.NotAuthorized,
        );
    // the owner's own account that is not funded (still in its challenge) is the payout rule's -60
    const challenge = await boughtAccount(t, bob, 'Two-Step Challenge 10K', 'northwind-webtrader');
    expect((await requestCrypto(t, bob, cryptoRequest(challenge.id, 10_000))).result).toBe(ResultCode.PayoutIsBlocked);
  });

  it('an account imported without identity approval on a KYC brand is in 7-12, and its trader gets -70', async () => {
    const packageId = (
      await t.db.query<{ package_id: string }>('select package_id from trader_accounts where id = $1', [account.id])
    )[0]!.package_id;
    const r = await adminCall<{ traderAccountId: string; status: number }>(
      t,
      'POST',
      ApiPath.adminTraderAccountImport,
      {
        agent: owner,
        body: {
          traderEmail: bob.email,
          packageId,
          phase: 'funded',
          startedAt: ago(86_400_000 * 30),
          platformId: 'northwind-webtrader',
        },
      },
    );
    const kycOn = (
      await t.db.query<{ on: boolean }>(
        `select coalesce((settings->>'isKycEnabled')::boolean, false) as on from brands where code = 'northwind'`,
      )
    )[0]!.on;
    expect(r.data.status >= 7 && r.data.status <= 12).toBe(kycOn);
    if (kycOn)
      expect((await requestCrypto(t, bob, cryptoRequest(r.data.traderAccountId, 10_000))).result).toBe(
        ResultCode.TraderIsNotVerified,
      );
  });

  it('refuses -60 before the cycle day (first funded trade + N days)', async () => {
    await t.db.query(
      'update trading_packages set payout_cycle_days = 30 where id = (select package_id from trader_accounts where id = $1)',
      [account.id],
    );
    const s = await summaryOf(alice, account.id, 10_000);
    expect(item(s, 'cycleReached').ok).toBe(false);
    expect((await requestCrypto(t, alice, cryptoRequest(account.id, 10_000))).result).toBe(ResultCode.PayoutIsBlocked);
    await t.db.query(
      'update trading_packages set payout_cycle_days = 14 where id = (select package_id from trader_accounts where id = $1)',
      [account.id],
    );
  });

  it('validates destinations with their checksums (-200 on the field)', async () => {
    const badIban = await requestBank(t, alice, {
      traderAccountId: account.id,
      amount: 10_000,
      idempotencyKey: randomUUID(),
      accountHolder: 'Alice Trader',
      iban: 'DE89 3704 0044 0532 0130 01',
      bankCountry: 'DE',
    });
    expect([badIban.status, badIban.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const badAddress = await requestCrypto(
      t,
      alice,
      cryptoRequest(account.id, 10_000, { address: mistyped(TRON_ADDRESS) }),
    );
    expect([badAddress.status, badAddress.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    const wrongNetwork = await requestCrypto(t, alice, cryptoRequest(account.id, 10_000, { network: 'ERC20' }));
    expect(wrongNetwork.status).toBe(400);
    // an asset the brand does not offer on that network (USDC is offered on Ethereum only)
    const notOffered = await requestCrypto(t, alice, cryptoRequest(account.id, 10_000, { asset: 'USDC' }));
    expect([notOffered.status, notOffered.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    // one destination: an IBAN, or an account number with SWIFT/BIC, never both in one request
    const both = await requestBank(t, alice, {
      traderAccountId: account.id,
      amount: 10_000,
      idempotencyKey: randomUUID(),
      accountHolder: 'Alice Trader',
      iban: IBAN,
      accountNumber: '12345678',
      swiftBic: 'DEUTDEFF',
      bankCountry: 'DE',
    });
    expect([both.status, both.result, both.data]).toEqual([
      400,
      ResultCode.RequestIsNotValid,
      { issues: [{ path: 'body.accountNumber', message: 'validation.ibanAndAccount' }] },
    ]);
    expect(await t.db.query('select 1 from payouts where account_id = $1', [account.id])).toHaveLength(0);
  });

  let payout: Payout;
  it('creates one payout per idempotency key and one pending per account; details sealed at rest', async () => {
    const body = cryptoRequest(account.id, WITHDRAWABLE, { address: TRON_ADDRESS });
    const first = await requestCrypto(t, alice, body);
    expect(first.result).toBe(0);
    payout = first.data;
    expect(payout).toMatchObject({
      status: PayoutStatus.Requested,
      method: 'crypto',
      amount: WITHDRAWABLE,
      grossProfit: PROFIT,
      currency: 'USD',
      destination: `USDT · TRC20 · ••••\u00a0${TRON_ADDRESS.slice(-4)}`,
    });
    expect((await requestCrypto(t, alice, body)).data.id).toBe(payout.id);
    const other = await requestCrypto(t, alice, cryptoRequest(account.id, 5_000));
    expect(other.result).toBe(ResultCode.PayoutIsBlocked);
    const [row] = await t.db.query<{ details_sealed: string }>('select details_sealed from payouts where id = $1', [
      payout.id,
    ]);
    expect(row!.details_sealed).not.toContain(TRON_ADDRESS);
    expect(JSON.stringify(first.data)).not.toContain(TRON_ADDRESS);
    const s = await summaryOf(alice, account.id);
    expect([s.pending, s.withdrawable, item(s, 'noPendingPayout').ok]).toEqual([WITHDRAWABLE, 0, false]);
  });

  it('lists and shows payouts to their trader only', async () => {
    const list = await call<PayoutsPage>(t, 'GET', `${ApiPath.payouts}?status=0`, as(alice));
    expect(list.data).toMatchObject({ totalCount: 1, items: [{ id: payout.id }] });
    expect((await call<PayoutsPage>(t, 'GET', `${ApiPath.payouts}?status=2`, as(alice))).data.totalCount).toBe(0);
    expect((await call<PayoutsPage>(t, 'GET', ApiPath.payouts, as(bob))).data).toEqual({
      items: [],
      totalCount: 0,
      next: null,
      previous: null,
    });
    const url = ApiPath.payout.replace(':id', payout.id);
    expect((await call<Payout>(t, 'GET', url, as(alice))).data.id).toBe(payout.id);
    expect((await call(t, 'GET', url, as(bob))).result).toBe(ResultCode.NotAuthorized);
    expect((await call(t, 'POST', ApiPath.payoutCancel.replace(':id', payout.id), as(bob))).result).toBe(
      ResultCode.NotAuthorized,
    );
  });

  it('shows the queue to finance with the full details and the eligibility; support is refused', async () => {
    const q = await adminCall<CursorPage<AdminPayout>>(t, 'GET', `${ApiPath.adminPayouts}?method=crypto`, {
      agent: finance,
    });
    expect(q.data.items.map((p) => p.id)).toContain(payout.id);
    expect(
      (await adminCall(t, 'GET', `${ApiPath.adminPayouts}?minAmount=${WITHDRAWABLE + 1}`, { agent: finance })).data,
    ).toMatchObject({ items: [], count: { kind: 'exact', value: 0 }, next: null, previous: null });
    const one = await adminCall<AdminPayout>(t, 'GET', ApiPath.adminPayout.replace(':id', payout.id), {
      agent: finance,
    });
    expect(one.data.details).toEqual({ asset: 'USDT', network: 'TRC20', address: TRON_ADDRESS });
    expect(one.data.eligibility).toMatchObject({ withdrawable: WITHDRAWABLE, result: 0 });
    const refused = await adminCall(t, 'GET', ApiPath.adminPayout.replace(':id', payout.id), { agent: support });
    expect([refused.status, refused.result]).toEqual([403, ResultCode.NotAuthorized]);
    const overview = await adminCall<{ openQueues: { payouts: number } }>(t, 'GET', ApiPath.adminOverview, {
      agent: finance,
    });
    expect(overview.data.openQueues.payouts).toBeGreaterThanOrEqual(1);
  });

  it("exports the queue's rows for its filters as CSV (finance); support is refused", async () => {
    const q = await adminCall<{ items: AdminPayout[] }>(
      t,
      'GET',
      `${ApiPath.adminPayouts}?method=crypto&pageSize=100`,
      {
        agent: finance,
      },
    );
    const csv = await adminInject(t, 'GET', `${ApiPath.adminPayoutsExport}?method=crypto`, { agent: finance });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parse(csv.body) as string[][];
    expect(header!.slice(0, 3)).toEqual(['id', 'number', 'brandId']);
    expect(rows.map((r) => r[0])).toEqual(q.data.items.map((p) => p.id));
    const amount = header!.indexOf('amount');
    expect(rows.map((r) => Number(r[amount]))).toEqual(q.data.items.map((p) => p.amount));
    const refused = await adminInject(t, 'GET', ApiPath.adminPayoutsExport, { agent: support });
    expect(refused.statusCode).toBe(403);
  });

  it('approves, then marks paid: the platform and the engine get the withdrawal, floors follow, all audited', async () => {
    const url = (path: string) => path.replace(':id', payout.id);
    expect(
      (
        await adminCall(t, 'POST', url(ApiPath.adminPayoutMarkPaid), {
          agent: finance,
          body: { transactionReference: 'TX-1' },
        })
      ).result,
    ).toBe(ResultCode.RequestIsNotValid);
    const approved = await adminCall<Payout>(t, 'POST', url(ApiPath.adminPayoutApprove), { agent: finance, body: {} });
    expect([approved.result, approved.data.status]).toEqual([0, PayoutStatus.Approved]);
    const [before] = await t.db.query<{ state: { maxLoss: { floor: number }; day: { dailyFloor: number | null } } }>(
      'select state from account_evaluations where account_id = $1',
      [account.id],
    );
    const paid = await adminCall<Payout>(t, 'POST', url(ApiPath.adminPayoutMarkPaid), {
      agent: finance,
      body: { transactionReference: 'TRX-0xabc' },
    });
    expect([paid.result, paid.data.status, paid.data.transactionReference]).toEqual([
      0,
      PayoutStatus.Paid,
      'TRX-0xabc',
    ]);
    expect((await accountRow(t, account.id)).balance).toBe(INITIAL);
    const [platform] = await t.db.query<{ balance: number }>(
      'select balance from sandbox_platform_accounts where login = $1',
      [account.login],
    );
    expect(platform!.balance).toBe(INITIAL - PROFIT);
    const [after] = await t.db.query<{ state: { balance: number; maxLoss: { floor: number } } }>(
      'select state from account_evaluations where account_id = $1',
      [account.id],
    );
    expect(after!.state.balance).toBe(INITIAL);
    expect(after!.state.maxLoss.floor).toBe(before!.state.maxLoss.floor - PROFIT);
    expect(paidHook).toMatchObject([{ id: payout.id, accountId: account.id, amount: WITHDRAWABLE, currency: 'USD' }]);
    const audit = await t.db.query<{ action: string }>(
      `select action from audit_log where target_id = $1 order by id`,
      [payout.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['payouts.approved', 'payouts.paid']);
    const s = await summaryOf(alice, account.id);
    expect([s.withdrawable, s.totalPaid, s.pending]).toEqual([0, WITHDRAWABLE, 0]);
    // the queue shows pending ones by default; `any` lists the paid one with them
    const queue = async (query: string) =>
      (await adminCall<CursorPage<AdminPayout>>(t, 'GET', `${ApiPath.adminPayouts}${query}`, { agent: finance })).data
        .items;
    expect((await queue('?method=crypto')).map((p) => p.id)).not.toContain(payout.id);
    expect((await queue('?method=crypto&status=any')).map((p) => p.id)).toContain(payout.id);
    // a decided payout cannot be decided again
    expect(
      (await adminCall(t, 'POST', url(ApiPath.adminPayoutReject), { agent: finance, body: { reason: 'late' } })).result,
    ).toBe(ResultCode.RequestIsNotValid);
  });

  it('mails the trader at each status change', async () => {
    await t.app.modules.mail.services.mailDispatcher.flush();
    const names = outboxFileNames(t, alice.email).join(' ');
    for (const kind of ['payoutRequested', 'payoutApproved', 'payoutPaid']) expect(names).toContain(kind);
    // the amount as the trader's mail client shows it: 80,000 cents, in the trader's language (English)
    const paid = (await outboxMails(t.outboxDir, alice.email)).find((m) => m.kind === 'payoutPaid')!;
    expect(paid.text).toContain(`payout ${payout.number} for $800 has been sent`);
    expect(paid.html).toContain('for $800 has been sent');
  });

  it('rejects with a reason (the amount is withdrawable again) and lets a trader cancel a Requested one', async () => {
    await pushOk(t, account, [
      dealOpened({ dealId: 'o-after', positionId: 'p-after', time: ago(20_000) }),
      dealClosed({ dealId: 'c-after', positionId: 'p-after', time: ago(10_000), profit: 50_000 }),
    ]);
    // the next cycle counts from the paid payout's request
    await t.db.query(`update payouts set requested_at = now() - interval '15 days' where id = $1`, [payout.id]);
    const bank = await requestBank(t, alice, {
      traderAccountId: account.id,
      amount: 20_000,
      idempotencyKey: randomUUID(),
      accountHolder: 'Alice Trader',
      iban: IBAN,
      bankCountry: 'DE',
    });
    expect([bank.result, bank.data.destination]).toEqual([0, 'DE ••••\u00a03000']);
    const rejected = await adminCall<Payout>(t, 'POST', ApiPath.adminPayoutReject.replace(':id', bank.data.id), {
      agent: finance,
      body: { reason: 'The account holder does not match the trader.' },
    });
    expect([rejected.data.status, rejected.data.rejectionReason]).toEqual([
      PayoutStatus.Rejected,
      'The account holder does not match the trader.',
    ]);
    expect((await summaryOf(alice, account.id)).withdrawable).toBe(40_000);
    const again = await requestCrypto(t, alice, cryptoRequest(account.id, 10_000));
    const cancelled = await call<Payout>(t, 'POST', ApiPath.payoutCancel.replace(':id', again.data.id), as(alice));
    expect(cancelled.data.status).toBe(PayoutStatus.Cancelled);
    expect((await call(t, 'POST', ApiPath.payoutCancel.replace(':id', again.data.id), as(alice))).result).toBe(
      ResultCode.PayoutIsBlocked,
    );
  });

  it('a decision runs the checklist again: a request whose account was blocked or failed since answers -60', async () => {
    const carol = await newTrader(t);
    const acct = await fundedAccountWithProfit(t, owner, carol, PROFIT);
    const url = (path: string, id: string) => path.replace(':id', id);
    const block = (status: number, reason: string) =>
      adminCall(t, 'POST', url(ApiPath.adminTraderAccountStatus, acct.id), { agent: owner, body: { status, reason } });
    const unblock = () =>
      adminCall(t, 'POST', url(ApiPath.adminTraderAccountUnblock, acct.id), { agent: owner, body: { reason: 'ok' } });
    const first = await requestCrypto(t, carol, cryptoRequest(acct.id, 10_000));
    expect(first.result).toBe(0);
    // blocked after the request (a chargeback): approving it is refused, the review says what changed
    expect((await block(18, 'chargeback')).result).toBe(0);
    const approve = await adminCall<{ checklist: { key: string; ok: boolean }[] }>(
      t,
      'POST',
      url(ApiPath.adminPayoutApprove, first.data.id),
      { agent: finance, body: {} },
    );
    expect([approve.status, approve.result]).toEqual([200, ResultCode.PayoutIsBlocked]);
    expect(approve.data.checklist.find((i) => i.key === 'funded')).toMatchObject({ ok: false });
    const review = await adminCall<AdminPayout>(t, 'GET', url(ApiPath.adminPayout, first.data.id), { agent: finance });
    expect(review.data.requestChecklist?.find((i) => i.key === 'funded')).toMatchObject({ ok: true, value: 3 });
    expect(review.data.eligibility?.checklist.find((i) => i.key === 'funded')).toMatchObject({ ok: false, value: 18 });
    expect(
      (await adminCall<AdminPayout>(t, 'GET', url(ApiPath.adminPayout, first.data.id), { agent: finance })).data.status,
    ).toBe(PayoutStatus.Requested);
    // approved while it was fine, blocked before it is paid: marking it paid is refused, nothing is withdrawn
    expect((await unblock()).result).toBe(0);
    expect(
      (await adminCall(t, 'POST', url(ApiPath.adminPayoutApprove, first.data.id), { agent: finance, body: {} })).result,
    ).toBe(0);
    expect((await block(18, 'chargeback')).result).toBe(0);
    const paid = await adminCall(t, 'POST', url(ApiPath.adminPayoutMarkPaid, first.data.id), {
      agent: finance,
      body: { transactionReference: 'TX-BLOCKED' },
    });
    expect([paid.status, paid.result]).toEqual([200, ResultCode.PayoutIsBlocked]);
    const withdrawn = () =>
      t.db.query('select 1 from sandbox_balance_operations where reference = $1', [`payout:${first.data.id}`]);
    expect(await withdrawn()).toHaveLength(0);
    // a failed account (its max loss breached) is refused alike; the firm can still reject the request
    expect((await unblock()).result).toBe(0);
    await pushOk(t, acct, trade(ago(hours(3)), { profit: -(PROFIT + INITIAL / 10 + 1) }));
    expect((await accountRow(t, acct.id)).status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
    const failed = await adminCall(t, 'POST', url(ApiPath.adminPayoutMarkPaid, first.data.id), {
      agent: finance,
      body: { transactionReference: 'TX-FAILED' },
    });
    expect(failed.result).toBe(ResultCode.PayoutIsBlocked);
    const rejected = await adminCall<Payout>(t, 'POST', url(ApiPath.adminPayoutReject, first.data.id), {
      agent: finance,
      body: { reason: 'The account was closed.' },
    });
    expect(rejected.data.status).toBe(PayoutStatus.Rejected);
    expect(await withdrawn()).toHaveLength(0);
  });
});
