import type { FastifyInstance } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { assertInScope } from './admin-caller.ts';
import { adminRouter } from './admin-route.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log, read-only (there is no endpoint that changes it, and the table refuses UPDATE/DELETE). */
export function auditRoutes(deps: { auditService: AuditService }) {
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'audit.read');
    route(adminOperatorsEndpoints.auditExport, {
      handler: async (req, reply) => sendCsv(reply, await deps.auditService.exportCsv(req.admin, req.query)),
    });
    route(adminOperatorsEndpoints.audit, {
      handler: async (req) => {
        if (req.query.brandId) assertInScope(req.admin, req.query.brandId);
        return ok(await deps.auditService.list(req.admin.scope, req.query));
      },
    });
  };
}
