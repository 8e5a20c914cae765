import { ApiPath } from '../paths.ts';
import * as adminCalendar from '../schemas/admin-calendar.ts';
import { cursorQuerySchema } from '../schemas/admin-cursor-page.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminCalendarEndpoints = {
  calendarImport: endpoint('POST', ApiPath.adminCalendarImport, 'Import a weekly economic-calendar export (JSON or CSV body): what it added, updated and skipped', { querystring: adminCalendar.adminCalendarImportQuerySchema, body: adminCalendar.calendarExportSchema, consumes: ['application/json', 'text/csv', 'text/plain'], response: adminCalendar.calendarImportReportEnvelope }),
  calendarImports: endpoint('GET', ApiPath.adminCalendarImports, 'The imports made through the back office, newest first: who, when, what changed', { querystring: cursorQuerySchema, response: adminCalendar.calendarImportsEnvelope }),
};
