import type { Db } from '../../db/client.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { ListExport } from '../admin-operators/list-export.ts';
import { consoleModule } from '../module.ts';
import type { OrderCancelService } from '../orders/order-cancel.service.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';

/** The console's orders: the list, an order with its payments, cancelling an unpaid one. */
export function createAdminOrdersModule(deps: {
  db: Db;
  audit: Audit;
  listExport: ListExport;
  orderCancelService: OrderCancelService;
}) {
  const adminOrdersService = createAdminOrdersService({
    db: deps.db,
    adminOrdersRepository: createAdminOrdersRepository(),
    orderCancelService: deps.orderCancelService,
    audit: deps.audit,
    listExport: deps.listExport,
  });
  return consoleModule({ adminOrdersService }, [adminOrdersRoutes({ adminOrdersService })]);
}
export type AdminOrdersModule = ReturnType<typeof createAdminOrdersModule>;
