import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, OrderPaymentStatus, ResultCode, type AdminBrand } from '@portal/contract';
import { call, useTestApp } from './test-app.ts';
import { newTrader } from './http-helpers.ts';
import { adminCall, brandId, useOperator } from './admin-helpers.ts';
import {
  actOnCheckout,
  buy,
  deliverWebhooks,
  findPackage,
  getOrder,
  pay,
  type Trader,
  createOrderV2,
  paymentSucceeded,
} from './buying-helpers.ts';
import type { PostbackClient } from '../src/integrations/affiliate/postback-client.ts';

/**
 * SPEC §3 clickId / cnv_id kept with sign-up and each order, and the brand's postback URL called when a purchase
 * is paid (docs/decisions/023): once per order, through a queue that retries.
 */
describe('affiliate click and postback', () => {
  let northwindId: string;
  let pkg: string;
  const calls: string[] = [];
  let answers: (number | Error)[] = [];
  const client: PostbackClient = {
    async call(url) {
      calls.push(url);
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const TEMPLATE =
    'https://track.example/postback?click={clickId}&cnv={cnvId}&sum={amount}&cur={currency}&tx={orderNumber}';
  const brandUrl = (id: string) => ApiPath.adminBrand.replace(':id', id);
  const setTemplate = (value: string | null) =>
    adminCall<AdminBrand>(t, 'POST', brandUrl(northwindId), { agent: owner, body: { affiliatePostbackUrl: value } });
  const postbacks = (orderId: string) =>
    t.db.query<{ url: string; status: string; attempts: number }>(
      'select url, status, attempts from affiliate_postbacks where order_id = $1',
      [orderId],
    );
  const createOrderWith = (who: Trader, body: Record<string, unknown>) => createOrderV2(t, who, pkg, body);
  const drain = async () => {
    for (let i = 0; i < 5; i++) await t.app.modules.affiliate.services.postbackDispatcher.flush();
  };

  const t = useTestApp({ postbackClient: client });
  const owner = useOperator(t, 'owner');
  beforeAll(async () => {
    northwindId = await brandId(t, 'northwind');
    pkg = (await findPackage(t, 'Two-Step Challenge 50K', 'northwind-webtrader')).id;
  });
  beforeEach(() => {
    calls.length = 0;
    answers = [];
  });

  it('the template is a console setting, checked, and never sent to traders’ browsers', async () => {
    const saved = await setTemplate(TEMPLATE);
    expect(saved.status).toBe(200);
    expect(saved.data.affiliatePostbackUrl).toBe(TEMPLATE);
    const hostFromValue = await setTemplate('https://{clickId}.example/x');
    expect(hostFromValue.status).toBe(400);
    expect((await setTemplate('javascript:alert(1)')).status).toBe(400);
    const brand = await call<Record<string, unknown>>(t, 'GET', ApiPath.brand, { host: 'localhost' });
    expect(JSON.stringify(brand.data)).not.toContain('track.example');
  });

  it('a paid order with the click it was sent with calls the template once, values encoded', async () => {
    await setTemplate(TEMPLATE);
    const alice = await newTrader(t);
    const created = await createOrderWith(alice, { clickId: 'aff 1&x=2', cnvId: 'cnv-9' });
    expect(created.result).toBe(ResultCode.Ok);
    const orderId = created.data.order.id;
    const [row] = await t.db.query<{ click_id: string; cnv_id: string }>(
      'select click_id, cnv_id from orders where id = $1',
      [orderId],
    );
    expect(row).toEqual({ click_id: 'aff 1&x=2', cnv_id: 'cnv-9' });
    expect(await postbacks(orderId)).toEqual([]); // not paid yet: nothing owed
    await actOnCheckout(t, created.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    const order = (await getOrder(t, alice, orderId)).data;
    expect(order.status).toBe(OrderPaymentStatus.Paid);
    await drain();
    expect(calls).toEqual([
      `https://track.example/postback?click=aff%201%26x%3D2&cnv=cnv-9&sum=345.00&cur=USD&tx=${order.number}`,
    ]);
    expect(await postbacks(orderId)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    // A repeated confirmation of the same payment owes nothing more.
    const { paymentsService, sandboxPayments } = t.app.modules.orders.services;
    await paymentsService.applyEvent(
      sandboxPayments.provider,
      await paymentSucceeded(t, order, `evt_repeat_${orderId}`),
    );
    await drain();
    expect(calls).toHaveLength(1);
    expect(await postbacks(orderId)).toHaveLength(1);
  });

  it('an order without a click takes the one of the sign-up; an organic sale owes no postback', async () => {
    await setTemplate(TEMPLATE);
    const fromAd = await newTrader(t, { v2: { countryOfRegistration: 'DE', clickId: 'signup-click' } });
    const paid = await buy(t, fromAd, pkg);
    await drain();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('click=signup-click&cnv=&');
    expect(await postbacks(paid.id)).toHaveLength(1);

    calls.length = 0;
    const organic = await newTrader(t);
    const organicOrder = await buy(t, organic, pkg);
    await drain();
    expect(calls).toEqual([]);
    expect(await postbacks(organicOrder.id)).toEqual([]);
  });

  it('retries a network that fails or answers non-2xx, then stops once it took the sale', async () => {
    await setTemplate(TEMPLATE);
    const bob = await newTrader(t);
    answers = [new Error('connect ECONNREFUSED'), 503, 200];
    const created = await createOrderWith(bob, { clickId: 'retry-click' });
    await actOnCheckout(t, created.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    await drain();
    expect(calls).toHaveLength(1); // the retry waits for its back-off
    expect(await postbacks(created.data.order.id)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    for (let i = 0; i < 2; i++) {
      await t.db.query(`update affiliate_postbacks set next_attempt_at = now() where order_id = $1`, [
        created.data.order.id,
      ]);
      await drain();
    }
    expect(calls).toHaveLength(3);
    expect(await postbacks(created.data.order.id)).toMatchObject([{ status: 'sent', attempts: 3 }]);
  });

  it('a brand without a template calls nothing', async () => {
    await setTemplate(null);
    const carol = await newTrader(t);
    const created = await createOrderWith(carol, { clickId: 'no-template' });
    await actOnCheckout(t, created.data.checkoutUrl, 'pay');
    await deliverWebhooks(t);
    await drain();
    expect(calls).toEqual([]);
    expect(await postbacks(created.data.order.id)).toEqual([]);
    expect((await pay(t, carol, created.data.order.id)).result).toBe(ResultCode.RequestIsNotValid);
  });
});
