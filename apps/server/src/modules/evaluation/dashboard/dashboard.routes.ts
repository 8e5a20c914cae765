import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { requireAuth } from '../../auth/require-auth.ts';
import type { SessionsService } from '../../auth/sessions.service.ts';
import { JSON_TYPE } from '../../../http/json-reply.ts';
import type { DashboardService } from './dashboard.service.ts';
import { chartReplyBytes } from '../charts/chart-reply.ts';

/** SPEC §7 Dashboard and AccountHistory: signed in, one of the trader's own accounts (-50 otherwise). */
export function dashboardRoutes(deps: { dashboardService: DashboardService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireAuth(deps.sessionsService);
    const base = { tags: ['dashboard'], security: [{ bearer: [] }] };
    const service = deps.dashboardService;

    r.get(
      ApiPath.accountDataRequirements,
      {
        preHandler,
        schema: {
          ...base,
          summary: 'Each objective of the phase with its value, limit and state, and the verdict with its reason',
          querystring: traderAccountQuerySchema,
          response: { 200: accountDataRequirementsEnvelope },
        },
      },
      async (req) => ok(await service.requirements(req.brand.id, req.auth.userId, req.query.traderAccountId)),
    );
    r.get(
      ApiPath.tradingMetrics,
      {
        preHandler,
        schema: {
          ...base,
          summary: 'Balance, equity, loss room to the floors, trade statistics and the next day reset',
          params: z.object({ id: textSchema().max(64) }),
          response: { 200: tradingMetricsEnvelope },
        },
      },
      async (req) => ok(await service.metrics(req.brand.id, req.auth.userId, req.params.id)),
    );
    r.get(
      ApiPath.chart,
      {
        preHandler,
        schema: {
          ...base,
          summary: 'Balance and equity over time, downsampled to at most `points`, and the daily summary',
          querystring: chartQuerySchema,
          response: { 200: chartEnvelope },
        },
      },
      async (req, reply) => {
        const chart = await service.chart(req.brand.id, req.auth.userId, req.query.traderAccountId, req.query.points);
        // Bytes with a JSON type are written as they are: the points' JSON made once per state version (decision 043).
        return reply.type(JSON_TYPE).send(chartReplyBytes(chart) as never);
      },
    );
    r.get(
      ApiPath.platformTime,
      {
        preHandler,
        schema: {
          ...base,
          summary: 'The platform clock, and the account’s day-reset time, timezone and next reset',
          querystring: traderAccountQuerySchema,
          response: { 200: platformTimeEnvelope },
        },
      },
      async (req) => ok(await service.platformTime(req.brand.id, req.auth.userId, req.query.traderAccountId)),
    );
    r.get(
      ApiPath.accountHistory,
      {
        preHandler,
        schema: {
          ...base,
          tags: ['account-history'],
          summary: 'Closed trades, newest first, paged',
          querystring: accountHistoryQuerySchema,
          response: { 200: accountHistoryEnvelope },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(await service.history(req.brand.id, req.auth.userId, q.traderAccountId, q.page, q.pageSize));
      },
    );
  };
}
