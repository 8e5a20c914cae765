import type { Db } from '../../db/client.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { areaModule } from '../module.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** The economic calendar's events for a signed-in trader. */
export function createCalendarModule(deps: { db: Db; sessionsService: SessionsService }) {
  const calendarService = createCalendarService({ db: deps.db, calendarRepository: createCalendarRepository() });
  return areaModule({ calendarService }, [calendarRoutes({ calendarService, sessionsService: deps.sessionsService })]);
}
