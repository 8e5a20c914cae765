import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../operators/audit.ts';
import { createCalendarAdminService } from './calendar-admin.service.ts';
import { createCalendarImportsRepository } from './calendar-imports.repository.ts';

/** The back office's calendar import (services.ts keeps to one line for it). */
export function createCalendarAdmin(deps: {
  db: Db;
  audit: Audit;
  clock: Clock;
  changes?: Pick<ChangeFeed, 'announce'>;
}) {
  return {
    calendarAdminService: createCalendarAdminService({
      ...deps,
      calendarImportsRepository: createCalendarImportsRepository(),
    }),
  };
}
