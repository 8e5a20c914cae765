import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '@portal/contract';
import { ok } from '../../../domain/result.ts';
import { signedIn } from '../../auth/require-auth.ts';
import { router } from '../../router.ts';
import type { SessionsService } from '../../auth/sessions.service.ts';
import { JSON_TYPE } from '../../../http/json-reply.ts';
import type { DashboardService } from './dashboard.service.ts';
import { chartReplyBytes } from '../charts/chart-reply.ts';

/** SPEC §7 Dashboard and AccountHistory: signed in, one of the trader's own accounts (-50 otherwise). */
export function dashboardRoutes(deps: { dashboardService: DashboardService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const access = signedIn(deps.sessionsService);
    const route = router(app, { tags: ['dashboard'], access });
    const service = deps.dashboardService;

    route(dashboardEndpoints.accountDataRequirements, {
      data: (req) => service.requirements(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });
    route(dashboardEndpoints.tradingMetrics, {
      data: (req) => service.metrics(req.brand.id, req.auth.userId, req.params.id),
    });
    route(dashboardEndpoints.chart, {
      handler: async (req, reply) => {
        const chart = await service.chart(req.brand.id, req.auth.userId, req.query.traderAccountId, req.query.points);
        // Bytes with a JSON type are written as they are: the points' JSON is made once per state version.
        return reply.type(JSON_TYPE).send(chartReplyBytes(chart) as never);
      },
    });
    route(dashboardEndpoints.platformTime, {
      data: (req) => service.platformTime(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });

    router(app, { tags: ['account-history'], access })(dashboardEndpoints.accountHistory, {
      handler: async (req) => {
        const q = req.query;
        return ok(await service.history(req.brand.id, req.auth.userId, q.traderAccountId, q));
      },
    });
  };
}
