import type { FastifyInstance } from 'fastify';
import { adminOverviewEndpoints } from '@portal/contract';
import { adminRouter, onQuery } from '../admin-operators/admin-route.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The console's Overview screen. */
export function adminOverviewRoutes(deps: { adminOverviewService: AdminOverviewService }) {
  return async function (app: FastifyInstance) {
    adminRouter(app)(adminOverviewEndpoints.overview, {
      action: 'overview.read',
      data: onQuery(deps.adminOverviewService.overview),
    });
  };
}
