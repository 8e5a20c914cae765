import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminIdParamsSchema,
  adminOrderCancelRequestSchema,
  adminOrderCancelledEnvelope,
  adminOrderEnvelope,
  adminOrdersPageEnvelope,
  adminOrdersQuerySchema,
} from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

/** The console's Orders screen: the list, one order with its payments, and cancelling an unpaid one. */
export function adminOrdersRoutes(deps: { adminOrdersService: AdminOrdersService }) {
  const svc = deps.adminOrdersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'orders.read');
    route.get(ApiPath.adminOrders, {
      summary: 'Orders, newest first, by brand, status, creation time, discount code, id, number or e-mail',
      querystring: adminOrdersQuerySchema,
      response: adminOrdersPageEnvelope,
      data: (req) => svc.list(req.admin, req.query),
    });
    route.get(ApiPath.adminOrder, {
      summary: 'An order: its package snapshot, trader, discount code, payments with provider events and refunds',
      response: adminOrderEnvelope,
      ...onRecord(svc.get),
    });
    route.post(ApiPath.adminOrderCancel, {
      action: 'orders.cancel',
      summary: 'Cancel an unpaid order: its checkouts expire at the provider, its discount use is given back',
      params: adminIdParamsSchema,
      body: adminOrderCancelRequestSchema,
      response: adminOrderCancelledEnvelope,
      data: (req) => svc.cancel(req.admin, req.params.id, req.body.reason),
    });
  };
}
