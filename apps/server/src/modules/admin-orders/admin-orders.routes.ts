import type { FastifyInstance } from 'fastify';
import { adminOrdersEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery, csvDownload } from '../admin-operators/admin-route.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

/** The console's Orders screen: the list, one order with its payments, and cancelling an unpaid one. */
export function adminOrdersRoutes(deps: { adminOrdersService: AdminOrdersService }) {
  const svc = deps.adminOrdersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'orders.read');
    route(adminOrdersEndpoints.orders, { data: onQuery(svc.list) });
    route(adminOrdersEndpoints.ordersExport, { handler: csvDownload(svc.exportCsv) });
    route(adminOrdersEndpoints.order, { data: onRecord(svc.get) });
    route(adminOrdersEndpoints.orderCancel, {
      action: 'orders.cancel',
      data: (req) => svc.cancel(req.admin, req.params.id, req.body.reason),
    });
  };
}
