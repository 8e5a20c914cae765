import type { FastifyInstance } from 'fastify';
import { adminCalendarEndpoints } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { CalendarAdminService } from './calendar-admin.service.ts';

/** A week's export is a few hundred events; this leaves room for a month of a detailed feed. */
const EXPORT_LIMIT_BYTES = 5 * 1024 * 1024;

/** The economic calendar's import through the back office, and its history. */
export function calendarAdminRoutes(deps: { calendarAdminService: CalendarAdminService }) {
  const svc = deps.calendarAdminService;
  return async function (app: FastifyInstance) {
    // CSV arrives as text (text/plain has Fastify's own text parser); JSON is parsed as for every route, so the
    // control-character guard sees its strings, and handed to the importer as text again.
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: EXPORT_LIMIT_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const route = adminRouter(app, 'calendar.import');
    route(adminCalendarEndpoints.calendarImport, {
      bodyLimit: EXPORT_LIMIT_BYTES,
      handler: async (req) => {
        const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body, null, 2);
        const fileName = req.query.fileName ?? (typeof req.body === 'string' ? 'export.csv' : 'export.json');
        return ok(
          await svc.import(req.admin, text, {
            fileName: req.query.fileName ?? undefined,
            formatHint: fileName,
            skipInvalid: req.query.skipInvalid === 'true',
            dryRun: req.query.dryRun === 'true',
          }),
        );
      },
    });
    route(adminCalendarEndpoints.calendarImports, { data: (req) => svc.history(req.query) });
  };
}
