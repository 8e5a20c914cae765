import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  adminCalendarImportQuerySchema,
  adminPageQuerySchema,
  calendarExportSchema,
  calendarImportReportEnvelope,
  calendarImportsEnvelope,
} from '@portal/contract';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { CalendarAdminService } from './calendar-admin.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };
/** A week's export is a few hundred events; this leaves room for a month of a detailed feed. */
const EXPORT_LIMIT_BYTES = 5 * 1024 * 1024;

/** The economic calendar's import through the back office, and its history. */
export function calendarAdminRoutes(deps: {
  calendarAdminService: CalendarAdminService;
  requireOperator: RequireOperator;
}) {
  const svc = deps.calendarAdminService;
  const importer = deps.requireOperator('calendar.import');
  return async function (app: FastifyInstance) {
    // CSV arrives as text (text/plain has Fastify's own text parser); JSON is parsed as for every route, so the
    // control-character guard sees its strings, and handed to the importer as text again.
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: EXPORT_LIMIT_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ApiPath.adminCalendarImport,
      {
        onRequest: importer,
        bodyLimit: EXPORT_LIMIT_BYTES,
        schema: {
          ...base,
          summary: 'Import a weekly economic-calendar export (JSON or CSV body): what it added, updated and skipped',
          consumes: ['application/json', 'text/csv', 'text/plain'],
          querystring: adminCalendarImportQuerySchema,
          body: calendarExportSchema,
          response: { 200: calendarImportReportEnvelope },
        },
      },
      async (req) => {
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
    );
    r.get(
      ApiPath.adminCalendarImports,
      {
        onRequest: importer,
        schema: {
          ...base,
          summary: 'The imports made through the back office, newest first: who, when, what changed',
          querystring: adminPageQuerySchema,
          response: { 200: calendarImportsEnvelope },
        },
      },
      async (req) => ok(await svc.history(req.query)),
    );
  };
}
