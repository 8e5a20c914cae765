import type { FastifyInstance } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { assertInScope } from './admin-caller.ts';
import { adminRouter, csvDownload } from './admin-route.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log, read-only (there is no endpoint that changes it, and the table refuses UPDATE/DELETE). */
export function auditRoutes(deps: { auditService: AuditService }) {
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'audit.read');
    route(adminOperatorsEndpoints.auditExport, { handler: csvDownload(deps.auditService.exportCsv) });
    route(adminOperatorsEndpoints.audit, {
      handler: async (req) => {
        if (req.query.brandId) assertInScope(req.admin, req.query.brandId);
        return ok(await deps.auditService.list(req.admin.scope, req.query));
      },
    });
  };
}
