import type { FastifyInstance } from 'fastify';
import { calendarEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { CalendarService } from './calendar.service.ts';
import { router } from '../router.ts';

/**
 * The economic calendar for "Explore Economic News": signed in, the same events for every brand (a firm runs one
 * calendar, the one its news rule reads).
 */
export function calendarRoutes(deps: { calendarService: CalendarService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['economic calendar'], access: signedIn(deps.sessionsService) });
    route(calendarEndpoints.economicCalendar, { data: (req) => deps.calendarService.list(req.query) });
  };
}
