import { ApiPath, type Checkout, type Order } from '@portal/contract';
import { checkout } from './demo-client.ts';
import { findPackage, type DemoContext } from './demo-challenges.ts';
import type { DemoScript, PackageRef } from './demo-scripts.ts';

/**
 * The demo trader's orders, bought as the web app buys (docs/decisions/065-demo-activity.md): paid, declined and
 * cancelled on the sandbox provider's checkout page and confirmed by its signed webhooks, and one left unpaid with
 * its checkout open (cancelled by the unpaid-order job after UNPAID_ORDER_TTL_MINUTES, as any trader's). Pending
 * lasts only until the provider confirms (SANDBOX_PAYMENT_CONFIRM_MS), so no seeded order keeps it.
 */
export async function seedOrders(ctx: DemoContext, orders: DemoScript['orders']): Promise<Order[]> {
  const place = (ref: PackageRef, discountCode?: string) =>
    ctx.trader.call<Order>('POST', ApiPath.createOrderV1, {
      packageId: findPackage(ctx, ref).id,
      acceptTerms: true,
      ...(discountCode ? { discountCode } : {}),
    });
  const openCheckout = async (order: Order) =>
    (await ctx.trader.call<Checkout>('POST', ApiPath.payOrder, { orderId: order.id })).checkoutUrl;

  const placed: Order[] = [];
  for (const [ref, action] of [
    [orders.cancelled, 'cancel'],
    [orders.declined, 'decline'],
    [orders.paid, 'pay'],
    [orders.unpaid, null],
  ] as const) {
    const order = await place(ref, 'discountCode' in ref ? ref.discountCode : undefined);
    const url = await openCheckout(order);
    if (action) await checkout(ctx.app, ctx.trader.host, url, action);
    placed.push(await ctx.trader.call<Order>('GET', ApiPath.order.replace(':id', order.id)));
  }
  return placed;
}
