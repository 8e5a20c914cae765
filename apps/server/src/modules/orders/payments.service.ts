import { OrderPaymentStatus, ResultCode, type Checkout } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import {
  canStartPayment,
  holdsDiscountUse,
  nextOrderStatus,
  successOutcome,
  type PaymentOutcome,
} from '../../domain/orders/order-status.ts';
import type { PaymentEvent, PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RequestContext } from '../auth/request-context.ts';
import type { AffiliatePostbacksService } from '../affiliate/affiliate-postbacks.service.ts';
import type { SecondChanceService } from '../second-chance/second-chance.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { DiscountsRepository } from './discounts.repository.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { LiveCheckout, PaymentRow, PaymentsRepository, PaymentStatus } from './payments.repository.ts';

const OUTCOMES: Record<Exclude<PaymentEvent['type'], 'payment.refunded'>, PaymentOutcome> = {
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

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'refunding';
type Step = { result: WebhookResult; refund?: PaymentRow | undefined; expire?: LiveCheckout[]; postback?: boolean };

/** How long a claimed expiry waits before another pass may try it again (a provider that did not answer). */
const EXPIRY_CLAIM_MS = 5 * 60_000;

/** A payment whose refund is recorded as owed but that the provider has not confirmed taking on yet. */
const owedRefund = (p: PaymentRow): PaymentRow | undefined =>
  p.refund_requested_at && !p.provider_refund_id && p.status !== 'refunded' ? p : undefined;

/** A payment's status moves on from the provider's reports, except once the money was taken (or given back). */
const SETTLED: readonly PaymentStatus[] = ['succeeded', 'refunded'];

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
  /** a paid reset order's fresh account */
  secondChanceService: Pick<SecondChanceService, 'openPaidReset'>;
  providers: PaymentProviders;
  clock: Clock;
  /** How long an order may stay Unpaid after its last checkout was opened (UNPAID_ORDER_TTL_MINUTES). */
  unpaidOrderTtlMs: number;
  log: FastifyBaseLogger;
  /** affiliate networks told of a paid order (docs/decisions/023) */
  affiliatePostbacks?: AffiliatePostbacksService;
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

  /**
   * Expires checkouts at the provider and records those it confirms. One the trader already acted on stays
   * as it is: its outcome comes by webhook (and a success the order does not need is refunded). A failure
   * throws, unless `bestEffort` (then it is logged and the refund rule still keeps the money right).
   */
  async function expireCheckouts(checkouts: LiveCheckout[], bestEffort = false): Promise<void> {
    for (const c of checkouts) {
      if (!c.provider_payment_id) continue;
      try {
        if ((await deps.providers.expire({ ...c, provider_payment_id: c.provider_payment_id })) === 'expired')
          await payments.markExpired(db, c.id);
      } catch (error) {
        if (!bestEffort) throw error;
        deps.log.error({ err: error, paymentId: c.id }, 'payment provider did not expire a checkout');
      }
    }
  }

  /** A paid order's account: a challenge's first phase, or a reset's fresh account (undefined: no longer applies). */
  async function accountFor(tx: Queryable, order: OrderRow): Promise<string | undefined> {
    if (order.reset_account_id)
      return deps.secondChanceService.openPaidReset(tx, { id: order.id, resetAccountId: order.reset_account_id });
    return deps.traderAccountsService.provisionForOrder(tx, {
      id: order.id,
      brandId: order.brand_id,
      userId: order.user_id,
      snapshot: order.package_snapshot,
      email: await orders.ownerEmail(tx, order.id),
    });
  }

  return {
    /**
     * A checkout for an order that is Unpaid, Declined or Cancelled; -20 when not the trader's. One live
     * checkout per order: the one this replaces is expired at the provider before the new one is handed out.
     */
    async pay(ctx: RequestContext, userId: string, orderId: string): Promise<Checkout> {
      const provider = await deps.providers.current(ctx.brand.id);
      const started = await db.transaction(async (tx) => {
        const order = isUuid(orderId) ? await orders.get(tx, ctx.brand.id, userId, orderId, true) : undefined;
        if (!order) return refuse(ResultCode.OrderNotFound);
        if (!canStartPayment(order.status)) throw new Refusal(ResultCode.RequestIsNotValid, { status: order.status });
        // A retried order takes its code's use again; if the last one went meanwhile, the discount is gone (-74).
        const held = await syncDiscountUse(tx, order, true);
        if (order.discount_code_id && !held) refuse(ResultCode.DiscountCodeUsageExceeded);
        // At most one unpaid use of a code per trader: another of their orders holding one keeps it (-74).
        const holder = order.discount_code_id
          ? await orders.unpaidHolderOf(tx, userId, order.discount_code_id, order.id)
          : undefined;
        if (holder) refuse(ResultCode.DiscountCodeUsageExceeded, { unpaidOrderId: holder });
        const previous = await payments.liveCheckouts(tx, order.id);
        const paymentId = await payments.insert(tx, {
          orderId: order.id,
          provider: provider.name,
          amount: order.total,
          currency: order.currency,
        });
        await orders.update(tx, order.id, {
          status: OrderPaymentStatus.Unpaid,
          currentPaymentId: paymentId,
          discountUseHeld: held,
          // A new checkout gives the order a new lease of life: it expires that long after this one opened.
          unpaidExpiresAt: new Date(deps.clock.now().getTime() + deps.unpaidOrderTtlMs),
        });
        return { order, paymentId, previous };
      });
      // The provider is called outside the transaction: no row lock is held across an outside call.
      const { order, paymentId, previous } = started;
      const opener = { provider: provider.name, brand_id: order.brand_id };
      let checkout: { providerPaymentId: string; checkoutUrl: string } | undefined;
      try {
        // A previous checkout still being opened (no provider id yet) closes itself: see `stillCurrent` below.
        await expireCheckouts(previous);
        checkout = await provider.createCheckout({
          paymentId,
          orderId: order.id,
          amount: order.total,
          currency: order.currency,
          description: `${order.package_snapshot.name} · #${order.number}`,
          brandName: ctx.brand.name,
          returnUrl: `${ctx.publicUrl}/dashboard/new-challenge?step=3&orderId=${order.id}`,
          publicUrl: ctx.publicUrl,
        });
        // Attached under the order's lock, so a newer pay() either sees this checkout (and expires it) or has
        // already replaced it, which this one then sees; the order may also have been paid meanwhile.
        const { providerPaymentId, checkoutUrl } = checkout;
        const stillCurrent = await db.transaction(async (tx) => {
          // payment row first, then the order: the order in which webhooks lock them, so neither waits on the other
          await payments.attachCheckout(tx, paymentId, providerPaymentId, checkoutUrl);
          const now = (await orders.lockById(tx, order.id))!;
          return now.current_payment_id === paymentId && now.status !== OrderPaymentStatus.Paid;
        });
        if (!stillCurrent) {
          await expireCheckouts([{ id: paymentId, provider_payment_id: providerPaymentId, ...opener }]);
          const now = (await orders.get(db, ctx.brand.id, userId, order.id))!;
          return refuse(ResultCode.RequestIsNotValid, { status: now.status });
        }
        return { orderId: order.id, checkoutUrl };
      } catch (error) {
        if (error instanceof Refusal) throw error;
        deps.log.error({ err: error, orderId: order.id }, 'payment provider refused a checkout or its expiry');
        // A checkout the provider opened but we could not keep must not stay payable: it is expired if possible.
        if (checkout)
          await expireCheckouts([{ id: paymentId, provider_payment_id: checkout.providerPaymentId, ...opener }], true);
        await payments.setStatus(db, paymentId, 'error');
        return refuse(ResultCode.TechnicalError);
      }
    },

    /**
     * Cancels one order left Unpaid past its expiry, or answers 0 when none is due (a background job calls it;
     * docs/decisions/009-buying-and-payments.md). The order is claimed with SKIP LOCKED, so several instances
     * share the work; its live checkouts are expired at the provider outside any transaction; then, under the
     * order's lock and only if nobody opened a new checkout meanwhile, it becomes Cancelled and gives its code's
     * use back. A checkout the trader already acted on is left to its webhook (the claim retries later); so is
     * a provider that does not answer.
     */
    async expireOneUnpaid(): Promise<number> {
      const now = deps.clock.now();
      const claimed = await db.transaction(async (tx) => {
        const due = await orders.claimDueUnpaid(tx, now, new Date(now.getTime() + EXPIRY_CLAIM_MS));
        return due && { ...due, checkouts: await payments.liveCheckouts(tx, due.id) };
      });
      if (!claimed) return 0;
      for (const c of claimed.checkouts) {
        if (!c.provider_payment_id) continue; // still being opened: that pay() gave the order a new expiry
        try {
          if ((await deps.providers.expire({ ...c, provider_payment_id: c.provider_payment_id })) !== 'expired')
            return 1;
          await payments.markExpired(db, c.id);
        } catch (error) {
          deps.log.error({ err: error, orderId: claimed.id }, 'payment provider did not expire an unpaid checkout');
          return 1;
        }
      }
      await db.transaction(async (tx) => {
        const order = await orders.lockById(tx, claimed.id);
        if (!order || !(await orders.cancelExpired(tx, order.id, claimed.claim))) return;
        if (order.discount_use_held && order.discount_code_id) await discounts.giveBackUse(tx, order.discount_code_id);
      });
      return 1;
    },

    /**
     * One webhook event, applied once (recorded by id in the same transaction), under the order's row lock so
     * repeats and out-of-order deliveries serialise. A success provisions the account in that transaction, or,
     * when the order needs no money, is refunded: recorded here, asked of the provider once committed.
     */
    async applyEvent(provider: PaymentProvider, event: PaymentEvent): Promise<WebhookResult> {
      if (!isUuid(event.reference)) return refuse(ResultCode.OrderNotFound);
      const step = await db.transaction(async (tx): Promise<Step> => {
        const payment = await payments.lock(tx, provider.name, event.reference);
        if (!payment) return refuse(ResultCode.OrderNotFound);
        const fresh = await payments.recordEvent(tx, {
          provider: provider.name,
          eventId: event.eventId,
          type: event.type,
          paymentId: payment.id,
        });
        // A repeat of the event that owed a refund the provider was not yet asked for asks again.
        if (!fresh) return { result: 'duplicate', refund: owedRefund(payment) };
        const order = (await orders.lockById(tx, payment.order_id))!;
        if (event.amount !== payment.amount || event.currency !== payment.currency) {
          deps.log.error({ eventId: event.eventId, orderId: order.id }, 'webhook amount does not match the payment');
          await payments.setStatus(tx, payment.id, 'error');
          return { result: 'ignored' };
        }
        if (event.type === 'payment.refunded') {
          if (!payment.refund_requested_at)
            deps.log.warn({ eventId: event.eventId, orderId: order.id }, 'a refund we did not ask for');
          await payments.markRefunded(tx, payment.id, event.refundId ?? null);
          return { result: 'applied' };
        }
        const outcome = OUTCOMES[event.type];
        if (!SETTLED.includes(payment.status)) await payments.setStatus(tx, payment.id, PAYMENT_STATUS[outcome]);
        if (outcome === 'succeeded') {
          const verdict = successOutcome(
            { status: order.status, paidByThisPayment: order.current_payment_id === payment.id },
            { checkoutExpired: payment.expired_at !== null },
          );
          if (verdict === 'repeat') return { result: 'ignored' };
          if (verdict !== 'pay') {
            deps.log.warn({ orderId: order.id, paymentId: payment.id, reason: verdict }, 'refunding a payment');
            await payments.owesRefund(tx, payment.id, verdict);
            return { result: 'refunding', refund: { ...payment, provider_refund_id: null } };
          }
        }
        // A superseded attempt only matters if it took the money.
        if (order.current_payment_id !== payment.id && outcome !== 'succeeded') return { result: 'ignored' };
        const next = nextOrderStatus(order.status, outcome);
        if (next === null) return { result: 'ignored' };
        const held = await syncDiscountUse(tx, order, holdsDiscountUse(next));
        const paid = next === OrderPaymentStatus.Paid;
        const traderAccountId = paid ? await accountFor(tx, order) : undefined;
        // A reset that no longer applies when its money arrives (the account replaced meanwhile) is given back.
        if (paid && !traderAccountId) {
          deps.log.warn({ orderId: order.id, paymentId: payment.id }, 'refunding a reset that no longer applies');
          await payments.owesRefund(tx, payment.id, 'reset_not_available');
          // The order ends there: no reset pending any more, nothing bought.
          await orders.update(tx, order.id, { status: OrderPaymentStatus.Cancelled });
          return { result: 'refunding', refund: { ...payment, provider_refund_id: null } };
        }
        await orders.update(tx, order.id, {
          status: next,
          discountUseHeld: held,
          paid,
          ...(paid ? { paymentMethod: 'card', currentPaymentId: payment.id } : {}),
          ...(traderAccountId ? { traderAccountId } : {}),
        });
        // A paid order keeps no payable checkout: any other still open is expired once this commits.
        const expire = paid ? (await payments.liveCheckouts(tx, order.id)).filter((c) => c.id !== payment.id) : [];
        // The sale's postback is queued with the payment, so it is owed exactly when the order is Paid.
        const postback = paid && !!(await deps.affiliatePostbacks?.onOrderPaid(tx, order.id));
        return { result: 'applied', expire, postback };
      });
      if (step.postback) deps.affiliatePostbacks?.kick();
      if (step.expire?.length) await expireCheckouts(step.expire, true);
      // Throws when the provider cannot be asked: the webhook answers 500, the provider delivers it again,
      // and the repeat asks again (the provider gives one refund per payment however often it is asked).
      if (step.refund) {
        const { refundId } = await provider.refund({
          providerPaymentId: step.refund.provider_payment_id ?? event.providerPaymentId,
          reference: step.refund.id,
          amount: step.refund.amount,
          currency: step.refund.currency,
        });
        await payments.attachRefund(db, step.refund.id, refundId);
      }
      return step.result;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
