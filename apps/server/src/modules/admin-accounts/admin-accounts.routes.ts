import type { FastifyInstance } from 'fastify';
import { adminAccountsEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery, csvDownload } from '../admin-operators/admin-route.ts';
import type { AdminAccountsService } from './admin-accounts.service.ts';

/** The console's Accounts screen: the list, an account's dashboard as its trader sees it, and its log. */
export function adminAccountsRoutes(deps: { adminAccountsService: AdminAccountsService }) {
  const svc = deps.adminAccountsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'accounts.read');
    route(adminAccountsEndpoints.traderAccounts, { data: onQuery(svc.list) });
    route(adminAccountsEndpoints.traderAccountsExport, { handler: csvDownload(svc.exportCsv) });
    route(adminAccountsEndpoints.traderAccountDashboard, { data: onRecord(svc.dashboard) });
    route(adminAccountsEndpoints.traderAccountEvents, {
      data: (req) => svc.events(req.admin, req.params.id, req.query),
    });
  };
}
