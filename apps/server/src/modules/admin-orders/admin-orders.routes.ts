import type { FastifyInstance } from 'fastify';
import { adminOrdersEndpoints } from '@portal/contract';
import { sendCsv } from '../../http/csv-reply.ts';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

/** The console's Orders screen: the list, one order with its payments, and cancelling an unpaid one. */
export function adminOrdersRoutes(deps: { adminOrdersService: AdminOrdersService }) {
  const svc = deps.adminOrdersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'orders.read');
    route(adminOrdersEndpoints.orders, { data: (req) => svc.list(req.admin, req.query) });
    route(adminOrdersEndpoints.ordersExport, {
      handler: async (req, reply) => sendCsv(reply, await svc.exportCsv(req.admin, req.query)),
    });
    route(adminOrdersEndpoints.order, { data: onRecord(svc.get) });
    route(adminOrdersEndpoints.orderCancel, {
      action: 'orders.cancel',
      data: (req) => svc.cancel(req.admin, req.params.id, req.body.reason),
    });
  };
}
