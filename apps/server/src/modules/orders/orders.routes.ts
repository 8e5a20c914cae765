import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersEndpoints, type Order } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { signedIn } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentsService } from './payments.service.ts';
import { router } from '../router.ts';

export function ordersRoutes(deps: {
  ordersService: OrdersService;
  paymentsService: PaymentsService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const tags = ['orders'];
    const route = router(app, { tags, access: signedIn(deps.sessionsService) });
    const guests = router(app, { tags });
    const { ordersService: orders, paymentsService: payments } = deps;

    // A guest's and a trader's price preview differ only in who may ask and the endpoint.
    const preview = (req: { brand: { id: string }; body: { packageId: string; discountCode?: string } }) =>
      orders.preview(req.brand.id, req.body.packageId, req.body.discountCode);
    guests(ordersEndpoints.previewDiscount, { data: preview });
    route(ordersEndpoints.orderPreview, { data: preview });
    route(ordersEndpoints.previewPackagesForDiscount, {
      data: (req) => orders.previewPackagesForDiscount(req.brand.id, req.body.discountCode),
    });
    route(ordersEndpoints.pendingPurchase, { data: (req) => orders.pendingPurchase(req.brand.id, req.auth.userId) });
    route(ordersEndpoints.createOrderV1, {
      data: (req) => orders.create(req.brand.id, req.auth.userId, req.body, contextOf(req)),
    });
    // An order with its checkout opened: the order as it stands after the checkout, and where to pay.
    const withCheckout = async (req: FastifyRequest & { auth: { userId: string } }, order: Order) => {
      const checkout = await payments.pay(contextOf(req), req.auth.userId, order.id);
      return ok({
        order: await orders.get(req.brand.id, req.auth.userId, order.id),
        checkoutUrl: checkout.checkoutUrl,
      });
    };
    route(ordersEndpoints.createOrderV2, {
      handler: async (req) =>
        withCheckout(req, await orders.create(req.brand.id, req.auth.userId, req.body, contextOf(req))),
    });
    route(ordersEndpoints.createResetOrder, {
      handler: async (req) =>
        withCheckout(req, await orders.createReset(req.brand.id, req.auth.userId, req.body, contextOf(req))),
    });
    route(ordersEndpoints.payOrder, { data: (req) => payments.pay(contextOf(req), req.auth.userId, req.body.orderId) });
    route(ordersEndpoints.orders, { data: (req) => orders.list(req.brand.id, req.auth.userId, req.query) });
    route(ordersEndpoints.order, { data: (req) => orders.get(req.brand.id, req.auth.userId, req.params.id) });
  };
}
