import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, economicCalendarEnvelope, economicCalendarQuerySchema } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { CalendarService } from './calendar.service.ts';

/**
 * The economic calendar for "Explore Economic News": signed in, the same events for every brand (a firm runs one
 * calendar, the one its news rule reads).
 */
export function calendarRoutes(deps: { calendarService: CalendarService; sessionsService: SessionsService }) {
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
      async (req) => ok(await deps.calendarService.list(req.query)),
    );
  };
}
