import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  economicCalendarEnvelope,
  economicCalendarQuerySchema,
  economicCalendarRange,
  type EconomicImpact,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/refusal.ts';
import { requireAuth } from '../../http/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { createCalendarRepository } from './calendar.repository.ts';

const list = (value: string | undefined) => (value ? [...new Set(value.split(','))] : undefined);

/**
 * The economic calendar for "Explore Economic News": signed in, the same events for every brand (a firm runs one
 * calendar, the one its news rule reads).
 */
export function calendarRoutes(deps: { db: Db; sessionsService: SessionsService }) {
  const repository = createCalendarRepository();
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.economicCalendar,
      {
        preHandler: requireAuth(deps.sessionsService),
        schema: {
          tags: ['economic calendar'],
          security: [{ bearer: [] }],
          summary: 'Economic events in a range of at most 31 days, by time, optionally filtered by impact and currency',
          querystring: economicCalendarQuerySchema,
          response: { 200: economicCalendarEnvelope },
        },
      },
      async (req) => {
        const { from, to } = economicCalendarRange(req.query);
        const items = await repository.list(deps.db, {
          from: new Date(from),
          to: new Date(to),
          impacts: list(req.query.impact) as EconomicImpact[] | undefined,
          currencies: list(req.query.currency?.toUpperCase()),
        });
        return ok({ items });
      },
    );
  };
}
