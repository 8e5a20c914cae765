import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  adminIdParamsSchema,
  adminOrderCancelRequestSchema,
  adminOrderCancelledEnvelope,
  adminOrderEnvelope,
  adminOrdersPageEnvelope,
  adminOrdersQuerySchema,
} from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };

/** The console's Orders screen: the list, one order with its payments, and cancelling an unpaid one. */
export function adminOrdersRoutes(deps: { adminOrdersService: AdminOrdersService; requireOperator: RequireOperator }) {
  const svc = deps.adminOrdersService;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminOrders,
      {
        onRequest: deps.requireOperator('orders.read'),
        schema: {
          ...base,
          summary: 'Orders, newest first, by brand, status, creation time, discount code, id, number or e-mail',
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersPageEnvelope },
        },
      },
      async (req) => ok(await svc.list(req.admin, req.query)),
    );
    r.get(
      ApiPath.adminOrder,
      {
        onRequest: deps.requireOperator('orders.read'),
        schema: {
          ...base,
          summary: 'An order: its package snapshot, trader, discount code, payments with provider events and refunds',
          params: adminIdParamsSchema,
          response: { 200: adminOrderEnvelope },
        },
      },
      async (req) => ok(await svc.get(req.admin, req.params.id)),
    );
    r.post(
      ApiPath.adminOrderCancel,
      {
        onRequest: deps.requireOperator('orders.cancel'),
        schema: {
          ...base,
          summary: 'Cancel an unpaid order: its checkouts expire at the provider, its discount use is given back',
          params: adminIdParamsSchema,
          body: adminOrderCancelRequestSchema,
          response: { 200: adminOrderCancelledEnvelope },
        },
      },
      async (req) => ok(await svc.cancel(req.admin, req.params.id, req.body.reason)),
    );
  };
}
