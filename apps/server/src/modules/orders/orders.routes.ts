import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { requireAuth } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentsService } from './payments.service.ts';

export function ordersRoutes(deps: {
  ordersService: OrdersService;
  paymentsService: PaymentsService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireAuth(deps.sessionsService);
    const tags = ['orders'];
    const auth = { tags, security: [{ bearer: [] }] };
    const { ordersService: orders, paymentsService: payments } = deps;

    r.post(
      ApiPath.previewDiscount,
      {
        schema: {
          tags,
          summary:
            'Guests: the price of a package with a discount code (-73 invalid, -74 used up, -75 expired, -76 other packages)',
          body: previewDiscountRequestSchema,
          response: { 200: pricePreviewEnvelope },
        },
      },
      async (req) => ok(await orders.preview(req.brand.id, req.body.packageId, req.body.discountCode)),
    );
    r.post(
      ApiPath.orderPreview,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'The price an order for this package will have, with an optional discount code',
          body: orderPreviewRequestSchema,
          response: { 200: pricePreviewEnvelope },
        },
      },
      async (req) => ok(await orders.preview(req.brand.id, req.body.packageId, req.body.discountCode)),
    );
    r.post(
      ApiPath.previewPackagesForDiscount,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Every package a discount code applies to, with its price',
          body: previewPackagesForDiscountRequestSchema,
          response: { 200: packagesForDiscountEnvelope },
        },
      },
      async (req) => ok(await orders.previewPackagesForDiscount(req.brand.id, req.body.discountCode)),
    );
    r.get(
      ApiPath.pendingPurchase,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'What the trader chose through Subscribe',
          response: { 200: pendingPurchaseEnvelope },
        },
      },
      async (req) => ok(await orders.pendingPurchase(req.brand.id, req.auth.userId)),
    );
    r.post(
      ApiPath.createOrderV1,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Buy a package: an Unpaid order',
          body: createOrderRequestSchema,
          response: { 200: orderEnvelope },
        },
      },
      async (req) => ok(await orders.create(req.brand.id, req.auth.userId, req.body)),
    );
    r.post(
      ApiPath.createOrderV2,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Buy a package and open its checkout in one call',
          body: createOrderRequestSchema,
          response: { 200: createOrderV2Envelope },
        },
      },
      async (req) => {
        const order = await orders.create(req.brand.id, req.auth.userId, req.body);
        const checkout = await payments.pay(contextOf(req), req.auth.userId, order.id);
        return ok({
          order: await orders.get(req.brand.id, req.auth.userId, order.id),
          checkoutUrl: checkout.checkoutUrl,
        });
      },
    );
    r.post(
      ApiPath.payOrder,
      {
        preHandler,
        schema: {
          ...auth,
          summary:
            'A checkout for an Unpaid, Declined or Cancelled order; its previous checkout is expired (-20 unknown; -200 already paid or in payment)',
          body: payOrderRequestSchema,
          response: { 200: checkoutEnvelope },
        },
      },
      async (req) => ok(await payments.pay(contextOf(req), req.auth.userId, req.body.orderId)),
    );
    r.get(
      ApiPath.orders,
      {
        preHandler,
        schema: {
          ...auth,
          summary: "A page of the trader's orders",
          querystring: ordersQuerySchema,
          response: { 200: ordersPageEnvelope },
        },
      },
      async (req) => ok(await orders.list(req.brand.id, req.auth.userId, req.query)),
    );
    r.get(
      ApiPath.order,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'One order (-20 when absent or not the trader’s)',
          params: z.object({ id: textSchema().max(64) }),
          response: { 200: orderEnvelope },
        },
      },
      async (req) => ok(await orders.get(req.brand.id, req.auth.userId, req.params.id)),
    );
  };
}
