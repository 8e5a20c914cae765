import { OrderPaymentStatus, ResultCode, type Checkout } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import {
  canStartPayment,
  holdsDiscountUse,
  nextOrderStatus,
  type PaymentOutcome,
} from '../../domain/orders/order-status.ts';
import type { PaymentEvent, PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { Refusal, refuse } from '../../http/refusal.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RequestContext } from '../auth/request-context.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { DiscountsRepository } from './discounts.repository.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { PaymentsRepository, PaymentStatus } from './payments.repository.ts';

const OUTCOMES: Record<PaymentEvent['type'], PaymentOutcome> = {
  'payment.processing': 'processing',
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
};
const PAYMENT_STATUS: Record<PaymentOutcome, PaymentStatus> = {
  processing: 'processing',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
};

export type WebhookResult = 'applied' | 'duplicate' | 'ignored';

/**
 * Paying orders: a checkout at the provider, then the provider's signed webhooks move the order
 * Unpaid → Pending → Paid (or Declined / Cancelled). A Paid order gets its trading account in the same
 * transaction. Only this module knows orders; the provider is an interface (integrations/payments).
 */
export function createPaymentsService(deps: {
  db: Db;
  ordersRepository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  discountsRepository: DiscountsRepository;
  traderAccountsService: TraderAccountsService;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { db, ordersRepository: orders, paymentsRepository: payments, discountsRepository: discounts } = deps;

  /** Keeps the code's use in step with the order: held while live, given back when Declined or Cancelled. */
  async function syncDiscountUse(tx: Queryable, order: OrderRow, holds: boolean): Promise<boolean> {
    if (!order.discount_code_id || holds === order.discount_use_held) return order.discount_use_held;
    if (!holds) {
      await discounts.giveBackUse(tx, order.discount_code_id);
      return false;
    }
    return discounts.takeUse(tx, order.discount_code_id);
  }

  return {
    /** A checkout for an order that is Unpaid, Declined or Cancelled; -20 when not the trader's. */
    async pay(ctx: RequestContext, userId: string, orderId: string): Promise<Checkout> {
      const started = await db.transaction(async (tx) => {
        const order = isUuid(orderId) ? await orders.get(tx, ctx.brand.id, userId, orderId, true) : undefined;
        if (!order) return refuse(ResultCode.OrderNotFound);
        if (!canStartPayment(order.status)) throw new Refusal(ResultCode.RequestIsNotValid, { status: order.status });
        // A retried order takes its code's use again; if the last one went meanwhile, the discount is gone (-74).
        const held = await syncDiscountUse(tx, order, true);
        if (order.discount_code_id && !held) refuse(ResultCode.DiscountCodeUsageExceeded);
        const paymentId = await payments.insert(tx, {
          orderId: order.id,
          provider: deps.provider.name,
          amount: order.total,
          currency: order.currency,
        });
        await orders.update(tx, order.id, {
          status: OrderPaymentStatus.Unpaid,
          currentPaymentId: paymentId,
          discountUseHeld: held,
        });
        return { order, paymentId };
      });
      // The provider is called outside the transaction: no row lock is held across an outside call.
      const { order, paymentId } = started;
      try {
        const checkout = await deps.provider.createCheckout({
          paymentId,
          amount: order.total,
          currency: order.currency,
          description: `${order.package_snapshot.name} · #${order.number}`,
          brandName: ctx.brand.name,
          returnUrl: `${ctx.publicUrl}/dashboard/new-challenge?step=3&orderId=${order.id}`,
          publicUrl: ctx.publicUrl,
        });
        await payments.attachCheckout(db, paymentId, checkout.providerPaymentId, checkout.checkoutUrl);
        return { orderId: order.id, checkoutUrl: checkout.checkoutUrl };
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, 'payment provider refused a checkout');
        await payments.setStatus(db, paymentId, 'error');
        return refuse(ResultCode.TechnicalError);
      }
    },

    /**
     * One webhook event, applied once (recorded by id in the same transaction), under the order's row lock so
     * repeats and out-of-order deliveries serialise. A success provisions the account in that transaction.
     */
    async applyEvent(event: PaymentEvent): Promise<WebhookResult> {
      if (!isUuid(event.reference)) return refuse(ResultCode.OrderNotFound);
      return db.transaction(async (tx) => {
        const payment = await payments.lock(tx, deps.provider.name, event.reference);
        if (!payment) return refuse(ResultCode.OrderNotFound);
        const fresh = await payments.recordEvent(tx, {
          provider: deps.provider.name,
          eventId: event.eventId,
          type: event.type,
          paymentId: payment.id,
        });
        if (!fresh) return 'duplicate';
        const order = (await orders.lockById(tx, payment.order_id))!;
        if (event.amount !== payment.amount || event.currency !== payment.currency) {
          deps.log.error({ eventId: event.eventId, orderId: order.id }, 'webhook amount does not match the payment');
          await payments.setStatus(tx, payment.id, 'error');
          return 'ignored';
        }
        const outcome = OUTCOMES[event.type];
        if (payment.status !== 'succeeded') await payments.setStatus(tx, payment.id, PAYMENT_STATUS[outcome]);
        // A superseded attempt only matters if it took the money.
        if (order.current_payment_id !== payment.id && outcome !== 'succeeded') return 'ignored';
        const next = nextOrderStatus(order.status, outcome);
        if (next === null) return 'ignored';
        const held = await syncDiscountUse(tx, order, holdsDiscountUse(next));
        const paid = next === OrderPaymentStatus.Paid;
        const traderAccountId = paid
          ? await deps.traderAccountsService.provisionForOrder(tx, {
              id: order.id,
              brandId: order.brand_id,
              userId: order.user_id,
              snapshot: order.package_snapshot,
              email: await orders.ownerEmail(tx, order.id),
            })
          : undefined;
        await orders.update(tx, order.id, {
          status: next,
          discountUseHeld: held,
          paid,
          ...(paid ? { paymentMethod: 'card', currentPaymentId: payment.id } : {}),
          ...(traderAccountId ? { traderAccountId } : {}),
        });
        return 'applied';
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
