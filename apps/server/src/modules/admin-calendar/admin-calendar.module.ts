import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { consoleModule } from '../module.ts';
import { calendarAdminRoutes } from './calendar-admin.routes.ts';
import { createCalendarAdminService } from './calendar-admin.service.ts';
import { createCalendarImportsRepository } from './calendar-imports.repository.ts';

/** The console's economic calendar import, and the imports made. */
export function createAdminCalendarModule(deps: { db: Db; audit: Audit; clock: Clock; changes: ChangeFeed }) {
  const calendarAdminService = createCalendarAdminService({
    ...deps,
    calendarImportsRepository: createCalendarImportsRepository(),
  });
  return consoleModule({ calendarAdminService }, [calendarAdminRoutes({ calendarAdminService })]);
}
export type AdminCalendarModule = ReturnType<typeof createAdminCalendarModule>;
