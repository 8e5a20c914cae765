import { ApiPath } from '../paths.ts';
import * as adminOrders from '../schemas/admin-orders.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminOrdersEndpoints = {
  orders: endpoint('GET', ApiPath.adminOrders, 'Orders, newest first, by brand, status, creation time, discount code, id, number or e-mail', { querystring: adminOrders.adminOrdersQuerySchema, response: adminOrders.adminOrdersPageEnvelope }),
  ordersExport: endpoint('GET', ApiPath.adminOrdersExport, 'Every order the list\'s filters keep, as CSV (UTF-8, a header row of field names), newest first; audited', { querystring: adminOrders.adminOrdersFiltersSchema, produces: ['text/csv'] }),
  order: endpoint('GET', ApiPath.adminOrder, 'An order: its package snapshot, trader, discount code, payments with provider events and refunds', { params: adminIdParamsSchema, response: adminOrders.adminOrderEnvelope }),
  orderCancel: endpoint('POST', ApiPath.adminOrderCancel, 'Cancel an unpaid order: its checkouts expire at the provider, its discount use is given back', { params: adminIdParamsSchema, body: adminOrders.adminOrderCancelRequestSchema, response: adminOrders.adminOrderCancelledEnvelope }),
};
