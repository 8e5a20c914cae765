import { type CalendarImport, type CursorPage } from '@portal/contract';
import { adminCalendarRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

export type CalendarReport = CalendarImport & { problemRows: Array<{ line: number; message: string }> };
type ImportArg = { file: { name: string; text: string }; dryRun: boolean; skipInvalid: boolean };

/** The economic calendar's imports: a file checked (a dry run) or imported, and the history. */
const calendarApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The imports newest first, a page at a position (none: the first). */
    calendarImports: build.query<CursorPage<CalendarImport>, { cursor?: string | undefined }>({
      query: ({ cursor }) => requestTo(adminCalendarRoutes.calendarImports, { params: { cursor, pageSize: 25 } }),
      providesTags: ['Calendar'],
    }),
    /** JSON as application/json, CSV as text/csv, the file's text as it is (a string body is never re-encoded). */
    importCalendar: build.mutation<CalendarReport, ImportArg>({
      query: ({ file, dryRun, skipInvalid }) =>
        requestTo(adminCalendarRoutes.calendarImport, {
          body: file.text,
          params: { dryRun: String(dryRun), skipInvalid: String(skipInvalid), fileName: file.name },
          headers: { 'Content-Type': file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv' },
        }),
      invalidatesTags: (_r, error, { dryRun }) => (error || dryRun ? [] : ['Calendar']),
    }),
  }),
});

export const { useCalendarImportsQuery, useImportCalendarMutation } = calendarApi;
