import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiPath,
  accountDataRequirementsEnvelope,
  accountHistoryEnvelope,
  accountHistoryQuerySchema,
  chartEnvelope,
  chartQuerySchema,
  platformTimeEnvelope,
  tradingMetricsEnvelope,
  traderAccountQuerySchema,
  textSchema,
} from '@portal/contract';
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

    route.get(ApiPath.accountDataRequirements, {
      summary: 'Each objective of the phase with its value, limit and state, and the verdict with its reason',
      querystring: traderAccountQuerySchema,
      response: accountDataRequirementsEnvelope,
      data: (req) => service.requirements(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });
    route.get(ApiPath.tradingMetrics, {
      summary: 'Balance, equity, loss room to the floors, trade statistics and the next day reset',
      params: z.object({ id: textSchema().max(64) }),
      response: tradingMetricsEnvelope,
      data: (req) => service.metrics(req.brand.id, req.auth.userId, req.params.id),
    });
    route.get(ApiPath.chart, {
      summary: 'Balance and equity over time, downsampled to at most `points`, and the daily summary',
      querystring: chartQuerySchema,
      response: chartEnvelope,
      handler: async (req, reply) => {
        const chart = await service.chart(req.brand.id, req.auth.userId, req.query.traderAccountId, req.query.points);
        // Bytes with a JSON type are written as they are: the points' JSON is made once per state version.
        return reply.type(JSON_TYPE).send(chartReplyBytes(chart) as never);
      },
    });
    route.get(ApiPath.platformTime, {
      summary: 'The platform clock, and the account’s day-reset time, timezone and next reset',
      querystring: traderAccountQuerySchema,
      response: platformTimeEnvelope,
      data: (req) => service.platformTime(req.brand.id, req.auth.userId, req.query.traderAccountId),
    });

    router(app, { tags: ['account-history'], access }).get(ApiPath.accountHistory, {
      summary: 'Closed trades, newest first, paged',
      querystring: accountHistoryQuerySchema,
      response: accountHistoryEnvelope,
      handler: async (req) => {
        const q = req.query;
        return ok(await service.history(req.brand.id, req.auth.userId, q.traderAccountId, q.page, q.pageSize));
      },
    });
  };
}
