import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  OrderPaymentStatus,
  ResultCode,
  type AdminPackage,
  type Order,
  type TradingPackage,
} from '@portal/contract';
import { adminCall, useOperator } from './admin-helpers.ts';
import { as, getOrder, type Trader } from './buying-helpers.ts';
import { at, days, platformEnabled, startAccountAt, type Account } from './evaluation-helpers.ts';
import { newTrader, useTrader } from './http-helpers.ts';
import {
  SIZE,
  endByBreach,
  endByTime,
  lineRow,
  offerOf,
  orderReset,
  payCheckout,
  retry,
  setTerms,
  terms,
  timedAccount,
} from './second-chance-helpers.ts';
import { call, useTestApp } from './test-app.ts';

describe('a second chance', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  let pkg: TradingPackage;
  beforeAll(async () => {
    pkg = await setTerms(t, terms());
  });

  describe('the free retry', () => {
    let ended: Account;
    let fresh: string;

    it('a phase ended by time in profit offers the free retry and a reset at 20 % off', async () => {
      ended = await timedAccount(t, alice);
      const r = await endByTime(t, ended, 1);
      expect(r.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
      const offer = (await offerOf(t, alice, ended.id)).data;
      expect(offer).toEqual({
        accountId: ended.id,
        freeRetry: { available: true, reason: null, used: 0, max: 1 },
        paidReset: {
          available: true,
          reason: null,
          used: 0,
          max: 1,
          price: Math.round(pkg.price * 0.8),
          currency: pkg.currency,
          pendingOrderId: null,
        },
        replaces: null,
        replacedBy: null,
      });
    });

    it('taking it opens a fresh account in the same phase with the same rules, trading on the platform', async () => {
      const r = await retry(t, alice, ended.id);
      expect([r.status, r.result]).toEqual([200, 0]);
      fresh = r.data.accountId;
      const [old, next] = [await lineRow(t, ended.id), await lineRow(t, fresh)];
      expect(next).toMatchObject({ stage: 1, status: ChallengeStatus.Stage1KycSuccess, replaces: ended.id });
      expect(next.second_chance).toBe('retry');
      expect(next.rules).toEqual(old.rules);
      expect(old.status).toBe(ChallengeStatus.DisabledByViolatedOneOfTradingRule);
      expect(await platformEnabled(t, next.login)).toBe(true);
      const list = await call<{ items: { id: string }[] }>(t, 'GET', ApiPath.traderAccounts, as(alice));
      expect(list.data.items.map((a) => a.id)).toEqual(expect.arrayContaining([ended.id, fresh]));
    });

    it('the old account links to the new one and offers nothing more; the new one links back', async () => {
      const old = (await offerOf(t, alice, ended.id)).data;
      expect(old).toMatchObject({ replacedBy: fresh, freeRetry: { available: false, reason: 'alreadyTaken' } });
      expect(old.paidReset).toMatchObject({ available: false, reason: 'alreadyTaken' });
      const again = await retry(t, alice, ended.id);
      expect([again.status, again.result, again.data]).toEqual([
        400,
        ResultCode.RequestIsNotValid,
        { reason: 'alreadyTaken' },
      ]);
      const next = (await offerOf(t, alice, fresh)).data;
      expect(next).toMatchObject({ replaces: ended.id, freeRetry: { reason: 'notEnded', used: 1 } });
    });

    it('the line has used its one retry: the fresh account ended by time in profit has none left', async () => {
      // The fresh account opened now: its rules' 30 days are moved into the past as for the first one.
      const account = { id: fresh, login: (await lineRow(t, fresh)).login, platformId: ended.platformId };
      await startAccountAt(t, account, at(new Date().toISOString(), -days(40)));
      await endByTime(t, account, 500);
      const offer = (await offerOf(t, alice, fresh)).data;
      expect(offer.freeRetry).toEqual({ available: false, reason: 'limitReached', used: 1, max: 1 });
      expect(offer.paidReset.available).toBe(true);
    });

    it('profit exactly 0 at the deadline is no profit; a breach is no retry', async () => {
      const even = await timedAccount(t, alice);
      await endByTime(t, even, 0);
      expect((await offerOf(t, alice, even.id)).data.freeRetry.reason).toBe('notInProfit');
      const broke = await timedAccount(t, alice);
      await endByBreach(t, broke);
      const offer = (await offerOf(t, alice, broke.id)).data;
      expect(offer.freeRetry.reason).toBe('endedByBreach');
      expect(offer.paidReset.available).toBe(true);
      expect((await retry(t, alice, broke.id)).data).toEqual({ reason: 'endedByBreach' });
    });

    it('an account still trading offers nothing', async () => {
      const live = await timedAccount(t, alice);
      const offer = (await offerOf(t, alice, live.id)).data;
      expect([offer.freeRetry.reason, offer.paidReset.reason]).toEqual(['notEnded', 'notEnded']);
    });
  });

  describe('the paid reset', () => {
    let failed: Account;
    let order: Order;

    it('a reset order is an order of its own kind at the reset price, its checkout opened', async () => {
      failed = await timedAccount(t, alice);
      await endByBreach(t, failed);
      const r = await orderReset(t, alice, failed.id);
      expect([r.status, r.result]).toEqual([200, 0]);
      order = r.data.order;
      expect(order).toMatchObject({
        kind: 'reset',
        resetAccountId: failed.id,
        status: OrderPaymentStatus.Unpaid,
        price: Math.round(pkg.price * 0.8),
        discount: 0,
        total: Math.round(pkg.price * 0.8),
        currency: pkg.currency,
        traderAccountId: null,
      });
      expect(order.package).toMatchObject({ id: pkg.id, name: pkg.name, accountSize: SIZE });
      expect(r.data.checkoutUrl).toMatch(/^http/);
    });

    it('while it awaits payment, neither a second reset nor a retry is offered', async () => {
      const again = await orderReset(t, alice, failed.id);
      expect([again.status, again.result, again.data]).toEqual([
        400,
        ResultCode.RequestIsNotValid,
        { reason: 'resetPending' },
      ]);
      const offer = (await offerOf(t, alice, failed.id)).data;
      expect(offer.paidReset).toMatchObject({ reason: 'resetPending', pendingOrderId: order.id });
    });

    it('paid through the sandbox checkout, its webhook opens a fresh account in the same phase', async () => {
      const checkout = await call<{ checkoutUrl: string }>(t, 'POST', ApiPath.payOrder, {
        ...as(alice),
        body: { orderId: order.id },
      });
      await payCheckout(t, checkout.data.checkoutUrl);
      const paid = (await getOrder(t, alice, order.id)).data;
      expect(paid).toMatchObject({ status: OrderPaymentStatus.Paid, kind: 'reset', paymentMethod: 'card' });
      const next = await lineRow(t, paid.traderAccountId!);
      expect(next).toMatchObject({ stage: 1, status: ChallengeStatus.Stage1KycSuccess, replaces: failed.id });
      expect(next.second_chance).toBe('reset');
      expect(await platformEnabled(t, next.login)).toBe(true);
      expect((await offerOf(t, alice, failed.id)).data).toMatchObject({ replacedBy: paid.traderAccountId });
    });

    it("the trader's orders list shows the reset as its own kind", async () => {
      const list = await call<{ items: Order[] }>(t, 'GET', `${ApiPath.orders}?pageSize=100`, as(alice));
      expect(list.data.items.find((o) => o.id === order.id)).toMatchObject({
        kind: 'reset',
        resetAccountId: failed.id,
      });
      expect(list.data.items.filter((o) => o.kind === 'challenge').length).toBeGreaterThan(0);
    });

    it('the line has used its one reset: the reset account failing again offers none', async () => {
      const paid = (await getOrder(t, alice, order.id)).data;
      const row = await lineRow(t, paid.traderAccountId!);
      const account = { id: paid.traderAccountId!, login: row.login, platformId: failed.platformId };
      await startAccountAt(t, account, at(new Date().toISOString(), -days(40)));
      await endByBreach(t, account);
      const offer = (await offerOf(t, alice, account.id)).data;
      expect(offer.paidReset).toMatchObject({ available: false, reason: 'limitReached', used: 1, max: 1 });
      expect((await orderReset(t, alice, account.id)).data).toEqual({ reason: 'limitReached' });
    });
  });

  describe('refusals', () => {
    let bob: Trader;
    let aliceFailed: Account;
    beforeAll(async () => {
      bob = await newTrader(t);
      aliceFailed = await timedAccount(t, alice);
      await endByBreach(t, aliceFailed);
    });

    it("another trader's account, an unknown or malformed id: -50, nothing opened", async () => {
      for (const id of [aliceFailed.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect((await offerOf(t, bob, id)).result).toBe(ResultCode.NotAuthorized);
        expect((await retry(t, bob, id)).result).toBe(ResultCode.NotAuthorized);
        expect((await orderReset(t, bob, id)).result).toBe(ResultCode.NotAuthorized);
      }
      expect((await offerOf(t, alice, aliceFailed.id)).data.replacedBy).toBeNull();
    });

    it('a reset without accepting the terms, or without an account: 400 -200', async () => {
      for (const body of [{ acceptTerms: false }, { accountId: '' }]) {
        const r = await orderReset(t, alice, aliceFailed.id, body);
        expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
      }
      const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from orders where reset_account_id = $1', [
        aliceFailed.id,
      ]);
      expect(n!.n).toBe(0);
    });

    it('a package without terms (or an order from before them) offers neither', async () => {
      await setTerms(t, null);
      const plain = await timedAccount(t, alice);
      await endByTime(t, plain, 100);
      const offer = (await offerOf(t, alice, plain.id)).data;
      expect([offer.freeRetry.reason, offer.paidReset.reason]).toEqual(['notOffered', 'notOffered']);
      expect(offer.paidReset.price).toBeNull();
      await setTerms(t, terms());
    });

    it('a fixed price without the account currency offers no reset', async () => {
      await setTerms(
        t,
        terms({ paidReset: { enabled: true, price: { kind: 'fixed', amounts: { XYZ: 100 } }, maxPerAccount: 1 } }),
      );
      const other = await timedAccount(t, alice);
      await endByBreach(t, other);
      expect((await offerOf(t, alice, other.id)).data.paidReset).toMatchObject({ reason: 'noPrice', price: null });
      await setTerms(t, terms());
    });
  });

  describe('the console sets the terms per package', () => {
    const owner = useOperator(t, 'owner');
    const url = () => ApiPath.adminPackage.replace(':id', pkg.id);

    it('saves them, shows them, and leaves them when an update does not name them', async () => {
      const fixed = terms({
        paidReset: { enabled: true, price: { kind: 'fixed', amounts: { USD: 4_900, EUR: 4_500 } }, maxPerAccount: 3 },
      });
      const r = await adminCall<AdminPackage>(t, 'POST', url(), { agent: owner, body: { secondChance: fixed } });
      expect([r.status, r.result]).toEqual([200, 0]);
      expect(r.data.secondChance).toEqual(fixed);
      const other = await adminCall<AdminPackage>(t, 'POST', url(), { agent: owner, body: { name: pkg.name } });
      expect(other.data.secondChance).toEqual(fixed);
      const off = await adminCall<AdminPackage>(t, 'POST', url(), { agent: owner, body: { secondChance: null } });
      expect(off.data.secondChance).toBeNull();
    });

    it('refuses terms out of range: 400 -200, nothing changed', async () => {
      const bad = [
        terms({ freeRetry: { enabled: true, maxPerAccount: 0 } }),
        terms({ paidReset: { enabled: true, price: { kind: 'percentOff', percent: 100 }, maxPerAccount: 1 } }),
        terms({ paidReset: { enabled: true, price: { kind: 'fixed', amounts: { usd: 100 } }, maxPerAccount: 1 } }),
        { freeRetry: { enabled: true } },
      ];
      for (const secondChance of bad) {
        const r = await adminCall(t, 'POST', url(), { agent: owner, body: { secondChance } });
        expect([r.status, r.result], JSON.stringify(secondChance)).toEqual([400, ResultCode.RequestIsNotValid]);
      }
      const [row] = await t.db.query<{ s: unknown }>('select second_chance as s from trading_packages where id = $1', [
        pkg.id,
      ]);
      expect(row!.s).toBeNull();
    });
  });
});
