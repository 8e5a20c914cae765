import type { FastifyInstance } from 'fastify';
import { ApiPath, adminOverviewEnvelope, adminOverviewQuerySchema } from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The console's Overview screen. */
export function adminOverviewRoutes(deps: { adminOverviewService: AdminOverviewService }) {
  return async function (app: FastifyInstance) {
    adminRouter(app).get(ApiPath.adminOverview, {
      action: 'overview.read',
      summary: 'Sales, new traders, pass rates, failures by rule, funded accounts, open queues, 30-day series',
      querystring: adminOverviewQuerySchema,
      response: adminOverviewEnvelope,
      data: (req) => deps.adminOverviewService.overview(req.admin, req.query.brandId),
    });
  };
}
