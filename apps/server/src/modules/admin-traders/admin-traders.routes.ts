import type { FastifyInstance } from 'fastify';
import { adminTradersEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery, csvDownload } from '../admin-operators/admin-route.ts';
import type { AdminTradersService } from './admin-traders.service.ts';

/** The console's Traders screen: search, a trader's file, and support's actions on a trader. */
export function adminTradersRoutes(deps: { adminTradersService: AdminTradersService }) {
  const svc = deps.adminTradersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'traders.manage');
    const read = adminRouter(app, 'traders.read');
    read(adminTradersEndpoints.traders, { data: onQuery(svc.list) });
    read(adminTradersEndpoints.tradersExport, { handler: csvDownload(svc.exportCsv) });
    read(adminTradersEndpoints.trader, { data: onRecord(svc.get) });
    route(adminTradersEndpoints.traderSessionRevoke, {
      data: (req) => svc.revokeSession(req.admin, req.params.id, req.params.sessionId),
    });
    route(adminTradersEndpoints.traderSessionsRevokeAll, { data: onRecord(svc.revokeAllSessions) });
    route(adminTradersEndpoints.traderPasswordReset, { data: onRecord(svc.sendPasswordReset) });
  };
}
