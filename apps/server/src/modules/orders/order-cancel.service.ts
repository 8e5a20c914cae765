import { OrderPaymentStatus, ResultCode } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { firmMayCancel } from '../../domain/orders/order-status.ts';
import { refuse } from '../../domain/result.ts';
import { isUuid } from '../../lib/ids.ts';
import type { DiscountsRepository } from './discounts.repository.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { LiveCheckout, PaymentsRepository } from './payments.repository.ts';

export type FirmCancel = {
  /** checks the order's brand against the caller's scope; throws for an unknown (undefined) or foreign one */
  reach: (brandId: string | undefined) => void;
  /** runs in the cancellation's transaction (the audit entry), with the order before the change */
  record: (tx: Queryable, order: OrderRow) => Promise<void>;
};

/**
 * The firm cancels an order nobody paid (Unpaid, or Pending without a success), as a provider's cancellation
 * would: its checkouts are expired at the provider, the order becomes Cancelled and its discount code's use is
 * given back. Every attempt is marked expired on our side whatever the provider answers, so a payment the
 * trader completed meanwhile is refunded when its success arrives (successOutcome: checkout_expired), never
 * turning the cancelled order into a paid one behind the firm's back.
 */
export function createOrderCancelService(deps: {
  db: Db;
  ordersRepository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  discountsRepository: DiscountsRepository;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}) {
  const { db, ordersRepository: orders, paymentsRepository: payments } = deps;

  /** The order locked and checked: in reach, cancellable, no attempt that took the money. */
  async function cancellable(tx: Queryable, id: string, reach: FirmCancel['reach']) {
    const order = isUuid(id) ? await orders.lockById(tx, id) : undefined;
    reach(order?.brand_id);
    const attempts = await payments.openAttempts(tx, order!.id);
    if (!firmMayCancel(order!.status) || attempts.succeeded)
      refuse(ResultCode.RequestIsNotValid, { status: order!.status });
    return { order: order!, open: attempts.open };
  }

  async function expireAtProvider(checkouts: LiveCheckout[]) {
    for (const c of checkouts) {
      if (!c.provider_payment_id) continue;
      try {
        await deps.providers.expire({ ...c, provider_payment_id: c.provider_payment_id });
      } catch (err) {
        deps.log.error({ err, paymentId: c.id }, 'payment provider did not expire a checkout for a cancellation');
        refuse(ResultCode.TechnicalError);
      }
    }
  }

  return {
    /** Returns the order's new status (Cancelled); -200 when it cannot be cancelled (paid, or already ended). */
    async cancel(id: string, how: FirmCancel): Promise<number> {
      const { open } = await db.transaction((tx) => cancellable(tx, id, how.reach));
      // The provider is called outside the transaction: no row lock is held across an outside call.
      await expireAtProvider(open);
      return db.transaction(async (tx) => {
        const { order, open: now } = await cancellable(tx, id, how.reach);
        // A checkout opened meanwhile (the trader pressed Pay again) is expired too before the order ends.
        const fresh = now.filter((c) => !open.some((o) => o.id === c.id));
        if (fresh.length > 0) refuse(ResultCode.RequestIsNotValid, { status: order.status, retry: true });
        for (const c of open) await payments.markExpired(tx, c.id);
        if (order.discount_code_id && order.discount_use_held)
          await deps.discountsRepository.giveBackUse(tx, order.discount_code_id);
        await orders.update(tx, order.id, { status: OrderPaymentStatus.Cancelled, discountUseHeld: false });
        await how.record(tx, order);
        return OrderPaymentStatus.Cancelled;
      });
    },
  };
}
export type OrderCancelService = ReturnType<typeof createOrderCancelService>;
