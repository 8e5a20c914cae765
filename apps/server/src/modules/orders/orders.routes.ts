import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  checkoutEnvelope,
  createOrderRequestSchema,
  createOrderV2Envelope,
  orderEnvelope,
  orderPreviewRequestSchema,
  ordersPageEnvelope,
  ordersQuerySchema,
  packagesForDiscountEnvelope,
  payOrderRequestSchema,
  pendingPurchaseEnvelope,
  previewDiscountRequestSchema,
  previewPackagesForDiscountRequestSchema,
  pricePreviewEnvelope,
  textSchema,
} from '@portal/contract';
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

    // A guest's and a trader's price preview differ only in who may ask, path, summary and input.
    for (const [declare, url, summary, body] of [
      [
        guests,
        ApiPath.previewDiscount,
        'Guests: the price of a package with a discount code (-73 invalid, -74 used up, -75 expired, -76 other packages)',
        previewDiscountRequestSchema,
      ],
      [
        route,
        ApiPath.orderPreview,
        'The price an order for this package will have, with an optional discount code',
        orderPreviewRequestSchema,
      ],
    ] as const)
      declare.post(url, {
        summary,
        body,
        response: pricePreviewEnvelope,
        data: (req) => orders.preview(req.brand.id, req.body.packageId, req.body.discountCode),
      });
    route.post(ApiPath.previewPackagesForDiscount, {
      summary: 'Every package a discount code applies to, with its price',
      body: previewPackagesForDiscountRequestSchema,
      response: packagesForDiscountEnvelope,
      data: (req) => orders.previewPackagesForDiscount(req.brand.id, req.body.discountCode),
    });
    route.get(ApiPath.pendingPurchase, {
      summary: 'What the trader chose through Subscribe',
      response: pendingPurchaseEnvelope,
      data: (req) => orders.pendingPurchase(req.brand.id, req.auth.userId),
    });
    route.post(ApiPath.createOrderV1, {
      summary: 'Buy a package: an Unpaid order',
      body: createOrderRequestSchema,
      response: orderEnvelope,
      data: (req) => orders.create(req.brand.id, req.auth.userId, req.body),
    });
    route.post(ApiPath.createOrderV2, {
      summary: 'Buy a package and open its checkout in one call',
      body: createOrderRequestSchema,
      response: createOrderV2Envelope,
      handler: async (req) => {
        const order = await orders.create(req.brand.id, req.auth.userId, req.body);
        const checkout = await payments.pay(contextOf(req), req.auth.userId, order.id);
        return ok({
          order: await orders.get(req.brand.id, req.auth.userId, order.id),
          checkoutUrl: checkout.checkoutUrl,
        });
      },
    });
    route.post(ApiPath.payOrder, {
      summary:
        'A checkout for an Unpaid, Declined or Cancelled order; its previous checkout is expired (-20 unknown; -200 already paid or in payment)',
      body: payOrderRequestSchema,
      response: checkoutEnvelope,
      data: (req) => payments.pay(contextOf(req), req.auth.userId, req.body.orderId),
    });
    route.get(ApiPath.orders, {
      summary: "A page of the trader's orders",
      querystring: ordersQuerySchema,
      response: ordersPageEnvelope,
      data: (req) => orders.list(req.brand.id, req.auth.userId, req.query),
    });
    route.get(ApiPath.order, {
      summary: 'One order (-20 when absent or not the trader’s)',
      params: z.object({ id: textSchema().max(64) }),
      response: orderEnvelope,
      data: (req) => orders.get(req.brand.id, req.auth.userId, req.params.id),
    });
  };
}
