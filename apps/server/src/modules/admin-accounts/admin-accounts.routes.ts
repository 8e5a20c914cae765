import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminAccountDashboardEnvelope,
  adminAccountEventsEnvelope,
  adminAccountEventsQuerySchema,
  adminAccountsPageEnvelope,
  adminAccountsQuerySchema,
  adminIdParamsSchema,
} from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminAccountsService } from './admin-accounts.service.ts';

/** The console's Accounts screen: the list, an account's dashboard as its trader sees it, and its log. */
export function adminAccountsRoutes(deps: { adminAccountsService: AdminAccountsService }) {
  const svc = deps.adminAccountsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'accounts.read');
    route.get(ApiPath.adminTraderAccounts, {
      summary: 'Trader accounts, newest first, by brand, package, status, phase, login or e-mail',
      querystring: adminAccountsQuerySchema,
      response: adminAccountsPageEnvelope,
      data: (req) => svc.list(req.admin, req.query),
    });
    route.get(ApiPath.adminTraderAccountDashboard, {
      summary: "The account's objectives, metrics and verdict, exactly as its trader's dashboard shows them",
      response: adminAccountDashboardEnvelope,
      ...onRecord(svc.dashboard),
    });
    route.get(ApiPath.adminTraderAccountEvents, {
      summary: "The account's log, newest first: deals, equity snapshots, opening, verdict, blocks",
      params: adminIdParamsSchema,
      querystring: adminAccountEventsQuerySchema,
      response: adminAccountEventsEnvelope,
      data: (req) => svc.events(req.admin, req.params.id, req.query.page, req.query.pageSize),
    });
  };
}
