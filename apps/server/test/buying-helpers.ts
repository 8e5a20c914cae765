import { ApiPath, type Order, type TradingPackage } from '@portal/contract';
import { signPayload } from '../src/integrations/payments/sandbox/sandbox-signature.ts';
import { derivedKey } from '../src/lib/secret-box.ts';
import { rawCall, type newTrader } from './http-helpers.ts';
import { call, type TestApp, useTestApp } from './test-app.ts';

/** Helpers of the buying suites: a trader, the catalogue, an order, and the sandbox checkout as a browser uses it. */
export type Trader = Awaited<ReturnType<typeof newTrader>>;

export const as = (who: Trader) => ({ token: who.token, host: who.host, ip: who.ip });

export async function catalogue(t: TestApp, host = 'localhost'): Promise<TradingPackage[]> {
  const r = await call<{ items: TradingPackage[] }>(t, 'GET', ApiPath.tradingPackagesAll, { host });
  return r.data.items;
}

/** A package of the brand found by a part of its name and its platform id. */
export async function findPackage(t: TestApp, name: string, platformId?: string, host = 'localhost') {
  const p = (await catalogue(t, host)).find((x) => x.name === name && (!platformId || x.platform.id === platformId));
  if (!p) throw new Error(`no package ${name} on ${host}`);
  return p;
}

export const createOrder = (t: TestApp, who: Trader, packageId: string, discountCode?: string) =>
  call<Order>(t, 'POST', ApiPath.createOrderV1, {
    ...as(who),
    body: { packageId, acceptTerms: true, ...(discountCode ? { discountCode } : {}) },
  });

/** Order v2: creates the order and opens its checkout in one call (`extra` adds to the body: a click id, a code). */
export const createOrderV2 = (t: TestApp, who: Trader, packageId: string, extra: Record<string, unknown> = {}) =>
  call<{ order: Order; checkoutUrl: string }>(t, 'POST', ApiPath.createOrderV2, {
    ...as(who),
    body: { packageId, acceptTerms: true, ...extra },
  });

export const getOrder = (t: TestApp, who: Trader, id: string) =>
  call<Order>(t, 'GET', ApiPath.order.replace(':id', id), as(who));

export const pay = (t: TestApp, who: Trader, orderId: string) =>
  call<{ orderId: string; checkoutUrl: string }>(t, 'POST', ApiPath.payOrder, { ...as(who), body: { orderId } });

/** Opens the checkout page and presses one of its buttons, as the trader's browser does. */
export async function actOnCheckout(t: TestApp, checkoutUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const path = new URL(checkoutUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
  const press = await t.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { page, press };
}

/** Hands a sandbox webhook to the app itself (as createTestApp's sender does): for a sender that holds some back. */
export const webhookIntoApp = async (t: TestApp, url: string, headers: Record<string, string>, body: string) =>
  (await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;

/** The key the sandbox provider signs the app's payment webhooks with. */
export const paymentsWebhookKey = (t: TestApp) => derivedKey(t.config.jwtSecret, 'payments-webhook');

/** Posts a payment webhook as the sandbox provider does: signed now with the app's key unless `signature` is given. */
export const postPaymentWebhook = (
  t: TestApp,
  body: string,
  signature = signPayload(paymentsWebhookKey(t), body, Date.now()),
) =>
  rawCall(t, {
    method: 'POST',
    url: '/api/payments/v1/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });

/** The provider's success event for the order's payment, under an event id of the caller's. */
export async function paymentSucceeded(t: TestApp, order: Pick<Order, 'id' | 'total' | 'currency'>, eventId: string) {
  const [payment] = await t.db.query<{ id: string; provider_payment_id: string }>(
    'select id, provider_payment_id from payments where order_id = $1',
    [order.id],
  );
  return {
    eventId,
    type: 'payment.succeeded' as const,
    providerPaymentId: payment!.provider_payment_id,
    reference: payment!.id,
    amount: order.total,
    currency: order.currency,
  };
}

/** Lets the sandbox provider deliver every webhook that is due. */
export const deliverWebhooks = (t: TestApp) => t.app.modules.orders.services.sandboxPayments.deliveries.drain();

/** Orders a package, pays on the checkout, and delivers the confirmations: the order as it ends. */
export async function buy(
  t: TestApp,
  who: Trader,
  packageId: string,
  options: { discountCode?: string; action?: 'pay' | 'decline' | 'cancel' } = {},
) {
  const order = await createOrder(t, who, packageId, options.discountCode);
  if (order.result !== 0) throw new Error(`order failed: ${order.result}`);
  const checkout = await pay(t, who, order.data.id);
  if (checkout.result !== 0) throw new Error(`pay failed: ${checkout.result}`);
  await actOnCheckout(t, checkout.data.checkoutUrl, options.action ?? 'pay');
  await deliverWebhooks(t);
  return (await getOrder(t, who, order.data.id)).data;
}

/**
 * The app of a describe block whose sandbox payment webhooks can be held back, as if the portal were unreachable:
 * while `webhooks.held`, each delivery fails (503) and the provider keeps it for a later attempt.
 */
export function useHeldWebhooks(heldAtFirst: boolean) {
  const webhooks = {
    held: heldAtFirst,
    /** The portal is reachable again: every held delivery falls due and is delivered. */
    async release() {
      webhooks.held = false;
      await deliverWebhooks(t); // waits for a pass that began while held (it put its deliveries back)
      await t.db.query(`update sandbox_webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
      await deliverWebhooks(t);
    },
  };
  const t = useTestApp({
    webhookSender: async (url, headers, body) => (webhooks.held ? 503 : webhookIntoApp(t, url, headers, body)),
  });
  return { t, webhooks };
}
