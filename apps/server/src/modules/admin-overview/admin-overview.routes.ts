import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, adminOverviewEnvelope, adminOverviewQuerySchema } from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

/** The console's Overview screen. */
export function adminOverviewRoutes(deps: {
  adminOverviewService: AdminOverviewService;
  requireOperator: RequireOperator;
}) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      ApiPath.adminOverview,
      {
        onRequest: deps.requireOperator('overview.read'),
        schema: {
          tags: ['admin'],
          security: SESSION_OR_KEY,
          summary: 'Sales, new traders, pass rates, failures by rule, funded accounts, open queues, 30-day series',
          querystring: adminOverviewQuerySchema,
          response: { 200: adminOverviewEnvelope },
        },
      },
      async (req) => ok(await deps.adminOverviewService.overview(req.admin, req.query.brandId)),
    );
  };
}
