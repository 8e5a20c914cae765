import type { FastifyInstance } from 'fastify';
import { adminAccountsEndpoints } from '@portal/contract';
import { sendCsv } from '../../http/csv-reply.ts';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminAccountsService } from './admin-accounts.service.ts';

/** The console's Accounts screen: the list, an account's dashboard as its trader sees it, and its log. */
export function adminAccountsRoutes(deps: { adminAccountsService: AdminAccountsService }) {
  const svc = deps.adminAccountsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'accounts.read');
    route(adminAccountsEndpoints.traderAccounts, { data: (req) => svc.list(req.admin, req.query) });
    route(adminAccountsEndpoints.traderAccountsExport, {
      handler: async (req, reply) => sendCsv(reply, await svc.exportCsv(req.admin, req.query)),
    });
    route(adminAccountsEndpoints.traderAccountDashboard, { data: onRecord(svc.dashboard) });
    route(adminAccountsEndpoints.traderAccountEvents, {
      data: (req) => svc.events(req.admin, req.params.id, req.query),
    });
  };
}
