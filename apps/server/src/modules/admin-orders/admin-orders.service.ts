import type { Db } from '../../db/client.ts';
import { firmMayCancel } from '../../domain/orders/order-status.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { listReads, type ListExport } from '../admin-operators/list-export.ts';
import type { OrderCancelService } from '../orders/order-cancel.service.ts';
import type { AdminOrdersRepository, OrderListRow, PaymentDetailRow } from './admin-orders.repository.ts';
import { isoOrNull } from '../../lib/iso-times.ts';
import { ORDER_COLUMNS } from './orders-export.ts';

export const orderRowView = (r: OrderListRow) => ({
  id: r.id,
  number: r.number,
  brandId: r.brand_id,
  traderId: r.user_id,
  traderEmail: r.email,
  kind: r.kind,
  resetAccountId: r.reset_account_id,
  status: r.status,
  packageId: r.package_id,
  packageName: r.package_name,
  price: r.price,
  discount: r.discount,
  total: r.total,
  currency: r.currency,
  discountCode: r.discount_code,
  traderAccountId: r.trader_account_id,
  createdAt: r.created_at.toISOString(),
  paidAt: isoOrNull(r.paid_at),
});

const paymentView = (p: PaymentDetailRow, currentId: string | null) => ({
  id: p.id,
  provider: p.provider,
  providerPaymentId: p.provider_payment_id,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  isCurrent: p.id === currentId,
  createdAt: p.created_at.toISOString(),
  updatedAt: p.updated_at.toISOString(),
  expiredAt: isoOrNull(p.expired_at),
  refund:
    p.refund_requested_at || p.refunded_at
      ? {
          reason: p.refund_reason,
          requestedAt: isoOrNull(p.refund_requested_at),
          providerRefundId: p.provider_refund_id,
          refundedAt: isoOrNull(p.refunded_at),
        }
      : null,
  events: p.events,
});

/** The back office's orders: reads within the caller's brands, and cancelling an unpaid one (audited). */
export function createAdminOrdersService(deps: {
  db: Db;
  adminOrdersRepository: AdminOrdersRepository;
  orderCancelService: OrderCancelService;
  audit: Audit;
  listExport: ListExport;
}) {
  const repo = deps.adminOrdersRepository;
  return {
    ...listReads(deps, 'orders', repo, orderRowView, ORDER_COLUMNS),

    async get(caller: AdminCaller, id: string) {
      const o = await repo.get(deps.db, id);
      assertInScope(caller, o?.brand_id);
      const order = o!;
      const [payments, code] = await Promise.all([
        repo.payments(deps.db, order.id),
        order.discount_code_id ? repo.discountCode(deps.db, order.discount_code_id) : undefined,
      ]);
      return {
        ...orderRowView(order),
        brand: { id: order.brand_id, code: order.brand_code, name: order.brand_name },
        trader: { id: order.user_id, email: order.email, firstName: order.first_name, lastName: order.last_name },
        snapshot: order.package_snapshot,
        discountCodeDetail: code
          ? {
              id: code.id,
              code: code.code,
              kind: code.kind,
              value: code.value,
              currency: code.currency,
              usedCount: code.used_count,
              usageLimit: code.usage_limit,
              expiresAt: isoOrNull(code.expires_at),
              isActive: code.is_active,
            }
          : null,
        discountUseHeld: order.discount_use_held,
        paymentMethod: order.payment_method,
        payments: payments.map((p) => paymentView(p, order.current_payment_id)),
        cancellable:
          firmMayCancel(order.status) && !payments.some((p) => p.status === 'succeeded' || p.status === 'refunded'),
      };
    },

    async cancel(caller: AdminCaller, id: string, reason: string) {
      const status = await deps.orderCancelService.cancel(id, {
        reach: (brandId) => assertInScope(caller, brandId),
        record: (tx, order) =>
          deps.audit.record(tx, caller, {
            action: 'orders.cancelled',
            targetType: 'order',
            targetId: order.id,
            brandId: order.brand_id,
            before: { status: order.status, discountUseHeld: order.discount_use_held },
            after: { status: 2, discountUseHeld: false, reason },
          }),
      });
      return { orderId: id, status: status as 2 };
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
