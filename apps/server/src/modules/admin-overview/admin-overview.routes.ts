import type { FastifyInstance } from 'fastify';
import { adminOverviewEndpoints } from '@portal/contract';
import { adminRouter, csvDownload, onQuery } from '../admin-operators/admin-route.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The console's Overview screen: the figures, and each of its tables as CSV. */
export function adminOverviewRoutes(deps: { adminOverviewService: AdminOverviewService }) {
  const svc = deps.adminOverviewService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'overview.read');
    route(adminOverviewEndpoints.overview, { data: onQuery(svc.overview) });
    route(adminOverviewEndpoints.overviewExport, { handler: csvDownload(svc.exportCsv) });
  };
}
